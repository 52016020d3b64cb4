import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { logger } from '../ops/log.ts';
import { webhooksCounter } from '../ops/metrics.ts';
import { PaymentProviderError, SIGNATURE_HEADER } from '../payments/card-payments.ts';
import { handleRefundWebhook } from '../refunds/refund-webhook.ts';
import { type Settled, settle } from '../settlement/settle.ts';
import { answerPayoutWebhook } from './payout-webhook.ts';
import { handleTransferWebhook } from './transfer-webhook.ts';

/** Paystack's channels of a bank transfer or a USSD payment: one endpoint, these go to the transfer webhook. */
const TRANSFER_CHANNELS = new Set(['bank_transfer', 'dedicated_nuban', 'ussd']);

/** What the webhook did, in words the provider's dashboard shows (an honest answer, not always 'settled'). */
function whatItDid(settled: Settled): string {
  if (settled.kind === 'unknown') return 'Unknown reference';
  if (settled.kind === 'paid') return settled.newlyPaid ? 'Payment settled' : 'Already settled';
  if (settled.status === 'duplicate' || settled.status === 'late') {
    return `Payment refunded: ${settled.status === 'late' ? 'its order had been replaced or had expired' : 'the order was already paid'}`;
  }
  return `Payment not settled: ${settled.status}`;
}

/** The verdict GET /metrics counts a charge webhook under (oja_webhooks_total). */
function verdictOf(settled: Settled): string {
  if (settled.kind === 'unknown') return 'unknown-reference';
  if (settled.kind === 'paid') return settled.newlyPaid ? 'accepted' : 'duplicate';
  return 'not-settled';
}

/** The verdict a refund webhook is counted under. */
const REFUND_VERDICTS = {
  recorded: 'accepted',
  'not-found': 'unknown-reference',
  unknown: 'unknown-reference',
};

/**
 * The card provider's webhook. The signature is checked on the raw body, exactly as it arrived (the
 * contract middleware read it first; Hono keeps the text): a wrong one is refused before anything is read
 * from the event. A `charge.success` is then settled like the browser's validation, through the provider's
 * own answer about the reference (a checkout's payment or a payment ahead of the direct debit), so a copy, a
 * replay or a late delivery changes nothing more.
 */
export const paymentWebhookRoutes = routes(
  route('POST /payment/paystack-webhook', async (c, request) => {
    const cardPayments = c.get('cardPayments');
    if (!cardPayments.isSignedWebhook(await c.req.text(), c.req.header(SIGNATURE_HEADER))) {
      // Counted as the card provider's, whatever its event says: nothing of an unsigned body is believed.
      webhooksCounter.inc({ webhook: 'card', verdict: 'bad-signature' });
      return refuse(c, 401, 'Invalid signature');
    }
    const { event, data } = request.body;
    if (TRANSFER_CHANNELS.has(String((data as { channel?: unknown }).channel)))
      return handleTransferWebhook(c);
    // Payouts (our refunds sent to bank accounts): transfer.success, transfer.failed, transfer.reversed.
    if (event.startsWith('transfer.')) return answerPayoutWebhook(c);
    const webhook = event.startsWith('refund.') ? 'card-refund' : 'card-charge';
    // Refund events (src/refunds/refund-webhook.ts): the provider's books are asked about our refund.
    if (event.startsWith('refund.')) {
      try {
        const done = await handleRefundWebhook(
          { db: c.get('db'), cardPayments, now: c.get('now') },
          event,
          data,
        );
        const verdict =
          done.kind === 'recorded' && !done.changed
            ? 'duplicate'
            : (REFUND_VERDICTS[done.kind as keyof typeof REFUND_VERDICTS] ?? 'ignored');
        webhooksCounter.inc({ webhook, verdict });
        const message = { recorded: 'Refund recorded', 'not-found': 'Refund not found at the provider' };
        return c.json({
          success: true,
          message: message[done.kind as keyof typeof message] ?? 'Unknown refund',
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        webhooksCounter.inc({ webhook, verdict: 'provider-unavailable' });
        logger.warn(`Refund webhook (${event}) not recorded: ${error.message}`);
        return refuse(c, 503, 'The card provider is not answering; deliver again later.');
      }
    }
    const reference = data.reference;
    if (event !== 'charge.success' || typeof reference !== 'string') {
      webhooksCounter.inc({ webhook, verdict: 'ignored' });
      return c.json({ success: true, message: 'Event ignored' });
    }
    try {
      const deps = { db: c.get('db'), cardPayments, email: c.get('email'), now: c.get('now') };
      // A checkout's first payment or a payment ahead of the direct debit: settle finds which.
      const settled = await settle(deps, reference);
      webhooksCounter.inc({ webhook, verdict: verdictOf(settled) });
      return c.json({ success: true, message: whatItDid(settled) });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      webhooksCounter.inc({ webhook, verdict: 'provider-unavailable' });
      logger.warn(`Webhook for ${reference} not settled: ${error.message}`);
      return refuse(c, 503, 'The card provider is not answering; deliver again later.');
    }
  }),
);
