import { shopPatterns } from '@oja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session-cookie.ts';
import { CART_COOKIE } from '../src/routes/cart-forms.ts';
import { type AuthApp, createAuthApp } from './auth-app.ts';
import { newSession, PHONE } from './cart-fixtures.ts';
import { formAnswer } from './support/form-answer.ts';

/**
 * The cart's forms (src/routes/cart-forms.ts) posted by a signed-in shopper's cart page, which the server
 * renders with their own cart: before the app starts or without JavaScript, a change reaches that cart, the
 * session cookie's shopper's, never a guest cart the browser's cookie names.
 */
let shop: AuthApp;
beforeAll(async () => {
  shop = await createAuthApp({ catalogue: true });
});
afterAll(async () => shop?.dispose());

const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

async function postForm(fields: Record<string, string>, cookie: string) {
  const response = await shop.app.request(`http://localhost${shopPatterns.cart}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, cookie },
    body: new URLSearchParams(fields).toString(),
  });
  return { ...formAnswer(response), setCookies: response.headers.getSetCookie() };
}

/** The lines of the signed-in shopper's cart, as the JSON API has them. */
async function linesOf(token: string) {
  const answer = await shop.get('/cart/view-cart', { token });
  return answer.body.data.cart.items as Array<{ productID: string; quantity: number }>;
}

/** The lines of a guest cart. */
async function guestLinesOf(cartSessionID: string) {
  const answer = await shop.get(`/cart/view-cart?cartSessionID=${cartSessionID}`);
  return answer.body.data.cart.items as Array<{ productID: string; quantity: number }>;
}

describe("a signed-in shopper's cart form", () => {
  it("changes the session cookie's shopper's own cart, not the guest cart of the cart cookie", async () => {
    const { email } = await shop.signUp();
    const token = await shop.logIn(email);
    await shop.post('/cart/add-to-cart', { productID: PHONE, quantity: 1 }, { token });
    const guestCart = newSession();
    const cookie = `${SESSION_COOKIE}=${token}; ${CART_COOKIE}=${guestCart}`;

    const changed = await postForm({ intent: 'quantity', productID: PHONE, quantity: '3' }, cookie);
    expect(changed).toMatchObject({
      status: 303,
      location: shopPatterns.cart,
      notice: 's:Item quantity updated in cart',
    });
    expect(await linesOf(token)).toMatchObject([{ productID: PHONE, quantity: 3 }]);
    // No guest cart was touched or made, and no guest cart cookie set.
    expect(await guestLinesOf(guestCart)).toEqual([]);
    expect(changed.setCookies.some((c) => c.startsWith(`${CART_COOKIE}=`))).toBe(false);

    const removed = await postForm({ intent: 'remove', productID: PHONE }, cookie);
    expect(removed.notice).toBe('s:Item removed from cart');
    expect(await linesOf(token)).toEqual([]);
  });

  it('treats a logged-out session as a guest: the change goes to the cookie’s guest cart', async () => {
    const { email } = await shop.signUp();
    const token = await shop.logIn(email);
    await shop.post('/cart/add-to-cart', { productID: PHONE, quantity: 1 }, { token });
    await shop.post('/auth/logout', undefined, { token });
    const guestCart = newSession();
    const cookie = `${SESSION_COOKIE}=${token}; ${CART_COOKIE}=${guestCart}`;
    const added = await postForm({ intent: 'add', productID: PHONE }, cookie);
    expect(added.notice).toBe('s:Item added to cart');
    expect(await guestLinesOf(guestCart)).toMatchObject([{ productID: PHONE, quantity: 1 }]);
    // The ended session's cookie is removed.
    expect(added.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
  });
});
