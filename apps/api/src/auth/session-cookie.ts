import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/connect.ts';
import { hostPrefixOf, reachedOverHttps } from './public-address.ts';
import { liveSessionOfToken, SESSION_LIFETIME_MS } from './sessions.ts';

/**
 * The shopper's session as a cookie, beside the spec's bearer token (which the app keeps and sends itself),
 * for the shop's own pages only: the server renders the cart and the pages where money moves (checkout, My
 * purchases, Direct debits) for a signed-in shopper, on a slow phone seconds before the browser could, and
 * answers the cart's and favourites' forms for them (same-origin posts only, routes/cart-forms.ts). It never
 * authorises an API call (requireUser and optionalUser read the Authorization header alone), so no other site
 * can make a request act with it: CSRF has nothing to use. HttpOnly (no script reads it), SameSite=Strict: a
 * page asked from another site (a link in an email, a payment provider's redirect) is never rendered with it,
 * so no other site can have a shopper's page rendered and time or count it (the shop sends no
 * Cross-Origin-Opener-Policy). What that costs is small: the provider's return pages (payment success, the
 * mandate page, direct-debit success) are the browser's anyway, and the first page after arriving from
 * elsewhere renders in the browser as before; every later one is same-site. Path=/ (every page). Whenever the
 * shop is reached over HTTPS (PUBLIC_URL, or the trusted proxy's X-Forwarded-Proto: auth/public-address.ts) it
 * is Secure and named `__Host-oja_session`, so it never travels in clear and no plain-http page can plant one;
 * over plain http (a developer's localhost) it is `oja_session`. The server reads the name it sets. It holds
 * the session's own token, so the session's revocation (logout, expiry) makes it useless: every render checks
 * the session live.
 */
export const SESSION_COOKIE = 'oja_session';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

const cookieOptions = (c: Context) =>
  ({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure: reachedOverHttps(c),
    prefix: hostPrefixOf(c),
  }) as const;

/** Sets the cookie beside a session the API has just issued (login, a verified email). */
export function keepSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge: SESSION_LIFETIME_MS / 1000 });
}

/** Removes the cookie (logout; a session that is no longer live). */
export function dropSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}

/**
 * The live session the request's cookie names, for rendering a page: its token (the render's API calls carry
 * it as a bearer) and the shopper's id. Null without a cookie; a cookie whose session has ended is removed.
 */
export async function pageSessionOf(
  c: Context,
  db: Database,
  now: number,
): Promise<{ token: string; userID: string } | null> {
  const token = getCookie(c, SESSION_COOKIE, hostPrefixOf(c));
  if (token === undefined) return null;
  const session = TOKEN.test(token) ? await liveSessionOfToken(db, token, now) : null;
  if (!session) {
    dropSessionCookie(c);
    return null;
  }
  return { token, userID: session.user.userId };
}
