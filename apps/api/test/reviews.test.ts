import { randomUUID } from 'node:crypto';
import { kobo } from '@oja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAuthor } from '../src/db/reviews-repository.ts';
import { orderItems, orders, products, users } from '../src/db/schema.ts';
import { type AccountApp, createAccountApp, NO_TOKEN } from './account-app.ts';

let api: AccountApp;
beforeAll(async () => {
  api = await createAccountApp();
});
afterAll(async () => api?.dispose());

const ADD = '/products/add-product-review';
const reviewsOf = (productID: string) => `/products/get-product-reviews/${productID}`;
const GOOD = 'Works well and the battery lasts all day.';

/**
 * A signed-up shopper who has bought and received the products: a paid, delivered order of each is written
 * straight into the database (checking out and delivering are tested elsewhere; reviews-from-purchases.test.ts
 * buys through the API and delivers through the operator console's calls).
 */
async function buyer(...productIDs: string[]) {
  const PRICE = kobo(100_000);
  const who = await api.shopper();
  const db = api.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userId, who.userID));
  if (!user) throw new Error('no user');
  for (const productID of productIDs) {
    const [product] = await db.select().from(products).where(eq(products.productId, productID));
    if (!product) throw new Error(`no product ${productID}`);
    const key = randomUUID();
    const [order] = await db
      .insert(orders)
      .values({
        publicId: key,
        orderNumber: `T-${key}`,
        userId: user.id,
        status: 'paid',
        fulfilmentStatus: 'delivered',
        plan: 'full',
        checkoutKey: key,
        shippingOption: 'standard',
        deliveryAddressId: key,
        deliveryStreet: '5 Bode Thomas Street',
        deliveryState: 'Lagos',
        subtotalKobo: PRICE,
        vatKobo: kobo(0),
        shippingKobo: kobo(0),
        totalKobo: PRICE,
        firstPaymentKobo: PRICE,
        instalmentCount: 0,
        expiresAt: new Date('2030-01-01T09:30:00Z'),
        paidAt: new Date('2030-01-01T09:00:00Z'),
        createdAt: new Date('2030-01-01T09:00:00Z'),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('no order');
    await db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      productName: product.name,
      quantity: 1,
      unitPriceKobo: PRICE,
      plan: 'full',
    });
  }
  return who;
}

async function reviews(productID: string) {
  const { status, body } = await api.call('GET', reviewsOf(productID));
  expect(status).toBe(200);
  return body.data.reviews as Array<{
    id: number;
    author: string;
    rating: number;
    review: string;
    createdAt: string;
  }>;
}

async function product(productID: string) {
  const { body } = await api.call('GET', `/products/get-single-product/${productID}`);
  return body.data.product as { average_rating: number; total_review_count: number };
}

