import { type Kobo, kobo, sumKobo } from '@oja/domain';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import type { RefundSourceKind } from './refunds-repository.ts';
import {
  instalmentCardPayments,
  instalmentCharges,
  orderReturns,
  orders,
  payments,
  refunds,
  staffRefunds,
} from './schema.ts';

export type StaffRefundRow = typeof staffRefunds.$inferSelect;
export type OrderReturnRow = typeof orderReturns.$inferSelect;

/** A payment that brought money in on an order, and what of it may still go back. */
interface RefundSource {
  reference: string;
  kind: RefundSourceKind;
  refundableKobo: Kobo;
}

/**
 * Locks the order's row for the rest of the transaction: every staff refund of an order is decided one at a
 * time, so two refunds pressed at once can never pay back more than the order kept. Whatever is read to
 * decide must be read after this, in statements of their own (on PostgreSQL a statement sees the snapshot
 * of its start: one read before the lock was granted would miss the other refund).
 */
export async function lockOrder(tx: Database, orderId: number): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/**
 * The payments that brought money in on the order and were kept (the first payment, card payments ahead,
 * direct debits), in the order a refund goes back to them, each less every refund already recorded against
 * it (whatever its state: a failed refund is retried, not forgotten).
 */
export async function refundSources(tx: Database, orderId: number): Promise<RefundSource[]> {
  const [first, ahead, debits, back] = await Promise.all([
    tx
      .select({ reference: payments.reference, amountKobo: payments.amountKobo })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
      .orderBy(asc(payments.id)),
    tx
      .select({ reference: instalmentCardPayments.reference, amountKobo: instalmentCardPayments.amountKobo })
      .from(instalmentCardPayments)
      .where(and(eq(instalmentCardPayments.orderId, orderId), eq(instalmentCardPayments.status, 'succeeded')))
      .orderBy(asc(instalmentCardPayments.id)),
    tx
      .select({ reference: instalmentCharges.reference, amountKobo: instalmentCharges.amountKobo })
      .from(instalmentCharges)
      .where(and(eq(instalmentCharges.orderId, orderId), eq(instalmentCharges.status, 'succeeded')))
      .orderBy(asc(instalmentCharges.id)),
    tx
      .select({ source: refunds.sourceReference, amountKobo: refunds.amountKobo })
      .from(refunds)
      .where(eq(refunds.orderId, orderId)),
  ]);
  const refunded = new Map<string, number>();
  for (const row of back) refunded.set(row.source, (refunded.get(row.source) ?? 0) + row.amountKobo);
  const source = (kind: RefundSourceKind) => (row: { reference: string; amountKobo: number }) => ({
    reference: row.reference,
    kind,
    refundableKobo: kobo(Math.max(0, row.amountKobo - (refunded.get(row.reference) ?? 0))),
  });
  return [...first.map(source('payment')), ...ahead.map(source('pay-ahead')), ...debits.map(source('debit'))];
}

/** What the order's payments can still give back, and what of it staff refunds waiting for approval hold. */
export async function refundableOf(
  tx: Database,
  orderId: number,
): Promise<{ paymentsKobo: Kobo; waitingKobo: Kobo; refundableKobo: Kobo }> {
  const [sources, [waiting]] = await Promise.all([
    refundSources(tx, orderId),
    tx
      .select({ kobo: sql<string>`coalesce(sum(${staffRefunds.amountKobo}), 0)` })
      .from(staffRefunds)
      .where(and(eq(staffRefunds.orderId, orderId), eq(staffRefunds.status, 'awaiting-approval'))),
  ]);
  const paymentsKobo = sumKobo(sources.map((s) => s.refundableKobo));
  const waitingKobo = kobo(Number(waiting?.kobo ?? 0));
  return { paymentsKobo, waitingKobo, refundableKobo: kobo(Math.max(0, paymentsKobo - waitingKobo)) };
}

/** A staff refund as it is asked for. */
export async function insertStaffRefund(
  tx: Database,
  refund: Omit<typeof staffRefunds.$inferInsert, 'id'>,
): Promise<StaffRefundRow> {
  const [row] = await tx.insert(staffRefunds).values(refund).returning();
  if (!row) throw new Error('staff refund not written');
  return row;
}

/**
 * One staff refund and its order's number, the refund's row locked for its decision (a locked row is read
 * again after any wait, by PostgreSQL: its status is the one committed last).
 */
export async function lockStaffRefund(tx: Database, id: number) {
  const [row] = await tx
    .select({ refund: staffRefunds, orderNumber: orders.orderNumber })
    .from(staffRefunds)
    .innerJoin(orders, eq(orders.id, staffRefunds.orderId))
    .where(eq(staffRefunds.id, id))
    .for('update', { of: staffRefunds });
  return row;
}

/** Records a waiting refund's decision, once: false when it was no longer waiting. */
export async function decideStaffRefund(
  tx: Database,
  decision: { id: number; status: 'approved' | 'rejected'; staffId: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(staffRefunds)
    .set({ status: decision.status, decidedBy: decision.staffId, decidedAt: decision.at })
    .where(and(eq(staffRefunds.id, decision.id), eq(staffRefunds.status, 'awaiting-approval')))
    .returning({ id: staffRefunds.id });
  return rows.length > 0;
}

/** Records a return on an order (open: the order's debits wait until it is refunded or closed). */
export async function insertReturn(
  tx: Database,
  row: Omit<typeof orderReturns.$inferInsert, 'id' | 'status'>,
): Promise<OrderReturnRow> {
  const [inserted] = await tx.insert(orderReturns).values(row).returning();
  if (!inserted) throw new Error('return not written');
  return inserted;
}

/** An open return of the order, by id (a refund may pay for it). */
export async function openReturnOf(
  tx: Database,
  orderId: number,
  id: number,
): Promise<OrderReturnRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, id), eq(orderReturns.orderId, orderId), eq(orderReturns.status, 'open')));
  return row;
}

/** The return is paid for: it closes as refunded, and the order's debits may run again. */
export async function markReturnRefunded(tx: Database, id: number, at: Date): Promise<void> {
  await tx
    .update(orderReturns)
    .set({ status: 'refunded', closedAt: at })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'open')));
}

/** An order's returns and staff refunds, newest first. */
export async function returnsAndStaffRefundsOf(db: Database, orderId: number) {
  const [returns, staffRefundRows] = await Promise.all([
    db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(desc(orderReturns.id)),
    db.select().from(staffRefunds).where(eq(staffRefunds.orderId, orderId)).orderBy(desc(staffRefunds.id)),
  ]);
  return { returns, staffRefunds: staffRefundRows };
}

/** The staff refunds waiting for a second approval, oldest first, with their order's number. */
export async function waitingStaffRefunds(db: Database) {
  return db
    .select({ refund: staffRefunds, orderNumber: orders.orderNumber })
    .from(staffRefunds)
    .innerJoin(orders, eq(orders.id, staffRefunds.orderId))
    .where(eq(staffRefunds.status, 'awaiting-approval'))
    .orderBy(asc(staffRefunds.id));
}

/** Every refund the provider is asked to pay (settlement's and staff's), newest first, a page at a time. */
export async function listRefunds(db: Database, query: { status?: string; page: number; pageSize: number }) {
  const where = query.status ? eq(refunds.status, query.status as never) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ refund: refunds, orderNumber: orders.orderNumber })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where)
      .orderBy(desc(refunds.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // Counted as listed: an unmatched transfer's refund (no order, issue 44) is not in this list.
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .where(and(where, isNotNull(refunds.orderId))),
  ]);
  return { rows, total: total?.n ?? 0 };
}
