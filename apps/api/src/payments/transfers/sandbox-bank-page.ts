import { formatKobo, kobo, nairaToKobo } from '@oja/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html, raw } from 'hono/html';
import type { SandboxTransferPayments } from './sandbox-transfers.ts';

/** The sandbox bank's pages: 'send a transfer' and the USSD simulator (sandbox mode only, like /sandbox/card). */
const SANDBOX_BANK_PATH = '/sandbox/bank';
const STYLESHEET_PATH = '/sandbox/bank.css';

const STYLESHEET = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;border:1px solid #d4d4d8}
h1{font-size:1.25rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin-top:1.5rem}
.banner{background:#fef3c7;border:1px solid #b45309;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
label{display:block;font-weight:600;margin-top:1rem}
input[type=text]{box-sizing:border-box;width:100%;font:inherit;padding:.5rem .75rem;border:1px solid #71717a;border-radius:.5rem}
.check{font-weight:400}
button{font:inherit;font-weight:600;border-radius:.5rem;padding:.625rem 1rem;margin-top:1.25rem;width:100%;cursor:pointer;background:#18181b;color:#fff;border:0}
.error{color:#b91c1c;font-weight:600}.done{color:#15803d;font-weight:600}
table{border-collapse:collapse;width:100%;font-size:.875rem;margin-top:.5rem}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #e4e4e7}
`;

interface Prefill {
  account?: string;
  amount?: string;
  code?: string;
}

function page(
  c: Context,
  sandbox: SandboxTransferPayments,
  status: 200 | 422,
  message: string,
  ok: boolean,
  prefill: Prefill,
) {
  const sent = [...sandbox.transfers()].reverse().slice(0, 10);
  return c.html(
    html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sandbox bank · Oja</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${STYLESHEET_PATH}" />
  </head>
  <body>
    <main>
      <p class="banner">Sandbox: no real money moves. This page plays the shopper's bank.</p>
      <h1>Send a transfer</h1>
      ${message ? html`<p class="${ok ? 'done' : 'error'}" role="${ok ? 'status' : 'alert'}">${message}</p>` : raw('')}
      <form method="post" action="${SANDBOX_BANK_PATH}/transfer">
        <label for="account">Account number</label>
        <input type="text" id="account" name="account" inputmode="numeric" value="${prefill.account ?? ''}" required />
        <label for="amount">Amount (₦)</label>
        <input type="text" id="amount" name="amount" inputmode="decimal" value="${prefill.amount ?? ''}" required />
        <label class="check"><input type="checkbox" name="late" value="1" /> Late: after the account expired</label>
        <label class="check"><input type="checkbox" name="twice" value="1" /> Send it twice (two transfers)</label>
        <button type="submit">Send transfer</button>
      </form>
      <h2>USSD</h2>
      <form method="post" action="${SANDBOX_BANK_PATH}/ussd">
        <label for="code">Code to dial</label>
        <input type="text" id="code" name="code" value="${prefill.code ?? ''}" required />
        <button type="submit">Dial and enter PIN</button>
      </form>
      <h2>Transfers sent</h2>
      ${
        sent.length === 0
          ? html`<p>None yet.</p>`
          : html`<table><thead><tr><th scope="col">Id</th><th scope="col">To</th><th scope="col">Amount</th></tr></thead><tbody>
          ${sent.map((t) => html`<tr><td>${t.providerReference}</td><td>${t.accountNumber || 'USSD'}</td><td>${formatKobo(kobo(t.amountKobo))}</td></tr>`)}
          </tbody></table>`
      }
    </main>
  </body>
</html>`,
    status,
    { 'cache-control': 'no-store' },
  );
}

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The sandbox bank's pages, served by this server in sandbox mode only (app/sandbox-pages.ts mounts them
 * for the sandbox bank alone): plain HTML forms posting to this origin, no script. 'Send a transfer' sends
 * any amount to any account the sandbox issued, on time or late, once or twice; the USSD simulator pays a
 * code's charge. Each sends the sandbox's signed notices (a copy, and a late copy) to the transfer webhook.
 */
export function sandboxBankPages(sandbox: SandboxTransferPayments) {
  const limit = bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.text('Request body too large', 413) });
  return new Hono()
    .get(STYLESHEET_PATH, (c) => c.body(STYLESHEET, 200, { 'content-type': 'text/css; charset=utf-8' }))
    .get(SANDBOX_BANK_PATH, (c) =>
      page(c, sandbox, 200, '', true, {
        account: c.req.query('account') ?? '',
        amount: c.req.query('amount') ?? '',
        code: c.req.query('code') ?? '',
      }),
    )
    .post(`${SANDBOX_BANK_PATH}/transfer`, limit, async (c) => {
      const form = await c.req.parseBody();
      const prefill = { account: field(form, 'account'), amount: field(form, 'amount') };
      const amountKobo = nairaToKobo(prefill.amount.replace(/[₦,\s]/g, '')) ?? Number.NaN;
      try {
        const times = field(form, 'twice') === '1' ? 2 : 1;
        for (let i = 0; i < times; i++) {
          sandbox.sendTransfer({
            accountNumber: prefill.account,
            amountKobo,
            late: field(form, 'late') === '1',
          });
        }
        const what = `${times === 2 ? 'Two transfers' : 'A transfer'} of ${formatKobo(kobo(amountKobo))} sent to ${prefill.account}.`;
        return page(c, sandbox, 200, what, true, prefill);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        return page(c, sandbox, 422, error.message, false, prefill);
      }
    })
    .post(`${SANDBOX_BANK_PATH}/ussd`, limit, async (c) => {
      const form = await c.req.parseBody();
      const code = field(form, 'code');
      try {
        const transfer = sandbox.dialUssd(code);
        return page(c, sandbox, 200, `Paid ${formatKobo(kobo(transfer.amountKobo))} by ${code}.`, true, {});
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        return page(c, sandbox, 422, error.message, false, { code });
      }
    });
}
