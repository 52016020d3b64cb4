import type { Context } from 'hono';
import type { ApiEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { logger } from '../ops/log.ts';
import { webhooksCounter } from '../ops/metrics.ts';
import { PaymentProviderError, SIGNATURE_HEADER } from '../payments/card-payments.ts';
import { handlePayoutWebhook } from '../refunds/payout-webhook.ts';

/**
 * A payout notice (`transfer.success`, `transfer.failed`, `transfer.reversed`), reached from the card webhook
 * (Paystack sends every event to one endpoint): the payouts adapter checks the signature and reads which
 * payout it is about; the refund it pays is recorded from the provider's books (src/refunds/payout-webhook.ts).
 */
export async function answerPayoutWebhook(c: Context<ApiEnv>) {
  const webhook = 'payout';
  const notice = c.get('payouts').readPayoutNotice(await c.req.text(), c.req.header(SIGNATURE_HEADER));
  if (notice.kind === 'bad-signature') {
    webhooksCounter.inc({ webhook, verdict: 'bad-signature' });
    return refuse(c, 401, 'Invalid signature');
  }
  if (notice.kind === 'malformed') {
    webhooksCounter.inc({ webhook, verdict: 'malformed' });
    return refuse(c, 400, `Unreadable notice: ${notice.problem}`);
  }
  if (notice.kind === 'ignored') {
    webhooksCounter.inc({ webhook, verdict: 'ignored' });
    return c.json({ success: true, message: 'Event ignored' });
  }
  try {
    const done = await handlePayoutWebhook(
      { db: c.get('db'), payouts: c.get('payouts'), now: c.get('now') },
      notice.reference,
      notice.event,
    );
    const verdict =
      done.kind === 'recorded' ? (done.changed ? 'accepted' : 'duplicate') : 'unknown-reference';
    webhooksCounter.inc({ webhook, verdict });
    const message =
      done.kind === 'recorded'
        ? 'Refund recorded'
        : done.kind === 'not-found'
          ? 'Refund not found at the provider'
          : 'Unknown refund';
    return c.json({ success: true, message });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    webhooksCounter.inc({ webhook, verdict: 'provider-unavailable' });
    logger.warn(`Payout webhook not recorded: ${error.message}`);
    return refuse(c, 503, 'The payout provider is not answering; deliver again later.');
  }
}
