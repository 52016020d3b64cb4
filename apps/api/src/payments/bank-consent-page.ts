import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html, raw } from 'hono/html';
import {
  type ConsentAnswer,
  SANDBOX_ACCOUNTS,
  SANDBOX_MANDATE_PATH,
  type SandboxDirectDebit,
} from './direct-debit-sandbox.ts';

/** The page's stylesheet: a file of this origin, as the CSP wants (no inline style, no script at all). */
const STYLESHEET_PATH = '/sandbox/mandate.css';

const STYLESHEET = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;border:1px solid #d4d4d8}
h1{font-size:1.25rem;margin:0 0 .25rem}
.banner{background:#fef3c7;border:1px solid #b45309;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem .75rem;border:1px solid #71717a;border-radius:.5rem}
button{font:inherit;font-weight:600;border-radius:.5rem;padding:.625rem 1rem;margin-top:1.25rem;width:100%;cursor:pointer}
.approve{background:#18181b;color:#fff;border:0}.cancel{background:#fff;color:#18181b;border:1px solid #71717a}
.error{color:#b91c1c;font-weight:600}
table{border-collapse:collapse;width:100%;font-size:.875rem;margin-top:.5rem}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e4e4e7}
code{font-size:.875rem}
`;

type Consent = Extract<ConsentAnswer, { consent: unknown }>['consent'];

/** Where the shopper goes back to: the callback, with the reference in its query. */
function backToShop(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('reference', reference);
  return url.toString();
}

function page(c: Context, status: 200 | 404 | 422, title: string, body: ReturnType<typeof html>) {
  return c.html(
    html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · Oja bank sandbox</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${STYLESHEET_PATH}" />
  </head>
  <body>
    <main>
      <p class="banner">Sandbox: no real bank account is debited. Use a test account below.</p>
      ${body}
    </main>
  </body>
</html>`,
    status,
    { 'cache-control': 'no-store' },
  );
}

const notFound = (c: Context, reference: string) =>
  page(
    c,
    404,
    'Mandate not found',
    html`<h1>Mandate not found</h1><p>No direct-debit mandate has the reference ${reference}.</p>`,
  );

const testAccounts = html`<h2>Test accounts</h2>
  <table>
    <thead><tr><th scope="col">Account number</th><th scope="col">Result</th></tr></thead>
    <tbody>
      ${Object.entries(SANDBOX_ACCOUNTS).map(
        ([number, account]) => html`<tr><td><code>${number}</code></td><td>${account.label}</td></tr>`,
      )}
    </tbody>
  </table>`;

/**
 * The direct-debit sandbox's bank consent page, served by this server under /sandbox/mandate/{reference}:
 * plain HTML with a stylesheet of this origin (it passes the shop's CSP: no script, no inline style, forms
 * post to this origin). A test account answers the consent and sends the shopper back to the callback with
 * `reference`, whatever the bank said; 'Cancel' goes back and leaves the consent open.
 */
export function bankConsentPages(sandbox: SandboxDirectDebit) {
  return new Hono()
    .get(STYLESHEET_PATH, (c) => c.body(STYLESHEET, 200, { 'content-type': 'text/css; charset=utf-8' }))
    .get(`${SANDBOX_MANDATE_PATH}:reference`, async (c) => {
      const reference = c.req.param('reference');
      const consent = await sandbox.consent(reference);
      return consent ? showConsent(c, consent) : notFound(c, reference);
    })
    .post(
      `${SANDBOX_MANDATE_PATH}:reference`,
      bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Request body too large', 413) }),
      async (c) => {
        const reference = c.req.param('reference');
        const form = await c.req.parseBody();
        if (form.action === 'cancel') {
          const consent = await sandbox.consent(reference);
          if (!consent) return notFound(c, reference);
          return c.redirect(backToShop(consent.callbackUrl, reference), 303);
        }
        const answer = await sandbox.answer(
          reference,
          typeof form.accountNumber === 'string' ? form.accountNumber : '',
        );
        if (answer.kind === 'not-found') return notFound(c, reference);
        if (answer.kind === 'unknown-account')
          return showConsent(c, answer.consent, 'This account is not one of the test accounts.');
        return c.redirect(backToShop(answer.consent.callbackUrl, reference), 303);
      },
    );
}

function showConsent(c: Context, consent: Consent, error?: string) {
  const action = `${SANDBOX_MANDATE_PATH}${encodeURIComponent(consent.reference)}`;
  const back = backToShop(consent.callbackUrl, consent.reference);
  if (consent.status !== 'pending' || consent.accountNumber) {
    const said =
      consent.status === 'active'
        ? 'The bank approved the direct-debit mandate.'
        : consent.status === 'refused'
          ? 'The bank refused the direct-debit mandate. Nothing will be debited.'
          : consent.status === 'revoked'
            ? 'The direct-debit mandate was cancelled. Nothing more will be debited.'
            : 'The bank is still reviewing the mandate: it will be approved shortly.';
    return page(
      c,
      200,
      'Mandate',
      html`<h1>Direct-debit mandate</h1><p>${said}</p><p><a href="${back}">Back to Oja</a></p>`,
    );
  }
  return page(
    c,
    error ? 422 : 200,
    'Authorise direct debit',
    html`<h1>Authorise direct debit for Oja</h1>
      <p>${consent.email}</p>
      <p>Oja may debit this account for the instalments of your order, on their due dates.</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : raw('')}
      <form method="post" action="${action}">
        <label for="accountNumber">Account number</label>
        <input id="accountNumber" name="accountNumber" inputmode="numeric" autocomplete="off" required />
        <button class="approve" type="submit">Authorise mandate</button>
      </form>
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="cancel" />
        <button class="cancel" type="submit">Cancel</button>
      </form>
      ${testAccounts}`,
  );
}
