import { type CalendarDate, calendarDaysBetween, type LatenessBucket, latenessBucket } from '@oja/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { instalmentCharges, instalmentNotices, mandates, orderSchedule, orders, users } from './schema.ts';

/** An instalment the direct debit gave up on: every attempt failed and none is waiting. */
export interface Collection {
  orderNumber: string;
  number: number;
  instalmentCount: number;
  amountKobo: number;
  dueDate: CalendarDate;
  daysLate: number;
  bucket: LatenessBucket | null;
  attempts: number;
  /** The bank's last word ('Insufficient Funds'…). */
  lastResponse: string | null;
  mandateStatus: string | null;
  /** The Lagos day a staff member last reminded the shopper, if ever. */
  lastRemindedOn: CalendarDate | null;
  shopper: { name: string; email: string; phoneNumber: string };
}

/**
 * Charges still to come (queued) or in flight (charging): the collector has not given up on those. The outer
 * row is named in full: in a one-table select Drizzle leaves its columns unqualified, and the subquery's own
 * `order_id` would then stand for both.
 */
export const pendingCharge = sql<boolean>`exists (select 1 from ${instalmentCharges} c where c.order_id = "order_schedule"."order_id" and c.number = "order_schedule"."number" and c.status in ('queued', 'charging'))`;

/**
 * The instalments of paid orders whose last debit failed and that no attempt waits for any more (the three
 * retries are spent, or the mandate ended), most days late first, then the largest; at most `limit`.
 */
export async function listCollections(
  db: Database,
  today: CalendarDate,
  limit: number,
): Promise<Collection[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      number: orderSchedule.number,
      instalmentCount: orders.instalmentCount,
      amountKobo: orderSchedule.amountKobo,
      dueDate: orderSchedule.dueDate,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.status, 'paid'), eq(orderSchedule.status, 'failed'), sql`not ${pendingCharge}`))
    .orderBy(asc(orderSchedule.dueDate), desc(orderSchedule.amountKobo), asc(orders.orderNumber))
    .limit(limit);
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const [charges, orderMandates, reminders] = await Promise.all([
    db
      .select({
        orderId: instalmentCharges.orderId,
        number: instalmentCharges.number,
        attempt: instalmentCharges.attempt,
        gatewayResponse: instalmentCharges.gatewayResponse,
      })
      .from(instalmentCharges)
      .where(inArray(instalmentCharges.orderId, orderIds))
      .orderBy(asc(instalmentCharges.attempt)),
    db
      .select({ orderId: mandates.orderId, status: mandates.status })
      .from(mandates)
      .where(inArray(mandates.orderId, orderIds))
      .orderBy(asc(mandates.id)),
    db
      .select({
        orderId: instalmentNotices.orderId,
        number: instalmentNotices.number,
        kind: instalmentNotices.kind,
      })
      .from(instalmentNotices)
      .where(
        and(inArray(instalmentNotices.orderId, orderIds), sql`${instalmentNotices.kind} like 'overdue-%'`),
      ),
  ]);
  return rows.map((row) => {
    const mine = charges.filter((charge) => charge.orderId === row.orderId && charge.number === row.number);
    const daysLate = calendarDaysBetween(row.dueDate, today);
    const reminded = reminders
      .filter((notice) => notice.orderId === row.orderId && notice.number === row.number)
      .map((notice) => notice.kind.slice('overdue-'.length))
      .sort();
    return {
      orderNumber: row.orderNumber,
      number: row.number,
      instalmentCount: row.instalmentCount,
      amountKobo: row.amountKobo,
      dueDate: row.dueDate,
      daysLate,
      bucket: latenessBucket(daysLate),
      attempts: mine.length,
      lastResponse: mine.at(-1)?.gatewayResponse ?? null,
      mandateStatus:
        orderMandates.filter((mandate) => mandate.orderId === row.orderId).at(-1)?.status ?? null,
      lastRemindedOn: reminded.at(-1) ?? null,
      shopper: {
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        email: row.email,
        phoneNumber: row.phoneNumber,
      },
    };
  });
}

/** The instalment `number` of order `orderNumber`, with its order's id; null when there is none. */
export async function findInstalment(db: Database, orderNumber: string, number: number) {
  const [row] = await db
    .select({ orderId: orders.id, status: orderSchedule.status, amountKobo: orderSchedule.amountKobo })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .where(
      and(eq(orders.orderNumber, orderNumber), eq(orderSchedule.number, number), eq(orders.status, 'paid')),
    );
  return row ?? null;
}
