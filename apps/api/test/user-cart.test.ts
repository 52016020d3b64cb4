import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthApp, createAuthApp } from './auth-app.ts';
import { PHONE } from './cart-fixtures.ts';

const FRIDGE = 'OJA-HAP-001';

let api: AuthApp;
beforeAll(async () => {
  api = await createAuthApp({ catalogue: true });
});
afterAll(async () => api?.dispose());

const productIDs = (body: { data: { cart: { items: Array<{ productID: string }> } } }) =>
  body.data.cart.items.map((i) => i.productID);

async function shopper() {
  const { email, userID } = await api.signUp();
  return { userID, token: await api.logIn(email) };
}

describe("a signed-in shopper's cart", () => {
  it('is found by the token alone, and by the spec’s POST with the shopper’s own userID', async () => {
    const { userID, token } = await shopper();
    const added = await api.post(
      '/cart/add-to-cart',
      { productID: PHONE, selectedPaymentPlan: 'weekly' },
      { token },
    );
    expect(added.status).toBe(200);
    expect(added.body.data.owner).toEqual({ cartSessionID: null, userID });
    expect(productIDs((await api.get('/cart/view-cart', { token })).body)).toEqual([PHONE]);
    const viaPost = await api.post('/cart/view-cart', { userID }, { token });
    expect(productIDs(viaPost.body)).toEqual([PHONE]);
  });

  it("never shows another shopper's cart", async () => {
    const ada = await shopper();
    const bayo = await shopper();
    await api.post('/cart/add-to-cart', { productID: PHONE }, { token: ada.token });
    expect(productIDs((await api.get('/cart/view-cart', { token: bayo.token })).body)).toEqual([]);
    const peek = await api.post('/cart/view-cart', { userID: ada.userID }, { token: bayo.token });
    expect(peek).toEqual({ status: 403, body: { success: false, message: 'This is not your cart' } });
    const removed = await api.post('/cart/remove-from-cart', { productID: PHONE }, { token: bayo.token });
    expect(removed.status).toBe(404);
    expect(productIDs((await api.get('/cart/view-cart', { token: ada.token })).body)).toEqual([PHONE]);
  });

  it('a forged token is refused rather than treated as a guest', async () => {
    const answer = await api.get(`/cart/view-cart?cartSessionID=${randomUUID()}`, { token: 'forged-token' });
    expect(answer).toEqual({ status: 401, body: { success: false, message: 'Session expired or invalid' } });
  });

  it('a guest call without a session id is told so', async () => {
    const answer = await api.post('/cart/add-to-cart', { productID: PHONE });
    expect(answer).toEqual({ status: 400, body: { success: false, message: 'No cart session ID found' } });
  });
});

describe('after login the guest cart moves to the shopper', () => {
  it('moves the items, keeps the shopper’s own line for a product in both, and deletes the guest cart', async () => {
    const guest = randomUUID();
    await api.post('/cart/add-to-cart', { cartSessionID: guest, productID: PHONE, quantity: 2 });
    await api.post('/cart/add-to-cart', { cartSessionID: guest, productID: FRIDGE });
    const { token } = await shopper();
    await api.post('/cart/add-to-cart', { productID: PHONE, quantity: 1 }, { token });

    const moved = await api.post('/cart/transfer-guest-cart', { cartSessionID: guest }, { token });
    expect(moved.status).toBe(200);
    expect(productIDs(moved.body).sort()).toEqual([FRIDGE, PHONE].sort());
    const phoneLine = moved.body.data.cart.items.find((i: { productID: string }) => i.productID === PHONE);
    expect(phoneLine.quantity).toBe(1);
    expect(productIDs((await api.get(`/cart/view-cart?cartSessionID=${guest}`)).body)).toEqual([]);
  });

  it('needs a signed-in shopper', async () => {
    const answer = await api.post('/cart/transfer-guest-cart', { cartSessionID: randomUUID() });
    expect(answer.status).toBe(401);
  });
});
