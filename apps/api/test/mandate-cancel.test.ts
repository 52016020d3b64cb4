import { MANDATE_CANCEL_OWED_MESSAGE } from '@oja/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandates } from '../src/db/schema.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import { sweepPayments } from '../src/orders/sweep.ts';
import { type CheckoutApp, createCheckoutApp, MICROWAVE, PHONE, type Shopper } from './checkout-app.ts';

const SUCCESS_CARD = '4084084084084081';
const APPROVE_AT_ONCE = '0000000001';
const DAY = 24 * 60 * 60 * 1000;

let shop: CheckoutApp;
let clock = Date.parse('2030-01-01T09:00:00Z'); // a Tuesday, as the checkout app's own clock
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

/** A paid weekly order of `productID` and its mandate: asked of the bank, and approved unless told not to. */
async function orderWithMandate(who: Shopper, productID: string, { approve = true, linked = false } = {}) {
  await shop.addToCart(who, productID, { plan: 'weekly' });
  const { body } = await shop.checkout(who);
  const reference = body.data.paystack_config.reference as string;
  await shop.payOnPage(reference, SUCCESS_CARD);
  await shop.call('POST', '/orders/validate-paystack-payment', { token: who.token, body: { reference } });
  const accounts = linked
    ? (await shop.call('GET', '/payment/get-buyer-active-mandate', { token: who.token })).body.accounts
    : [];
  const created = await shop.call('POST', '/orders/create-paystack-mandate', {
    token: who.token,
    body: linked ? { reference, authorization_code: accounts[0].authorization_code } : { reference },
  });
  if (approve && !linked) {
    await shop.app.request(new URL(created.body.data.redirect_url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ accountNumber: APPROVE_AT_ONCE }).toString(),
    });
    await shop.directDebit.idle();
  }
  const list = (await shop.call('GET', '/payment/get-buyer-mandates', { token: who.token })).body.data;
  const mine = list.find((m: { order: { id: string } }) => m.order.id === body.data.order.id);
  return { orderId: body.data.order.id as string, mandateId: mine.Id as string };
}

/**
 * Every instalment of the order collected, as the direct debit would have by the end of its schedule: a
 * mandate may be cancelled only when its order owes nothing (or another active one covers it).
 */
async function collectEverything(orderId: string) {
  await shop.database.db.execute(
    sql`update order_schedule set status = 'paid', paid_at = now() where number >= 1 and order_id = (select id from orders where public_id = ${orderId})`,
  );
}

function cancel(who: Shopper, mandateId: string) {
  return shop.call('POST', `/payment/cancel-mandate/${mandateId}`, { token: who.token });
}

async function orderOf(who: Shopper, orderId: string) {
  return (await shop.call('GET', `/orders/get-single-order/${orderId}`, { token: who.token })).body.data;
}

function sweep() {
  return sweepPayments({
    db: shop.database.db,
    cardPayments: shop.sandbox,
    directDebit: shop.directDebit,
    email: new SandboxEmailSender(
      shop.database.db,
      () => clock,
      () => undefined,
    ),
    now: () => clock,
  });
}

describe('cancelling a direct debit (the terms: 5 business days of notice)', () => {
  it('an active one keeps debiting until its notice is over, then is revoked at the provider too', async () => {
    const buyer = await shop.shopper({ verified: true });
    const { orderId, mandateId } = await orderWithMandate(buyer, PHONE);
    // While instalments are owed it stays: the shopper cannot end the only way they are collected.
    expect(await cancel(buyer, mandateId)).toEqual({
      status: 409,
      body: { success: false, message: MANDATE_CANCEL_OWED_MESSAGE },
    });
    await collectEverything(orderId);
    const cancelled = await cancel(buyer, mandateId);
    expect(cancelled.status).toBe(200);
    // Asked on Tuesday 1 January 2030: Wednesday to Friday, Monday and Tuesday are the 5 business days.
    expect(cancelled.body).toEqual({
      success: true,
      message: 'Direct debit cancelled. It ends on 8 Jan 2030: debits due before then are still taken.',
      data: { status: 'active', ends_on: '2030-01-08' },
    });
    // Pressed again: the first answer stands.
    expect((await cancel(buyer, mandateId)).body.data).toEqual({ status: 'active', ends_on: '2030-01-08' });
    const [listed] = (await shop.call('GET', '/payment/get-buyer-mandates', { token: buyer.token })).body
      .data;
    expect(listed).toMatchObject({ status: 'active', ends_on: '2030-01-08' });

    // Monday 7 January: still active.
    clock += 6 * DAY;
    await sweep();
    expect((await orderOf(buyer, orderId)).mandateState).toBe('active');

    // Tuesday 8 January: the notice is over.
    clock += DAY;
    await sweep();
    const order = await orderOf(buyer, orderId);
    expect(order.mandateState).toBe('revoked');
    expect(order.purchaseTab).toBe('completed');
    const rows = (await shop.call('GET', '/payment/get-buyer-mandates', { token: buyer.token })).body.data;
    expect(rows[0]).toMatchObject({ status: 'revoked', ends_on: null, next_debit: null });
    // The provider was told: the sandbox bank's books show the authorization revoked.
    const [row] = await shop.database.db.select().from(mandates).where(eq(mandates.publicId, mandateId));
    expect((await shop.directDebit.consent(row?.reference ?? ''))?.status).toBe('revoked');
    const again = await cancel(buyer, mandateId);
    expect(again).toEqual({
      status: 409,
      body: { success: false, message: 'This direct debit has already ended.' },
    });
  });

  it('one the bank has not answered yet ends at once; a linked account still used by another order stays', async () => {
    const buyer = await shop.shopper({ verified: true });
    const first = await orderWithMandate(buyer, PHONE);
    const second = await orderWithMandate(buyer, MICROWAVE, { linked: true });
    expect((await orderOf(buyer, second.orderId)).mandateState).toBe('active');

    // The first order's mandate ends once it owes nothing; the account's authorization still pays the second.
    expect((await cancel(buyer, first.mandateId)).status).toBe(409);
    await collectEverything(first.orderId);
    await cancel(buyer, first.mandateId);
    clock += 7 * DAY;
    await sweep();
    expect((await orderOf(buyer, first.orderId)).mandateState).toBe('revoked');
    expect((await orderOf(buyer, second.orderId)).mandateState).toBe('active');
    const [shared] = await shop.database.db
      .select()
      .from(mandates)
      .where(eq(mandates.publicId, first.mandateId));
    expect((await shop.directDebit.consent(shared?.reference ?? ''))?.status).toBe('active');

    const other = await shop.shopper({ verified: true });
    const waiting = await orderWithMandate(other, PHONE, { approve: false });
    // Waiting for the bank still counts as the way the order will be collected.
    expect((await cancel(other, waiting.mandateId)).status).toBe(409);
    await collectEverything(waiting.orderId);
    const ended = await cancel(other, waiting.mandateId);
    expect(ended.body).toEqual({
      success: true,
      message: 'Direct debit cancelled. Nothing will be debited through it.',
      data: { status: 'revoked', ends_on: null },
    });
    // Someone else's mandate is not found.
    expect((await cancel(buyer, waiting.mandateId)).status).toBe(404);
  });
});
