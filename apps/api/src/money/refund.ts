import { allocateRefund, type Kobo, type StaffRefundKind } from '@oja/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { type RefundReason, type RefundSourceKind, refundReference } from '../db/refunds-repository.ts';
import { refunds } from '../db/schema.ts';
import { refundSources } from '../db/staff-refunds-repository.ts';

/** Money the shop owes back for one payment that came in: one `refunds` row, queued for the refund job. */
interface OwedRefund {
  /** The refund's own reference (its unique key): derived from what it pays back, so it is recorded once. */
  reference: string;
  /** The order it pays back; null for an unmatched transfer's refund, which names the transfer instead. */
  orderId: number | null;
  unmatchedTransferId?: number;
  sourceReference: string;
  sourceKind: RefundSourceKind;
  amountKobo: Kobo;
  reason: RefundReason;
  /** The staff refund it pays a part of, for a refund an operator asked for. */
  staffRefundId?: number;
  now: Date;
}

/**
 * The one writer of refunds: queues each owed amount above zero, at most once (a second record of the same
 * reference is a no-op, whichever of the webhook, the callback, the sweep or an operator comes first). Call it
 * in the transaction that decided the money is not kept. The refund job (src/refunds/) sends them to the
 * provider. Answers how many rows it wrote.
 */
async function queueRefunds(tx: Database, owed: readonly OwedRefund[]): Promise<number> {
  const rows = owed.filter((refund) => refund.amountKobo > 0);
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(refunds)
    .values(
      rows.map((refund) => ({
        reference: refund.reference,
        orderId: refund.orderId,
        unmatchedTransferId: refund.unmatchedTransferId ?? null,
        sourceReference: refund.sourceReference,
        sourceKind: refund.sourceKind,
        amountKobo: refund.amountKobo,
        reason: refund.reason,
        staffRefundId: refund.staffRefundId ?? null,
        createdAt: refund.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return inserted.length;
}

/**
 * Records that the shop owes `amountKobo` back for what came in by `sourceReference` (settlement: a late,
 * duplicate, rejected or overpaid payment), at most once: the reference is derived from the source.
 */
export async function recordRefund(
  tx: Database,
  refund: Omit<OwedRefund, 'reference' | 'staffRefundId' | 'unmatchedTransferId' | 'orderId'> & {
    orderId: number;
  },
): Promise<boolean> {
  const written = await queueRefunds(tx, [{ ...refund, reference: refundReference(refund.sourceReference) }]);
  return written > 0;
}

/**
 * Pays an approved staff refund: its amount split over the order's payments (the domain's allocateRefund),
 * one refund per part under the reference `RF-{payment}-S{id}`. Call it in the transaction that approves the
 * refund, after lockOrder. False (nothing written) when the payments can no longer cover it.
 */
export async function payStaffRefund(
  tx: Database,
  refund: { id: number; orderId: number; kind: StaffRefundKind; amountKobo: Kobo },
  now: Date,
): Promise<boolean> {
  const sources = await refundSources(tx, refund.orderId);
  const parts = allocateRefund(refund.amountKobo, sources);
  if (!parts) return false;
  const kinds = new Map(sources.map((s) => [s.reference, s.kind]));
  await queueRefunds(
    tx,
    parts.map((part) => ({
      reference: refundReference(`${part.reference}-S${refund.id}`),
      orderId: refund.orderId,
      sourceReference: part.reference,
      sourceKind: kinds.get(part.reference) ?? 'payment',
      amountKobo: part.amountKobo,
      reason: refund.kind,
      staffRefundId: refund.id,
      now,
    })),
  );
  return true;
}

/**
 * Queues a failed refund again, to be paid out to the bank account an operator entered (bank_refunds row
 * `bankRefundId`, approved): the same order, source, amount and reason under the reference
 * `RF-{source}-B{id}`. Call it in the transaction that approves the bank refund. Answers the new refund's id.
 */
export async function queueBankRefund(
  tx: Database,
  failed: {
    orderId: number;
    sourceReference: string;
    sourceKind: string;
    amountKobo: Kobo;
    reason: string;
    staffRefundId: number | null;
  },
  bankRefundId: number,
  now: Date,
): Promise<number> {
  const reference = refundReference(`${failed.sourceReference}-B${bankRefundId}`);
  await queueRefunds(tx, [
    {
      reference,
      orderId: failed.orderId,
      sourceReference: failed.sourceReference,
      sourceKind: failed.sourceKind as RefundSourceKind,
      amountKobo: failed.amountKobo,
      reason: failed.reason as RefundReason,
      ...(failed.staffRefundId === null ? {} : { staffRefundId: failed.staffRefundId }),
      now,
    },
  ]);
  const [row] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.reference, reference));
  if (!row) throw new Error(`bank refund ${bankRefundId} was not queued`);
  return row.id;
}

/**
 * Sends an unmatched transfer (issue 44) back to its sender: one refund row with no order, under the
 * reference `RF-{transfer}-U{id}`, which the refund job pays out to the account the transfer's notice named
 * (refunds/refund-route.ts finds it in transfer_senders by the source). Call it in the transaction that
 * resolves the transfer. False when it was already queued.
 */
export async function queueUnmatchedTransferRefund(
  tx: Database,
  transfer: { id: number; providerReference: string; amountKobo: Kobo },
  now: Date,
): Promise<boolean> {
  const written = await queueRefunds(tx, [
    {
      reference: refundReference(`${transfer.providerReference}-U${transfer.id}`),
      orderId: null,
      unmatchedTransferId: transfer.id,
      sourceReference: transfer.providerReference,
      sourceKind: 'unmatched-transfer',
      amountKobo: transfer.amountKobo,
      reason: 'unmatched',
      now,
    },
  ]);
  return written > 0;
}
