import { randomInt } from 'node:crypto';
import { type ComplaintCategory, complaintDueAt } from '@oja/domain';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
} from 'drizzle-orm';
import type { Database } from './connect.ts';
import { complaintPictures, complaintReplies, complaints, orders, staff, users } from './schema.ts';

/** Letters and digits a shopper reads out on the phone without confusion (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 'CMP-7K3QX9AB': random, so a reference says nothing about how many complaints there are. */
function newComplaintReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CMP-${code}`;
}

type ComplaintRow = typeof complaints.$inferSelect;

/** A complaint with what the shop and the console show beside it. */
export interface ComplaintFacts {
  complaint: ComplaintRow;
  orderNumber: string | null;
  shopper: {
    email: string;
    phoneNumber: string;
    firstName: string | null;
    lastName: string | null;
    smsOn: boolean;
  };
  assignee: { staffId: string; name: string } | null;
  /** Whether the shopper attached a picture (its bytes are read only when asked: complaintPicture). */
  hasPicture: boolean;
}

export interface ComplaintReplyFacts {
  text: string;
  at: Date;
  staffName: string;
}

/** The order `publicId` of the shopper `userId`, or null when it is not theirs (or does not exist). */
export async function shopperOrderId(
  db: Database,
  userId: number,
  publicId: string,
): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.userId, userId)));
  return row ?? null;
}

/** A complaint's picture as kept: re-encoded bytes, their type and size in pixels. */
export type ComplaintPicture = Omit<typeof complaintPictures.$inferInsert, 'complaintId'>;

/** Records a new complaint (with its picture, if any, in the same transaction), due 48 hours from `now`. */
export async function insertComplaint(
  db: Database,
  complaint: { userId: number; orderId: number | null; category: ComplaintCategory; body: string },
  picture: ComplaintPicture | null,
  now: number,
): Promise<ComplaintRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complaints)
      .values({
        ...complaint,
        reference: newComplaintReference(),
        createdAt: new Date(now),
        dueAt: new Date(complaintDueAt(now)),
      })
      .returning();
    if (!row) throw new Error('complaint not inserted');
    if (picture) await tx.insert(complaintPictures).values({ ...picture, complaintId: row.id });
    return row;
  });
}

/**
 * The picture of the complaint `reference`; with `userId`, only when the complaint is that shopper's. Null when
 * there is none (or it is not theirs: the caller answers 404 either way).
 */
export async function complaintPicture(
  db: Database,
  reference: string,
  userId?: number,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: complaintPictures.contentType, bytes: complaintPictures.bytes })
    .from(complaintPictures)
    .innerJoin(complaints, eq(complaints.id, complaintPictures.complaintId))
    .where(
      and(
        eq(complaints.reference, reference),
        userId === undefined ? undefined : eq(complaints.userId, userId),
      ),
    );
  return row ?? null;
}

/** What the staff's escalation email says of a complaint: nothing of the shopper. */
export interface EscalatedComplaint {
  reference: string;
  category: ComplaintCategory;
  dueAt: Date;
}

/**
 * Marks every open complaint whose 48 hours have run out as escalated, once (a conditional UPDATE: of two
 * processes at once, each complaint is marked by one), at the moment its clock ran out. Answers the ones this
 * call marked, so whoever marked it tells the staff (complaints/escalation.ts) and no one else does.
 */
export async function markOverdueComplaintsEscalated(
  db: Database,
  now: number,
): Promise<EscalatedComplaint[]> {
  return db
    .update(complaints)
    .set({ escalatedAt: sql`${complaints.dueAt}` })
    .where(
      and(
        eq(complaints.status, 'open'),
        isNull(complaints.escalatedAt),
        lte(complaints.dueAt, new Date(now)),
      ),
    )
    .returning({ reference: complaints.reference, category: complaints.category, dueAt: complaints.dueAt });
}

const assignedStaff = aliasedTable(staff, 'assigned_staff');

function selectFacts(db: Database) {
  return db
    .select({
      complaint: complaints,
      orderNumber: orders.orderNumber,
      email: users.email,
      phoneNumber: users.phoneNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      smsOn: users.smsNotifications,
      assigneeId: assignedStaff.staffId,
      assigneeName: assignedStaff.name,
      pictureOf: complaintPictures.complaintId,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(orders, eq(orders.id, complaints.orderId))
    .leftJoin(assignedStaff, eq(assignedStaff.id, complaints.assignedTo))
    .leftJoin(complaintPictures, eq(complaintPictures.complaintId, complaints.id));
}

type FactsRow = Awaited<ReturnType<ReturnType<typeof selectFacts>['execute']>>[number];

function toFacts(row: FactsRow): ComplaintFacts {
  return {
    complaint: row.complaint,
    orderNumber: row.orderNumber,
    shopper: {
      email: row.email,
      phoneNumber: row.phoneNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      smsOn: row.smsOn,
    },
    assignee:
      row.assigneeId === null || row.assigneeName === null
        ? null
        : { staffId: row.assigneeId, name: row.assigneeName },
    hasPicture: row.pictureOf !== null,
  };
}

/** The shopper's own complaints, newest first. */
export async function shopperComplaints(db: Database, userId: number): Promise<ComplaintFacts[]> {
  const rows = await selectFacts(db)
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
  return rows.map(toFacts);
}

/** One complaint by its reference; with `userId`, only when it is that shopper's (null otherwise). */
export async function findComplaint(
  db: Database,
  reference: string,
  userId?: number,
): Promise<ComplaintFacts | null> {
  const [row] = await selectFacts(db).where(
    and(
      eq(complaints.reference, reference),
      userId === undefined ? undefined : eq(complaints.userId, userId),
    ),
  );
  return row ? toFacts(row) : null;
}

/** A complaint's replies, oldest first, each with the name of the staff member who wrote it. */
export async function complaintRepliesOf(db: Database, complaintId: number): Promise<ComplaintReplyFacts[]> {
  return (await repliesByComplaint(db, [complaintId])).get(complaintId) ?? [];
}

/** The replies of several complaints in one query, by complaint id (oldest first within each). */
export async function repliesByComplaint(
  db: Database,
  complaintIds: readonly number[],
): Promise<Map<number, ComplaintReplyFacts[]>> {
  const byComplaint = new Map<number, ComplaintReplyFacts[]>();
  if (complaintIds.length === 0) return byComplaint;
  const rows = await db
    .select({
      complaintId: complaintReplies.complaintId,
      text: complaintReplies.body,
      at: complaintReplies.createdAt,
      staffName: staff.name,
    })
    .from(complaintReplies)
    .innerJoin(staff, eq(staff.id, complaintReplies.staffId))
    .where(inArray(complaintReplies.complaintId, [...complaintIds]))
    .orderBy(asc(complaintReplies.id));
  for (const { complaintId, ...reply } of rows) {
    byComplaint.set(complaintId, [...(byComplaint.get(complaintId) ?? []), reply]);
  }
  return byComplaint;
}

type ComplaintQueueFilter = 'open' | 'resolved';

/**
 * The console's queue: open complaints by time left on their promise, least first (so escalated ones, past
 * their time, lead); resolved ones newest first. At most `limit`.
 */
export async function complaintQueue(
  db: Database,
  filter: ComplaintQueueFilter,
  limit: number,
): Promise<ComplaintFacts[]> {
  const rows = await selectFacts(db)
    .where(eq(complaints.status, filter))
    .orderBy(filter === 'open' ? asc(complaints.dueAt) : desc(complaints.resolvedAt), asc(complaints.id))
    .limit(limit);
  return rows.map(toFacts);
}

/** How many complaints are open, and how many of those are escalated (past their 48 hours). */
export async function complaintCounts(db: Database): Promise<{ open: number; escalated: number }> {
  const [row] = await db
    .select({
      open: count(),
      escalated: sql<number>`count(${complaints.escalatedAt})::int`,
    })
    .from(complaints)
    .where(eq(complaints.status, 'open'));
  return { open: row?.open ?? 0, escalated: Number(row?.escalated ?? 0) };
}

/** The active staff members who may be given a complaint (and are told of an escalation): those of `roles`. */
export async function complaintHandlers(
  db: Database,
  roles: readonly string[],
): Promise<{ id: number; staffId: string; name: string; email: string }[]> {
  return db
    .select({ id: staff.id, staffId: staff.staffId, name: staff.name, email: staff.email })
    .from(staff)
    .where(
      and(inArray(staff.role, roles as never[]), isNull(staff.disabledAt), isNotNull(staff.passwordHash)),
    )
    .orderBy(asc(staff.name));
}

/** Gives an open complaint to a staff member (or to no one); false when it is resolved already. */
export async function assignComplaint(db: Database, complaintId: number, staffRowId: number | null) {
  const done = await db
    .update(complaints)
    .set({ assignedTo: staffRowId })
    .where(and(eq(complaints.id, complaintId), eq(complaints.status, 'open')))
    .returning({ id: complaints.id });
  return done.length > 0;
}

export async function insertComplaintReply(
  db: Database,
  reply: { complaintId: number; staffId: number; body: string },
  now: number,
): Promise<number> {
  const [row] = await db
    .insert(complaintReplies)
    .values({ ...reply, createdAt: new Date(now) })
    .returning({ id: complaintReplies.id });
  if (!row) throw new Error('reply not inserted');
  return row.id;
}

/** Resolves an open complaint, once (a conditional UPDATE); false when it was resolved already. */
export async function resolveComplaint(
  db: Database,
  complaintId: number,
  resolution: { staffId: number; reason: string },
  now: number,
): Promise<boolean> {
  const done = await db
    .update(complaints)
    .set({
      status: 'resolved',
      resolvedAt: new Date(now),
      resolvedBy: resolution.staffId,
      resolution: resolution.reason,
    })
    .where(and(eq(complaints.id, complaintId), eq(complaints.status, 'open')))
    .returning({ id: complaints.id });
  return done.length > 0;
}

/** What the twice-yearly report lists of a complaint: no contact details, the shopper's reference only. */
export interface ComplaintReportRow {
  complaint: ComplaintRow;
  orderNumber: string | null;
  shopperId: string;
  replies: number;
}

/** Every complaint raised in [from, to), oldest first, with its order number and the count of replies. */
export async function complaintsRaisedBetween(
  db: Database,
  from: Date,
  to: Date,
): Promise<ComplaintReportRow[]> {
  const replies = db
    .select({ complaintId: complaintReplies.complaintId, n: count().as('n') })
    .from(complaintReplies)
    .groupBy(complaintReplies.complaintId)
    .as('reply_counts');
  const rows = await db
    .select({
      complaint: complaints,
      orderNumber: orders.orderNumber,
      shopperId: users.userId,
      replies: replies.n,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(orders, eq(orders.id, complaints.orderId))
    .leftJoin(replies, eq(replies.complaintId, complaints.id))
    .where(and(gte(complaints.createdAt, from), lt(complaints.createdAt, to)))
    .orderBy(asc(complaints.createdAt), asc(complaints.id));
  return rows.map((row) => ({ ...row, replies: Number(row.replies ?? 0) }));
}
