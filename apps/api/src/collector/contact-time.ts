import { addDays, CONTACT_CAP_WINDOW_MS, nextPermittedContactTime } from '@oja/domain';
import { and, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { instalmentNotices, orders } from '../db/schema.ts';

/**
 * The notices about money owed, which the contact policy times: the 3-day and 1-day reminders, a failed
 * debit ('failed-N') and a staff member's overdue reminder ('overdue-YYYY-MM-DD'). Receipts ('receipt',
 * 'card-N') and refunds ('refund-N') are transactional and go at once.
 */
export function isCollectionNotice(kind: string): boolean {
  return (
    kind === 'reminder-3' ||
    kind === 'reminder-1' ||
    /^failed-\d+$/.test(kind) ||
    /^overdue-\d{4}-\d{2}-\d{2}$/.test(kind)
  );
}

/** The same kinds in SQL, for counting an order's contacts. */
const collectionKind = sql`(${instalmentNotices.kind} in ('reminder-3', 'reminder-1') or ${instalmentNotices.kind} like 'failed-%' or ${instalmentNotices.kind} like 'overdue-%')`;

/**
 * Decides when a collection notice may go, and records it as the notice's `contact_at`: `now` when the
 * policy allows it now (the domain's nextPermittedContactTime: permitted Lagos hours, no Sunday or holiday,
 * the weekly cap per order), else the next permitted time, to which it is held. One notice is one contact
 * (its email and its text go together). The order's other collection notices count by their own time (sent,
 * about to be, or held to later); the order's row is held meanwhile (FOR NO KEY UPDATE), so two collectors
 * weighing two notices of one order at once cannot both take the last place of a week.
 */
export async function scheduleCollectionNotice(
  db: Database,
  notice: { orderId: number; number: number; kind: string },
  now: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, notice.orderId)).for('no key update');
    // Sent before this column existed: counted by when it was sent.
    const contactTime =
      sql<Date>`coalesce(${instalmentNotices.contactAt}, ${instalmentNotices.sentAt})`.mapWith(
        instalmentNotices.contactAt,
      );
    const others = await tx
      .select({ at: contactTime })
      .from(instalmentNotices)
      .where(
        and(
          eq(instalmentNotices.orderId, notice.orderId),
          or(ne(instalmentNotices.number, notice.number), ne(instalmentNotices.kind, notice.kind)),
          collectionKind,
          or(isNotNull(instalmentNotices.contactAt), isNotNull(instalmentNotices.sentAt)),
          // Older contacts cannot share a window with this one.
          gt(contactTime, new Date(now - CONTACT_CAP_WINDOW_MS)),
        ),
      );
    const at = nextPermittedContactTime(
      now,
      others.map((row) => row.at.getTime()),
    );
    await tx
      .update(instalmentNotices)
      .set({ contactAt: new Date(at) })
      .where(
        and(
          eq(instalmentNotices.orderId, notice.orderId),
          eq(instalmentNotices.number, notice.number),
          eq(instalmentNotices.kind, notice.kind),
        ),
      );
    return at;
  });
}

/**
 * 'today' or 'tomorrow' when `date` is the day a notice is sent or the next; null otherwise (the notice then
 * names the date). A notice held by the policy goes on a later day than it was recorded, so its words are
 * counted from the day it is sent.
 */
export function relativeDay(date: string, sentOn: string): 'today' | 'tomorrow' | null {
  if (date === sentOn) return 'today';
  if (date === addDays(sentOn, 1)) return 'tomorrow';
  return null;
}
