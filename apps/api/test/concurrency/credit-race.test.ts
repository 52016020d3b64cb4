import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { kobo } from '@oja/domain';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mandates, orderSchedule, orders, products } from '../../src/db/schema.ts';
import { type CheckoutApp, createCheckoutApp, type Shopper, SUCCESS_CARD } from '../checkout-app.ts';

/**
 * Issue 41 (1): a Tier 1 shopper pays an instalment order's card page and, at the same moment, places the next
 * instalment order. Whichever comes second must see the other: either the new order replaces the unpaid one
 * (whose late payment is refunded), or the paid one's missing direct debit refuses the new one. Never both
 * paid, owing more than Tier 1's ₦500,000, with two orders and no direct debit. On PostgreSQL (DATABASE_URL)
 * the two requests really run at once; PGlite runs one transaction at a time, so there it only checks the
 * outcome is one of the two allowed.
 */
/** PGlite serialises the pair, so a few rounds show the outcome; the race itself needs PostgreSQL's 50. */
const ROUNDS = process.env.DATABASE_URL ? 50 : 6;
const TIER_1_LIMIT = kobo(500_000_00);
/** Xiaomi Poco X6 Pro (₦485,000) and Infinix Note 50 Pro 512GB (₦465,000): each alone within Tier 1. */
const FIRST_PRICE = kobo(485_000_00);
const NEXT_PRICE = kobo(465_000_00);

let shop: CheckoutApp;
let server: ReturnType<typeof serve>;
let origin: string;
let first: string;
let next: string;

beforeAll(async () => {
  shop = await createCheckoutApp();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  first = await productPriced(FIRST_PRICE);
  next = await productPriced(NEXT_PRICE);
  // Enough units for every round, whoever wins it.
  await shop.setStock(first, 1000);
  await shop.setStock(next, 1000);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await shop?.dispose();
});

async function productPriced(price: number): Promise<string> {
  const [row] = await shop.database.db
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.priceKobo, kobo(price)), eq(products.published, true)))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`no product at ${price} kobo`);
  return row.productId;
}

/** A request over real HTTP to the served app, as a browser would send it. */
async function post(path: string, init: { token?: string; json?: unknown; form?: Record<string, string> }) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers,
    body: init.form ? new URLSearchParams(init.form).toString() : JSON.stringify(init.json),
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    json: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
  };
}

/** The card sandbox's page paid with the approved card, then the browser back on the shop validating it. */
async function payCardPage(who: Shopper, reference: string) {
  await post(`/sandbox/card/${encodeURIComponent(reference)}`, {
    form: { cardNumber: SUCCESS_CARD, expiry: '12/30', cvv: '408' },
  });
  return post('/api/v1/orders/validate-paystack-payment', { token: who.token, json: { reference } });
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checkout of the next order, with the key facts statement of its cart accepted as the shopper ticks it. */
function placeNext(who: Shopper, keyFacts: { version: string; hash: string }) {
  return post('/api/v1/orders/create-paystack-order', {
    token: who.token,
    json: {
      deliveryAddressId: who.addressId,
      shippingOption: 'standard',
      keyFactsAccepted: { version: keyFacts.version, hash: keyFacts.hash },
    },
  });
}

/**
 * What the shopper owes in instalments on paid orders, and how many of those orders owe with no direct debit
 * active or waiting for the bank: counted here, apart from the code under test.
 */
async function exposureOf(userId: number) {
  const db = shop.database.db;
  const owing = await db
    .select({ orderId: orderSchedule.orderId, owed: sql<string>`sum(${orderSchedule.amountKobo})` })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
        gte(orderSchedule.number, 1),
        ne(orderSchedule.status, 'paid'),
      ),
    )
    .groupBy(orderSchedule.orderId);
  const ids = owing.map((row) => row.orderId);
  const covered =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ orderId: mandates.orderId })
          .from(mandates)
          .where(and(inArray(mandates.orderId, ids), inArray(mandates.status, ['pending', 'active'])));
  return {
    owedKobo: owing.reduce((sum, row) => sum + Number(row.owed), 0),
    withoutDirectDebit: ids.length - covered.length,
  };
}

it(`never lets a Tier 1 shopper owe beyond the limit or hold two orders without a direct debit (${ROUNDS} rounds)`, async () => {
  const broken: string[] = [];
  const outcomes = { nextRefused: 0, nextReplacedFirst: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const buyer = await shop.shopper({ verified: true });
    // The first order, placed and waiting on its card page; then the cart holds the next product only.
    await shop.addToCart(buyer, first, { plan: 'monthly' });
    const placed = await shop.checkout(buyer);
    expect(placed.status).toBe(201);
    const reference = placed.body.data.paystack_config.reference as string;
    const removed = await shop.call('POST', '/cart/remove-from-cart', {
      token: buyer.token,
      body: { productID: first },
    });
    expect(removed.status).toBe(200);
    await shop.addToCart(buyer, next, { plan: 'monthly' });
    const nextKeyFacts = await shop.keyFactsFor(buyer);

    // Fired together, the one or the other started up to a few milliseconds later by turns, so that some
    // rounds land the payment's commit inside the checkout's work.
    const skew = (round % 11) - 5;
    const [paid, nextOrder] = await Promise.all([
      later(Math.max(0, -skew)).then(() => payCardPage(buyer, reference)),
      later(Math.max(0, skew)).then(() => placeNext(buyer, nextKeyFacts)),
    ]);
    if (nextOrder.status === 201) {
      outcomes.nextReplacedFirst++;
      // The first order was replaced before its payment landed: that payment pays nothing and goes back.
      expect(paid.json.payment_verified).toBe(false);
      // The shopper goes on to pay the next order's card page too.
      await payCardPage(buyer, nextOrder.json.data.paystack_config.reference);
    } else {
      outcomes.nextRefused++;
      expect([nextOrder.status, paid.json.payment_verified]).toEqual([403, true]);
    }
    await shop.sandbox.idle();
    const exposure = await exposureOf(buyer.userId);
    if (exposure.owedKobo > TIER_1_LIMIT || exposure.withoutDirectDebit > 1) {
      broken.push(
        `round ${round}: owes ${exposure.owedKobo} kobo, ${exposure.withoutDirectDebit} without a direct debit`,
      );
    }
  }
  console.info(
    `credit race on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${ROUNDS} rounds, ${broken.length} broken; next order refused ${outcomes.nextRefused}, replaced the first ${outcomes.nextReplacedFirst}`,
  );
  expect(broken).toEqual([]);
}, 300_000);
