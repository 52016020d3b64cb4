import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { refunds } from '../db/schema.ts';
import { type RefundStatus, recordProviderAnswer } from '../money/refund-progress.ts';
import { logger } from '../ops/log.ts';
import { PAYOUT_PREFIX, type Payouts } from '../payments/payouts/payouts.ts';
import { refundAnswerOf } from './refund-route.ts';

/** What a payout notice did, for the webhook's answer. */
export type PayoutWebhookOutcome =
  | { kind: 'unknown' }
  | { kind: 'not-found'; reference: string }
  | { kind: 'recorded'; reference: string; status: RefundStatus; changed: boolean };

/**
 * A signed `transfer.success`, `transfer.failed` or `transfer.reversed` about one of our refund payouts: the
 * notice only says which (its reference); the provider's books are asked (findPayout) and what they say is
 * recorded with the same conditional UPDATE as every refund answer, so copies, replays and late deliveries
 * change nothing more, and a refund never goes back from 'processed' or 'failed'. A PaymentProviderError is
 * the caller's to turn into a 503 (the provider delivers again later).
 */
export async function handlePayoutWebhook(
  deps: { db: Database; payouts: Payouts; now: () => number; log?: (line: string) => void },
  payoutReference: string,
  event?: string,
): Promise<PayoutWebhookOutcome> {
  if (!payoutReference.startsWith(PAYOUT_PREFIX)) return { kind: 'unknown' };
  const ours = payoutReference.slice(PAYOUT_PREFIX.length);
  const [refund] = await deps.db.select().from(refunds).where(sql`lower(${refunds.reference}) = ${ours}`);
  if (!refund) return { kind: 'unknown' };
  if (refund.status !== 'sending' && refund.status !== 'processing') {
    if (refund.status === 'processed' && event === 'transfer.reversed') {
      // Final here, returned by the bank there: the shopper did not get it. A person must send it again.
      (deps.log ?? ((line: string) => logger.error(line)))(
        `[refunds] ${refund.reference}: the payout was reversed after it was recorded paid; for a person to look at`,
      );
    }
    return { kind: 'recorded', reference: refund.reference, status: refund.status, changed: false };
  }
  const payout = await deps.payouts.findPayout(refund.reference);
  if (!payout) return { kind: 'not-found', reference: refund.reference };
  const row = await recordProviderAnswer(deps.db, refund, refundAnswerOf(payout), {
    from: ['sending', 'processing'],
    at: new Date(deps.now()),
  });
  if (row?.status === 'failed') {
    (deps.log ?? ((line: string) => logger.error(line)))(
      `[refunds] ${refund.reference}: the payout failed (${payout.status}); for a person to look at`,
    );
  }
  if (!row) {
    const [now] = await deps.db
      .select({ status: refunds.status })
      .from(refunds)
      .where(and(inArray(refunds.id, [refund.id])));
    return {
      kind: 'recorded',
      reference: refund.reference,
      status: now?.status ?? refund.status,
      changed: false,
    };
  }
  return {
    kind: 'recorded',
    reference: refund.reference,
    status: row.status,
    changed: row.status !== refund.status,
  };
}
