import { type InstalmentRow, type Kobo, kobo, sumKobo } from '@oja/domain';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { VerifiedTransaction } from '../payments/card-payments.ts';
import type { Database } from './connect.ts';
import {
  instalmentCardPayments,
  instalmentCharges,
  instalmentNotices,
  mandates,
  orderSchedule,
  orders,
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
    status: row.status as InstalmentRow['status'],
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

/** A pending payment of this order for the same kind and amount, started within the hold: pressed twice. */
export async function findPendingPayAhead(
  db: Database,
  orderId: number,
  kind: PayAheadKind,
  amountKobo: Kobo,
  now: Date,
): Promise<PayAheadRow | undefined> {
  const [row] = await db
    .select()
    .from(instalmentCardPayments)
    .where(
      and(
        eq(instalmentCardPayments.orderId, orderId),
        eq(instalmentCardPayments.kind, kind),
        eq(instalmentCardPayments.amountKobo, amountKobo),
        eq(instalmentCardPayments.status, 'pending'),
        gt(instalmentCardPayments.createdAt, new Date(now.getTime() - PAY_AHEAD_HOLD_MS)),
      ),
    )
    .orderBy(desc(instalmentCardPayments.id))
    .limit(1);
  return row;
}

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
): Promise<PayAheadRow> {
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
    .returning();
  if (!row) throw new Error('pay-ahead payment not recorded');
  return row;
}

export async function recordPayAheadUrl(db: Database, id: number, url: string): Promise<void> {
  await db
    .update(instalmentCardPayments)
    .set({ authorizationUrl: url })
    .where(eq(instalmentCardPayments.id, id));
}

/** The provider never started it: closed, so it holds no instalment back. */
export async function closeUnstartedPayAhead(db: Database, id: number, why: string): Promise<void> {
  await db
    .update(instalmentCardPayments)
    .set({ status: 'failed', gatewayResponse: why })
    .where(and(eq(instalmentCardPayments.id, id), eq(instalmentCardPayments.status, 'pending')));
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
      ),
    )
    .orderBy(asc(instalmentCardPayments.id));
}

export type PayAheadOutcome =
  | { kind: 'paid'; payment: PayAheadRow; newlyPaid: boolean; orderCompleted: boolean }
  | { kind: 'not-paid'; status: 'failed' | 'abandoned' | 'pending' | 'rejected'; payment: PayAheadRow };

/**
 * Applies the provider's answer about a payment ahead, exactly once however often it comes (conditional
 * UPDATEs in one transaction): only `success` for its reference, amount and NGN pays. Then those of its
 * instalments still owed become paid under its reference; an instalment the direct debit collected in the
 * meantime is not paid twice: its amount is added to `refund_kobo`. One receipt is recorded (an instalment
 * notice, sent by the collector). When nothing is owed any more the order is complete and its direct debit
 * stops: a mandate the bank never approved is revoked at once, an active one ends today (the sweep revokes
 * it at the provider, mandate-endings.ts).
 */
export async function confirmPayAhead(
  db: Database,
  payment: PayAheadRow,
  verified: VerifiedTransaction | null,
  now: Date,
  today: string,
): Promise<PayAheadOutcome> {
  if (payment.status === 'succeeded') {
    return {
      kind: 'paid',
      payment,
      newlyPaid: false,
      orderCompleted: await nothingOwed(db, payment.orderId),
    };
  }
  if (payment.status === 'rejected' || payment.status === 'failed') {
    return { kind: 'not-paid', status: payment.status, payment };
  }
  if (!verified) return { kind: 'not-paid', status: 'abandoned', payment };
  const gatewayResponse = verified.gatewayResponse;
  const pending = and(
    eq(instalmentCardPayments.id, payment.id),
    eq(instalmentCardPayments.status, 'pending'),
  );
  const matches =
    verified.reference === payment.reference &&
    verified.amount === payment.amountKobo &&
    verified.currency === 'NGN';
  if (verified.status === 'success' && !matches) {
    console.warn(
      `Payment ahead ${payment.reference} refused: the provider reports ${verified.amount} ${verified.currency}, ` +
        `not ${payment.amountKobo} NGN`,
    );
    await db.update(instalmentCardPayments).set({ status: 'rejected', gatewayResponse }).where(pending);
    return { kind: 'not-paid', status: 'rejected', payment };
  }
  if (verified.status === 'failed') {
    await db.update(instalmentCardPayments).set({ status: 'failed', gatewayResponse }).where(pending);
    return { kind: 'not-paid', status: 'failed', payment };
  }
  if (verified.status !== 'success') return { kind: 'not-paid', status: verified.status, payment };

  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(instalmentCardPayments)
      .set({ status: 'succeeded', paidAt: now, gatewayResponse })
      .where(pending)
      .returning();
    if (!marked) {
      const [settled] = await tx
        .select()
        .from(instalmentCardPayments)
        .where(eq(instalmentCardPayments.id, payment.id));
      const current = settled ?? payment;
      return current.status === 'succeeded'
        ? {
            kind: 'paid',
            payment: current,
            newlyPaid: false,
            orderCompleted: await nothingOwed(tx, payment.orderId),
          }
        : { kind: 'not-paid', status: current.status as 'failed' | 'rejected', payment: current };
    }
    const paidRows = await tx
      .update(orderSchedule)
      .set({ status: 'paid', paidAt: now, paidReference: payment.reference })
      .where(
        and(
          eq(orderSchedule.orderId, payment.orderId),
          inArray(orderSchedule.number, payment.numbers),
          ne(orderSchedule.status, 'paid'),
        ),
      )
      .returning({ number: orderSchedule.number, amountKobo: orderSchedule.amountKobo });
    const refundKobo = kobo(payment.amountKobo - sumKobo(paidRows.map((row) => kobo(row.amountKobo))));
    const [recorded] = await tx
      .update(instalmentCardPayments)
      .set({ refundKobo })
      .where(eq(instalmentCardPayments.id, payment.id))
      .returning();
    // One receipt per payment, filed under its lowest instalment (the notice's key).
    await tx
      .insert(instalmentNotices)
      .values({
        orderId: payment.orderId,
        number: Math.min(...payment.numbers),
        kind: `card-${payment.id}`,
        createdAt: now,
      })
      .onConflictDoNothing();
    const orderCompleted = await nothingOwed(tx, payment.orderId);
    if (orderCompleted) await stopDirectDebit(tx, payment.orderId, now, today);
    return { kind: 'paid', payment: recorded ?? marked, newlyPaid: true, orderCompleted };
  });
}

async function nothingOwed(db: Database, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ owed: sql<number>`count(*)` })
    .from(orderSchedule)
    .where(
      and(eq(orderSchedule.orderId, orderId), gte(orderSchedule.number, 1), ne(orderSchedule.status, 'paid')),
    );
  return Number(row?.owed ?? 0) === 0;
}

/** The order is paid off: nothing more is to be debited, so its mandate ends. */
async function stopDirectDebit(tx: Database, orderId: number, now: Date, today: string): Promise<void> {
  await tx
    .update(mandates)
    .set({ status: 'revoked', closedAt: now })
    .where(and(eq(mandates.orderId, orderId), eq(mandates.status, 'pending')));
  await tx
    .update(mandates)
    .set({ endsOn: today })
    .where(
      and(
        eq(mandates.orderId, orderId),
        eq(mandates.status, 'active'),
        or(isNull(mandates.endsOn), gt(mandates.endsOn, today)),
      ),
    );
}
