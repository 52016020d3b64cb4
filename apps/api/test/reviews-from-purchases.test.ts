import { addDays, lagosCalendarDate } from '@oja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../src/money/unpaid-order.ts';
import { adminCalls } from './admin-app.ts';
import {
  type CheckoutApp,
  createCheckoutApp,
  FULL_ONLY,
  MICROWAVE,
  PHONE,
  type Shopper,
} from './checkout-app.ts';

const MINUTE = 60 * 1000;
const ADD = '/products/add-product-review';
const GOOD = 'Quiet, strong and easy to clean.';
const NOT_BOUGHT = {
  status: 403,
  body: { success: false, message: 'You can review a product once you have bought it.' },
};
const NOT_DELIVERED = {
  status: 403,
  body: { success: false, message: 'You can review a product once it has been delivered to you.' },
};

let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let operator: { cookie: string; csrf: string };
beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  operator = await admin.signIn(await admin.newStaff('owner'));
});
afterAll(async () => shop?.dispose());

/** Moves a paid order one step along its fulfilment, as an operator does in the console. */
async function fulfil(orderNumber: string, action: 'pack' | 'ship' | 'deliver') {
  const shipment = {
    carrier: 'GIG Logistics',
    trackingNumber: 'GIG-REVIEWS-1',
    expectedDelivery: addDays(lagosCalendarDate(shop.now()), 1),
  };
  const answer = await admin.call('POST', `/admin/orders/${orderNumber}/fulfilment`, {
    cookie: operator.cookie,
    csrf: operator.csrf,
    body: action === 'ship' ? { action, ...shipment } : { action },
  });
  expect(answer.status, answer.body.message).toBe(200);
}

/** Packs, ships and delivers a paid order: the shopper now has what it holds. */
async function deliver(orderNumber: string) {
  for (const action of ['pack', 'ship', 'deliver'] as const) await fulfil(orderNumber, action);
}

function review(who: Shopper, body: Record<string, unknown>) {
  return shop.call('POST', ADD, { token: who.token, body });
}

async function reviewsOf(productID: string) {
  const { body } = await shop.call('GET', `/products/get-product-reviews/${productID}`);
  return body.data.reviews as Array<{ rating: number; review: string }>;
}

async function reviewCount(productID: string): Promise<number> {
  const { body } = await shop.call('GET', `/products/get-single-product/${productID}`);
  return body.data.product.total_review_count;
}

/**
 * hasReviewed of the order's item of the product, as get-single-order answers it, and get-all-orders too when
 * it lists the order (an order awaiting its first payment is not a purchase there yet).
 */
async function hasReviewed(who: Shopper, orderId: string, productID: string) {
  type Item = { productID: string; hasReviewed: boolean };
  const single = await shop.call('GET', `/orders/get-single-order/${orderId}`, { token: who.token });
  const all = await shop.call('GET', '/orders/get-all-orders', { token: who.token });
  const listed = all.body.data.orders.find((o: { id: string }) => o.id === orderId);
  const inSingle = single.body.data.items.find((i: Item) => i.productID === productID)?.hasReviewed;
  if (listed) expect(listed.items.find((i: Item) => i.productID === productID)?.hasReviewed).toBe(inSingle);
  return inSingle as boolean;
}

