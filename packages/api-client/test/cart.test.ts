import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  addToCart,
  type CartData,
  clearCart,
  createApiClient,
  queryKeys,
  removeFromCart,
  updateCartItem,
  updatePaymentPlan,
  viewCart,
} from '../src/index';
import { json, startServer } from './echo-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

const session = '3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b';
const cart: CartData = {
  cart: { items: [], summary: { total_items: 0, total_quantity: 0, total_amount: 0 } },
  owner: { cartSessionID: session },
};

interface Seen {
  method: string;
  url: string;
  body: unknown;
}

/** A loopback server that records each request and answers with `status` and `answer`. */
async function serving(status: number, answer: unknown) {
  const seen: Seen[] = [];
  const s = await startServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body: text ? JSON.parse(text) : undefined });
      json(res, status, answer);
    });
  });
  closers.push(s.close);
  return { client: createApiClient({ baseUrl: s.baseUrl, getToken: () => null }), seen };
}

describe('the cart read', () => {
  it('fetches the session’s cart; its key is the path and the session id (the web app caches its view there)', async () => {
    const { client, seen } = await serving(200, { success: true, message: 'ok', data: cart });
    expect(queryKeys.cart({ cartSessionID: session })).toEqual(['/cart/view-cart', session]);
    expect(queryKeys.cart({ userID: 'u1' })).toEqual(['/cart/view-cart', 'user', 'u1']);
    expect(await viewCart(client, { cartSessionID: session })).toEqual(cart);
    expect(seen).toEqual([
      { method: 'GET', url: `/api/v1/cart/view-cart?cartSessionID=${session}`, body: undefined },
    ]);
  });
});

describe('cart changes post the spec’s payloads and return the cart', () => {
  const productID = 'OJA-PHN-001';
  it.each([
    [
      'add-to-cart',
      addToCart,
      { productID, quantity: 2, cartSessionID: session, selectedPaymentPlan: 'weekly' },
    ],
    ['remove-from-cart', removeFromCart, { productID, cartSessionID: session }],
    ['update-cart-item', updateCartItem, { productID, cartSessionID: session, quantity: 3 }],
    [
      'update-payment-plan',
      updatePaymentPlan,
      { productID, cartSessionID: session, selectedPaymentPlan: 'full' },
    ],
    ['clear-cart', clearCart, { cartSessionID: session }],
  ] as const)('%s', async (path, change, body) => {
    const { client, seen } = await serving(200, { success: true, message: 'done', data: cart });
    // Each function takes its own body type; the table holds a matching pair per row.
    const data = await (change as (c: typeof client, b: typeof body) => Promise<CartData>)(client, body);
    expect(data).toEqual(cart);
    expect(seen).toEqual([{ method: 'POST', url: `/api/v1/cart/${path}`, body }]);
  });

  it('throws an ApiError with the server’s message when the server refuses', async () => {
    const { client } = await serving(409, { success: false, message: 'Item already in cart' });
    const failure = addToCart(client, { productID, quantity: 1, cartSessionID: session });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'Item already in cart',
      status: 409,
      kind: 'http',
    });
  });
});
