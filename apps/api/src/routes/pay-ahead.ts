import { koboToNaira, lagosCalendarDate, payNextNow, payOff, shopPaths } from '@oja/domain';
import type { Context } from 'hono';
import { limitProviderCalls } from '../auth/provider-call-limit.ts';
import { requireUser } from '../auth/sessions.ts';
import { findShopperOrder } from '../db/orders-repository.ts';
import {
  debitInProgress,
  findOpenPayAhead,
  findShopperPayAhead,
  insertPayAhead,
  instalmentRows,
  PAY_AHEAD_HOLD_MS,
  type PayAheadRow,
  recordPayAheadUrl,
} from '../db/pay-ahead-repository.ts';
import type { ApiEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { closeStalePayAhead, closeUnstartedPayAhead } from '../money/pay-ahead.ts';
import { logger } from '../ops/log.ts';
import { newPaymentReference, PaymentProviderError } from '../payments/card-payments.ts';
import { settle } from '../settlement/settle.ts';
import { toWirePayAhead } from '../wire/pay-ahead.ts';

const NOTHING_OWED = 'This order has no instalments left to pay.';
const NOT_IN_INSTALMENTS = 'Only an order paid in instalments can be paid ahead.';
const DEBIT_IN_PROGRESS =
  'Your direct debit for this instalment is being collected right now. Please check again in a few minutes.';

const PAYMENT_STARTING = 'Your card payment is being started. Please try again in a moment.';
const OTHER_PAYMENT_OPEN =
  'A card payment for this order is already open. Finish it on the card page, or try again in 30 minutes.';

function settleDeps<E extends ApiEnv>(c: Context<E>) {
  return { db: c.get('db'), cardPayments: c.get('cardPayments'), email: c.get('email'), now: c.get('now') };
}

/** The answer to a press while a payment ahead is open: that payment when it is the same one, else 409. */
function openAnswer<E extends ApiEnv>(c: Context<E>, open: PayAheadRow, kind: string, amountKobo: number) {
  if (open.kind !== kind || open.amountKobo !== amountKobo) return refuse(c, 409, OTHER_PAYMENT_OPEN);
  if (!open.authorizationUrl) return refuse(c, 409, PAYMENT_STARTING);
  const data = toWirePayAhead({ ...open, authorizationUrl: open.authorizationUrl });
  return c.json({ success: true, message: 'Payment already started', data }, 200);
}

/**
 * Paying ahead of the direct debit by card: the next instalment, or everything still owed. The amount is the
 * domain's (payNextNow / payOff over the order's schedule), never the browser's.
 */
export const payAheadRoutes = routes(
  route('POST /payment/pay-ahead/{id}', requireUser, limitProviderCalls, async (c, request) => {
    const { kind } = request.body;
    const db = c.get('db');
    const user = c.get('user');
    const now = c.get('now')();
    const order = await findShopperOrder(db, user.id, request.params.id);
    if (!order) return refuse(c, 404, 'Order not found');
    if (order.status !== 'paid' || order.instalmentCount === 0) return refuse(c, 409, NOT_IN_INSTALMENTS);

    const rows = await instalmentRows(db, order.id);
    const today = lagosCalendarDate(now);
    const computed = kind === 'payoff' ? payOff(rows, today) : payNextNow(rows, today);
    if (!computed.ok) return refuse(c, 409, NOTHING_OWED);
    const { amountKobo, numbers } = computed.payment;
    if (await debitInProgress(db, order.id, numbers)) return refuse(c, 409, DEBIT_IN_PROGRESS);

    // One payment ahead open per order (a unique index): a press while one is open answers that one.
    const open = await findOpenPayAhead(db, order.id);
    if (open && open.createdAt.getTime() <= now - PAY_AHEAD_HOLD_MS) {
      // Outlived its hold: asked once more (a success pays or is refunded), then closed if still unpaid.
      const settled = await settle(settleDeps(c), open.reference).catch(() => undefined);
      if (!settled)
        return refuse(c, 502, 'The card provider is not answering. Please try again in a moment.');
      await closeStalePayAhead(db, open.id);
    } else if (open) {
      return openAnswer(c, open, kind, amountKobo);
    }
    const payment = await insertPayAhead(db, {
      orderId: order.id,
      reference: newPaymentReference(order.orderNumber),
      kind,
      numbers,
      amountKobo,
      now: new Date(now),
    });
    if (!payment) {
      const other = await findOpenPayAhead(db, order.id);
      if (!other) return refuse(c, 409, PAYMENT_STARTING);
      return openAnswer(c, other, kind, amountKobo);
    }
    const origin = c.get('publicUrl') ?? new URL(c.req.url).origin;
    let authorizationUrl: string;
    try {
      ({ authorizationUrl } = await c.get('cardPayments').initialize({
        reference: payment.reference,
        amount: amountKobo,
        currency: 'NGN',
        email: user.email,
        // The provider adds `reference` (and `trxref`) to this address's query.
        callbackUrl: `${origin}${shopPaths.purchasesFor(order.orderNumber)}`,
      }));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.warn(`Payment ahead ${payment.reference} not started: ${error.message}`);
      await closeUnstartedPayAhead(db, payment.id, error.message);
      return refuse(c, 502, 'The card payment could not be started. Please try again.');
    }
    await recordPayAheadUrl(db, payment.id, authorizationUrl);
    return c.json(
      { success: true, message: 'Payment started', data: toWirePayAhead({ ...payment, authorizationUrl }) },
      201,
    );
  }),
  route('POST /payment/validate-pay-ahead', requireUser, limitProviderCalls, async (c, request) => {
    const { reference } = request.body;
    const db = c.get('db');
    const mine = await findShopperPayAhead(db, c.get('user').id, reference);
    if (!mine) return refuse(c, 404, 'Payment not found');
    let settled: Awaited<ReturnType<typeof settle>>;
    try {
      settled = await settle(settleDeps(c), reference);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.warn(`Payment ahead ${reference} not verified: ${error.message}`);
      return refuse(c, 502, 'The card provider is not answering. Please try again in a moment.');
    }
    // The reference is one of the shopper's payments ahead (findShopperPayAhead), so settle found it there.
    const early = settled.kind !== 'unknown' && settled.purpose === 'early-payment' ? settled : undefined;
    const payment = early?.payment ?? mine.payment;
    const verified = early?.kind === 'paid';
    return c.json({
      success: true,
      message: verified ? 'Payment verified' : 'Payment not verified',
      payment_verified: verified,
      status: early?.kind === 'paid' ? ('success' as const) : (early?.status ?? ('abandoned' as const)),
      data: {
        orderId: mine.order.publicId,
        orderNumber: mine.order.orderNumber,
        kind: payment.kind as 'next' | 'payoff',
        amount: koboToNaira(payment.amountKobo),
        refund_amount: koboToNaira(payment.refundKobo),
        order_completed: early?.kind === 'paid' && early.orderCompleted,
      },
    });
  }),
);
