import { clampQuantity, PAYMENT_PLAN_TYPES, type PaymentPlanType, shopPatterns } from '@oja/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { hostPrefixOf, reachedOverHttps } from '../auth/public-address.ts';
import { pageSessionOf } from '../auth/session-cookie.ts';
import type { Database } from '../db/connect.ts';

/**
 * The guest cart's session id as a cookie, so that the cart's forms work before the app starts and without
 * JavaScript (a plain form post carries no localStorage). HttpOnly (no script reads it), SameSite=Lax (no
 * other site's post carries it), Path=/ (every page's form), kept a year like the app's own copy; over HTTPS
 * Secure and named `__Host-oja_cart`, as the session cookie is (auth/session-cookie.ts). The JSON cart API
 * writes the id a guest's request names into it, so the app's cart and the forms' are one cart.
 */
export const CART_COOKIE = 'oja_cart';
/** The message of the last form post (its answer's), shown once on the page it returns to. */
export const NOTICE_COOKIE = 'oja_notice';

const YEAR_S = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The notice's options: Secure over HTTPS, under its plain name (it carries no session, only words). */
const cookieOptions = (c: Context) =>
  ({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: reachedOverHttps(c),
  }) as const;

/** The cart cookie's: the same, `__Host-` prefixed over HTTPS. */
const cartCookieOptions = (c: Context) => ({ ...cookieOptions(c), prefix: hostPrefixOf(c) }) as const;

/** The guest cart session id the browser's cookie holds, if it holds a valid one (lowercased). */
export function cartCookieOf(c: Context): string | null {
  const value = getCookie(c, CART_COOKIE, hostPrefixOf(c));
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/** Keeps (or renews) the guest cart's session id in the browser's cookie. */
export function keepCartCookie(c: Context, cartSessionID: string): void {
  setCookie(c, CART_COOKIE, cartSessionID, { ...cartCookieOptions(c), maxAge: YEAR_S });
}

/** Forgets the guest cart (it became a signed-in shopper's). */
export function dropCartCookie(c: Context): void {
  deleteCookie(c, CART_COOKIE, cartCookieOptions(c));
}

/** A notice for the next page: its words, whether it reports a refusal, and what its link shows. */
export interface PageNotice {
  message: string;
  error: boolean;
  /** The page its link leads to: the cart ('View cart', by default) or the favourites ('View favourites'). */
  view?: 'cart' | 'favourites';
}

/** The notice the last form post left, if any (and forgets it: it is shown once). */
export function takeNotice(c: Context): PageNotice | null {
  const value = getCookie(c, NOTICE_COOKIE);
  if (!value) return null;
  deleteCookie(c, NOTICE_COOKIE, cookieOptions(c));
  // 's:' or 'e:' (success, refusal), with 'f' before the colon for a favourites notice.
  const kind = /^([es])(f?):/.exec(value);
  if (!kind) return null;
  const message = value.slice(kind[0].length).slice(0, 200);
  if (!message) return null;
  return { message, error: kind[1] === 'e', ...(kind[2] ? { view: 'favourites' as const } : {}) };
}

/** Leaves a notice for the next page (a minute at most; shown once). Also the property-request forms'. */
export function leaveNotice(c: Context, notice: PageNotice): void {
  const kind = `${notice.error ? 'e' : 's'}${notice.view === 'favourites' ? 'f' : ''}`;
  setCookie(c, NOTICE_COOKIE, `${kind}:${notice.message.slice(0, 200)}`, {
    ...cookieOptions(c),
    maxAge: 60,
  });
}

/**
 * Only this site's own pages may post a form here (CSRF): the browser's Sec-Fetch-Site says so, or, from a
 * browser that does not send it, the Origin is the shop's. A post that says neither is refused. Also the
 * property-request forms'.
 */
export function isSameOriginPost(c: Context, publicOrigin: string | undefined): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (!origin) return false;
  return origin === new URL(c.req.url).origin || origin === publicOrigin;
}

/**
 * The page to go back to: a path of this site only (never '//elsewhere' or an absolute address), else
 * `otherwise`. Also the favourite form's.
 */
export function backPath(value: unknown, otherwise: string = shopPatterns.cart): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\\\s]/.test(value) ? value : otherwise;
}

/** A posted form's text field, or undefined when it is missing or a file. */
export const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
};

