import {
  creditExposure,
  creditLimitMessage,
  kobo,
  MANDATE_CANCEL_OWED_MESSAGE,
  MANDATE_REQUIRED_MESSAGE,
} from '@oja/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_CALL_LIMIT, TOO_MANY_PROVIDER_CALLS } from '../src/auth/provider-call-limit.ts';
import {
  instalmentCardPayments,
  orderSchedule,
  orders,
  payments,
  refunds,
  sandboxCardTransactions,
} from '../src/db/schema.ts';
import {
  type CheckoutApp,
  createCheckoutApp,
  MICROWAVE,
  PHONE,
  type Shopper,
  SUCCESS_CARD,
  TABLET,
} from './checkout-app.ts';

/**
 * The four defects of the money path an attack review found on main (issue 25), each reproduced as the
 * attacker did it, through the API: credit run up across orders, one BVN for many accounts, an old card
 * page reviving a replaced order, and pay-ahead pressed many times at once.
 */

const XIAOMI = 'OJA-PHN-007'; // Xiaomi Redmi Note 13, ₦298,000, 40% down
const SOUNDBAR = 'OJA-AUD-004'; // Samsung HW-B450 Soundbar, ₦255,000, 35% down
const APPROVE_AT_ONCE = '0000000001';

let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

/** The shopper's instalments still owed on paid orders, in kobo, as the database has them. */
async function owedBy(who: Shopper): Promise<number> {
  const rows = await shop.database.db
    .select({ amount: orderSchedule.amountKobo, number: orderSchedule.number, status: orderSchedule.status })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .where(and(eq(orders.userId, who.userId), eq(orders.status, 'paid')));
  return rows.filter((r) => r.number >= 1 && r.status !== 'paid').reduce((sum, r) => sum + r.amount, 0);
}

describe('credit across orders (defect 1)', () => {
  it('a second instalment order waits until the first has a direct debit', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.placeOrder(buyer, TABLET, 'weekly');
    await shop.addToCart(buyer, SOUNDBAR, { plan: 'weekly' });
    const refused = await shop.checkout(buyer);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: MANDATE_REQUIRED_MESSAGE });
    // Paying in full needs no credit.
    await shop.call('POST', '/cart/update-payment-plan', {
      token: buyer.token,
      body: { productID: SOUNDBAR, selectedPaymentPlan: 'full' },
    });
    expect((await shop.checkout(buyer)).status).toBe(201);
  });

  it('the tier limit counts what is still owed on earlier orders, and says how much credit is left', async () => {
    const buyer = await shop.shopper({ verified: true });
    const tablet = await shop.placeOrder(buyer, TABLET, 'weekly');
    await shop.setUpDirectDebit(buyer, tablet.reference, APPROVE_AT_ONCE);
    const phone = await shop.placeOrder(buyer, XIAOMI, 'weekly');
    await shop.setUpDirectDebit(buyer, phone.reference, APPROVE_AT_ONCE);
    const owed = await owedBy(buyer);
    expect(owed).toBeGreaterThan(0);

    await shop.addToCart(buyer, SOUNDBAR, { plan: 'weekly' });
    const refused = await shop.checkout(buyer);
    expect(refused.status).toBe(403);
    const exposure = creditExposure({
      owedKobo: kobo(owed),
      cartKobo: kobo(255_000_00),
      isTier2: false,
    });
    expect(exposure.exceeded).toBe(true);
    expect(refused.body).toEqual({ success: false, message: creditLimitMessage(exposure) });
    expect(refused.body.message).toContain('left');
    const placed = await shop.database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, buyer.userId), eq(orders.status, 'paid')));
    expect(placed[0]?.n).toBe(2);
  });

  it('a direct debit with instalments still owed cannot be cancelled', async () => {
    const buyer = await shop.shopper({ verified: true });
    const placed = await shop.placeOrder(buyer, PHONE, 'weekly');
    await shop.setUpDirectDebit(buyer, placed.reference, APPROVE_AT_ONCE);
    const list = (await shop.call('GET', '/payment/get-buyer-mandates', { token: buyer.token })).body.data;
    const cancelled = await shop.call('POST', `/payment/cancel-mandate/${list[0].Id}`, {
      token: buyer.token,
    });
    expect(cancelled).toEqual({
      status: 409,
      body: { success: false, message: MANDATE_CANCEL_OWED_MESSAGE },
    });
    const after = (await shop.call('GET', '/payment/get-buyer-mandates', { token: buyer.token })).body.data;
    expect(after[0]).toMatchObject({ status: 'active', ends_on: null });
  });
});

