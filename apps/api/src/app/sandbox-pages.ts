import type { Hono } from 'hono';
import { bankConsentPages } from '../payments/bank-consent-page.ts';
import { DIRECT_DEBIT_WEBHOOK_PATH, SandboxDirectDebit } from '../payments/direct-debit-sandbox.ts';
import { SandboxPayouts } from '../payments/payouts/sandbox-payouts.ts';
import { SandboxCardPayments, WEBHOOK_PATH } from '../payments/sandbox.ts';
import { sandboxCardPages } from '../payments/sandbox-page.ts';
import { sandboxBankPages } from '../payments/transfers/sandbox-bank-page.ts';
import { SandboxTransferPayments } from '../payments/transfers/sandbox-transfers.ts';
import { TRANSFER_WEBHOOK_PATH } from '../routes/transfer-webhook.ts';
import type { AppSettings } from './options.ts';

/**
 * The sandbox providers' own pages (the card sandbox's hosted page, the bank's consent page) are part of
 * this server, and their webhooks come to this app's endpoints unless they were given another way to reach
 * them (main.ts sends them over HTTP). Nothing is mounted for a real provider.
 */
export function mountSandboxPages(
  app: Hono,
  { cardPayments, directDebit, transfers, payouts }: AppSettings,
): void {
  /** Posts a webhook to this app, as the provider would: only its status matters. */
  const deliverTo = (path: string) => async (rawBody: string, headers: Record<string, string>) => {
    const response = await app.fetch(
      new Request(`http://localhost${path}`, { method: 'POST', headers, body: rawBody }),
    );
    await response.body?.cancel();
    return response.status;
  };
  if (cardPayments instanceof SandboxCardPayments) {
    app.route('/', sandboxCardPages(cardPayments));
    cardPayments.deliverTo(deliverTo(WEBHOOK_PATH));
  }
  if (directDebit instanceof SandboxDirectDebit) {
    app.route('/', bankConsentPages(directDebit));
    directDebit.deliverTo(deliverTo(DIRECT_DEBIT_WEBHOOK_PATH));
  }
  if (transfers instanceof SandboxTransferPayments) {
    app.route('/', sandboxBankPages(transfers));
    transfers.deliverTo(deliverTo(TRANSFER_WEBHOOK_PATH));
  }
  // Payout notices come to the card webhook, as Paystack sends every event to one endpoint.
  if (payouts instanceof SandboxPayouts) payouts.deliverTo(deliverTo(WEBHOOK_PATH));
}
