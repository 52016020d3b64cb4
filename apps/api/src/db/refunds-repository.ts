import { asc, inArray } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { refunds } from './schema.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundSourceKind = 'payment' | 'pay-ahead' | 'debit' | 'standing-transfer' | 'unmatched-transfer';
/**
 * Why the shop owes the money back: settlement's reasons, a staff refund's kind, then 'unmatched' (a transfer
 * no shopper's account could take, sent back to its sender: issue 44).
 */
export type RefundReason =
  | 'duplicate'
  | 'late'
  | 'rejected'
  | 'overpaid'
  | 'return'
  | 'cancellation'
  | 'goodwill'
  | 'unmatched';

/** The one reference of the refund of what came in by `sourceReference`: a second record of it is a no-op. */
export function refundReference(sourceReference: string): string {
  return `RF-${sourceReference}`;
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
