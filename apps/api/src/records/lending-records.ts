import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import {
  complaints,
  consents,
  instalmentCardPayments,
  instalmentCharges,
  keyFacts,
  orderSchedule,
  orders,
  payments,
  refunds,
  users,
} from '../db/schema.ts';
import { FINANCE_RECORD_FILES } from './finance-records.ts';
import {
  iso,
  type Line,
  nextOf,
  orderNumbers,
  type Page,
  type Period,
  type RecordFile,
  recordsCsv,
  withOrderNumbers,
} from './record-pages.ts';

/**
 * The lending records of issue 42 (kept five years, produced within 48 hours): one CSV file per type, for the
 * records made in a period. A type is read a page at a time by its key, each page written out before the next
 * is read, so a year's file never sits in memory.
 *
 * Personal data only as a record requires: a shopper is named by their account's public id (the console's
 * shopper page finds them), never by email, phone, name, address or BVN; no device strings, no provider
 * URLs. A key facts statement is its version and hash (the text is the order's, word for word, on its page).
 */
export const LENDING_RECORD_TYPES = [
  'orders',
  'schedules',
  'payments',
  'refunds',
  'consents',
  'key-facts',
  'complaints',
  // The finance exports (issue 45): finance reconciles the books with these and the payments and refunds.
  'collections',
  'audit',
] as const;
type LendingRecordType = (typeof LENDING_RECORD_TYPES)[number];

