import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, FULL_ONLY, newSession, PHONE, type Shop, SOLD_OUT, viewCart } from './cart-fixtures.ts';
import { createCatalogueApp } from './catalogue-app.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createCatalogueApp();
});
afterAll(async () => shop?.dispose());

/** A session with the phone (weekly, 2) and the full-payment product in its cart. */
async function filledCart() {
  const session = newSession();
  await add(shop, session, PHONE, { quantity: 2, selectedPaymentPlan: 'weekly' });
  await add(shop, session, FULL_ONLY);
  return { session, before: await viewCart(shop, session) };
}

type Case = [string, string, (session: string) => unknown, number, string | RegExp];
const cases: Case[] = [
  [
    'add',
    'an unknown product',
    (s) => ({ cartSessionID: s, productID: 'OJA-NOPE', quantity: 1 }),
    404,
    'Product not found',
  ],
  [
    'add',
    'quantity 0',
    (s) => ({ cartSessionID: s, productID: SOLD_OUT, quantity: 0 }),
    400,
    'quantity must be >= 1',
  ],
  [
    'add',
    'quantity -1',
    (s) => ({ cartSessionID: s, productID: PHONE, quantity: -1 }),
    400,
    'quantity must be >= 1',
  ],
  [
    'add',
    'quantity 1.5',
    (s) => ({ cartSessionID: s, productID: PHONE, quantity: 1.5 }),
    400,
    'quantity must be an integer',
  ],
  [
    'add',
    "quantity '2'",
    (s) => ({ cartSessionID: s, productID: PHONE, quantity: '2' }),
    400,
    'quantity must be an integer',
  ],
  [
    'add',
    'quantity 100',
    (s) => ({ cartSessionID: s, productID: PHONE, quantity: 100 }),
    400,
    'quantity must be <= 99',
  ],
  [
    'add',
    'a plan not in the enum',
    (s) => ({ cartSessionID: s, productID: PHONE, selectedPaymentPlan: 'yearly' }),
    400,
    /selectedPaymentPlan must be one of/,
  ],
  [
    'add',
    'monthly on a full-payment-only product',
    (s) => ({ cartSessionID: s, productID: FULL_ONLY, selectedPaymentPlan: 'monthly' }),
    400,
    'This product cannot be paid with the monthly plan',
  ],
  [
    'add',
    'an item already in the cart',
    (s) => ({ cartSessionID: s, productID: PHONE, quantity: 5 }),
    409,
    'Item already in cart',
  ],
  [
    'add',
    'an out-of-stock product',
    (s) => ({ cartSessionID: s, productID: SOLD_OUT, quantity: 1 }),
    409,
    'Out of stock',
  ],
  ['add', 'no cartSessionID', () => ({ productID: PHONE, quantity: 1 }), 400, 'No cart session ID found'],
  [
    'add',
    'a malformed cartSessionID',
    () => ({ cartSessionID: 'abc', productID: PHONE }),
    400,
    /cartSessionID must match/,
  ],
  [
    'remove-from',
    'a product not in the cart',
    (s) => ({ cartSessionID: s, productID: SOLD_OUT }),
    404,
    'Item not found in cart',
  ],
  [
    'remove-from',
    'an unknown product',
    (s) => ({ cartSessionID: s, productID: 'OJA-NOPE' }),
    404,
    'Product not found',
  ],
  [
    'update',
    'a product not in the cart',
    (s) => ({ cartSessionID: s, productID: SOLD_OUT, quantity: 3 }),
    404,
    'Item not found in cart',
  ],
  [
    'update',
    'quantity 0',
    (s) => ({ cartSessionID: s, productID: PHONE, quantity: 0 }),
    400,
    'quantity must be >= 1',
  ],
  ['update', 'no quantity', (s) => ({ cartSessionID: s, productID: PHONE }), 400, 'quantity is required'],
  [
    'update-payment',
    'a plan the product does not offer',
    (s) => ({ cartSessionID: s, productID: FULL_ONLY, selectedPaymentPlan: 'daily' }),
    400,
    'This product cannot be paid with the daily plan',
  ],
  [
    'update-payment',
    'a product not in the cart',
    (s) => ({ cartSessionID: s, productID: SOLD_OUT, selectedPaymentPlan: 'full' }),
    404,
    'Item not found in cart',
  ],
  [
    'clear',
    'a malformed cartSessionID',
    () => ({ cartSessionID: `${newSession()}x` }),
    400,
    /cartSessionID must match/,
  ],
];
const PATHS: Record<string, string> = {
  add: '/cart/add-to-cart',
  'remove-from': '/cart/remove-from-cart',
  update: '/cart/update-cart-item',
  'update-payment': '/cart/update-payment-plan',
  clear: '/cart/clear-cart',
};

describe('bad input gets a 4xx with a message and leaves the cart exactly as it was', () => {
  it.each(cases)('%s with %s', async (action, _what, body, status, message) => {
    const { session, before } = await filledCart();
    const path = PATHS[action] ?? '';
    const answer = await shop.post(path, body(session));
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(message);
    expect(answer.check).toEqual({ valid: true, errors: [] });
    expect(await viewCart(shop, session)).toEqual(before);
  });

  it('refuses a view without a session id, or with a malformed one', async () => {
    for (const query of ['', '?cartSessionID=', '?cartSessionID=not-a-uuid']) {
      const { status, body, check } = await shop.call(`/cart/view-cart${query}`);
      expect(status).toBe(400);
      expect(body.message).toMatch(/cartSessionID|No cart session ID found/);
      expect(check.valid).toBe(true);
    }
  });

  it('refuses a body that is not JSON', async () => {
    const { status, body } = await shop.post('/cart/add-to-cart', '{"productID":');
    expect(status).toBe(400);
    expect(body.message).toBe('Request body is not valid JSON');
  });
});

describe('a cart belongs to its session only', () => {
  it('session B can neither see nor change session A’s items', async () => {
    const { session: a, before } = await filledCart();
    const b = newSession();
    expect((await viewCart(shop, b)).items).toEqual([]);
    const attempts = [
      ['/cart/remove-from-cart', { cartSessionID: b, productID: PHONE }, 404],
      ['/cart/update-cart-item', { cartSessionID: b, productID: PHONE, quantity: 9 }, 404],
      [
        '/cart/update-payment-plan',
        { cartSessionID: b, productID: PHONE, selectedPaymentPlan: 'daily' },
        404,
      ],
      ['/cart/clear-cart', { cartSessionID: b }, 200],
    ] as const;
    for (const [path, body, status] of attempts) {
      const answer = await shop.post(path, body);
      expect(answer.status).toBe(status);
      expect(answer.check.valid).toBe(true);
    }
    expect(await viewCart(shop, a)).toEqual(before);
    // B's own add does not land in A's cart, and A's item is not "already in cart" for B.
    await add(shop, b, PHONE);
    expect(await viewCart(shop, a)).toEqual(before);
    expect((await viewCart(shop, b)).items.map((i) => i.productID)).toEqual([PHONE]);
  });
});

describe('two adds of the same product at once', () => {
  it('add it once: one answer succeeds, the other is 409 Item already in cart', async () => {
    const session = newSession();
    const body = { cartSessionID: session, productID: PHONE, quantity: 1 };
    const answers = await Promise.all(Array.from({ length: 4 }, () => shop.post('/cart/add-to-cart', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.every((a) => a.check.valid)).toBe(true);
    const cart = await viewCart(shop, session);
    expect(cart.summary).toMatchObject({ total_items: 1, total_quantity: 1 });
  });
});
