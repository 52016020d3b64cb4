import { createHmac } from 'node:crypto';
import { kobo, koboToNaira } from '@oja/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderSchedule,
  orders,
  payments,
  refunds,
  transferAccounts,
  transferReceipts,
} from '../src/db/schema.ts';
import { expireTransferAccounts } from '../src/money/transfer.ts';
import { expireUnpaidOrders } from '../src/money/unpaid-order.ts';
import { sweepPayments } from '../src/orders/sweep.ts';
import { SANDBOX_SECRET_KEY } from '../src/payments/sandbox.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, type Shopper } from './checkout-app.ts';

/**
 * Paying by bank transfer and USSD (issue 44) end to end: real orders through the API, the sandbox bank's
 * signed notices (each sent as a copy, a duplicate and a late copy) to the transfer webhook, the books read in
 * the database. Runs on PGlite, and on PostgreSQL with DATABASE_URL (where the 20 copies really race).
 */
// One shop for the file (a new database each test would be most of its time); each test has its own shopper.
let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

const MINUTE = 60_000;

/** A full-price order awaiting its payment, and the shopper's transfer account for it. */
async function orderAwaitingTransfer(method: 'bank_transfer' | 'ussd' = 'bank_transfer', bankId?: string) {
  const buyer = await shop.shopper();
  const placed = await shop.placeOrder(buyer, FULL_ONLY, 'full', { pay: false });
  const issued = await startTransfer(buyer, placed.id, method, bankId);
  expect(issued.status).toBe(201);
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.publicId, placed.id));
  if (!order) throw new Error('no order');
  return { buyer, order, account: issued.body.data };
}

function startTransfer(who: Shopper, orderId: string, method: string, bankId?: string) {
  return shop.call('POST', `/orders/transfer/${orderId}`, {
    token: who.token,
    body: { method, ...(bankId ? { bankId } : {}) },
  });
}