describe('one BVN, one account (defect 2)', () => {
  const verify = (who: Shopper, bvn: string) =>
    shop.call('POST', '/validate-bvn-and-get-credit-summary', {
      token: who.token,
      body: { bvn, consent: true },
    });

  it('a second account naming an approved BVN is refused and pointed to support', async () => {
    const first = await shop.shopper();
    const second = await shop.shopper();
    expect((await verify(first, '24681357900')).body.data.credit_data.eligibility_validation).toMatchObject({
      overall_status: 'APPROVED',
    });
    const refused = await verify(second, '24681357900');
    expect(refused.status).toBe(409);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/another Oja account.*support@/);
    // The same shopper checking their own BVN again is fine.
    expect((await verify(first, '24681357900')).status).toBe(200);
  });

  it('a declined shopper cannot verify with another BVN without support', async () => {
    const buyer = await shop.shopper();
    const declined = await verify(buyer, '33333333333');
    expect(declined.body.data.credit_data.eligibility_validation.overall_status).toBe('DECLINED');
    const other = await verify(buyer, '13572468000');
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/support/);
  });
});

describe('an old card page of a replaced order (defect 3)', () => {
  it('pays nothing: the replaced order stays cancelled and the money is refunded once', async () => {
    const buyer = await shop.shopper();
    await shop.addToCart(buyer, MICROWAVE, { plan: 'full' });
    const first = (await shop.checkout(buyer)).body.data;
    await shop.addToCart(buyer, PHONE, { plan: 'full' });
    const second = (await shop.checkout(buyer)).body.data;
    expect(second.order.id).not.toBe(first.order.id);

    // The shopper still had the first card page open, and pays it.
    await shop.payOnPage(first.paystack_config.reference, SUCCESS_CARD);
    await shop.sandbox.idle();
    const validated = await shop.call('POST', '/orders/validate-paystack-payment', {
      token: buyer.token,
      body: { reference: first.paystack_config.reference },
    });
    expect(validated.body).toMatchObject({ payment_verified: false, data: { orderStatus: 'cancelled' } });
    const old = await shop.call('GET', `/orders/get-single-order/${first.order.id}`, { token: buyer.token });
    expect(old.body.data.status).toBe('cancelled');
    const owed = await shop.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.sourceReference, first.paystack_config.reference));
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ reason: 'late', amountKobo: first.paystack_config.amount });
    const [payment] = await shop.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, first.paystack_config.reference));
    expect(payment?.status).toBe('late');
    expect(await shop.counts.emails(buyer.email, /is confirmed$/)).toBe(0);
    // The new order is still the one to pay.
    const current = await shop.call('GET', `/orders/get-single-order/${second.order.id}`, {
      token: buyer.token,
    });
    expect(current.body.data.status).toBe('awaiting_payment');
  });
});

describe('pay-ahead pressed many times at once (defect 4)', () => {
  it('20 parallel presses start one card payment', async () => {
    const { buyer, order } = await shop.instalmentOrder('weekly', APPROVE_AT_ONCE);
    const presses = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.call('POST', `/payment/pay-ahead/${order.publicId}`, {
          token: buyer.token,
          body: { kind: 'next' },
        }),
      ),
    );
    const references = new Set(presses.filter((p) => p.status < 300).map((p) => p.body.data.reference));
    expect(references.size).toBe(1);
    for (const press of presses) expect([200, 201, 409]).toContain(press.status);
    const started = await shop.database.db
      .select({ n: count() })
      .from(instalmentCardPayments)
      .where(eq(instalmentCardPayments.orderId, order.id));
    expect(started[0]?.n).toBe(1);
    const atProvider = await shop.database.db
      .select({ n: count() })
      .from(sandboxCardTransactions)
      .where(inArray(sandboxCardTransactions.reference, [...references]));
    expect(atProvider[0]?.n).toBe(1);
  });
});

describe('the calls that ask a payment provider (issue 25, item 6)', () => {
  it('are limited per shopper, so a script cannot spend the shop’s provider quota', async () => {
    const buyer = await shop.shopper();
    const other = await shop.shopper();
    const validate = (who: Shopper) =>
      shop.call('POST', '/orders/validate-paystack-payment', {
        token: who.token,
        body: { reference: 'OJA-NOTMINE0-000000' },
      });
    for (let i = 0; i < PROVIDER_CALL_LIMIT.max; i++) expect((await validate(buyer)).status).toBe(404);
    expect(await validate(buyer)).toEqual({
      status: 429,
      body: { success: false, message: TOO_MANY_PROVIDER_CALLS },
    });
    // Counted per shopper: another one is not held back.
    expect((await validate(other)).status).toBe(404);
  });
});
