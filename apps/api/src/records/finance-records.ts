import { and, asc, count, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { auditEvents, instalmentCharges, orderSchedule, orders, users } from '../db/schema.ts';
import { iso, nextOf, type Page, type RecordFile } from './record-pages.ts';

/**
 * The finance exports of issue 45 beside the lending records' orders, payments and refunds: collections (every
 * instalment due in the period and what became of it) and the audit trail (every staff write in it). Streamed
 * as the lending records are. No shopper's email, phone, name, address or BVN: a shopper is their account's
 * public id; the audit trail names staff by their email, as the console's audit page does, and leaves out
 * the client address. Each column is described in docs/api/exports.md.
 */
export const FINANCE_RECORD_FILES = {
  collections: {
    columns: [
      'order_number',
      'shopper_id',
      'instalment',
      'instalments',
      'due_date',
      'amount_kobo',
      'status',
      'paid_at',
      'paid_reference',
      'debit_attempts',
      'last_debit_response',
    ],
    sources: [
      async (db, period, after, limit): Promise<Page> => {
        // Keyed by order: a page is `limit` orders with an instalment due in the period, all of theirs with it.
        const due = and(
          gte(orderSchedule.dueDate, day(period.from)),
          lt(orderSchedule.dueDate, day(period.to)),
          gte(orderSchedule.number, 1),
        );
        const orderIds = (
          await db
            .selectDistinct({ orderId: orderSchedule.orderId })
            .from(orderSchedule)
            .where(and(due, gt(orderSchedule.orderId, after)))
            .orderBy(asc(orderSchedule.orderId))
            .limit(limit)
        ).map((row) => row.orderId);
        if (orderIds.length === 0) return { lines: [], next: null };
        const rows = await db
          .select({
            instalment: orderSchedule,
            orderNumber: orders.orderNumber,
            instalments: orders.instalmentCount,
            shopperId: users.userId,
          })
          .from(orderSchedule)
          .innerJoin(orders, eq(orderSchedule.orderId, orders.id))
          .innerJoin(users, eq(orders.userId, users.id))
          .where(and(due, inArray(orderSchedule.orderId, orderIds)))
          .orderBy(asc(orderSchedule.orderId), asc(orderSchedule.number));
        const attempts = await debitAttempts(db, orderIds);
        return {
          lines: rows.map(({ instalment, orderNumber, instalments, shopperId }) => {
            const debits = attempts.get(`${instalment.orderId}:${instalment.number}`);
            return {
              order_number: orderNumber,
              shopper_id: shopperId,
              instalment: String(instalment.number),
              instalments: String(instalments),
              due_date: instalment.dueDate,
              amount_kobo: String(instalment.amountKobo),
              status: instalment.status,
              paid_at: iso(instalment.paidAt),
              paid_reference: instalment.paidReference ?? '',
              debit_attempts: String(debits?.attempts ?? 0),
              last_debit_response: debits?.lastResponse ?? '',
            };
          }),
          next: nextOf(orderIds, limit),
        };
      },
    ],
  },
  audit: {
    columns: ['at', 'staff_email', 'role', 'action', 'target_type', 'target_id', 'before', 'after'],
    sources: [
      async (db, period, after, limit): Promise<Page> => {
        const rows = await db
          .select()
          .from(auditEvents)
          .where(
            and(gte(auditEvents.at, period.from), lt(auditEvents.at, period.to), gt(auditEvents.id, after)),
          )
          .orderBy(asc(auditEvents.id))
          .limit(limit);
        return {
          lines: rows.map((row) => ({
            at: iso(row.at),
            staff_email: row.staffEmail,
            role: row.role,
            action: row.action,
            target_type: row.targetType,
            target_id: row.targetId,
            before: row.before === null ? '' : JSON.stringify(row.before),
            after: row.after === null ? '' : JSON.stringify(row.after),
          })),
          next: nextOf(
            rows.map((row) => row.id),
            limit,
          ),
        };
      },
    ],
  },
} satisfies Record<string, RecordFile>;

/** A period's bound as the calendar day a due date is compared with (periods start at UTC midnights). */
const day = (at: Date) => at.toISOString().slice(0, 10);

/** How often each instalment of `orderIds` was debited, and the bank's last word, keyed `order:number`. */
async function debitAttempts(db: Database, orderIds: number[]) {
  const rows = await db
    .select({
      orderId: instalmentCharges.orderId,
      number: instalmentCharges.number,
      attempts: count(),
      lastResponse: sql<
        string | null
      >`(array_agg(${instalmentCharges.gatewayResponse} order by ${instalmentCharges.attempt} desc))[1]`,
    })
    .from(instalmentCharges)
    .where(inArray(instalmentCharges.orderId, orderIds))
    .groupBy(instalmentCharges.orderId, instalmentCharges.number);
  return new Map(rows.map((row) => [`${row.orderId}:${row.number}`, row]));
}
