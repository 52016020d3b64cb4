import { shopPatterns } from '@oja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, NOTICE_COOKIE } from '../src/routes/cart-forms.ts';
import { newSession, PHONE, type Shop, SOLD_OUT } from './cart-fixtures.ts';
import { createCatalogueApp } from './catalogue-app.ts';

/**
 * The cart's forms (src/routes/cart-forms.ts): what a page posts before its app starts or without JavaScript.
 */
let shop: Shop;
beforeAll(async () => {
  shop = await createCatalogueApp();
});
afterAll(async () => shop?.dispose());

const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

/** Posts a form as a browser would, with the cookies given; answers the status, where it goes and its cookies. */
async function postForm(
  fields: Record<string, string>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
) {
  const response = await shop.app.request(`http://localhost${shopPatterns.cart}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.headers ?? SAME_ORIGIN),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  const setCookies = response.headers.getSetCookie();
  const cookie = (name: string) =>
    setCookies
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]
      ?.slice(name.length + 1);
  return { status: response.status, location: response.headers.get('location'), setCookies, cookie };
}

describe('a form posted before the app starts', () => {
  it('adds to a new guest cart kept in an HttpOnly, SameSite=Lax cookie, and goes back with the message', async () => {
    const back = '/electronics/phones/OJA-PHN-001/some-phone';
    const answer = await postForm({ intent: 'add', productID: PHONE, quantity: '1', plan: 'weekly', back });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(back);
    const session = answer.cookie(CART_COOKIE);
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    const cartCookie = answer.setCookies.find((c) => c.startsWith(`${CART_COOKIE}=`)) ?? '';
    expect(cartCookie).toContain('HttpOnly');
    expect(cartCookie).toContain('SameSite=Lax');
    expect(cartCookie).toContain('Path=/');
    expect(decodeURIComponent(answer.cookie(NOTICE_COOKIE) ?? '')).toBe('s:Item added to cart');

    const { body } = await shop.call(`/cart/view-cart?cartSessionID=${session}`);
    expect(body.data.cart.items).toHaveLength(1);
    expect(body.data.cart.items[0]).toMatchObject({
      productID: PHONE,
      quantity: 1,
      selectedPaymentPlan: 'weekly',
    });
  });

  it('sends a product page’s − or + back to the page with the quantity and plan, changing no cart', async () => {
    const back = '/electronics/phones/OJA-PHN-001/some-phone';
    const fields = { intent: 'add', productID: PHONE, quantity: '1', back, plan: 'weekly' };
    const stepped = await postForm({ ...fields, step: '2' });
    expect(stepped.status).toBe(303);
    expect(stepped.location).toBe(`${back}?quantity=2&plan=weekly`);
    // No cart was made, no message left: nothing was added.
    expect(stepped.cookie(CART_COOKIE)).toBeUndefined();
    expect(stepped.cookie(NOTICE_COOKIE)).toBeUndefined();
    // A made-up plan or quantity is not carried on; another site's post is refused as every form's is.
    const odd = await postForm({ ...fields, plan: 'hourly', step: 'many' });
    expect(odd.location).toBe(`${back}?quantity=1`);
    const foreign = await postForm(
      { ...fields, step: '2' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(foreign.status).toBe(403);
  });

  it('changes the quantity and the plan and removes the line of the cookie’s cart, with the API’s messages', async () => {
    const session = newSession();
    const cookie = `${CART_COOKIE}=${session}`;
    await postForm({ intent: 'add', productID: PHONE }, { cookie });
    const quantity = await postForm({ intent: 'quantity', productID: PHONE, quantity: '3' }, { cookie });
    expect(quantity.location).toBe(shopPatterns.cart);
    expect(decodeURIComponent(quantity.cookie(NOTICE_COOKIE) ?? '')).toBe('s:Item quantity updated in cart');
    const plan = await postForm({ intent: 'plan', productID: PHONE, plan: 'daily' }, { cookie });
    expect(decodeURIComponent(plan.cookie(NOTICE_COOKIE) ?? '')).toBe('s:Payment plan updated');
    let { body } = await shop.call(`/cart/view-cart?cartSessionID=${session}`);
    expect(body.data.cart.items[0]).toMatchObject({ quantity: 3, selectedPaymentPlan: 'daily' });
    const removed = await postForm({ intent: 'remove', productID: PHONE }, { cookie });
    expect(decodeURIComponent(removed.cookie(NOTICE_COOKIE) ?? '')).toBe('s:Item removed from cart');
    ({ body } = await shop.call(`/cart/view-cart?cartSessionID=${session}`));
    expect(body.data.cart.items).toHaveLength(0);
  });

  it('applies the API’s rules: a sold-out product or a second add is refused with its message', async () => {
    const cookie = `${CART_COOKIE}=${newSession()}`;
    const soldOut = await postForm({ intent: 'add', productID: SOLD_OUT }, { cookie });
    expect(soldOut.status).toBe(303);
    expect(decodeURIComponent(soldOut.cookie(NOTICE_COOKIE) ?? '')).toBe('e:Out of stock');
    await postForm({ intent: 'add', productID: PHONE }, { cookie });
    const again = await postForm({ intent: 'add', productID: PHONE }, { cookie });
    expect(decodeURIComponent(again.cookie(NOTICE_COOKIE) ?? '')).toMatch(/^e:Item already in cart/);
  });

  it('never sends the shopper to another site', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const answer = await postForm({ intent: 'add', productID: PHONE, back });
      expect(answer.location).toBe(shopPatterns.cart);
    }
  });

  it('refuses a post from another site, or one that says nothing of where it comes from (CSRF)', async () => {
    const crossSite = await postForm(
      { intent: 'add', productID: PHONE },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    const otherOrigin = await postForm(
      { intent: 'add', productID: PHONE },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(otherOrigin.status).toBe(403);
    const silent = await postForm({ intent: 'add', productID: PHONE }, { headers: {} });
    expect(silent.status).toBe(403);
    expect(crossSite.setCookies).toEqual([]);
  });
});

describe('the JSON cart API', () => {
  it('keeps a guest’s session id in the cart cookie, so the forms reach the same cart', async () => {
    const session = newSession();
    const response = await shop.app.request(`/api/v1/cart/view-cart?cartSessionID=${session}`);
    expect(response.headers.getSetCookie().find((c) => c.startsWith(`${CART_COOKIE}=`))).toContain(session);
  });
});
