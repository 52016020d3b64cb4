import { shopPatterns } from '@oja/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isSameOriginPost, leaveNotice } from './cart-forms.ts';

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
};

/** A form's fields as the JSON call's body: the given ones only, `guests` as a number. */
function bodyOf(form: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of names) {
    const value = field(form, name);
    if (value === undefined) continue;
    if (name === 'guests') body[name] = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : 0;
    else if (name === 'email' && value.trim() === '') continue;
    else body[name] = value;
  }
  return body;
}

const FORMS = [
  {
    pattern: shopPatterns.rentDetail,
    call: 'viewing-requests',
    fields: ['name', 'phone', 'email', 'preferredDate', 'message'],
  },
  {
    pattern: shopPatterns.shortletDetail,
    call: 'stay-requests',
    fields: ['checkIn', 'checkOut', 'guests', 'name', 'phone', 'email'],
  },
] as const;

/**
 * The request forms of a home to rent's page (a viewing) and a short-let's (a stay), posted to the page's own
 * address by a page whose app has not started or that runs without JavaScript. Each is the JSON API's own
 * call, made in process with the browser's connection (so the rate limit counts the shopper's address), so
 * the same rules and messages apply; the answer's words are left as the next page's notice, and the browser
 * is sent back (303) to the page. A guest's request: a form post carries no bearer token.
 */
export function propertyRequestFormRoutes(options: {
  apiBasePath: string;
  publicUrl: string | undefined;
  fetchApi: (request: Request, env: unknown) => Promise<Response>;
}) {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const forms = new Hono();
  for (const form of FORMS) {
    forms.post(
      form.pattern,
      bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('Request body too large', 413) }),
      async (c) => {
        if (!isSameOriginPost(c, publicOrigin)) return c.text('Forbidden', 403);
        const posted = await c.req.parseBody();
        const propertyID = c.req.param('propertyID') ?? '';
        const origin = new URL(c.req.url).origin;
        const answer = await options.fetchApi(
          new Request(
            `${origin}${options.apiBasePath}/properties/${encodeURIComponent(propertyID)}/${form.call}`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(bodyOf(posted, form.fields)),
            },
          ),
          c.env,
        );
        const json = (await answer.json().catch(() => ({}))) as {
          message?: unknown;
          data?: { reference?: unknown; email?: unknown };
        };
        const said = typeof json.message === 'string' ? json.message : 'Something went wrong.';
        const message =
          answer.ok && typeof json.data?.reference === 'string'
            ? `${said}. We have emailed ${String(json.data.email)} (reference ${json.data.reference}).`
            : said;
        leaveNotice(c, { message, error: !answer.ok });
        // Back to the page the form is on: this very path (its pattern matched it).
        return c.redirect(new URL(c.req.url).pathname, 303);
      },
    );
  }
  return forms;
}
