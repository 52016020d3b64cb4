/**
 * Refunding an unmatched transfer to its sender (issue 44): an operator who cannot tie the money to an order
 * sends it back, with a reason, to the account the provider's notice named (transfer_senders). Under the
 * refund approval threshold (₦100,000, the domain's refundNeedsApproval) it is queued at once; at or above
 * it, it waits for a second staff member, who is never its maker (refundApprovalRefusal, as for staff
 * refunds and matches). The refund row is written by money/refund.ts (the one refund writer) and paid out by
 * the refund job. The caller audits each step in the same transaction.
 */
import { kobo, refundNeedsApproval, type StaffRole } from '@oja/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { transferSenders, unmatchedTransfers } from '../db/schema.ts';
import { BANK_CODE, NUBAN } from '../payments/payouts/payouts.ts';
import { queueUnmatchedTransferRefund } from './refund.ts';
import {
  decideUnmatchedMatch,
  decisionRefusal,
  type MatchOutcome,
  type UnmatchedTransferRow,
} from './unmatched-transfer.ts';

export type UnmatchedRefundOutcome =
  | { kind: 'refunded' | 'awaiting-approval'; transfer: UnmatchedTransferRow }
  | { kind: 'refused'; status: 404 | 409; message: string };

const NOT_FOUND = { kind: 'refused', status: 404, message: 'Unmatched transfer not found' } as const;

/** Why a transfer cannot go back: the notice named no account a payout can reach. */
export const SENDER_UNKNOWN =
  "The transfer's notice did not name the sender's account, so it cannot be sent back: match it to an order.";

/** Whether the provider's notice named an account a payout can be sent to. */
async function senderKnown(tx: Database, providerReference: string): Promise<boolean> {
  const [sender] = await tx
    .select()
    .from(transferSenders)
    .where(eq(transferSenders.providerReference, providerReference));
  return Boolean(
    sender?.bankCode &&
      sender.accountNumber &&
      BANK_CODE.test(sender.bankCode) &&
      NUBAN.test(sender.accountNumber),
  );
}

/**
 * An operator asks to refund the open transfer `id` to its sender: queued now under the threshold, waiting
 * for a second member at or above it. Refused (409) when the transfer is not open (already matched, refunded
 * or waiting) or its sender's account is not known.
 */
export async function requestUnmatchedRefund(
  tx: Database,
  request: { id: number; reason: string; staffId: number },
  now: Date,
): Promise<UnmatchedRefundOutcome> {
  const [transfer] = await tx
    .select()
    .from(unmatchedTransfers)
    .where(eq(unmatchedTransfers.id, request.id))
    .for('update');
  if (!transfer) return NOT_FOUND;
  if (transfer.status !== 'open') {
    return { kind: 'refused', status: 409, message: `This transfer is already ${transfer.status}.` };
  }
  if (!(await senderKnown(tx, transfer.providerReference))) {
    return { kind: 'refused', status: 409, message: SENDER_UNKNOWN };
  }
  const waits = refundNeedsApproval(kobo(transfer.amountKobo));
  const [asked] = await tx
    .update(unmatchedTransfers)
    .set({
      resolution: 'refund',
      reason: request.reason,
      requestedBy: request.staffId,
      ...(waits ? { status: 'awaiting-approval' } : {}),
    })
    .where(and(eq(unmatchedTransfers.id, transfer.id), eq(unmatchedTransfers.status, 'open')))
    .returning();
  if (!asked) return NOT_FOUND;
  if (waits) return { kind: 'awaiting-approval', transfer: asked };
  return payBack(tx, asked, null, now);
}

type Decided = MatchOutcome | UnmatchedRefundOutcome | { kind: 'rejected'; transfer: UnmatchedTransferRow };

/**
 * A second staff member decides a waiting match or refund (`what` says which was asked): a match goes to
 * decideUnmatchedMatch; a refund approved is queued to the sender, rejected it opens the transfer again. The
 * maker never decides their own.
 */
export async function decideUnmatchedTransfer(
  tx: Database,
  decision: { id: number; approve: boolean; staff: { id: number; role: StaffRole } },
  now: Date,
): Promise<{ what: 'match' | 'refund'; result: Decided }> {
  const [waiting] = await tx
    .select()
    .from(unmatchedTransfers)
    .where(eq(unmatchedTransfers.id, decision.id))
    .for('update');
  if (!waiting) return { what: 'match', result: NOT_FOUND };
  if (waiting.resolution !== 'refund') {
    return { what: 'match', result: await decideUnmatchedMatch(tx, decision, now) };
  }
  return { what: 'refund', result: await decideRefund(tx, waiting, decision, now) };
}

async function decideRefund(
  tx: Database,
  waiting: UnmatchedTransferRow,
  decision: { id: number; approve: boolean; staff: { id: number; role: StaffRole } },
  now: Date,
): Promise<Decided> {
  const refusal = decisionRefusal(waiting, decision.staff, 'refund');
  if (refusal) return refusal;
  // Rejected, a refund reopens the transfer exactly as a rejected match does.
  if (!decision.approve) return decideUnmatchedMatch(tx, decision, now);
  return payBack(tx, waiting, decision.staff.id, now);
}

/** Queues the refund to the sender (money/refund.ts) and marks the transfer refunded, once. */
async function payBack(
  tx: Database,
  transfer: UnmatchedTransferRow,
  checkerId: number | null,
  now: Date,
): Promise<UnmatchedRefundOutcome> {
  const queued = await queueUnmatchedTransferRefund(
    tx,
    { id: transfer.id, providerReference: transfer.providerReference, amountKobo: kobo(transfer.amountKobo) },
    now,
  );
  if (!queued) return { kind: 'refused', status: 409, message: 'This transfer has already been refunded.' };
  const [refunded] = await tx
    .update(unmatchedTransfers)
    .set({ status: 'refunded', decidedBy: checkerId, resolvedAt: now })
    .where(eq(unmatchedTransfers.id, transfer.id))
    .returning();
  if (!refunded) throw new Error(`unmatched transfer ${transfer.id} moved while locked`);
  return { kind: 'refunded', transfer: refunded };
}
