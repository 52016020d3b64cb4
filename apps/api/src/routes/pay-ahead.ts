import { koboToNaira, lagosCalendarDate, payNextNow, payOff, shopPaths } from '@oja/domain';
import { type Context, Hono } from 'hono';
import { requireUser } from '../auth/sessions.ts';
import { findShopperOrder } from '../db/orders-repository.ts';
import {
  closeUnstartedPayAhead,
  debitInProgress,
  findPendingPayAhead,
  findShopperPayAhead,
  insertPayAhead,
  instalmentRows,
  type PayAheadRow,
  recordPayAheadUrl,
} from '../db/pay-ahead-repository.ts';
import type { ApiEnv } from '../env.ts';
import { bodyOf } from '../openapi/validated.ts';
import { settlePayAhead } from '../orders/pay-ahead.ts';
import { newPaymentReference, PaymentProviderError } from '../payments/card-payments.ts';

const NOTHING_OWED = 'This order has no instalments left to pay.';
const NOT_IN_INSTALMENTS = 'Only an order paid in instalments can be paid ahead.';
const DEBIT_IN_PROGRESS =
  'Your direct debit for this instalment is being collected right now. Please check again in a few minutes.';

function fail(c: Context<ApiEnv>, status: 404 | 409 | 502, message: string) {
  return c.json({ success: false, message }, status);
}

function answer(payment: PayAheadRow & { authorizationUrl: string }) {
  return {
    reference: payment.reference,
    kind: payment.kind as 'next' | 'payoff',
    amount: koboToNaira(payment.amountKobo),
    instalments: payment.numbers,
    authorization_url: payment.authorizationUrl,
  };
}

/**
 * Paying ahead of the direct debit by card: the next instalment, or everything still owed. The amount is the
 * domain's (payNextNow / payOff over the order's schedule), never the browser's.
 */
export const payAheadRoutes = new Hono<ApiEnv>()
  .use('/payment/pay-ahead/*', requireUser)
  .use('/payment/validate-pay-ahead', requireUser)
  .post('/payment/pay-ahead/:id', async (c) => {
    const { kind } = bodyOf(c, '/payment/pay-ahead/{id}', 'post');
    const db = c.get('db');
    const user = c.get('user');
    const now = c.get('now')();
    const order = await findShopperOrder(db, user.id, c.req.param('id'));
    if (!order) return fail(c, 404, 'Order not found');
    if (order.status !== 'paid' || order.installmentCount === 0) return fail(c, 409, NOT_IN_INSTALMENTS);

    const rows = await instalmentRows(db, order.id);
    const today = lagosCalendarDate(now);
    const computed = kind === 'payoff' ? payOff(rows, today) : payNextNow(rows, today);
    if (!computed.ok) return fail(c, 409, NOTHING_OWED);
    const { amountKobo, numbers } = computed.payment;
    if (await debitInProgress(db, order.id, numbers)) return fail(c, 409, DEBIT_IN_PROGRESS);

    const again = await findPendingPayAhead(db, order.id, kind, amountKobo, new Date(now));
    if (again?.authorizationUrl) {
      const data = answer({ ...again, authorizationUrl: again.authorizationUrl });
      return c.json({ success: true, message: 'Payment already started', data }, 200);
    }
    const payment = await insertPayAhead(db, {
      orderId: order.id,
      reference: newPaymentReference(order.orderNumber),
      kind,
      numbers,
      amountKobo,
      now: new Date(now),
    });
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
      console.warn(`Payment ahead ${payment.reference} not started: ${error.message}`);
      await closeUnstartedPayAhead(db, payment.id, error.message);
      return fail(c, 502, 'The card payment could not be started. Please try again.');
    }
    await recordPayAheadUrl(db, payment.id, authorizationUrl);
    return c.json(
      { success: true, message: 'Payment started', data: answer({ ...payment, authorizationUrl }) },
      201,
    );
  })
  .post('/payment/validate-pay-ahead', async (c) => {
    const { reference } = bodyOf(c, '/payment/validate-pay-ahead', 'post');
    const db = c.get('db');
    const mine = await findShopperPayAhead(db, c.get('user').id, reference);
    if (!mine) return fail(c, 404, 'Payment not found');
    let settled: Awaited<ReturnType<typeof settlePayAhead>>;
    try {
      settled = await settlePayAhead(
        { db, cardPayments: c.get('cardPayments'), email: c.get('email'), now: c.get('now') },
        reference,
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      console.warn(`Payment ahead ${reference} not verified: ${error.message}`);
      return fail(c, 502, 'The card provider is not answering. Please try again in a moment.');
    }
    const payment = settled.kind === 'unknown' ? mine.payment : settled.payment;
    const verified = settled.kind === 'paid';
    return c.json({
      success: true,
      message: verified ? 'Payment verified' : 'Payment not verified',
      payment_verified: verified,
      status:
        settled.kind === 'paid'
          ? ('success' as const)
          : settled.kind === 'not-paid'
            ? settled.status
            : ('abandoned' as const),
      data: {
        orderId: mine.order.publicId,
        orderNumber: mine.order.orderNumber,
        kind: payment.kind as 'next' | 'payoff',
        amount: koboToNaira(payment.amountKobo),
        refund_amount: koboToNaira(payment.refundKobo),
        order_completed: settled.kind === 'paid' && settled.orderCompleted,
      },
    });
  });
