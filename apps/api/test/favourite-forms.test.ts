import { shopPatterns } from '@oja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session-cookie.ts';
import { type AuthApp, createAuthApp } from './auth-app.ts';
import { PHONE } from './cart-fixtures.ts';
import { formAnswer } from './support/form-answer.ts';

/**
 * The product page's Add to favourites as a form (src/routes/favourite-forms.ts): what the page posts before
 * its app starts or without JavaScript.
 */
let shop: AuthApp;
beforeAll(async () => {
  shop = await createAuthApp({ catalogue: true });
});
afterAll(async () => shop?.dispose());

const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
const BACK = `/electronics/phones/${PHONE}/a-phone`;

async function postFavourite(cookie?: string, headers: Record<string, string> = SAME_ORIGIN) {
  const response = await shop.app.request(`http://localhost${shopPatterns.favourites}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ productID: PHONE, back: BACK }).toString(),
  });
  return formAnswer(response);
}

async function favouritesOf(token: string): Promise<string[]> {
  const answer = await shop.get('/products/get-favourite-products', { token });
  return (answer.body.data.products as Array<{ productID: string }>).map((p) => p.productID);
}

describe('the favourite form', () => {
  it('sends a guest to log in, coming back to the product', async () => {
    const answer = await postFavourite();
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/login?from=${encodeURIComponent(BACK)}`);
  });

  it("adds the product for the session cookie's shopper, says so with 'View favourites', and never removes it", async () => {
    const { email } = await shop.signUp();
    const token = await shop.logIn(email);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const added = await postFavourite(cookie);
    expect(added).toMatchObject({ status: 303, location: BACK, notice: 'sf:Added to favourites' });
    expect(await favouritesOf(token)).toEqual([PHONE]);
    // The shared page always says 'Add': a second post keeps it (a toggle would have removed it).
    const again = await postFavourite(cookie);
    expect(again).toMatchObject({ status: 303, location: BACK, notice: 'sf:Already in your favourites' });
    expect(await favouritesOf(token)).toEqual([PHONE]);
  });

  it('treats a logged-out session as a guest', async () => {
    const { email } = await shop.signUp();
    const token = await shop.logIn(email);
    await shop.post('/auth/logout', undefined, { token });
    const answer = await postFavourite(`${SESSION_COOKIE}=${token}`);
    expect(answer.location).toBe(`/login?from=${encodeURIComponent(BACK)}`);
    expect(await favouritesOf(await shop.logIn(email))).toEqual([]);
  });

  it('refuses a post from another site, even with the cookie', async () => {
    const { email } = await shop.signUp();
    const token = await shop.logIn(email);
    const answer = await postFavourite(`${SESSION_COOKIE}=${token}`, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(answer.status).toBe(403);
    expect(await favouritesOf(token)).toEqual([]);
  });
});
