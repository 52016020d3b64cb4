import { type InstalmentRow, type Kobo, kobo } from '@oja/domain';
import { and, asc, eq, gt, gte, inArray, lt, notExists } from 'drizzle-orm';
import type { Database } from './connect.ts';
import {
  instalmentCardPayments,
  instalmentCharges,
  orderSchedule,
  orders,
  transferAccounts,
} from './schema.ts';

export type PayAheadRow = typeof instalmentCardPayments.$inferSelect;
export type PayAheadKind = 'next' | 'payoff';

/**
 * How long a started payment ahead keeps the direct debit off its instalments: the provider's hosted page
 * does not live longer, and a shopper who walks away must not stop their debits for good.
 */
export const PAY_AHEAD_HOLD_MS = 30 * 60_000;

/** The order's instalments (number 1 on), as the domain's payoff rules take them. */
export async function instalmentRows(db: Database, orderId: number): Promise<InstalmentRow[]> {
  const rows = await db
    .select()
    .from(orderSchedule)
    .where(and(eq(orderSchedule.orderId, orderId), gte(orderSchedule.number, 1)))
    .orderBy(asc(orderSchedule.number));
  return rows.map((row) => ({
    number: row.number,
    amountKobo: kobo(row.amountKobo),
    dueDate: row.dueDate,
    status: row.status,
  }));
}

/** Whether a direct debit of one of these instalments is being charged right now (its outcome unknown). */
export async function debitInProgress(db: Database, orderId: number, numbers: readonly number[]) {
  const [row] = await db
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
  return row !== undefined;
}

/** The order's payment ahead still waiting for the provider's word, if any (at most one: a unique index). */
export async function findOpenPayAhead(db: Database, orderId: number): Promise<PayAheadRow | undefined> {
  const [row] = await db
    .select()
    .from(instalmentCardPayments)
    .where(and(eq(instalmentCardPayments.orderId, orderId), eq(instalmentCardPayments.status, 'pending')));
  return row;
}

/**
 * Records a new payment ahead unless the order already has one open: the partial unique index decides, so of
 * twenty presses at once on PostgreSQL one inserts and nineteen get undefined (and answer with the open one).
 */
export async function insertPayAhead(
  db: Database,
  values: {
    orderId: number;
    reference: string;
    kind: PayAheadKind;
    numbers: number[];
    amountKobo: Kobo;
    now: Date;
  },
): Promise<PayAheadRow | undefined> {
  const [row] = await db
    .insert(instalmentCardPayments)
    .values({
      orderId: values.orderId,
      reference: values.reference,
      kind: values.kind,
      numbers: values.numbers,
      amountKobo: values.amountKobo,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function recordPayAheadUrl(db: Database, id: number, url: string): Promise<void> {
  await db
    .update(instalmentCardPayments)
    .set({ authorizationUrl: url })
    .where(eq(instalmentCardPayments.id, id));
}

export async function findPayAhead(db: Database, reference: string): Promise<PayAheadRow | undefined> {
  const [row] = await db
    .select()
    .from(instalmentCardPayments)
    .where(eq(instalmentCardPayments.reference, reference));
  return row;
}

/** A payment ahead of one of the shopper's orders; undefined when it is not theirs. */
export async function findShopperPayAhead(db: Database, userId: number, reference: string) {
  const [row] = await db
    .select({ payment: instalmentCardPayments, order: orders })
    .from(instalmentCardPayments)
    .innerJoin(orders, eq(orders.id, instalmentCardPayments.orderId))
    .where(and(eq(instalmentCardPayments.reference, reference), eq(orders.userId, userId)));
  return row;
}

/** Pending payments ahead started between `since` and `before`: the sweep asks the provider about them. */
export async function pendingPayAheads(db: Database, { since, before }: { since: Date; before: Date }) {
  return db
    .select({ reference: instalmentCardPayments.reference })
    .from(instalmentCardPayments)
    .where(
      and(
        eq(instalmentCardPayments.status, 'pending'),
        gt(instalmentCardPayments.createdAt, since),
        lt(instalmentCardPayments.createdAt, before),
        // A payment ahead by transfer is settled by the transfer's notice, never by the card's verify.
        notExists(
          db
            .select({ id: transferAccounts.id })
            .from(transferAccounts)
            .where(eq(transferAccounts.payAheadId, instalmentCardPayments.id)),
        ),
      ),
    )
    .orderBy(asc(instalmentCardPayments.id));
}
