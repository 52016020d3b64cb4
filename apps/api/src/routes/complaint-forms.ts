import { shopPaths, shopPatterns } from '@oja/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { pageSessionOf } from '../auth/session-cookie.ts';
import { PICTURE_TOO_LARGE } from '../media/uploaded-pictures.ts';
import { type FormRouteOptions, field, isSameOriginPost, leaveNotice } from './cart-forms.ts';

/** A form's body: the three fields' words and a 5 MB picture, with room for the multipart framing. */
const FORM_MAX_BYTES = 5 * 1024 * 1024 + 64 * 1024;

/**
 * The Resolution Centre's shop-side answers for a page whose app has not started or that runs without
 * JavaScript (and for an img, which cannot send a bearer token):
 * - the complaint form, posted multipart (with its picture) to the page's own address: same-origin posts only
 *   (CSRF, as the cart's forms); a guest is sent to log in; for the shopper of the session cookie it is the
 *   JSON API's own call, made in process with the session's token, so the same rules and words apply. The
 *   answer's words are left as the next page's notice and the browser is sent back (303) to the page, with the
 *   new complaint open.
 * - a complaint's picture, for the shopper of the session cookie who raised it (the API's answer: 404 to anyone
 *   else).
 */
export function complaintFormRoutes(options: FormRouteOptions) {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const forms = new Hono();
  forms.post(
    shopPatterns.complaints,
    bodyLimit({ maxSize: FORM_MAX_BYTES, onError: (c) => c.text(PICTURE_TOO_LARGE, 413) }),
    async (c) => {
      if (!isSameOriginPost(c, publicOrigin)) return c.text('Forbidden', 403);
      const session = await pageSessionOf(c, options.db, options.now());
      if (!session)
        return c.redirect(`${shopPatterns.login}?from=${encodeURIComponent(shopPatterns.complaints)}`, 303);
      const form = await c.req.parseBody();
      const file = form.picture;
      const picture =
        file instanceof File && file.size > 0
          ? Buffer.from(await file.arrayBuffer()).toString('base64')
          : undefined;
      const orderId = field(form, 'orderId');
      const answer = await options.fetchApi(
        new Request(`${new URL(c.req.url).origin}${options.apiBasePath}/complaints`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            category: field(form, 'category') ?? '',
            text: field(form, 'text') ?? '',
            ...(orderId ? { orderId } : {}),
            ...(picture ? { picture } : {}),
          }),
        }),
      );
      const json = (await answer.json().catch(() => ({}))) as {
        message?: unknown;
        data?: { reference?: unknown };
      };
      leaveNotice(c, {
        message: typeof json.message === 'string' ? json.message : 'Something went wrong.',
        error: !answer.ok,
      });
      const reference = answer.ok && typeof json.data?.reference === 'string' ? json.data.reference : null;
      return c.redirect(reference ? shopPaths.complaintFor(reference) : shopPatterns.complaints, 303);
    },
  );
  forms.get(shopPatterns.complaintPicture, async (c) => {
    const session = await pageSessionOf(c, options.db, options.now());
    // A guest learns nothing: the same 404 as another shopper's complaint, or one without a picture.
    if (!session) return c.text('Not found', 404);
    const reference = encodeURIComponent(c.req.param('reference') ?? '');
    return options.fetchApi(
      new Request(`${new URL(c.req.url).origin}${options.apiBasePath}/complaints/${reference}/picture`, {
        headers: { authorization: `Bearer ${session.token}` },
      }),
    );
  });
  return forms;
}
