import {
  type FulfilmentStatus,
  normalisePhoneNumber,
  type OrderPaymentStatus,
  phoneNumberError,
} from '@oja/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import {
  auditEvents,
  instalmentCardPayments,
  instalmentCharges,
  mandates,
  orderItems,
  orderNotes,
  orderSchedule,
  orders,
  payments,
  refunds,
  staff,
  users,
} from './schema.ts';

/** What the console's order list is asked for: every filter optional, `from` and `to` as instants. */
export interface AdminOrderQuery {
  paymentStatus?: OrderPaymentStatus;
  fulfilmentStatus?: FulfilmentStatus;
  plan?: string;
  /** Placed at or after. */
  from?: Date;
  /** Placed before. */
  before?: Date;
  q?: string;
  sort: 'newest' | 'oldest' | 'total_desc' | 'total_asc';
  page: number;
  pageSize: number;
}

const shopperColumns = {
  userId: users.userId,
  email: users.email,
  phoneNumber: users.phoneNumber,
  firstName: users.firstName,
  lastName: users.lastName,
  isTier2: users.isTier2,
};

/** A LIKE pattern that matches `text` as typed, at the start. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What `q` finds: the order number (whole or its start, any case), the shopper's email (its start) or phone
 * number (as typed: 080…, +234…, 234…). The order number and email are unique indexes' columns.
 */
function searched(q: string): SQL | undefined {
  const term = q.trim();
  if (term === '') return undefined;
  const found: SQL[] = [
    sql`${orders.orderNumber} like ${startsWith(term.toUpperCase())}`,
    sql`${users.email} like ${startsWith(term.toLowerCase())}`,
  ];
  if (phoneNumberError(term) === null) found.push(eq(users.phoneNumber, normalisePhoneNumber(term)));
  return or(...found);
}

const ORDER_BY = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_desc: [desc(orders.totalKobo), desc(orders.id)],
  total_asc: [asc(orders.totalKobo), asc(orders.id)],
} as const;

/** A page of orders with their shoppers, and how many orders match in all. */
export async function listAdminOrders(db: Database, query: AdminOrderQuery) {
  const where = and(
    query.paymentStatus ? eq(orders.status, query.paymentStatus) : undefined,
    // A fulfilment state means something once the order is paid.
    query.fulfilmentStatus
      ? and(eq(orders.status, 'paid'), eq(orders.fulfilmentStatus, query.fulfilmentStatus))
      : undefined,
    query.plan ? eq(orders.plan, query.plan) : undefined,
    query.from ? gte(orders.createdAt, query.from) : undefined,
    query.before ? lt(orders.createdAt, query.before) : undefined,
    query.q ? searched(query.q) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        shopper: shopperColumns,
        itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(users, eq(orders.userId, users.id))
      .where(where)
      .orderBy(...ORDER_BY[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(orders.userId, users.id)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type AdminOrderListRow = Awaited<ReturnType<typeof listAdminOrders>>['rows'][number];

/** One order by its number (any case), with its shopper. */
export async function findAdminOrder(db: Database, orderNumber: string) {
  const [row] = await db
    .select({ order: orders, shopper: shopperColumns })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .where(eq(orders.orderNumber, orderNumber.toUpperCase()));
  return row;
}

export type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

/**
 * Everything the order's page shows besides the order: its items, its schedule, its mandates, and its money as
 * the settlement core wrote it (every card payment of the first payment, every direct debit attempt, every card
 * payment ahead, every refund), its notes and the audit events whose target is the order.
 */
export async function adminOrderRecords(db: Database, order: { id: number; orderNumber: string }) {
  const [items, schedule, cardPayments, debits, payAheads, orderRefunds, orderMandates, notes, audit] =
    await Promise.all([
      db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
      db
        .select()
        .from(orderSchedule)
        .where(eq(orderSchedule.orderId, order.id))
        .orderBy(asc(orderSchedule.number)),
      db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
      db
        .select()
        .from(instalmentCharges)
        .where(eq(instalmentCharges.orderId, order.id))
        .orderBy(asc(instalmentCharges.id)),
      db
        .select()
        .from(instalmentCardPayments)
        .where(eq(instalmentCardPayments.orderId, order.id))
        .orderBy(asc(instalmentCardPayments.id)),
      db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.id)),
      db.select().from(mandates).where(eq(mandates.orderId, order.id)).orderBy(asc(mandates.id)),
      db
        .select({ text: orderNotes.text, at: orderNotes.at, staffName: staff.name, staffRole: staff.role })
        .from(orderNotes)
        .innerJoin(staff, eq(orderNotes.staffId, staff.id))
        .where(eq(orderNotes.orderId, order.id))
        .orderBy(asc(orderNotes.at), asc(orderNotes.id)),
      db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.targetType, 'order'), eq(auditEvents.targetId, order.orderNumber)))
        .orderBy(asc(auditEvents.id)),
    ]);
  return {
    items,
    schedule,
    cardPayments,
    debits,
    payAheads,
    refunds: orderRefunds,
    mandates: orderMandates,
    notes,
    audit,
  };
}

export type AdminOrderRecords = Awaited<ReturnType<typeof adminOrderRecords>>;

/** The names of staff members by id (who made each fulfilment move). */
export async function staffNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Adds an operator's note to an order. */
export async function insertOrderNote(
  db: Database,
  note: { orderId: number; staffId: number; text: string; at: Date },
): Promise<void> {
  await db.insert(orderNotes).values(note);
}