/** Orders placed in the period, a page after `after` (their id), with the shopper's public id. */
async function ordersPlaced(db: Database, period: Period, after: number, limit: number) {
  return db
    .select({ order: orders, shopperId: users.userId })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .where(and(gte(orders.createdAt, period.from), lt(orders.createdAt, period.to), gt(orders.id, after)))
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** A source of rows about orders placed in the period (their schedules, their statements), keyed by order. */
function perOrder(
  lines: (db: Database, orderIds: number[], numbers: Map<number, string>) => Promise<Line[]>,
) {
  return async (db: Database, period: Period, after: number, limit: number): Promise<Page> => {
    const placed = await ordersPlaced(db, period, after, limit);
    const ids = placed.map(({ order }) => order.id);
    const numbers = new Map(placed.map(({ order }) => [order.id, order.orderNumber]));
    return { lines: ids.length === 0 ? [] : await lines(db, ids, numbers), next: nextOf(ids, limit) };
  };
}

const FILES: Record<LendingRecordType, RecordFile> = {
  ...FINANCE_RECORD_FILES,
  orders: {
    columns: [
      'order_number',
      'shopper_id',
      'placed_at',
      'status',
      'plan',
      'instalments',
      'subtotal_kobo',
      'vat_kobo',
      'shipping_kobo',
      'total_kobo',
      'first_payment_kobo',
      'paid_at',
      'delivery_state',
    ],
    sources: [
      async (db, period, after, limit) => {
        const placed = await ordersPlaced(db, period, after, limit);
        return {
          lines: placed.map(({ order, shopperId }) => ({
            order_number: order.orderNumber,
            shopper_id: shopperId,
            placed_at: iso(order.createdAt),
            status: order.status,
            plan: order.plan,
            instalments: String(order.instalmentCount),
            subtotal_kobo: String(order.subtotalKobo),
            vat_kobo: String(order.vatKobo),
            shipping_kobo: String(order.shippingKobo),
            total_kobo: String(order.totalKobo),
            first_payment_kobo: String(order.firstPaymentKobo),
            paid_at: iso(order.paidAt),
            delivery_state: order.deliveryState,
          })),
          next: nextOf(
            placed.map(({ order }) => order.id),
            limit,
          ),
        };
      },
    ],
  },
  schedules: {
    columns: ['order_number', 'number', 'amount_kobo', 'due_date', 'status', 'paid_at'],
    sources: [
      perOrder(async (db, orderIds, numbers) => {
        const rows = await db
          .select()
          .from(orderSchedule)
          .where(inArray(orderSchedule.orderId, orderIds))
          .orderBy(asc(orderSchedule.orderId), asc(orderSchedule.number));
        return rows.map((row) => ({
          order_number: numbers.get(row.orderId) ?? '',
          number: String(row.number),
          amount_kobo: String(row.amountKobo),
          due_date: row.dueDate,
          status: row.status,
          paid_at: iso(row.paidAt),
        }));
      }),
    ],
  },
  payments: {
    // The first payment by card, each direct debit attempt and each card payment of instalments ahead.
    columns: ['reference', 'order_number', 'kind', 'amount_kobo', 'status', 'created_at', 'paid_at'],
    sources: [
      async (db, period, after, limit) => {
        const rows = await db
          .select()
          .from(payments)
          .where(
            and(
              gte(payments.createdAt, period.from),
              lt(payments.createdAt, period.to),
              gt(payments.id, after),
            ),
          )
          .orderBy(asc(payments.id))
          .limit(limit);
        return withOrderNumbers(db, rows, limit, (row, orderNumber) => ({
          reference: row.reference,
          order_number: orderNumber,
          kind: 'first-payment',
          amount_kobo: String(row.amountKobo),
          status: row.status,
          created_at: iso(row.createdAt),
          paid_at: iso(row.paidAt),
        }));
      },
      async (db, period, after, limit) => {
        const rows = await db
          .select()
          .from(instalmentCharges)
          .where(
            and(
              gte(instalmentCharges.createdAt, period.from),
              lt(instalmentCharges.createdAt, period.to),
              gt(instalmentCharges.id, after),
            ),
          )
          .orderBy(asc(instalmentCharges.id))
          .limit(limit);
        return withOrderNumbers(db, rows, limit, (row, orderNumber) => ({
          reference: row.reference,
          order_number: orderNumber,
          kind: `direct-debit ${row.number}`,
          amount_kobo: String(row.amountKobo),
          status: row.status,
          created_at: iso(row.createdAt),
          paid_at: row.status === 'succeeded' ? iso(row.finishedAt) : '',
        }));
      },
      async (db, period, after, limit) => {
        const rows = await db
          .select()
          .from(instalmentCardPayments)
          .where(
            and(
              gte(instalmentCardPayments.createdAt, period.from),
              lt(instalmentCardPayments.createdAt, period.to),
              gt(instalmentCardPayments.id, after),
            ),
          )
          .orderBy(asc(instalmentCardPayments.id))
          .limit(limit);
        return withOrderNumbers(db, rows, limit, (row, orderNumber) => ({
          reference: row.reference,
          order_number: orderNumber,
          kind: `card ${row.kind} ${row.numbers.join(' ')}`,
          amount_kobo: String(row.amountKobo),
          status: row.status,
          created_at: iso(row.createdAt),
          paid_at: iso(row.paidAt),
        }));
      },
    ],
  },
  refunds: {
    columns: ['reference', 'order_number', 'amount_kobo', 'reason', 'status', 'created_at', 'settled_at'],
    sources: [
      async (db, period, after, limit) => {
        const rows = await db
          .select()
          .from(refunds)
          .where(
            and(gte(refunds.createdAt, period.from), lt(refunds.createdAt, period.to), gt(refunds.id, after)),
          )
          .orderBy(asc(refunds.id))
          .limit(limit);
        return withOrderNumbers(db, rows, limit, (row, orderNumber) => ({
          reference: row.reference,
          order_number: orderNumber,
          amount_kobo: String(row.amountKobo),
          reason: row.reason,
          status: row.status,
          created_at: iso(row.createdAt),
          settled_at: iso(row.settledAt),
        }));
      },
    ],
  },
  consents: {
    columns: ['reference', 'shopper_id', 'kind', 'text_version', 'channel', 'consented_at', 'withdrawn_at'],
    sources: [
      async (db, period, after, limit) => {
        const rows = await db
          .select({ consent: consents, shopperId: users.userId })
          .from(consents)
          .innerJoin(users, eq(consents.userId, users.id))
          .where(
            and(
              gte(consents.consentedAt, period.from),
              lt(consents.consentedAt, period.to),
              gt(consents.id, after),
            ),
          )
          .orderBy(asc(consents.id))
          .limit(limit);
        return {
          lines: rows.map(({ consent, shopperId }) => ({
            reference: consent.reference,
            shopper_id: shopperId,
            kind: consent.kind,
            text_version: consent.textVersion,
            channel: consent.channel,
            consented_at: iso(consent.consentedAt),
            withdrawn_at: iso(consent.withdrawnAt),
          })),
          next: nextOf(
            rows.map(({ consent }) => consent.id),
            limit,
          ),
        };
      },
    ],
  },
  'key-facts': {
    columns: ['order_number', 'version', 'hash', 'accepted_at'],
    sources: [
      perOrder(async (db, orderIds, numbers) => {
        const rows = await db
          .select({
            orderId: keyFacts.orderId,
            version: keyFacts.version,
            hash: keyFacts.hash,
            acceptedAt: keyFacts.acceptedAt,
          })
          .from(keyFacts)
          .where(inArray(keyFacts.orderId, orderIds))
          .orderBy(asc(keyFacts.orderId));
        return rows.map((row) => ({
          order_number: numbers.get(row.orderId) ?? '',
          version: row.version,
          hash: row.hash,
          accepted_at: iso(row.acceptedAt),
        }));
      }),
    ],
  },
  complaints: {
    columns: [
      'reference',
      'shopper_id',
      'order_number',
      'category',
      'status',
      'raised_at',
      'due_at',
      'escalated_at',
      'resolved_at',
      'resolution',
    ],
    sources: [
      async (db, period, after, limit) => {
        const rows = await db
          .select({ complaint: complaints, shopperId: users.userId })
          .from(complaints)
          .innerJoin(users, eq(complaints.userId, users.id))
          .where(
            and(
              gte(complaints.createdAt, period.from),
              lt(complaints.createdAt, period.to),
              gt(complaints.id, after),
            ),
          )
          .orderBy(asc(complaints.id))
          .limit(limit);
        const numbers = await orderNumbers(db, [
          ...new Set(
            rows.flatMap(({ complaint }) => (complaint.orderId === null ? [] : [complaint.orderId])),
          ),
        ]);
        return {
          lines: rows.map(({ complaint, shopperId }) => ({
            reference: complaint.reference,
            shopper_id: shopperId,
            order_number: complaint.orderId === null ? '' : (numbers.get(complaint.orderId) ?? ''),
            category: complaint.category,
            status: complaint.status,
            raised_at: iso(complaint.createdAt),
            due_at: iso(complaint.dueAt),
            escalated_at: iso(complaint.escalatedAt),
            resolved_at: iso(complaint.resolvedAt),
            resolution: complaint.resolution ?? '',
          })),
          next: nextOf(
            rows.map(({ complaint }) => complaint.id),
            limit,
          ),
        };
      },
    ],
  },
};

/**
 * The CSV file of one type's records in `period`, as a stream (records/record-pages.ts): the header, then each
 * page's lines as it is read. `pageRows` is for tests that cross pages with a few rows.
 */
export function lendingRecordsCsv(
  db: Database,
  type: LendingRecordType,
  period: Period,
  pageRows?: number,
): ReadableStream<Uint8Array> {
  return recordsCsv(db, FILES[type], period, pageRows);
}
