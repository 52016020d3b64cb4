import { kobo, lagosCalendarDate, payNextNow, payOff, ussdBank } from '@oja/domain';
import type { Context } from 'hono';
import { limitProviderCalls } from '../auth/provider-call-limit.ts';
import { requireUser } from '../auth/sessions.ts';
import { findShopperOrder } from '../db/orders-repository.ts';
import { debitInProgress, insertPayAhead, instalmentRows } from '../db/pay-ahead-repository.ts';
import type { SignedInEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import {
  findTransferAccount,
  type Issued,
  insertTransferPayment,
  issueTransferAccount,
  openTransferAccount,
  type TransferMethod,
  transferAccountView,
} from '../orders/transfer-accounts.ts';
import { newPaymentReference } from '../payments/card-payments.ts';

const NOT_AWAITING = 'This order is not waiting for its payment.';
const NOT_IN_INSTALMENTS = 'Only an order paid in instalments can be paid ahead.';
const NOTHING_OWED = 'This order has no instalments left to pay.';
const DEBIT_IN_PROGRESS =
  'Your direct debit for this instalment is being collected right now. Please check again in a few minutes.';
const OTHER_PAYMENT_OPEN =
  'A payment ahead for this order is already open. Finish it, or try again in 30 minutes.';
const UNKNOWN_BANK = 'Choose one of the banks listed for USSD.';
const NOT_ISSUED = 'The bank could not give an account number just now. Please try again, or pay by card.';

/** The account's answer: 201 when this press issued it, 200 when it is the one already open. */
async function answer(c: Context<SignedInEnv>, reference: string, status: 200 | 201) {
  const found = await findTransferAccount(c.get('db'), reference);
  if (!found) return refuse(c, 404, 'Payment not found');
  const data = await transferAccountView(c.get('db'), found, c.get('now')());
  return c.json(
    { success: true, message: status === 201 ? 'Account issued' : 'Account already issued', data },
    status,
  );
}

function issuedAnswer(c: Context<SignedInEnv>, issued: Issued) {
  if (issued.kind === 'provider-failed') return refuse(c, 502, NOT_ISSUED);
  return answer(c, issued.account.reference, 201);
}

/** A USSD payment needs a bank the provider's USSD channel supports. */
function badBank(method: TransferMethod, bankId: string | undefined): boolean {
  return method === 'ussd' && !ussdBank(bankId ?? '');
}

/**
 * Paying by bank transfer or USSD (issue 44): the down payment of an order awaiting it, or a payment ahead
 * of the direct debit; and the account's state, which the shopper's page polls until the order moves on.
 */
export const transferRoutes = routes(
  route('POST /orders/transfer/{id}', requireUser, limitProviderCalls, async (c, { params, body }) => {
    const db = c.get('db');
    const user = c.get('user');
    const now = c.get('now')();
    const { method, bankId } = body;
    if (badBank(method, bankId)) return refuse(c, 400, UNKNOWN_BANK);
    const order = await findShopperOrder(db, user.id, params.id);
    if (!order) return refuse(c, 404, 'Order not found');
    if (order.status !== 'awaiting_payment' || order.expiresAt.getTime() <= now) {
      return refuse(c, 409, NOT_AWAITING);
    }
    const open = await openTransferAccount(db, order.id, method, new Date(now));
    if (
      open &&
      open.paymentId !== null &&
      (method !== 'ussd' || open.bankName === ussdBank(bankId ?? '')?.name)
    ) {
      return answer(c, open.reference, 200);
    }
    const transfers = c.get('transfers');
    const reference = newPaymentReference(order.orderNumber);
    const payment = await insertTransferPayment(db, {
      orderId: order.id,
      reference,
      amountKobo: order.firstPaymentKobo,
      provider: transfers.kind,
      now: new Date(now),
    });
    const issued = await issueTransferAccount(
      { db, transfers, now },
      {
        orderId: order.id,
        reference,
        amountKobo: order.firstPaymentKobo,
        email: user.email,
        method,
        bankId,
        purpose: { paymentId: payment.id },
      },
    );
    return issuedAnswer(c, issued);
  }),
  route(
    'POST /payment/pay-ahead/{id}/transfer',
    requireUser,
    limitProviderCalls,
    async (c, { params, body }) => {
      const db = c.get('db');
      const user = c.get('user');
      const now = c.get('now')();
      const { kind, method, bankId } = body;
      if (badBank(method, bankId)) return refuse(c, 400, UNKNOWN_BANK);
      const order = await findShopperOrder(db, user.id, params.id);
      if (!order) return refuse(c, 404, 'Order not found');
      if (order.status !== 'paid' || order.instalmentCount === 0) return refuse(c, 409, NOT_IN_INSTALMENTS);
      const rows = await instalmentRows(db, order.id);
      const computed =
        kind === 'payoff' ? payOff(rows, lagosCalendarDate(now)) : payNextNow(rows, lagosCalendarDate(now));
      if (!computed.ok) return refuse(c, 409, NOTHING_OWED);
      const { amountKobo, numbers } = computed.payment;
      if (await debitInProgress(db, order.id, numbers)) return refuse(c, 409, DEBIT_IN_PROGRESS);
      const reference = newPaymentReference(order.orderNumber);
      // One payment ahead open per order (the partial unique index): a card one open blocks this one.
      const ahead = await insertPayAhead(db, {
        orderId: order.id,
        reference,
        kind,
        numbers,
        amountKobo: kobo(amountKobo),
        now: new Date(now),
      });
      if (!ahead) {
        const open = await openTransferAccount(db, order.id, method, new Date(now));
        if (open && open.payAheadId !== null && open.expectedKobo === amountKobo)
          return answer(c, open.reference, 200);
        return refuse(c, 409, OTHER_PAYMENT_OPEN);
      }
      const issued = await issueTransferAccount(
        { db, transfers: c.get('transfers'), now },
        {
          orderId: order.id,
          reference,
          amountKobo,
          email: user.email,
          method,
          bankId,
          purpose: { payAheadId: ahead.id },
        },
      );
      return issuedAnswer(c, issued);
    },
  ),
  route('GET /payment/transfer/{reference}', requireUser, async (c, { params }) => {
    const found = await findTransferAccount(c.get('db'), params.reference);
    if (!found || found.userId !== c.get('user').id) return refuse(c, 404, 'Payment not found');
    const data = await transferAccountView(c.get('db'), found, c.get('now')());
    return c.json({ success: true, message: 'Payment fetched', data });
  }),
);
