import { shopPatterns } from '@oja/domain';
import type { Context } from 'hono';
import { pageSessionOf } from '../auth/session-cookie.ts';
import { sendEncoded } from '../http-cache.ts';
import { labelRoute, pageRouteLabel } from '../ops/metrics.ts';
import { cartCookieOf, takeNotice } from '../routes/cart-forms.ts';
import { contentSecurityPolicy } from '../security-headers.ts';
import {
  PAGE_CACHE_CONTROL,
  PAGE_CDN_CACHE_CONTROL,
  PAGE_CONTENT_TYPE,
  type PageRenderer,
} from '../web-ssr.ts';
import { dataSaverOf } from './data-saver.ts';
import type { AppSettings } from './options.ts';

interface PageOfRequest {
  /** The built index.html, with the server's mode written in (web-shell.ts). */
  template: string;
  exposed: boolean;
  /** The route manifest's name of the page, for its metrics label. */
  routeName: string | undefined;
  fetchApi: (request: Request) => Promise<Response>;
}

/**
 * The server-rendered page of this request, with its cache rules and Content-Security-Policy; a redirect; or
 * null for a path the renderer leaves to the browser, or without a renderer (the caller sends the empty page).
 */
export async function answerPage(
  c: Context,
  { db, now, mode, publicUrl }: AppSettings,
  renderer: PageRenderer | undefined,
  { template, exposed, routeName, fetchApi }: PageOfRequest,
): Promise<Response | null> {
  const url = new URL(c.req.url);
  // What is personal (the notice a form post left; on the cart page, the cookie's guest cart) is rendered
  // for this request alone, never cached or shared.
  const notice = takeNotice(c);
  // A page the web app renders for its shopper (the cart, checkout, My purchases, Direct debits): with the
  // session cookie's live session, checked now (a logged-out or expired one gets the page a guest gets: the
  // empty page the browser fills, or the guest's cart). Its answer depends on the cookie: caches must key
  // it so.
  const forSession = renderer?.rendersForSession(url.pathname) ?? false;
  if (forSession) c.header('Vary', 'Cookie');
  const session = forSession ? await pageSessionOf(c, db, now()) : null;
  // The cart page is never kept by a shared cache: one shopper's cart page must not be another's.
  const personal = notice !== null || url.pathname === shopPatterns.cart || session !== null;
  // A personal page names the cookie's guest cart, so the app, when it starts, shows that cart; a page
  // rendered for a session names none (the signed-in shopper's cart is theirs, not the cookie's).
  // A guest without a cart cookie has no cart: their cart page is rendered empty.
  const guest = personal && !session;
  const cartSessionID = guest ? cartCookieOf(c) : null;
  const guestCart = cartSessionID
    ? { cartSessionID }
    : guest && url.pathname === shopPatterns.cart
      ? { cartSessionID: null }
      : {};
  // The data saver's page (no picture hints, the app started on the first touch): keyed by the browser's
  // Save-Data header; a page made for the switch's cookie is that browser's alone.
  const saver = dataSaverOf(c);
  const rendered = await renderer?.[personal ? 'renderPersonal' : 'render']({
    url: `${url.pathname}${url.search}`,
    ...(notice ? { notice } : {}),
    ...guestCart,
    ...(session ? { session } : {}),
    ...(saver ? { dataSaver: true } : {}),
    // The configured address when there is one: a Host header must not choose the canonical address.
    origin: publicUrl ? new URL(publicUrl).origin : url.origin,
    mode,
    exposed,
    template,
    fetchApi,
  });
  if (!rendered) return null;
  if ('redirect' in rendered) return c.redirect(rendered.redirect, 302);
  labelRoute(c, pageRouteLabel(routeName, rendered.status));
  // Its ETag and compressed bytes were made with the page: 304, brotli, gzip or plain, nothing per request.
  // Its policy names its inline stylesheet and boot script (security-headers.ts keeps a page's own).
  c.header(
    'Content-Security-Policy',
    contentSecurityPolicy(mode, { scripts: renderer?.inlineScriptSources, styles: rendered.styleSources }),
  );
  const shared = !personal && saver !== 'switch';
  if (shared) c.header('CDN-Cache-Control', PAGE_CDN_CACHE_CONTROL);
  return sendEncoded(c, rendered.body, {
    status: rendered.status,
    cacheControl: personal ? 'private, no-store' : shared ? PAGE_CACHE_CONTROL : 'private, max-age=0',
    contentType: PAGE_CONTENT_TYPE,
    vary: forSession || saver === 'switch' ? 'Cookie, Save-Data' : 'Save-Data',
  });
}
