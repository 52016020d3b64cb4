/**
 * The operators' queue of unmatched transfers (issue 44): money that reached an account we cannot tie to a
 * shopper. An operator matches one to an order (it pays that order's instalments, oldest first, through the
 * same path as a standing account's transfer: money/standing-transfer.ts) with a reason. At or above the
 * refund approval threshold (₦100,000, the domain's refundNeedsApproval) it waits for a second staff member,
 * exactly as a staff refund does: the maker never approves their own. Every step is audited by the caller in
 * the same transaction (the routes' auditWrite).
 */
import { type Kobo, kobo, refundApprovalRefusal, refundNeedsApproval, type StaffRole } from '@oja/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { orders, standingTransfers, unmatchedTransfers } from '../db/schema.ts';
import { lockShopper } from '../db/shopper-lock.ts';
import {
  owedInstalments,
  type PaidPart,
  payFromTransfer,
  standingTransferReference,
} from './standing-transfer.ts';

export type UnmatchedTransferRow = typeof unmatchedTransfers.$inferSelect;

/** The queue as operators see it: what is still to be decided first (oldest first), then the decided ones. */
export async function listUnmatchedTransfers(db: Database, limit = 100): Promise<UnmatchedTransferRow[]> {
  return db
    .select()
    .from(unmatchedTransfers)
    .orderBy(asc(unmatchedTransfers.status), asc(unmatchedTransfers.receivedAt), asc(unmatchedTransfers.id))
    .limit(limit);
}

export type MatchOutcome =
  | { kind: 'matched'; transfer: UnmatchedTransferRow; parts: PaidPart[]; refundKobo: Kobo }
  | { kind: 'awaiting-approval'; transfer: UnmatchedTransferRow }
  | { kind: 'refused'; status: 404 | 409; message: string };

const NOT_FOUND = { kind: 'refused', status: 404, message: 'Unmatched transfer not found' } as const;

/**
 * Why `staff` may not decide the waiting match or refund of `waiting` (never its maker, only a role that may
 * approve refunds, only while it waits), as the 409 the console gets; null when they may.
 */
export function decisionRefusal(
  waiting: UnmatchedTransferRow,
  staff: { id: number; role: StaffRole },
  what: 'match' | 'refund',
): { kind: 'refused'; status: 409; message: string } | null {
  const refusal = refundApprovalRefusal(
    { id: String(staff.id), role: staff.role },
    { makerId: String(waiting.requestedBy), waitingForApproval: waiting.status === 'awaiting-approval' },
  );
  if (!refusal) return null;
  const message =
    refusal === 'own-refund'
      ? `You asked for this ${what}: another staff member must decide it.`
      : refusal === 'not-permitted'
        ? 'You may not decide this.'
        : `This transfer is already ${waiting.status}.`;
  return { kind: 'refused', status: 409, message };
}

/**
 * An operator matches the transfer `id` to `orderNumber` with a reason: under the threshold it pays now; at or
 * above it, it waits for a second staff member (decideUnmatchedMatch). Only an open transfer can be matched,
 * and only to a paid order (one whose instalments are owed or paid).
 */
export async function matchUnmatchedTransfer(
  tx: Database,
  request: { id: number; orderNumber: string; reason: string; staffId: number },
  now: Date,
): Promise<MatchOutcome> {
  const [transfer] = await tx
    .select()
    .from(unmatchedTransfers)
    .where(eq(unmatchedTransfers.id, request.id))
    .for('update');
  if (!transfer) return NOT_FOUND;
  if (transfer.status !== 'open') {
    return { kind: 'refused', status: 409, message: `This transfer is already ${transfer.status}.` };
  }
  const [order] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNumber, request.orderNumber));
  if (!order) return { kind: 'refused', status: 404, message: 'Order not found' };
  if (order.status !== 'paid') {
    return { kind: 'refused', status: 409, message: 'Only a paid instalment order can take a transfer.' };
  }
  const [asked] = await tx
    .update(unmatchedTransfers)
    .set({
      resolution: 'match',
      orderId: order.id,
      reason: request.reason,
      requestedBy: request.staffId,
      ...(refundNeedsApproval(kobo(transfer.amountKobo)) ? { status: 'awaiting-approval' } : {}),
    })
    .where(eq(unmatchedTransfers.id, transfer.id))
    .returning();
  if (!asked) return NOT_FOUND;
  if (asked.status === 'awaiting-approval') return { kind: 'awaiting-approval', transfer: asked };
  return payMatched(tx, asked, null, now);
}

/**
 * A second staff member approves or rejects a waiting match. Rejected, the transfer is open again (another
 * operator may match it to another order). The maker is never the checker (refundApprovalRefusal, as refunds).
 */
export async function decideUnmatchedMatch(
  tx: Database,
  decision: { id: number; approve: boolean; staff: { id: number; role: StaffRole } },
  now: Date,
): Promise<MatchOutcome | { kind: 'rejected'; transfer: UnmatchedTransferRow }> {
  const [waiting] = await tx
    .select()
    .from(unmatchedTransfers)
    .where(eq(unmatchedTransfers.id, decision.id))
    .for('update');
  if (!waiting) return NOT_FOUND;
  const refusal = decisionRefusal(waiting, decision.staff, 'match');
  if (refusal) return refusal;
  if (!decision.approve) {
    const [reopened] = await tx
      .update(unmatchedTransfers)
      .set({ status: 'open', resolution: null, orderId: null, reason: null, requestedBy: null })
      .where(and(eq(unmatchedTransfers.id, waiting.id), eq(unmatchedTransfers.status, 'awaiting-approval')))
      .returning();
    return reopened ? { kind: 'rejected', transfer: reopened } : NOT_FOUND;
  }
  return payMatched(tx, waiting, decision.staff.id, now);
}

/**
 * Pays the matched order's instalments from the transfer, oldest first, as a standing transfer of that order's
 * shopper (recorded in standing_transfers under the provider's id, so the same money is never applied twice).
 */
async function payMatched(
  tx: Database,
  transfer: UnmatchedTransferRow,
  checkerId: number | null,
  now: Date,
): Promise<MatchOutcome> {
  const orderId = transfer.orderId;
  if (orderId === null) return NOT_FOUND;
  const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!order) return NOT_FOUND;
  await lockShopper(tx, order.userId);
  const reference = standingTransferReference(transfer.providerReference);
  const [recorded] = await tx
    .insert(standingTransfers)
    .values({
      providerReference: transfer.providerReference,
      reference,
      userId: order.userId,
      accountNumber: transfer.accountNumber ?? '',
      amountKobo: kobo(transfer.amountKobo),
      receivedAt: transfer.receivedAt,
      appliedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: standingTransfers.id });
  if (!recorded) return { kind: 'refused', status: 409, message: 'This transfer has already been applied.' };
  const { parts, refundKobo } = await payFromTransfer(
    tx,
    {
      id: recorded.id,
      reference,
      providerReference: transfer.providerReference,
      amountKobo: kobo(transfer.amountKobo),
    },
    await owedInstalments(tx, order.userId, orderId),
    now,
    orderId,
  );
  const [matched] = await tx
    .update(unmatchedTransfers)
    .set({ status: 'matched', decidedBy: checkerId, resolvedAt: now })
    .where(and(eq(unmatchedTransfers.id, transfer.id), ne(unmatchedTransfers.status, 'matched')))
    .returning();
  if (!matched) throw new Error(`unmatched transfer ${transfer.id} moved while locked`);
  return { kind: 'matched', transfer: matched, parts, refundKobo };
}
