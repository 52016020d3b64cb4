import { type BookInstalment, type CalendarDate, type Kobo, lagosCalendarDate } from '@oja/domain';
import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { collectionActions, instalmentCharges, orderSchedule, orders } from './schema.ts';

export type CollectionActionRow = typeof collectionActions.$inferSelect;

/** An order's instalments as the collections tools read them (number 1 and up), with the day each was paid. */
export async function bookOf(
  tx: Database,
  orderId: number,
): Promise<Array<BookInstalment & { paidOn: CalendarDate | null }>> {
  const rows = await tx
    .select({
      number: orderSchedule.number,
      amountKobo: orderSchedule.amountKobo,
      dueDate: orderSchedule.dueDate,
      status: orderSchedule.status,
      paidAt: orderSchedule.paidAt,
    })
    .from(orderSchedule)
    .where(and(eq(orderSchedule.orderId, orderId), sql`${orderSchedule.number} >= 1`))
    .orderBy(asc(orderSchedule.number));
  return rows.map(({ paidAt, ...row }) => ({
    ...row,
    paidOn: paidAt ? lagosCalendarDate(paidAt.getTime()) : null,
  }));
}

/** The highest instalment number a debit was ever queued for on the order (0 for none). */
export async function lastDebitedNumber(tx: Database, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ number: max(instalmentCharges.number) })
    .from(instalmentCharges)
    .where(eq(instalmentCharges.orderId, orderId));
  return row?.number ?? 0;
}

/** Whether a debit of one of `numbers` is with the provider now (its answer may still pay it). */
export async function debitInFlight(
  tx: Database,
  orderId: number,
  numbers: readonly number[],
): Promise<boolean> {
  if (numbers.length === 0) return false;
  const rows = await tx
    .select({ id: instalmentCharges.id })
    .from(instalmentCharges)
    .where(
      and(
        eq(instalmentCharges.orderId, orderId),
        inArray(instalmentCharges.number, [...numbers]),
        eq(instalmentCharges.status, 'charging'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Records a collections action (approved as made under the threshold, else waiting for a second member). */
export async function insertCollectionAction(
  tx: Database,
  row: Omit<typeof collectionActions.$inferInsert, 'id'>,
): Promise<CollectionActionRow> {
  const [inserted] = await tx.insert(collectionActions).values(row).onConflictDoNothing().returning();
  if (!inserted) throw new DuplicateReference();
  return inserted;
}

/** An outside payment's reference was recorded before (and not rejected): the money is in the book once. */
export class DuplicateReference extends Error {
  constructor() {
    super('This reference was already recorded');
    this.name = 'DuplicateReference';
  }
}

/** The action, locked for its decision, with its order's number. */
export async function lockCollectionAction(tx: Database, id: number) {
  const [row] = await tx
    .select({ action: collectionActions, orderNumber: orders.orderNumber })
    .from(collectionActions)
    .innerJoin(orders, eq(orders.id, collectionActions.orderId))
    .where(eq(collectionActions.id, id))
    .for('update', { of: collectionActions });
  return row;
}

/** Records a waiting action's decision, once: false when it was no longer waiting. */
export async function decideCollectionAction(
  tx: Database,
  decision: { id: number; status: 'approved' | 'rejected'; staffId: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(collectionActions)
    .set({ status: decision.status, decidedBy: decision.staffId, decidedAt: decision.at })
    .where(and(eq(collectionActions.id, decision.id), eq(collectionActions.status, 'awaiting-approval')))
    .returning({ id: collectionActions.id });
  return rows.length > 0;
}

/** Whether the order has an approved write-off: its debt is written off once, never twice. */
export async function writtenOff(tx: Database, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: collectionActions.id })
    .from(collectionActions)
    .where(
      and(
        eq(collectionActions.orderId, orderId),
        eq(collectionActions.kind, 'write-off'),
        eq(collectionActions.status, 'approved'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The order's collections actions, newest first. */
export async function collectionActionsOf(db: Database, orderId: number): Promise<CollectionActionRow[]> {
  return db
    .select()
    .from(collectionActions)
    .where(eq(collectionActions.orderId, orderId))
    .orderBy(desc(collectionActions.id));
}

/** Moves the due dates of the order's instalments `moves` names, and the queued debits of them, to their new days. */
export async function moveDueDates(
  tx: Database,
  orderId: number,
  moves: ReadonlyArray<{ number: number; dueDate: CalendarDate }>,
  days: number,
): Promise<void> {
  for (const move of moves) {
    await tx
      .update(orderSchedule)
      .set({ dueDate: move.dueDate })
      .where(and(eq(orderSchedule.orderId, orderId), eq(orderSchedule.number, move.number)));
  }
  const numbers = moves.map((move) => move.number);
  if (numbers.length === 0) return;
  await tx
    .update(instalmentCharges)
    .set({ dueOn: sql`${instalmentCharges.dueOn} + ${days}::int` })
    .where(
      and(
        eq(instalmentCharges.orderId, orderId),
        inArray(instalmentCharges.number, numbers),
        eq(instalmentCharges.status, 'queued'),
      ),
    );
}

/**
 * Replaces the order's owed instalments `replaced` by `fresh` (a restructure): the old rows and their queued
 * debits (never sent, so nothing to ask the provider) go, the new rows come in unpaid, and the order's count
 * follows. The caller checked no debit of them is with the provider.
 */
export async function replaceInstalments(
  tx: Database,
  orderId: number,
  change: {
    replaced: readonly number[];
    fresh: ReadonlyArray<{ number: number; amountKobo: Kobo; dueDate: CalendarDate }>;
    count: number;
  },
): Promise<void> {
  if (change.replaced.length > 0) {
    await tx
      .delete(instalmentCharges)
      .where(
        and(
          eq(instalmentCharges.orderId, orderId),
          inArray(instalmentCharges.number, [...change.replaced]),
          eq(instalmentCharges.status, 'queued'),
        ),
      );
    await tx
      .delete(orderSchedule)
      .where(
        and(
          eq(orderSchedule.orderId, orderId),
          inArray(orderSchedule.number, [...change.replaced]),
          inArray(orderSchedule.status, ['unpaid', 'failed']),
        ),
      );
  }
  await tx
    .insert(orderSchedule)
    .values(change.fresh.map((row) => ({ orderId, ...row, status: 'unpaid' as const })));
  await tx.update(orders).set({ instalmentCount: change.count }).where(eq(orders.id, orderId));
}
