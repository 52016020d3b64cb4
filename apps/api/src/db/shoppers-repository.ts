import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import {
  addressChecks,
  complaints,
  consents,
  mandates,
  messages,
  orderSchedule,
  orders,
  refunds,
  shopperNotes,
  staff,
  users,
} from './schema.ts';

const MATCHES = 20;
const MESSAGES_SHOWN = 50;

/** `%…%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Shoppers whose name, email, phone number or an order number holds `q` (any case), newest first. */
export async function searchShoppers(db: Database, q: string) {
  const like = containing(q.trim());
  const byOrder = db.select({ userId: orders.userId }).from(orders).where(ilike(orders.orderNumber, like));
  return db
    .select({
      userId: users.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      isTier2: users.isTier2,
    })
    .from(users)
    .where(
      or(
        ilike(users.email, like),
        ilike(users.phoneNumber, like),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, like),
        inArray(users.id, byOrder),
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(MATCHES);
}

export async function findShopper(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return row;
}

export type ShopperRow = NonNullable<Awaited<ReturnType<typeof findShopper>>>;

/** The SMS number a message to this shopper was sent to: +234 and the local number without its 0. */
const smsNumberOf = (phone: string) => (phone.startsWith('0') ? `+234${phone.slice(1)}` : phone);

/** Every record the shopper page shows, each in one statement. */
export async function shopperRecords(db: Database, shopper: ShopperRow) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, shopper.id))
    .orderBy(desc(orders.createdAt));
  const orderIds = orderRows.map((order) => order.id);
  const none = orderIds.length === 0;
  const [schedule, mandateRows, refundRows, messageRows, notes, [addressCheck], [consent], complaintRows] =
    await Promise.all([
      none
        ? []
        : db
            .select()
            .from(orderSchedule)
            .where(inArray(orderSchedule.orderId, orderIds))
            .orderBy(orderSchedule.orderId, orderSchedule.number),
      db.select().from(mandates).where(eq(mandates.userId, shopper.id)).orderBy(desc(mandates.id)),
      none
        ? []
        : db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(desc(refunds.id)),
      db
        .select({
          channel: messages.channel,
          subject: messages.subject,
          status: messages.status,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.recipient, [shopper.email, smsNumberOf(shopper.phoneNumber)]))
        .orderBy(desc(messages.createdAt))
        .limit(MESSAGES_SHOWN),
      db
        .select({ text: shopperNotes.text, at: shopperNotes.at, staffName: staff.name })
        .from(shopperNotes)
        .innerJoin(staff, eq(staff.id, shopperNotes.staffId))
        .where(eq(shopperNotes.userId, shopper.id))
        .orderBy(desc(shopperNotes.at), desc(shopperNotes.id)),
      db
        .select({ status: addressChecks.status, requestedAt: addressChecks.requestedAt })
        .from(addressChecks)
        .where(eq(addressChecks.userId, shopper.id))
        .orderBy(desc(addressChecks.requestedAt))
        .limit(1),
      db
        .select({ at: consents.consentedAt })
        .from(consents)
        .where(and(eq(consents.userId, shopper.id), eq(consents.kind, 'credit-check')))
        .orderBy(desc(consents.consentedAt))
        .limit(1),
      db
        .select({
          reference: complaints.reference,
          orderId: complaints.orderId,
          category: complaints.category,
          status: complaints.status,
          createdAt: complaints.createdAt,
          dueAt: complaints.dueAt,
          escalatedAt: complaints.escalatedAt,
          resolvedAt: complaints.resolvedAt,
        })
        .from(complaints)
        .where(eq(complaints.userId, shopper.id))
        .orderBy(desc(complaints.createdAt)),
    ]);
  return {
    orderRows,
    schedule,
    mandateRows,
    refundRows,
    messageRows,
    notes,
    addressCheck,
    consent,
    complaintRows,
  };
}

export type ShopperRecords = Awaited<ReturnType<typeof shopperRecords>>;

export async function insertShopperNote(
  db: Database,
  note: { userId: number; staffId: number; text: string; at: Date },
) {
  await db.insert(shopperNotes).values(note);
}

/** Kept for the filter's sake: the shopper's orders by their internal ids. */
export const orderNumbersById = (rows: ShopperRecords['orderRows']) =>
  new Map(rows.map((order) => [order.id, order.orderNumber]));