async function poll(who: Shopper, reference: string) {
  const answer = await shop.call('GET', `/payment/transfer/${reference}`, { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The shopper's bank sends `amountKobo`; every copy of its notice is delivered before this resolves. */
async function send(accountNumber: string, amountKobo: number, late = false) {
  const transfer = shop.transferBank.sendTransfer({ accountNumber, amountKobo, late });
  await shop.transferBank.idle();
  return transfer;
}

async function refundsOf(orderId: number) {
  return shop.database.db
    .select({ amountKobo: refunds.amountKobo, reason: refunds.reason, source: refunds.sourceReference })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.id));
}

async function receiptsOf(reference: string) {
  return shop.database.db
    .select({ id: transferReceipts.id })
    .from(transferReceipts)
    .innerJoin(transferAccounts, eq(transferAccounts.id, transferReceipts.accountId))
    .where(eq(transferAccounts.reference, reference));
}

async function statusOf(orderId: number) {
  const [row] = await shop.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

/** A charge.success in Paystack's shape, signed with the sandbox's key, posted to the webhook. */
function postNotice(body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  return shop.call('POST', '/payment/transfer-webhook', {
    body: raw,
    headers: {
      'x-paystack-signature': signature ?? createHmac('sha512', SANDBOX_SECRET_KEY).update(raw).digest('hex'),
    },
  });
}

function chargeSuccess(reference: string, id: number, amountKobo: number, paidAt: number) {
  return {
    event: 'charge.success',
    data: {
      id,
      reference,
      amount: amountKobo,
      currency: 'NGN',
      status: 'success',
      channel: 'bank_transfer',
      paid_at: new Date(paidAt).toISOString(),
    },
  };
}

describe('paying the down payment by bank transfer', () => {
  it('shows a one-time account for the exact amount; the exact transfer pays the order once, however many copies', async () => {
    const { buyer, order, account } = await orderAwaitingTransfer();
    expect(account).toMatchObject({
      method: 'bank_transfer',
      status: 'open',
      bankName: 'Oja Sandbox Bank',
      accountName: 'OJA CHECKOUT',
      amount: koboToNaira(order.firstPaymentKobo),
      secondsLeft: 30 * 60,
      orderStatus: 'awaiting_payment',
    });
    expect(account.accountNumber).toMatch(/^99\d{8}$/);
    // Pressed again: the same account, not a second one.
    const again = await startTransfer(buyer, order.publicId, 'bank_transfer');
    expect(again.status).toBe(200);
    expect(again.body.data.reference).toBe(account.reference);

    await send(account.accountNumber, order.firstPaymentKobo);
    const after = await poll(buyer, account.reference);
    expect(after).toMatchObject({
      status: 'settled',
      orderStatus: 'paid',
      stillDueAmount: 0,
      refundedAmount: 0,
    });
    expect(await statusOf(order.id)).toBe('paid');
    // The sandbox delivered three copies: one receipt, one payment succeeded, nothing refunded.
    expect(await receiptsOf(account.reference)).toHaveLength(1);
    const paid = await shop.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paid.filter((p) => p.status === 'succeeded').map((p) => p.reference)).toEqual([account.reference]);
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('a short transfer waits and says what is still due; the rest pays the order', async () => {
    const { buyer, order, account } = await orderAwaitingTransfer();
    const half = kobo(Math.floor(order.firstPaymentKobo / 2));
    await send(account.accountNumber, half);
    expect(await poll(buyer, account.reference)).toMatchObject({
      status: 'open',
      orderStatus: 'awaiting_payment',
      receivedAmount: koboToNaira(half),
      stillDueAmount: koboToNaira(kobo(order.firstPaymentKobo - half)),
    });
    await send(account.accountNumber, order.firstPaymentKobo - half);
    expect(await poll(buyer, account.reference)).toMatchObject({ status: 'settled', orderStatus: 'paid' });
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('an overpayment pays the order and refunds the surplus once', async () => {
    const { buyer, order, account } = await orderAwaitingTransfer();
    const transfer = await send(account.accountNumber, order.firstPaymentKobo + 500_000);
    expect(await poll(buyer, account.reference)).toMatchObject({
      status: 'settled',
      orderStatus: 'paid',
      refundedAmount: 5_000,
    });
    expect(await refundsOf(order.id)).toEqual([
      { amountKobo: 500_000, reason: 'overpaid', source: transfer.providerReference },
    ]);
  });

  it('a second transfer to an account already paid is refunded in full', async () => {
    const { buyer, order, account } = await orderAwaitingTransfer();
    await send(account.accountNumber, order.firstPaymentKobo);
    const second = await send(account.accountNumber, order.firstPaymentKobo);
    expect(await poll(buyer, account.reference)).toMatchObject({
      status: 'settled',
      orderStatus: 'paid',
      transfers: 2,
      refundedAmount: koboToNaira(order.firstPaymentKobo),
    });
    expect(await refundsOf(order.id)).toEqual([
      { amountKobo: order.firstPaymentKobo, reason: 'duplicate', source: second.providerReference },
    ]);
  });

  it('a late transfer is refunded and the order is not revived', async () => {
    const { buyer, order, account } = await orderAwaitingTransfer();
    const late = await send(account.accountNumber, order.firstPaymentKobo, true);
    expect(await poll(buyer, account.reference)).toMatchObject({
      status: 'expired',
      refundedAmount: koboToNaira(order.firstPaymentKobo),
    });
    expect(await statusOf(order.id)).toBe('awaiting_payment');
    shop.advance(31 * MINUTE);
    await expireUnpaidOrders(shop.database.db, new Date(shop.now()));
    expect(await statusOf(order.id)).toBe('expired');
    expect(await refundsOf(order.id)).toEqual([
      { amountKobo: order.firstPaymentKobo, reason: 'late', source: late.providerReference },
    ]);
  });

  it('at the expiry the held short money is refunded, the order expires, and a later transfer is refunded too', async () => {
    const { buyer, order, account } = await orderAwaitingTransfer();
    const short = await send(account.accountNumber, 100_000);
    shop.advance(30 * MINUTE);
    expect(await expireTransferAccounts(shop.database.db, new Date(shop.now()))).toBeGreaterThanOrEqual(1);
    // A second run finds nothing more to do.
    expect(await expireTransferAccounts(shop.database.db, new Date(shop.now()))).toBe(0);
    await expireUnpaidOrders(shop.database.db, new Date(shop.now()));
    expect(await poll(buyer, account.reference)).toMatchObject({ status: 'expired', orderStatus: 'expired' });
    const after = await send(account.accountNumber, order.firstPaymentKobo);
    expect(await statusOf(order.id)).toBe('expired');
    expect(await refundsOf(order.id)).toEqual([
      { amountKobo: 100_000, reason: 'late', source: short.providerReference },
      { amountKobo: order.firstPaymentKobo, reason: 'late', source: after.providerReference },
    ]);
  });

  it('refuses an unsigned notice (401) and one it cannot read (400), changing nothing', async () => {
    const { order, account } = await orderAwaitingTransfer();
    const notice = chargeSuccess(account.reference, 7_001, order.firstPaymentKobo, shop.now());
    expect((await postNotice(notice, 'forged')).status).toBe(401);
    const unreadable = { event: 'charge.success', data: { ...notice.data, amount: 'lots' } };
    expect((await postNotice(unreadable)).status).toBe(400);
    expect(await receiptsOf(account.reference)).toEqual([]);
    expect(await statusOf(order.id)).toBe('awaiting_payment');
  });
});

describe('the payment sweep', () => {
  it('never asks the card provider about a transfer, and closes the account and its order at the expiry', async () => {
    const { buyer, order, account } = await orderAwaitingTransfer();
    // The card sandbox, with the references it is asked to verify written down (Paystack would answer for a
    // transfer's reference too, and the card's rules would then judge a transfer's amount).
    const asked: string[] = [];
    const cardPayments = Object.assign(Object.create(shop.sandbox), {
      verify: (reference: string) => {
        asked.push(reference);
        return shop.sandbox.verify(reference);
      },
    }) as typeof shop.sandbox;
    const deps = { db: shop.database.db, cardPayments, email: shop.email, now: shop.now };
    const short = await send(account.accountNumber, 200_000);
    shop.advance(5 * MINUTE);
    await sweepPayments(deps);
    const [pending] = await shop.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, account.reference));
    expect(pending?.status).toBe('pending');
    expect(asked).not.toContain(account.reference);
    expect(await poll(buyer, account.reference)).toMatchObject({
      status: 'open',
      orderStatus: 'awaiting_payment',
    });
    shop.advance(26 * MINUTE);
    await sweepPayments(deps);
    expect(await poll(buyer, account.reference)).toMatchObject({ status: 'expired', orderStatus: 'expired' });
    expect(await refundsOf(order.id)).toEqual([
      { amountKobo: 200_000, reason: 'late', source: short.providerReference },
    ]);
  });
});

describe('20 copies of one notice at once', () => {
  it('settle the order once; 20 copies of a late notice refund it once and the order stays unpaid', async () => {
    const { order, account } = await orderAwaitingTransfer();
    const notice = chargeSuccess(account.reference, 8001, order.firstPaymentKobo, shop.now());
    const answers = await Promise.all(Array.from({ length: 20 }, () => postNotice(notice)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.message === 'Payment settled')).toHaveLength(1);
    expect(await statusOf(order.id)).toBe('paid');
    expect(await receiptsOf(account.reference)).toHaveLength(1);

    // Another order, whose account expired: its notice refunds once, and the order is never revived.
    const buyer = await shop.shopper();
    const placed = await shop.placeOrder(buyer, FULL_ONLY, 'full', { pay: false });
    const issued = (await startTransfer(buyer, placed.id, 'bank_transfer')).body.data;
    const [expired] = await shop.database.db.select().from(orders).where(eq(orders.publicId, placed.id));
    if (!expired) throw new Error('no order');
    shop.advance(31 * MINUTE);
    await expireTransferAccounts(shop.database.db, new Date(shop.now()));
    await expireUnpaidOrders(shop.database.db, new Date(shop.now()));
    const late = chargeSuccess(issued.reference, 8002, expired.firstPaymentKobo, shop.now());
    await Promise.all(Array.from({ length: 20 }, () => postNotice(late)));
    expect(await refundsOf(expired.id)).toEqual([
      { amountKobo: expired.firstPaymentKobo, reason: 'late', source: '8002' },
    ]);
    expect(await statusOf(expired.id)).toBe('expired');
  });
});

describe('USSD', () => {
  it('shows the code to dial at the chosen bank; dialling it pays the order', async () => {
    const { buyer, order, account } = await orderAwaitingTransfer('ussd', 'gtbank');
    expect(account).toMatchObject({ method: 'ussd', bankName: 'Guaranty Trust Bank', accountNumber: null });
    expect(account.ussdCode).toMatch(/^\*737\*000\*\d{5}#$/);
    shop.transferBank.dialUssd(account.ussdCode);
    await shop.transferBank.idle();
    expect(await poll(buyer, account.reference)).toMatchObject({ status: 'settled', orderStatus: 'paid' });
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('refuses a bank without a USSD service (400)', async () => {
    const buyer = await shop.shopper();
    const placed = await shop.placeOrder(buyer, FULL_ONLY, 'full', { pay: false });
    const refused = await startTransfer(buyer, placed.id, 'ussd', 'moniepoint');
    expect(refused.status).toBe(400);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.publicId, placed.id));
    expect(
      await shop.database.db
        .select()
        .from(transferAccounts)
        .where(eq(transferAccounts.orderId, order?.id ?? 0)),
    ).toEqual([]);
  });
});

describe('paying ahead by transfer', () => {
  it('the next instalment, paid by the exact transfer, is paid once', async () => {
    const { buyer, order } = await shop.instalmentOrder('weekly', '0000000001');
    const started = await shop.call('POST', `/payment/pay-ahead/${order.publicId}/transfer`, {
      token: buyer.token,
      body: { kind: 'next', method: 'bank_transfer' },
    });
    expect(started.status).toBe(201);
    const account = started.body.data;
    const [first] = await shop.database.db
      .select()
      .from(orderSchedule)
      .where(eq(orderSchedule.orderId, order.id))
      .orderBy(asc(orderSchedule.number))
      .then((rows) => rows.filter((row) => row.number >= 1));
    if (!first) throw new Error('no instalment');
    expect(account.amount).toBe(koboToNaira(first.amountKobo));
    await send(account.accountNumber, first.amountKobo);
    expect(await poll(buyer, account.reference)).toMatchObject({ status: 'settled' });
    const [paid] = await shop.database.db
      .select({ status: orderSchedule.status, reference: orderSchedule.paidReference })
      .from(orderSchedule)
      .where(and(eq(orderSchedule.orderId, order.id), eq(orderSchedule.number, first.number)));
    expect(paid).toEqual({ status: 'paid', reference: account.reference });
  });
});
