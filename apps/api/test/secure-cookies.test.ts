import { shopPatterns } from '@oja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { CART_COOKIE, NOTICE_COOKIE } from '../src/routes/cart-forms.ts';
import { FULL_ONLY, PHONE } from './cart-fixtures.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The guest cart's cookies (the cart's forms and the JSON cart API) as the public address makes them: the
 * server never serves HTTPS itself, so a proxy's X-Forwarded-Proto (behind TRUST_PROXY) or an https PUBLIC_URL
 * says the browser is on HTTPS. The session's and the console's cookies are checked in session-cookie.test.ts
 * and admin-session.test.ts.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** The shop alone on http://localhost, as a developer runs it. */
let plain: ReturnType<typeof createApp>;
/** Behind one trusted proxy (TRUST_PROXY=1), no PUBLIC_URL. */
let proxied: ReturnType<typeof createApp>;
/** PUBLIC_URL=https://oja.test, no proxy trusted. */
let published: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  const base = { db: database.db, imagesDir: database.dataDir };
  plain = createApp(base);
  proxied = createApp({ ...base, trustProxy: 1 });
  published = createApp({ ...base, publicUrl: 'https://oja.test' });
});
afterAll(async () => database?.dispose());

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const OVER_HTTPS = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

/** Adds the phone to a guest cart with the cart page's form; answers the cookies set, each as its whole line. */
async function addWithForm(
  app: ReturnType<typeof createApp>,
  headers: Record<string, string> = {},
  productID = PHONE,
) {
  const response = await app.request(`http://localhost${shopPatterns.cart}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...headers },
    body: new URLSearchParams({ intent: 'add', productID, quantity: '1', back: '/' }).toString(),
  });
  expect(response.status).toBe(303);
  return cookiesOf(response);
}

function cookiesOf(response: Response) {
  const lines = response.headers.getSetCookie();
  const line = (name: string) => lines.find((cookie) => cookie.startsWith(`${name}=`));
  const value = (name: string) =>
    line(name)
      ?.split(';')[0]
      ?.slice(name.length + 1);
  return { lines, line, value };
}

/** The products in a guest's cart. */
async function guestCartLines(app: ReturnType<typeof createApp>, cartSessionID: string): Promise<string[]> {
  const answer = await app.request(`/api/v1/cart/view-cart?cartSessionID=${cartSessionID}`);
  const body = (await answer.json()) as { data: { cart: { items: Array<{ productID: string }> } } };
  return body.data.cart.items.map((item) => item.productID).sort();
}

describe('the guest cart cookie', () => {
  it('on plain http without a proxy: its plain name, not Secure, and the next form finds the cart by it', async () => {
    const first = await addWithForm(plain);
    const cart = first.line(CART_COOKIE);
    expect(cart).toMatch(/^oja_cart=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(first.line(NOTICE_COOKIE)).not.toMatch(/Secure/);
    const id = first.value(CART_COOKIE) ?? '';
    const second = await addWithForm(plain, { cookie: `${CART_COOKIE}=${id}` }, FULL_ONLY);
    expect(second.value(CART_COOKIE)).toBe(id);
    expect(await guestCartLines(plain, id)).toEqual([PHONE, FULL_ONLY].sort());
  });

  it('behind the trusted proxy that says https: Secure and __Host- prefixed, the notice Secure, and read by that name', async () => {
    const first = await addWithForm(proxied, OVER_HTTPS);
    expect(first.line(CART_COOKIE)).toBeUndefined();
    const cart = first.line(`__Host-${CART_COOKIE}`) ?? '';
    expect(cart.split('; ')).toEqual(
      expect.arrayContaining(['Secure', 'Path=/', 'HttpOnly', 'SameSite=Lax']),
    );
    expect(cart).not.toMatch(/Domain=/);
    expect(first.line(NOTICE_COOKIE)).toMatch(/; Secure/);
    const id = first.value(`__Host-${CART_COOKIE}`) ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The next form finds the cart by the prefixed name.
    const second = await addWithForm(
      proxied,
      { ...OVER_HTTPS, cookie: `__Host-${CART_COOKIE}=${id}` },
      FULL_ONLY,
    );
    expect(second.value(`__Host-${CART_COOKIE}`)).toBe(id);
    expect(await guestCartLines(proxied, id)).toEqual([PHONE, FULL_ONLY].sort());
    // A plain-named cookie (what plain http could plant) is not read over HTTPS: a new cart is started.
    const planted = await addWithForm(proxied, { ...OVER_HTTPS, cookie: `${CART_COOKIE}=${id}` });
    expect(planted.value(`__Host-${CART_COOKIE}`)).not.toBe(id);

    // The JSON cart API writes the same cookie for a guest's cart.
    const json = await proxied.request('/api/v1/cart/update-cart-item', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...OVER_HTTPS },
      body: JSON.stringify({ cartSessionID: id, productID: PHONE, quantity: 2 }),
    });
    expect(json.status).toBeLessThan(300);
    expect(cookiesOf(json).line(`__Host-${CART_COOKIE}`)).toMatch(
      new RegExp(`^__Host-${CART_COOKIE}=${id};.*; Secure`),
    );
  });

  it('ignores X-Forwarded-Proto without a trusted proxy: anyone can send it', async () => {
    const answer = await addWithForm(plain, OVER_HTTPS);
    expect(answer.line(CART_COOKIE)).toBeDefined();
    expect(answer.lines.join('\n')).not.toMatch(/Secure|__Host-/);
  });

  it('with an https PUBLIC_URL: Secure and __Host- prefixed, whatever the connection to the server', async () => {
    const answer = await addWithForm(published);
    expect(answer.line(`__Host-${CART_COOKIE}`)).toMatch(/; Secure/);
    expect(answer.line(NOTICE_COOKIE)).toMatch(/; Secure/);
  });
});

describe('a production start', () => {
  /** Every setting production needs, with an https PUBLIC_URL. */
  const production = {
    OJA_MODE: 'production',
    SMTP_URL: 'smtps://u:p@mail.example:465',
    PAYSTACK_SECRET_KEY: 'sk_live_x',
    PAYSTACK_PUBLIC_KEY: 'pk_live_x',
    CREDIT_BUREAU_APP_ID: 'cb-app',
    CREDIT_BUREAU_SECRET_KEY: 'cb',
    ADDRESS_VERIFICATION_CLIENT_ID: 'av-client',
    ADDRESS_VERIFICATION_SECRET_KEY: 'av',
    ADDRESS_VERIFICATION_WEBHOOK_SECRET: 'av-hook',
    TERMII_API_KEY: 'tk',
    TERMII_SENDER_ID: 'Oja',
    TERMII_INBOUND_SECRET: 's'.repeat(24),
    BVN_HASH_KEY: 'k'.repeat(32),
    METRICS_TOKEN: 'm'.repeat(16),
    PUBLIC_URL: 'https://oja.ng',
  };
  const problemsWith = (publicUrl: string) => {
    const read = readConfig({ ...production, PUBLIC_URL: publicUrl }, '/tmp/oja-data');
    return read.ok ? [] : read.problems;
  };

  it('refuses a plain-http PUBLIC_URL other than this machine: the session cookies would travel in clear', () => {
    expect(problemsWith('https://oja.ng')).toEqual([]);
    expect(problemsWith('http://oja.ng')).toEqual([
      "Production mode serves the shop over HTTPS only, so that no session cookie travels in clear: PUBLIC_URL must be https://…, not 'http://oja.ng'.",
    ]);
    // A production build tried on the machine itself (the e2e run, a smoke test) stays possible.
    expect(problemsWith('http://localhost:3000')).toEqual([]);
    expect(problemsWith('http://127.0.0.1:3000')).toEqual([]);
  });
});