describe('product reviews', () => {
  it('are public to read; a product without any lists none; an unknown product is 404', async () => {
    expect(await reviews('OJA-PHN-002')).toEqual([]);
    expect(await api.call('GET', reviewsOf('NO-SUCH-PRODUCT'))).toMatchObject({
      status: 404,
      body: { success: false, message: 'Product not found' },
    });
  });

  it('need a session to write', async () => {
    const body = { productID: 'OJA-PHN-001', review: GOOD, rating: 5 };
    expect(await api.call('POST', ADD, { body })).toMatchObject(NO_TOKEN);
    expect(await reviews('OJA-PHN-001')).toEqual([]);
  });

  it('are added, listed newest first with the first name only, and move the product’s rating', async () => {
    const ada = await buyer('OJA-HAP-001');
    const bayo = await buyer('OJA-HAP-001');
    const before = await product('OJA-HAP-001');
    const first = await api.call('POST', ADD, {
      token: ada.token,
      body: { productID: 'OJA-HAP-001', review: `  ${GOOD}  `, rating: 5 },
    });
    expect(first).toMatchObject({
      status: 201,
      body: { success: true, message: 'Review added successfully!' },
    });
    api.advance(60_000);
    await api.call('POST', ADD, {
      token: bayo.token,
      body: { productID: 'OJA-HAP-001', review: 'Too noisy at night, sadly.', rating: 2 },
    });
    const listed = await reviews('OJA-HAP-001');
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        // Their first names are still the provisional ones made from their emails: never published.
        author: 'Oja shopper',
        rating: 2,
        review: 'Too noisy at night, sadly.',
        createdAt: '2030-01-01T09:01:00.000Z',
      },
      {
        id: expect.any(Number),
        author: 'Oja shopper',
        rating: 5,
        review: GOOD,
        createdAt: '2030-01-01T09:00:00.000Z',
      },
    ]);
    const raw = (await api.call('GET', reviewsOf('OJA-HAP-001'))).raw;
    for (const secret of [ada.email, ada.userID, bayo.email, bayo.userID]) expect(raw).not.toContain(secret);
    const after = await product('OJA-HAP-001');
    expect(after.total_review_count).toBe(before.total_review_count + 2);
    const expected =
      (before.average_rating * before.total_review_count + 7) / (before.total_review_count + 2);
    expect(after.average_rating).toBeCloseTo(expected, 3);
  });

  it('are one per shopper and product: a second is refused with 409 and counts nothing', async () => {
    const { token } = await buyer('OJA-PHN-003');
    const body = { productID: 'OJA-PHN-003', review: GOOD, rating: 4 };
    expect((await api.call('POST', ADD, { token, body })).status).toBe(201);
    const counted = await product('OJA-PHN-003');
    const twice = await Promise.all([
      api.call('POST', ADD, { token, body: { ...body, rating: 1 } }),
      api.call('POST', ADD, { token, body: { ...body, review: 'Changed my mind about it.' } }),
    ]);
    for (const answer of twice) {
      expect(answer).toMatchObject({
        status: 409,
        body: { success: false, message: 'You have already reviewed this product' },
      });
    }
    expect(await reviews('OJA-PHN-003')).toHaveLength(1);
    expect(await product('OJA-PHN-003')).toEqual(counted);
    // Another shopper still may.
    const other = await buyer('OJA-PHN-003');
    expect((await api.call('POST', ADD, { token: other.token, body })).status).toBe(201);
  });

  it.each([
    [{ review: '', rating: 4 }, 'Comment is required'],
    [{ review: '   ', rating: 4 }, 'Comment is required'],
    [{ review: 'Gr8!!! 10/10 :) 123', rating: 4 }, 'Comment must be at least 10 letters'],
    [{ review: GOOD, rating: 0 }, 'Rating is required'],
    [{ review: GOOD, rating: 6 }, 'Rating is required'],
    [{ review: GOOD, rating: 4.5 }, 'rating must be an integer'],
    [{ review: GOOD }, 'rating is required'],
    [{ review: 'x'.repeat(2001), rating: 4 }, 'review must NOT have more than 2000 characters'],
  ])('refuse %j with a message and write nothing', async (fields, message) => {
    const { token } = await buyer('OJA-PHN-004');
    const before = await product('OJA-PHN-004');
    const answer = await api.call('POST', ADD, { token, body: { productID: 'OJA-PHN-004', ...fields } });
    expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
    expect(await reviews('OJA-PHN-004')).toEqual([]);
    expect(await product('OJA-PHN-004')).toEqual(before);
  });

  it('of an unknown product are refused with 404', async () => {
    const { token } = await api.shopper();
    const answer = await api.call('POST', ADD, {
      token,
      body: { productID: 'NO-SUCH-PRODUCT', review: GOOD, rating: 3 },
    });
    expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'Product not found' } });
  });
});

describe('the public name of a reviewer', () => {
  it.each([
    ['Adaeze Okafor', 'ada.o@example.com', 'Adaeze'],
    ['Ada.o', 'ada.o@example.com', 'Oja shopper'],
    ['Shopper12', 'shopper12@example.com', 'Oja shopper'],
    [null, 'bayo@example.com', 'Oja shopper'],
    ['   ', 'bayo@example.com', 'Oja shopper'],
  ])('%s (%s) is shown as %s', (firstName, email, shown) => {
    expect(reviewAuthor(firstName, email)).toBe(shown);
  });
});