describe('reviews come only from shoppers who bought and received the product, once per product', () => {
  it('a buyer of a delivered order reviews its product, and the order’s item then answers hasReviewed true', async () => {
    const buyer = await shop.shopper({ verified: true });
    const order = await shop.placeOrder(buyer, FULL_ONLY, 'full');
    await deliver(order.orderNumber);
    expect(await hasReviewed(buyer, order.id, FULL_ONLY)).toBe(false);
    const before = await reviewCount(FULL_ONLY);
    expect(await review(buyer, { productID: FULL_ONLY, review: GOOD, rating: 5 })).toMatchObject({
      status: 201,
      body: { success: true, message: 'Review added successfully!' },
    });
    expect(await hasReviewed(buyer, order.id, FULL_ONLY)).toBe(true);
    expect(await reviewCount(FULL_ONLY)).toBe(before + 1);
    expect(await reviewsOf(FULL_ONLY)).toEqual([expect.objectContaining({ rating: 5, review: GOOD })]);

    // Once per product: a second review is refused and counts nothing.
    expect(
      await review(buyer, { productID: FULL_ONLY, review: 'Changed my mind about this fan.', rating: 1 }),
    ).toMatchObject({
      status: 409,
      body: { success: false, message: 'You have already reviewed this product' },
    });
    expect(await reviewCount(FULL_ONLY)).toBe(before + 1);
    expect(await reviewsOf(FULL_ONLY)).toHaveLength(1);
  });

  it('a shopper who never bought the product is refused with 403 and nothing is written', async () => {
    const stranger = await shop.shopper();
    const before = await reviewCount(PHONE);
    expect(await review(stranger, { productID: PHONE, review: GOOD, rating: 4 })).toMatchObject(NOT_BOUGHT);
    expect(await reviewCount(PHONE)).toBe(before);
    expect(await reviewsOf(PHONE)).toEqual([]);
  });

  it('a bought product is not every product: a buyer of one product cannot review another', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.placeOrder(buyer, FULL_ONLY, 'full');
    expect(await review(buyer, { productID: PHONE, review: GOOD, rating: 4 })).toMatchObject(NOT_BOUGHT);
  });

  it('an order still awaiting payment, or expired unpaid, does not make a buyer', async () => {
    const waiting = await shop.shopper({ verified: true });
    const order = await shop.placeOrder(waiting, MICROWAVE, 'monthly', { pay: false });
    const before = await reviewCount(MICROWAVE);
    expect(await review(waiting, { productID: MICROWAVE, review: GOOD, rating: 3 })).toMatchObject(
      NOT_BOUGHT,
    );
    expect(await hasReviewed(waiting, order.id, MICROWAVE)).toBe(false);
    shop.advance(31 * MINUTE);
    // The sweep expires it (the only time this file moves the clock: 09:31).
    await expireUnpaidOrders(shop.database.db, new Date(Date.parse('2030-01-01T09:31:00Z')));
    const { body } = await shop.call('GET', `/orders/get-single-order/${order.id}`, { token: waiting.token });
    expect(body.data.status).toBe('expired');
    expect(await review(waiting, { productID: MICROWAVE, review: GOOD, rating: 3 })).toMatchObject(
      NOT_BOUGHT,
    );
    expect(await reviewCount(MICROWAVE)).toBe(before);
  });

  it('a paid order not delivered yet (received, packed, shipped) is refused with 403, nothing written; once delivered, the review is taken', async () => {
    const buyer = await shop.shopper({ verified: true });
    const order = await shop.placeOrder(buyer, PHONE, 'full');
    const before = await reviewCount(PHONE);
    const attempt = () => review(buyer, { productID: PHONE, review: GOOD, rating: 4 });
    expect(await attempt()).toMatchObject(NOT_DELIVERED);
    await fulfil(order.orderNumber, 'pack');
    expect(await attempt()).toMatchObject(NOT_DELIVERED);
    await fulfil(order.orderNumber, 'ship');
    expect(await attempt()).toMatchObject(NOT_DELIVERED);
    expect(await reviewCount(PHONE)).toBe(before);
    expect(await reviewsOf(PHONE)).toEqual([]);
    expect(await hasReviewed(buyer, order.id, PHONE)).toBe(false);

    await fulfil(order.orderNumber, 'deliver');
    expect(await attempt()).toMatchObject({ status: 201, body: { message: 'Review added successfully!' } });
    expect(await reviewCount(PHONE)).toBe(before + 1);
    expect(await hasReviewed(buyer, order.id, PHONE)).toBe(true);
  });

  describe('bad input is refused with 400 and the domain’s messages, even from a buyer', () => {
    let buyer: Shopper;
    beforeAll(async () => {
      buyer = await shop.shopper({ verified: true });
      await deliver((await shop.placeOrder(buyer, MICROWAVE, 'full')).orderNumber);
    });

    it.each([
      [{ review: '', rating: 4 }, 'Comment is required'],
      [{ review: '    ', rating: 4 }, 'Comment is required'],
      [{ review: 'Gr8!! 5/5 :)', rating: 4 }, 'Comment must be at least 10 letters'],
      [{ review: GOOD, rating: 0 }, 'Rating is required'],
      [{ review: GOOD, rating: 6 }, 'Rating is required'],
    ])('%j: %s', async (fields, message) => {
      const before = await reviewCount(MICROWAVE);
      expect(await review(buyer, { productID: MICROWAVE, ...fields })).toMatchObject({
        status: 400,
        body: { success: false, message },
      });
      expect(await reviewCount(MICROWAVE)).toBe(before);
    });

    it('and the buyer still reviews with good input afterwards', async () => {
      expect((await review(buyer, { productID: MICROWAVE, review: GOOD, rating: 4 })).status).toBe(201);
    });
  });
});
