import { formatKobo, kobo } from '@oja/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html, raw } from 'hono/html';
import {
  SANDBOX_CARD_PATH,
  SANDBOX_CARDS,
  type SandboxCardPayments,
  type SandboxRefundRow,
} from './sandbox.ts';

/** The page's stylesheet: a file of this origin, as the CSP wants (no inline style, no script at all). */
const STYLESHEET_PATH = '/sandbox/card.css';

const STYLESHEET = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;border:1px solid #d4d4d8}
h1{font-size:1.25rem;margin:0 0 .25rem}
.banner{background:#fef3c7;border:1px solid #b45309;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
.amount{font-size:1.75rem;font-weight:700;margin:.75rem 0 0}
label{display:block;font-weight:600;margin-top:1rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem .75rem;border:1px solid #71717a;border-radius:.5rem}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{font:inherit;font-weight:600;border-radius:.5rem;padding:.625rem 1rem;margin-top:1.25rem;width:100%;cursor:pointer}
.pay{background:#18181b;color:#fff;border:0}.cancel{background:#fff;color:#18181b;border:1px solid #71717a}
.error{color:#b91c1c;font-weight:600}
table{border-collapse:collapse;width:100%;font-size:.875rem;margin-top:.5rem}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e4e4e7}
code{font-size:.875rem}
`;

/** Where the shopper goes back to: the callback, with the reference in its query as Paystack adds it. */
function backToShop(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
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
    <title>${title} · Oja card sandbox</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${STYLESHEET_PATH}" />
  </head>
  <body>
    <main>
      <p class="banner">Sandbox: no real card is charged. Use a test card below.</p>
      ${body}
    </main>
  </body>
</html>`,
    status,
    { 'cache-control': 'no-store' },
  );
}

const testCards = html`<h2>Test cards</h2>
  <p>Any future expiry date (e.g. 12/30) and any 3-digit CVV.</p>
  <table>
    <thead><tr><th scope="col">Card number</th><th scope="col">Result</th></tr></thead>
    <tbody>
      ${Object.entries(SANDBOX_CARDS).map(
        ([number, card]) =>
          html`<tr><td><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${card.label}</td></tr>`,
      )}
    </tbody>
  </table>`;

/**
 * The card sandbox's hosted page, served by this server under /sandbox/card/{reference}: plain HTML with a
 * stylesheet of this origin (it passes the shop's CSP: no script, no inline style, forms post to this
 * origin). A test card settles the transaction and sends the shopper back to the callback URL with
 * `reference` and `trxref`, whatever the outcome; 'Cancel payment' goes back without paying. A paid
 * transaction's page lists its refunds, as a provider's dashboard would.
 */
export function sandboxCardPages(sandbox: SandboxCardPayments) {
  return new Hono()
    .get(STYLESHEET_PATH, (c) => c.body(STYLESHEET, 200, { 'content-type': 'text/css; charset=utf-8' }))
    .get(`${SANDBOX_CARD_PATH}:reference`, async (c) => {
      const reference = c.req.param('reference');
      const transaction = await sandbox.transaction(reference);
      if (!transaction)
        return page(
          c,
          404,
          'Payment not found',
          html`<h1>Payment not found</h1><p>No payment has the reference ${reference}.</p>`,
        );
      return showTransaction(c, transaction, undefined, await sandbox.refundsOf(reference));
    })
    .post(
      `${SANDBOX_CARD_PATH}:reference`,
      bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Request body too large', 413) }),
      async (c) => {
        const reference = c.req.param('reference');
        const form = await c.req.parseBody();
        const attempt =
          form.action === 'cancel'
            ? await sandbox.abandon(reference)
            : await sandbox.pay(reference, typeof form.cardNumber === 'string' ? form.cardNumber : '');
        if (attempt.kind === 'not-found') {
          return page(
            c,
            404,
            'Payment not found',
            html`<h1>Payment not found</h1><p>No payment has the reference ${reference}.</p>`,
          );
        }
        const { transaction } = attempt;
        if (attempt.kind === 'unknown-card')
          return showTransaction(c, transaction, 'This card is not one of the test cards.');
        if (attempt.kind === 'closed' && transaction.status === 'failed')
          return showTransaction(c, transaction);
        return c.redirect(backToShop(transaction.callbackUrl, reference), 303);
      },
    );
}

type Transaction = NonNullable<Awaited<ReturnType<SandboxCardPayments['transaction']>>>;

/** The refunds of a paid transaction, as the provider's dashboard lists them. */
function refundList(transaction: Transaction, refunds: readonly SandboxRefundRow[]) {
  if (refunds.length === 0) return html`<h2>Refunds</h2><p>None.</p>`;
  const given = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountKobo, 0);
  return html`<h2>Refunds</h2>
    <p>${formatKobo(kobo(given))} of ${formatKobo(kobo(transaction.amountKobo))} refunded or on its way.</p>
    <table>
      <thead><tr><th scope="col">Merchant note</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Asked for</th></tr></thead>
      <tbody>
        ${refunds.map(
          (r) =>
            html`<tr><td><code>${r.merchantNote ?? `#${r.id}`}</code></td><td>${formatKobo(kobo(r.amountKobo))}</td><td>${r.status}</td><td>${r.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</td></tr>`,
        )}
      </tbody>
    </table>`;
}

function showTransaction(
  c: Context,
  transaction: Transaction,
  error?: string,
  refunds: readonly SandboxRefundRow[] = [],
) {
  const amount = formatKobo(kobo(transaction.amountKobo));
  const action = `${SANDBOX_CARD_PATH}${encodeURIComponent(transaction.reference)}`;
  const back = backToShop(transaction.callbackUrl, transaction.reference);
  if (transaction.status === 'success') {
    return page(
      c,
      200,
      'Paid',
      html`<h1>Payment successful</h1><p class="amount">${amount}</p><p>Reference ${transaction.reference}.</p><p><a href="${back}">Back to Oja</a></p>${refundList(transaction, refunds)}`,
    );
  }
  if (transaction.status === 'failed') {
    return page(
      c,
      200,
      'Payment failed',
      html`<h1>Payment failed</h1><p class="error">${transaction.gatewayResponse ?? 'Declined'}</p><p>Nothing was charged. Go back to Oja to try again.</p><p><a href="${back}">Back to Oja</a></p>`,
    );
  }
  return page(
    c,
    error ? 422 : 200,
    'Pay',
    html`<h1>Pay Oja</h1>
      <p>${transaction.email}</p>
      <p class="amount">${amount}</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : raw('')}
      <form method="post" action="${action}">
        <label for="cardNumber">Card number</label>
        <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required />
        <div class="row">
          <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required /></div>
          <div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required /></div>
        </div>
        <button class="pay" type="submit">Pay ${amount}</button>
      </form>
      <form method="post" action="${action}">
        <input type="hidden" name="action" value="cancel" />
        <button class="cancel" type="submit">Cancel payment</button>
      </form>
      ${testCards}`,
  );
}