/** What the shop's no-JavaScript form routes are made with (the cart's, favourites', complaints'). */
export interface FormRouteOptions {
  apiBasePath: string;
  publicUrl: string | undefined;
  db: Database;
  now: () => number;
  fetchApi: (request: Request) => Promise<Response>;
}

const planOf = (value: string | undefined): PaymentPlanType | undefined =>
  PAYMENT_PLAN_TYPES.find((plan) => plan === value);

/**
 * A product page's − or + pressed before its app starts: it changes nothing in the cart, so the page is sent
 * back with the new quantity and the plan chosen so far (?quantity=&plan=), which it renders as chosen.
 */
function steppedPage(back: string, step: string, plan: PaymentPlanType | undefined): string {
  const page = new URL(back, 'http://oja.invalid');
  page.searchParams.set('quantity', String(clampQuantity(Number.parseInt(step, 10) || 1)));
  if (plan) page.searchParams.set('plan', plan);
  else page.searchParams.delete('plan');
  return `${page.pathname}${page.search}`;
}

/**
 * The JSON cart call a form's intent is, with its body; null for a form that is no cart change. A signed-in
 * shopper's call names no guest cart (`cartSessionID` null): their bearer token says whose cart it is.
 */
function cartCall(form: Record<string, unknown>, cartSessionID: string | null) {
  const productID = field(form, 'productID');
  if (!productID) return null;
  const base = { ...(cartSessionID ? { cartSessionID } : {}), productID };
  const quantity = clampQuantity(Number.parseInt(field(form, 'quantity') ?? '1', 10) || 1);
  const plan = planOf(field(form, 'plan'));
  switch (field(form, 'intent')) {
    case 'add':
      return {
        path: 'add-to-cart',
        body: { ...base, quantity, ...(plan ? { selectedPaymentPlan: plan } : {}) },
      };
    case 'quantity':
      return { path: 'update-cart-item', body: { ...base, quantity } };
    case 'plan':
      return plan ? { path: 'update-payment-plan', body: { ...base, selectedPaymentPlan: plan } } : null;
    case 'remove':
      return { path: 'remove-from-cart', body: base };
    default:
      return null;
  }
}

/**
 * The cart's forms, posted to the cart page's own address (shopPatterns.cart) by a page whose app has not
 * started or that runs without JavaScript: add to cart, quantity, plan and remove (and a product page's −
 * and +, `step`, which only send the page back with the new quantity). Each is the JSON cart
 * API's own call, made in process, so the same rules and messages apply: for the shopper of the session
 * cookie (SameSite=Strict, checked live, as for a page rendered for them: the cart page of a signed-in
 * shopper shows their cart, so its forms change it), else for the guest cart of the cookie (created at the
 * first add); the answer's message is left for the next page, and the browser is sent back
 * (303) to the page the form was on. The app takes the same forms over once it runs (no post is made then).
 */
export function cartFormRoutes(options: FormRouteOptions) {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const forms = new Hono();
  forms.post(
    shopPatterns.cart,
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Request body too large', 413) }),
    async (c) => {
      if (!isSameOriginPost(c, publicOrigin)) return c.text('Forbidden', 403);
      const form = await c.req.parseBody();
      const back = backPath(field(form, 'back'));
      const step = field(form, 'step');
      if (step !== undefined) return c.redirect(steppedPage(back, step, planOf(field(form, 'plan'))), 303);
      const session = await pageSessionOf(c, options.db, options.now());
      const cartSessionID = session ? null : (cartCookieOf(c) ?? crypto.randomUUID());
      const call = cartCall(form, cartSessionID);
      if (!call) {
        leaveNotice(c, { message: 'That change could not be made.', error: true });
        return c.redirect(back, 303);
      }
      const origin = new URL(c.req.url).origin;
      const answer = await options.fetchApi(
        new Request(`${origin}${options.apiBasePath}/cart/${call.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(session ? { authorization: `Bearer ${session.token}` } : {}),
          },
          body: JSON.stringify(call.body),
        }),
      );
      const json = (await answer.json().catch(() => ({}))) as { message?: unknown };
      const message = typeof json.message === 'string' ? json.message : 'Something went wrong.';
      if (cartSessionID) keepCartCookie(c, cartSessionID);
      leaveNotice(c, { message, error: !answer.ok });
      return c.redirect(back, 303);
    },
  );
  return forms;
}
