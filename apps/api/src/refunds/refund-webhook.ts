import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { refunds } from '../db/schema.ts';
import { type RefundStatus, recordProviderAnswer } from '../money/refund-progress.ts';
import { logger } from '../ops/log.ts';
import type { CardPayments } from '../payments/card-payments.ts';

export interface RefundWebhookDeps {
  db: Database;
  cardPayments: CardPayments;
  now: () => number;
  log?: (line: string) => void;
}

/** What a refund webhook did, for the answer's message and the tests. */
export type RefundWebhookOutcome =
  /** Not a refund event, or one that names no payment. */
  | { kind: 'ignored' }
  /** No refund of ours is waiting for news of that payment (unknown, not sent yet, or already final). */
  | { kind: 'unknown' }
  /** Ours, but the provider's books do not have it (yet): nothing changes. */
  | { kind: 'not-found'; reference: string }
  /** The provider's books were read and recorded: `status` is the refund's status now. */
  | { kind: 'recorded'; reference: string; status: RefundStatus; changed: boolean };

/** Refunds the provider may have news of: sent (or being sent) and not final. */
const OPEN: readonly RefundStatus[] = ['sending', 'processing'];

/**
 * A signed refund event (`refund.processed`, `refund.failed`, and Paystack's `refund.pending`,
 * `refund.processing`, `refund.needs-attention`): its body only says which payment it is about
 * (`data.transaction_reference`; Paystack's refund events carry neither our reference nor always the refund's
 * id). Our open refund of that payment is looked up and the provider's books asked about it (findRefund), as a
 * charge webhook is settled by verifying the reference: what the books say is recorded with a conditional
 * UPDATE, so copies, replays and late deliveries change nothing more, and a refund never goes back from
 * 'processed' or 'failed'. A PaymentProviderError (the provider does not answer) is the caller's to turn into
 * a 503, for the provider to deliver again later.
 */
export async function handleRefundWebhook(
  deps: RefundWebhookDeps,
  event: string,
  data: { transaction_reference?: unknown },
): Promise<RefundWebhookOutcome> {
  const transactionReference = data.transaction_reference;
  if (
    !event.startsWith('refund.') ||
    typeof transactionReference !== 'string' ||
    transactionReference === ''
  ) {
    return { kind: 'ignored' };
  }
  const ours = await deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.sourceReference, transactionReference))
    .orderBy(asc(refunds.id));
  const refund = ours.find((row) => OPEN.includes(row.status as RefundStatus));
  if (!refund) {
    // Already final (a copy of the event, or the job's recheck came first); else none was sent.
    const settled = ours.find((row) => row.status === 'processed' || row.status === 'failed');
    return settled
      ? {
          kind: 'recorded',
          reference: settled.reference,
          status: settled.status as RefundStatus,
          changed: false,
        }
      : { kind: 'unknown' };
  }
  const found = await deps.cardPayments.findRefund({
    reference: refund.reference,
    transactionReference,
  });
  if (!found) return { kind: 'not-found', reference: refund.reference };
  const row = await recordProviderAnswer(deps.db, refund, found, {
    from: OPEN,
    at: new Date(deps.now()),
  });
  if (row?.status === 'failed') {
    (deps.log ?? ((line: string) => logger.error(line)))(
      `[refunds] ${refund.reference}: the provider failed to pay it back; for a person to look at`,
    );
  }
  if (!row) {
    // Moved on meanwhile (the job recorded it first): what it is now.
    const [now] = await deps.db.select().from(refunds).where(eq(refunds.id, refund.id));
    return {
      kind: 'recorded',
      reference: refund.reference,
      status: (now?.status ?? refund.status) as RefundStatus,
      changed: false,
    };
  }
  return {
    kind: 'recorded',
    reference: refund.reference,
    status: row.status as RefundStatus,
    changed: row.status !== refund.status,
  };
}
