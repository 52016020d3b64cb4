import { addDays, type CalendarDate, collectedPercent, lagosDayStart } from '@oja/domain';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import {
  instalmentCardPayments,
  instalmentCharges,
  orderSchedule,
  orders,
  payments,
  refunds,
  tierRequests,
} from './schema.ts';

/** A count and its sum in kobo. */
interface Tally {
  count: number;
  kobo: number;
}

/** One Lagos day of the collection rate: what fell due that day, and how much of it is collected now. */
interface CollectionDay {
  date: CalendarDate;
  dueKobo: number;
  collectedKobo: number;
  /** The domain's `collectedPercent`; null when nothing fell due. */
  collectedPercent: number | null;
}

export interface Overview {
  today: CalendarDate;
  /** Orders whose first payment was taken today, and their totals. */
  orders: Tally;
  /** First payments (down payments, or the whole total of a full-payment order) taken today. */
  downPayments: Tally;
  instalmentsDue: Tally;
  /** Instalments collected today, by direct debit or paid ahead by card. */
  collected: Tally;
  /** Direct debits refused today (a retry may still come). */
  failed: Tally;
  /** Refunds not yet paid (queued, being sent, processing at the provider, or failed and waiting for a retry). */
  refundsOwed: Tally;
  /** Refunds the provider paid today. */
  refundsPaid: Tally;
  tier2Waiting: number;
  /** The last 30 Lagos days, oldest first, today last. */
  collectionRate: CollectionDay[];
  /** Collected of due over the 30 days; null when nothing fell due. */
  collectionPercent: number | null;
}

const COLLECTION_RATE_DAYS = 30;

const tally = (row: { n: number; kobo: string | null } | undefined): Tally => ({
  count: row?.n ?? 0,
  kobo: Number(row?.kobo ?? 0),
});

/**
 * The console's overview for the Lagos day `today`: what came in, what fell due and what failed, what the
 * shop owes back, what waits for a decision, and the collection rate of the last 30 days. Reads only.
 */
export async function overviewOf(db: Database, today: CalendarDate): Promise<Overview> {
  const from = new Date(lagosDayStart(today));
  const to = new Date(lagosDayStart(addDays(today, 1)));
  const firstDay = addDays(today, -(COLLECTION_RATE_DAYS - 1));
  const paidOrder = eq(orders.status, 'paid');
  const [
    [ordersToday],
    [downPayments],
    [due],
    [debited],
    [paidAhead],
    [failed],
    [owed],
    [refunded],
    [waiting],
    rate,
  ] = await Promise.all([
    db
      .select({ n: count(), kobo: sql<string>`sum(${orders.totalKobo})` })
      .from(orders)
      .where(and(paidOrder, gte(orders.paidAt, from), lt(orders.paidAt, to))),
    db
      .select({ n: count(), kobo: sql<string>`sum(${payments.amountKobo})` })
      .from(payments)
      .where(and(eq(payments.status, 'succeeded'), gte(payments.paidAt, from), lt(payments.paidAt, to))),
    db
      .select({ n: count(), kobo: sql<string>`sum(${orderSchedule.amountKobo})` })
      .from(orderSchedule)
      .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
      .where(and(paidOrder, gte(orderSchedule.number, 1), eq(orderSchedule.dueDate, today))),
    db
      .select({
        n: count(),
        kobo: sql<string>`sum(${instalmentCharges.amountKobo} - ${instalmentCharges.refundKobo})`,
      })
      .from(instalmentCharges)
      .where(
        and(
          eq(instalmentCharges.status, 'succeeded'),
          gte(instalmentCharges.finishedAt, from),
          lt(instalmentCharges.finishedAt, to),
        ),
      ),
    db
      .select({
        n: count(),
        kobo: sql<string>`sum(${instalmentCardPayments.amountKobo} - ${instalmentCardPayments.refundKobo})`,
      })
      .from(instalmentCardPayments)
      .where(
        and(
          eq(instalmentCardPayments.status, 'succeeded'),
          gte(instalmentCardPayments.paidAt, from),
          lt(instalmentCardPayments.paidAt, to),
        ),
      ),
    db
      .select({ n: count(), kobo: sql<string>`sum(${instalmentCharges.amountKobo})` })
      .from(instalmentCharges)
      .where(
        and(
          eq(instalmentCharges.status, 'failed'),
          gte(instalmentCharges.finishedAt, from),
          lt(instalmentCharges.finishedAt, to),
        ),
      ),
    db
      .select({ n: count(), kobo: sql<string>`sum(${refunds.amountKobo})` })
      .from(refunds)
      .where(inArray(refunds.status, ['queued', 'sending', 'processing', 'failed'])),
    db
      .select({ n: count(), kobo: sql<string>`sum(${refunds.amountKobo})` })
      .from(refunds)
      .where(and(eq(refunds.status, 'processed'), gte(refunds.settledAt, from), lt(refunds.settledAt, to))),
    db.select({ n: count() }).from(tierRequests).where(eq(tierRequests.status, 'waiting')),
    db
      .select({
        date: orderSchedule.dueDate,
        due: sql<string>`sum(${orderSchedule.amountKobo})`,
        collected: sql<string>`sum(case when ${orderSchedule.status} = 'paid' then ${orderSchedule.amountKobo} else 0 end)`,
      })
      .from(orderSchedule)
      .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
      .where(
        and(
          paidOrder,
          gte(orderSchedule.number, 1),
          gte(orderSchedule.dueDate, firstDay),
          sql`${orderSchedule.dueDate} <= ${today}`,
        ),
      )
      .groupBy(orderSchedule.dueDate),
  ]);
  const collectionRate = Array.from({ length: COLLECTION_RATE_DAYS }, (_, index): CollectionDay => {
    const date = addDays(firstDay, index);
    const day = rate.find((row) => row.date === date);
    const dueKobo = Number(day?.due ?? 0);
    const collectedKobo = Number(day?.collected ?? 0);
    return { date, dueKobo, collectedKobo, collectedPercent: collectedPercent(collectedKobo, dueKobo) };
  });
  const collectedToday = tally(debited);
  const paidAheadToday = tally(paidAhead);
  return {
    today,
    orders: tally(ordersToday),
    downPayments: tally(downPayments),
    instalmentsDue: tally(due),
    collected: {
      count: collectedToday.count + paidAheadToday.count,
      kobo: collectedToday.kobo + paidAheadToday.kobo,
    },
    failed: tally(failed),
    refundsOwed: tally(owed),
    refundsPaid: tally(refunded),
    tier2Waiting: waiting?.n ?? 0,
    collectionRate,
    collectionPercent: collectedPercent(
      collectionRate.reduce((sum, day) => sum + day.collectedKobo, 0),
      collectionRate.reduce((sum, day) => sum + day.dueKobo, 0),
    ),
  };
}
