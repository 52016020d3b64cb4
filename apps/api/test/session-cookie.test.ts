import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { SESSION_COOKIE } from '../src/auth/session-cookie.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import { cachedRenderer } from '../src/web-ssr.ts';
import { newShopper, PASSWORD } from './auth-app.ts';
import { createTestDatabase } from './test-database.ts';

const PURCHASES = '/user-dashboard/purchases';
const CART = '/cart-items';
/** The empty page the browser fills (the web build's index.html, which the app marks with its mode). */
const EMPTY_PAGE =
  '<!doctype html><html lang="en" data-oja-mode="sandbox"><body><div id="root"></div></body></html>';

/**
 * The app with a web renderer in the shape of apps/web's (entry-server.tsx): it renders My purchases only for
 * a session the app handed it, naming its shopper, and leaves the page to the browser (null) otherwise; the
 * cart page for everyone, with the session's shopper's cart or else the guest cart the app names.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: ReturnType<typeof createApp>;
const rendered: Array<{ userID: string } | undefined> = [];
const renderedCarts: Array<{ userID?: string; cartSessionID?: string | null }> = [];
const dist = mkdtempSync(join(tmpdir(), 'oja-session-cookie-'));
writeFileSync(join(dist, 'index.html'), EMPTY_PAGE.replace(' data-oja-mode="sandbox"', ''));

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: false });
  const now = () => Date.parse('2030-01-01T08:00:00Z');
  app = createApp({
    db: database.db,
    imagesDir: database.dataDir,
    webDistDir: dist,
    now,
    trustProxy: true,
    email: new SandboxEmailSender(database.db, now, () => undefined),
    webRenderer: cachedRenderer({
      rendersForSession: (path) => path === PURCHASES || path === CART,
      render: async ({ url, session, cartSessionID }) => {
        if (url === CART) {
          renderedCarts.push({ userID: session?.userID, cartSessionID });
          const owner = session ? `shopper ${session.userID}` : `guest ${cartSessionID ?? 'none'}`;
          return { status: 200, html: `<html><body><h1>Your cart</h1>${`<p>${owner}</p>`.repeat(60)}` };
        }
        if (url !== PURCHASES) return null;
        rendered.push(session && { userID: session.userID });
        return session
          ? { status: 200, html: `<html><body><h1>My purchases</h1>${`<p>${session.userID}</p>`.repeat(60)}` }
          : null;
      },
    }),
  });
});
afterAll(async () => {
  await database?.dispose();
  rmSync(dist, { recursive: true, force: true });
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A verified shopper, logged in: the login's answer, their token and their userID. */
async function loggedInShopper(origin = 'http://localhost', loginHeaders: Record<string, string> = {}) {
  const { email, phoneNumber, address } = newShopper();
  const from = { 'x-forwarded-for': address };
  const registered = await call(
    'POST',
    '/api/v1/auth/register',
    { email, phoneNumber, password: PASSWORD },
    from,
  );
  const userID = ((await registered.json()) as { data: { userID: string } }).data.userID;
  const outbox = await (await call('GET', `/api/v1/dev/outbox?email=${encodeURIComponent(email)}`)).json();
  const otp = /Your Oja code is (\d{4})/.exec(outbox.data.messages[0].text)?.[1];
  await call('POST', '/api/v1/auth/verify-email', { email, otp }, from);
  const login = await app.request(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from, ...loginHeaders },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = ((await login.clone().json()) as { data: { token: string } }).data.token;
  return { login, token, userID };
}

/** The session cookie an answer sets, under its plain name or (over HTTPS) its `__Host-` one. */
const sessionCookieOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .find(
      (cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) || cookie.startsWith(`__Host-${SESSION_COOKIE}=`),
    );

