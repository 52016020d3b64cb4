import { shopPatterns } from '@oja/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { pageSessionOf } from '../auth/session-cookie.ts';
import { backPath, type FormRouteOptions, field, isSameOriginPost, leaveNotice } from './cart-forms.ts';

/**
 * The product page's Add to favourites, posted to the favourites page's address (shopPatterns.favourites) by a
 * page whose app has not started or that runs without JavaScript. Same-origin posts only (CSRF, as the cart's
 * forms). A guest is sent to log in, coming back to the product (`from`); the shopper of the session cookie
 * (SameSite=Strict, checked live, as for a signed-in page) gets the product added through the JSON API's own
 * calls, made in process with the session's token, so the same rules and messages apply. It adds, never
 * removes: the shared page cannot say whether this shopper has it already, so its button always says 'Add'.
 * The answer's words are left as the next page's notice (with 'View favourites') and the browser is sent
 * back (303) to the product.
 */
export function favouriteFormRoutes(options: FormRouteOptions) {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const forms = new Hono();
  forms.post(
    shopPatterns.favourites,
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Request body too large', 413) }),
    async (c) => {
      if (!isSameOriginPost(c, publicOrigin)) return c.text('Forbidden', 403);
      const form = await c.req.parseBody();
      const back = backPath(field(form, 'back'), shopPatterns.favourites);
      const session = await pageSessionOf(c, options.db, options.now());
      if (!session) return c.redirect(`${shopPatterns.login}?from=${encodeURIComponent(back)}`, 303);
      const productID = field(form, 'productID') ?? '';
      const origin = new URL(c.req.url).origin;
      const call = (path: string, init: RequestInit = {}) =>
        options.fetchApi(
          new Request(`${origin}${options.apiBasePath}${path}`, {
            ...init,
            headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
          }),
        );
      const listed = await call('/products/get-favourite-products');
      const list = (await listed.json().catch(() => ({}))) as {
        data?: { products?: Array<{ productID?: unknown }> };
      };
      if (listed.ok && list.data?.products?.some((p) => p.productID === productID)) {
        leaveNotice(c, { message: 'Already in your favourites', error: false, view: 'favourites' });
        return c.redirect(back, 303);
      }
      const answer = await call('/products/toggle-favorite', {
        method: 'POST',
        body: JSON.stringify({ productID }),
      });
      const json = (await answer.json().catch(() => ({}))) as { message?: unknown };
      const message = typeof json.message === 'string' ? json.message : 'Something went wrong.';
      leaveNotice(c, { message, error: !answer.ok, view: 'favourites' });
      return c.redirect(back, 303);
    },
  );
  return forms;
}
