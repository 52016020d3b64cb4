import { KEY_FACTS_VERSION } from '@oja/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyFacts, orderSchedule, orders, outbox } from '../src/db/schema.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, PHONE, SUCCESS_CARD } from './checkout-app.ts';

let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

async function storedKeyFacts(orderPublicId: string) {
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.publicId, orderPublicId));
  if (!order) return [];
  return shop.database.db.select().from(keyFacts).where(eq(keyFacts.orderId, order.id));
}

describe('the key facts statement before credit (issue 42)', () => {
  it('an instalment order without the key facts accepted is refused with 422, and nothing is placed', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'monthly' });
    const stock = await shop.stockOf(PHONE);
    const { status, body } = await shop.checkout(buyer, { keyFactsAccepted: undefined });
    expect(status).toBe(422);
    expect(body.message).toBe('Please read and accept the key facts before you pay');
    expect(await shop.stockOf(PHONE)).toBe(stock);
  });

  it('a stale statement (another cart, another version) is refused with 422 and a clear message', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'monthly' });
    const read = await shop.keyFactsFor(buyer);
    // The shopper read the statement of the monthly plan, then chose express delivery: another total.
    const express = await shop.checkout(buyer, {
      shippingOption: 'express',
      keyFactsAccepted: { version: read.version, hash: read.hash },
    });
    expect(express.status).toBe(422);
    expect(express.body.message).toBe('The key facts have changed: please read them again and accept them');
    const oldVersion = await shop.checkout(buyer, {
      keyFactsAccepted: { version: 'key-facts-2025-01-v0', hash: read.hash },
    });
    expect(oldVersion.status).toBe(422);
    const made = await shop.checkout(buyer, {
      keyFactsAccepted: { version: read.version, hash: 'f'.repeat(64) },
    });
    expect(made.status).toBe(422);
  });

  it('accepted: stored with the order (hash, version, time, device); the order answer and the email carry it', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'weekly' });
    const statement = await shop.keyFactsFor(buyer);
    const userAgent = `Mozilla/5.0 (Linux; Android 14) Oja test ${'x'.repeat(500)}`;
    const placedCall = await shop.call('POST', '/orders/create-paystack-order', {
      token: buyer.token,
      headers: { 'user-agent': userAgent },
      body: {
        deliveryAddressId: buyer.addressId,
        shippingOption: 'standard',
        keyFactsAccepted: { version: statement.version, hash: statement.hash },
      },
    });
    expect(placedCall.status).toBe(201);
    const placed = placedCall.body;
    const { order } = placed.data;
    expect(order.keyFacts).toEqual({
      version: KEY_FACTS_VERSION,
      hash: statement.hash,
      text: statement.text,
      acceptedAt: '2030-01-01T09:00:00.000Z',
    });
    // The statement's figures are the order's own: every payment of the stored schedule, to the kobo and day.
    expect(statement.totalToPay / 100).toBe(order.totalAmount);
    expect(statement.downPayment.amount / 100).toBe(order.firstPayment);
    const [stored] = await shop.database.db.select().from(orders).where(eq(orders.publicId, order.id));
    const charged = await shop.database.db
      .select({ number: orderSchedule.number, amount: orderSchedule.amountKobo, date: orderSchedule.dueDate })
      .from(orderSchedule)
      .where(eq(orderSchedule.orderId, stored?.id ?? -1))
      .orderBy(asc(orderSchedule.number));
    expect(charged).toEqual(
      [statement.downPayment, ...statement.instalments].map(({ number, amount, date }) => ({
        number,
        amount,
        date,
      })),
    );

    const [row] = await storedKeyFacts(order.id);
    expect(row).toMatchObject({ version: KEY_FACTS_VERSION, hash: statement.hash, text: statement.text });
    expect(row?.acceptedAt.toISOString()).toBe('2030-01-01T09:00:00.000Z');
    expect(row?.device).toBe(userAgent.slice(0, 300));

    // The order page's answer keeps it.
    const single = await shop.call('GET', `/orders/get-single-order/${order.id}`, { token: buyer.token });
    expect(single.body.data.keyFacts.hash).toBe(statement.hash);

    // Paid: the confirmation email carries the statement word for word.
    const reference = placed.data.paystack_config.reference as string;
    await shop.payOnPage(reference, SUCCESS_CARD);
    await shop.call('POST', '/orders/validate-paystack-payment', { token: buyer.token, body: { reference } });
    // The sandbox's own notice may be the one that settles the payment, a moment after the answer: on
    // PostgreSQL the email was not queued yet when read at once (CI, stop 51's check).
    const confirmation = await vi.waitFor(async () => {
      const emails = await shop.database.db.select().from(outbox).where(eq(outbox.to, buyer.email));
      const found = emails.find((email) => /is confirmed/.test(email.subject));
      if (!found) throw new Error('no confirmation email yet');
      return found;
    });
    expect(confirmation.text).toContain('KEY FACTS STATEMENT');
    expect(confirmation.text).toContain(statement.text);
    expect(confirmation.text).toContain(`SHA-256 ${statement.hash}`);
  });

  it("the cart answers the shop's day, so a statement dated by it is accepted after the sandbox clock moved", async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'weekly' });
    const moved = await shop.call('POST', '/dev/clock', { body: { days: 3 } });
    const shopDay = (moved.body.data as { today: string }).today;
    const cart = await shop.call('GET', '/cart/view-cart', { token: buyer.token });
    // Not the real clock's day: a phone dating the schedule by its own clock would show other dates.
    expect(cart.body.data.today).toBe(shopDay);
    const statement = await shop.keyFactsFor(buyer);
    const placed = await shop.checkout(buyer, {
      keyFactsAccepted: { version: statement.version, hash: statement.hash },
    });
    expect(placed.status).toBe(201);
  });

  it('Pay pressed again for the same checkout answers the same order, which keeps the one statement accepted', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'daily' });
    const first = await shop.checkout(buyer);
    expect(first.status).toBe(201);
    // The second press without the acceptance is refused: every placing of an instalment order needs it.
    expect((await shop.checkout(buyer, { keyFactsAccepted: undefined })).status).toBe(422);
    const again = await shop.checkout(buyer);
    expect(again.status).toBe(200);
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    const rows = await storedKeyFacts(first.body.data.order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hash).toBe(first.body.data.order.keyFacts.hash);
  });

  it('an order paid in full needs no acceptance and stores none', async () => {
    const buyer = await shop.shopper();
    await shop.addToCart(buyer, FULL_ONLY);
    const { status, body } = await shop.checkout(buyer, { keyFactsAccepted: undefined });
    expect(status).toBe(201);
    expect(body.data.order.keyFacts).toBeNull();
    expect(await storedKeyFacts(body.data.order.id)).toEqual([]);
  });
});
