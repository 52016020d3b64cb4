import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { RefundRow } from '../db/refunds-repository.ts';
import { refunds } from '../db/schema.ts';
import { refundsCounter } from '../ops/metrics.ts';
import type { ProviderRefund } from '../payments/card-payments.ts';
import { transition } from './transition.ts';

/**
 * A refund on its way back to the shopper (issue 43: every status move through transition()): the refund job's
 * claim, the provider's refusal, and what the provider's books say (from the job or the refund webhook).
 * Queuing a refund is money/refund.ts's, the one refund writer.
 */

/** A refund's status in the shop's ledger. */
export type RefundStatus = 'queued' | 'sending' | 'processing' | 'processed' | 'failed';

/** How long a refund the provider is still processing waits before the provider is asked about it again. */
export const DEFAULT_RECHECK_MS = 60 * 60 * 1000;

/** The shop's status for the provider's: taken and not final is 'processing'. */
function ledgerStatusOf(answer: ProviderRefund): 'processing' | 'processed' | 'failed' {
  if (answer.status === 'processed' || answer.status === 'failed') return answer.status;
  return 'processing';
}

/**
 * Records what the provider's books say of a refund, with one conditional UPDATE: only from the statuses in
 * `from` (a refund never goes back: 'processed' and 'failed' are final, and an answer about a refund that has
 * moved on meanwhile changes nothing). A refund still 'processing' is asked about again `recheckMs` later
 * (`claimed_until` is when). Answers the row as it is now, or null when it was not in one of `from`.
 */
export async function recordProviderAnswer(
  db: Database,
  refund: Pick<RefundRow, 'id'>,
  answer: ProviderRefund & { failure?: string | undefined },
  {
    from,
    at,
    recheckMs = DEFAULT_RECHECK_MS,
  }: { from: readonly RefundStatus[]; at: Date; recheckMs?: number },
): Promise<RefundRow | null> {
  const status = ledgerStatusOf(answer);
  const final = status !== 'processing';
  const [row] = await transition(db, 'refund', {
    rows: refund.id,
    from,
    to: status,
    set: {
      providerRefundId: answer.providerRefundId,
      sentAt: sql`coalesce(${refunds.sentAt}, ${at})`,
      settledAt: final ? at : null,
      failure:
        status === 'failed'
          ? (answer.failure ?? 'The provider could not pay the refund back to the card or account')
          : null,
      claimedBy: null,
      claimedUntil: final ? null : new Date(at.getTime() + recheckMs),
    },
  });
  // Counted here, where every answer is recorded (the job's and the webhook's), once: the row moved.
  if (row && final) refundsCounter.inc({ outcome: status });
  return row ?? null;
}

/** Claims the queued refunds `which` selects (the refund job's SKIP LOCKED batch): 'sending', held until `until`. */
export function claimRefunds(
  db: Database,
  which: SQL,
  { workerId, until }: { workerId: string; until: Date },
): Promise<RefundRow[]> {
  return transition(db, 'refund', {
    rows: which,
    from: 'queued',
    to: 'sending',
    set: { claimedBy: workerId, claimedUntil: until },
  });
}

/**
 * The provider refused the refund, or it has nowhere to go (transfer money with no sender account): nothing was
 * created there; 'failed', with `failure` (the words for a person) kept as given.
 */
export async function refuseRefund(db: Database, refundId: number, failure: string, at: Date): Promise<void> {
  await transition(db, 'refund', {
    rows: refundId,
    from: 'sending',
    to: 'failed',
    set: {
      failure,
      settledAt: at,
      claimedBy: null,
      claimedUntil: null,
    },
  });
}
