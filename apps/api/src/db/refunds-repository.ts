import type { Kobo } from '@oja/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { refunds } from './schema.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundSourceKind = 'payment' | 'pay-ahead' | 'debit';
/** Why the shop owes the money back: settlement's reasons, then a staff refund's kind. */
export type RefundReason =
  | 'duplicate'
  | 'late'
  | 'rejected'
  | 'overpaid'
  | 'return'
  | 'cancellation'
  | 'goodwill';

/** The one reference of the refund of what came in by `sourceReference`: a second record of it is a no-op. */
export function refundReference(sourceReference: string): string {
  return `RF-${sourceReference}`;
}

/**
 * Records that the shop owes `amountKobo` back for what came in by `sourceReference`, at most once (the
 * reference is derived from the source: the unique constraint makes a second record a no-op, whichever of
 * the webhook, the callback or the sweep settles first). Call it in the transaction that decided the money is
 * not kept. The refund job (src/refunds/) sends it to the provider.
 */
export async function recordRefund(
  tx: Database,
  refund: {
    orderId: number;
    sourceReference: string;
    sourceKind: RefundSourceKind;
    amountKobo: Kobo;
    reason: RefundReason;
    now: Date;
  },
): Promise<boolean> {
  if (refund.amountKobo <= 0) return false;
  const inserted = await tx
    .insert(refunds)
    .values({
      reference: refundReference(refund.sourceReference),
      orderId: refund.orderId,
      sourceReference: refund.sourceReference,
      sourceKind: refund.sourceKind,
      amountKobo: refund.amountKobo,
      reason: refund.reason,
      createdAt: refund.now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return inserted.length > 0;
}

/** An order's refunds, oldest first (the shopper's order and the ledger show them). */
export async function orderRefunds(db: Database, orderId: number): Promise<RefundRow[]> {
  return ordersRefunds(db, [orderId]);
}

/** The refunds of many orders (a shopper's list of orders) in one query, oldest first. */
export async function ordersRefunds(db: Database, orderIds: readonly number[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.id));
}