describe('the session cookie', () => {
  it('comes with the login: the same session as the bearer token, HttpOnly, SameSite=Strict, Path=/, for a week', async () => {
    const { login, token } = await loggedInShopper();
    const cookie = sessionCookieOf(login);
    expect(cookie).toBeDefined();
    expect(cookie?.split('; ')).toEqual(
      expect.arrayContaining([
        `${SESSION_COOKIE}=${token}`,
        'HttpOnly',
        'SameSite=Strict',
        'Path=/',
        'Max-Age=604800',
      ]),
    );
    // Plain http (the sandbox on localhost): not Secure, or the browser would drop it.
    expect(cookie).not.toMatch(/Secure/);
  });

  it('is Secure and __Host- prefixed when the shop is reached over HTTPS', async () => {
    const { login, token } = await loggedInShopper('https://oja.test');
    expect(sessionCookieOf(login)?.split('; ')).toEqual(
      expect.arrayContaining([`__Host-${SESSION_COOKIE}=${token}`, 'Secure', 'Path=/', 'HttpOnly']),
    );
  });

  it('behind the trusted proxy, is Secure when X-Forwarded-Proto says https, and read by that name', async () => {
    const { login, token, userID } = await loggedInShopper('http://localhost', {
      'x-forwarded-proto': 'https',
    });
    const cookie = sessionCookieOf(login);
    expect(cookie).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=${token}; `));
    expect(cookie?.split('; ')).toEqual(
      expect.arrayContaining(['Secure', 'Path=/', 'HttpOnly', 'SameSite=Strict']),
    );
    expect(cookie).not.toMatch(/Domain=/);
    const overHttps = { 'x-forwarded-proto': 'https' };
    const page = await call('GET', PURCHASES, undefined, {
      ...overHttps,
      cookie: `__Host-${SESSION_COOKIE}=${token}`,
    });
    expect(await page.text()).toContain(userID);
    // Over HTTPS the plain name is not read: a cookie planted over plain http (which cannot set a __Host- one)
    // renders nothing.
    const planted = await call('GET', PURCHASES, undefined, {
      ...overHttps,
      cookie: `${SESSION_COOKIE}=${token}`,
    });
    expect(await planted.text()).not.toContain(userID);
  });

  it('never authorises an API call: without the bearer token the API answers 401', async () => {
    const { token } = await loggedInShopper();
    const answer = await call('GET', '/api/v1/users/get-user', undefined, {
      cookie: `${SESSION_COOKIE}=${token}`,
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ message: 'No auth token found' });
  });

  it("renders a signed-in page for the live session's shopper alone: private, no-store, keyed by Cookie", async () => {
    const { token, userID } = await loggedInShopper();
    rendered.length = 0;
    const page = await call('GET', PURCHASES, undefined, { cookie: `${SESSION_COOKIE}=${token}` });
    expect(page.status).toBe(200);
    expect(rendered).toEqual([{ userID }]);
    expect(await page.text()).toContain(`<p>${userID}</p>`);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('vary')).toMatch(/cookie/i);
    // The security headers stay.
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // Rendered afresh each time: a second shopper never gets the first one's page from a cache.
    const other = await loggedInShopper();
    const theirs = await call('GET', PURCHASES, undefined, { cookie: `${SESSION_COOKIE}=${other.token}` });
    const html = await theirs.text();
    expect(html).toContain(`<p>${other.userID}</p>`);
    expect(html).not.toContain(userID);
  });

  it('is cleared at logout, and the logged-out session renders the empty page, not the shopper’s data', async () => {
    const { token, userID } = await loggedInShopper();
    const logout = await call('POST', '/api/v1/auth/logout', undefined, { authorization: `Bearer ${token}` });
    expect(logout.status).toBe(200);
    expect(sessionCookieOf(logout)).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict`),
    );
    // A browser that kept the cookie anyway (a copy of it): the session is checked, and it is over.
    rendered.length = 0;
    const page = await call('GET', PURCHASES, undefined, { cookie: `${SESSION_COOKIE}=${token}` });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toBe(EMPTY_PAGE);
    expect(html).not.toContain(userID);
    expect(page.headers.get('vary')).toMatch(/cookie/i);
    // The renderer was never handed the ended session (a page left to the browser may come from the cache).
    expect(rendered.every((session) => session === undefined)).toBe(true);
    // The useless cookie is removed.
    expect(sessionCookieOf(page)).toMatch(/^oja_session=; Max-Age=0/);
  });

  it('renders the empty page for a cookie that names no session', async () => {
    rendered.length = 0;
    const forged = await call('GET', PURCHASES, undefined, { cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` });
    expect(await forged.text()).toBe(EMPTY_PAGE);
    const malformed = await call('GET', PURCHASES, undefined, {
      cookie: `${SESSION_COOKIE}=not%20a%20token`,
    });
    expect(await malformed.text()).toBe(EMPTY_PAGE);
    expect(rendered.every((session) => session === undefined)).toBe(true);
  });

  it("renders the cart page with the live session's shopper alone: private, no-store, keyed by Cookie, never another's", async () => {
    const a = await loggedInShopper();
    const b = await loggedInShopper();
    const guestCart = '5d7a7a52-0b1e-4c4e-9d39-1f0c6a1b2c3d';
    renderedCarts.length = 0;
    // A's session with a guest cart cookie beside it: the page is A's cart, naming no guest cart.
    const pageOfA = await call('GET', CART, undefined, {
      cookie: `${SESSION_COOKIE}=${a.token}; oja_cart=${guestCart}`,
    });
    expect(await pageOfA.text()).toContain(`<p>shopper ${a.userID}</p>`);
    expect(pageOfA.headers.get('cache-control')).toBe('private, no-store');
    expect(pageOfA.headers.get('vary')).toMatch(/cookie/i);
    // B straight after: rendered afresh for B, with nothing of A's.
    const pageOfB = await call('GET', CART, undefined, { cookie: `${SESSION_COOKIE}=${b.token}` });
    const html = await pageOfB.text();
    expect(html).toContain(`<p>shopper ${b.userID}</p>`);
    expect(html).not.toContain(a.userID);
    expect(pageOfB.headers.get('cache-control')).toBe('private, no-store');
    // A guest after them gets the guest's page, with neither shopper's cart.
    const guest = await call('GET', CART, undefined, { cookie: `oja_cart=${guestCart}` });
    const guestHtml = await guest.text();
    expect(guestHtml).toContain(`<p>guest ${guestCart}</p>`);
    expect(guestHtml).not.toContain(a.userID);
    expect(guestHtml).not.toContain(b.userID);
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    // A guest whose browser names no cart has none: the page is asked for as an empty cart (null), not loading.
    const newcomer = await call('GET', CART);
    expect(await newcomer.text()).toContain('<p>guest none</p>');
    expect(renderedCarts).toEqual([
      { userID: a.userID, cartSessionID: undefined },
      { userID: b.userID, cartSessionID: undefined },
      { userID: undefined, cartSessionID: guestCart },
      { userID: undefined, cartSessionID: null },
    ]);
  });
});
