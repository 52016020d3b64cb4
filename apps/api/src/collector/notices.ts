import {
  addDays,
  calendarDaysBetween,
  formatKobo,
  kobo,
  LATE_FEE_CAP_PERCENT,
  LATE_FEE_RATE_PER_WEEK_PERCENT,
  lagosCalendarDate,
  parseCalendarDate,
  reminderDates,
} from '@oja/domain';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import {
  instalmentCardPayments,
  instalmentCharges,
  instalmentNotices,
  mandates,
  orderSchedule,
  orders,
  standingAccounts,
  users,
} from '../db/schema.ts';
import type { EmailMessage } from '../email/sender.ts';
import { logger } from '../ops/log.ts';
import type { CollectorDeps } from './collector-deps.ts';
import { isCollectionNotice, relativeDay, scheduleCollectionNotice } from './contact-time.ts';
import { queueNoticeSms } from './notice-sms.ts';

/** The furthest reminder before a due date, in days (REMINDER_DAYS_BEFORE_DUE's first). */
const REMINDER_WINDOW_DAYS = 3;

/**
 * Records the reminders due today, each once (the notice's primary key): an unpaid instalment of an order
 * with an active mandate is reminded from its first reminder date (3 days before it is due) and again from
 * its second (1 day before). When the shop's clock passes the first window without a tick (a server that was
 * off, a sandbox clock moved by days), only the latest reminder that applies is sent.
 */
export async function recordReminders(db: Database, today: string, at: Date): Promise<number> {
  const upcoming = await db
    .select({ orderId: orderSchedule.orderId, number: orderSchedule.number, dueDate: orderSchedule.dueDate })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .innerJoin(
      mandates,
      and(
        eq(mandates.orderId, orders.id),
        eq(mandates.status, 'active'),
        // Not reminded of a debit the cancelled mandate's end date rules out.
        or(isNull(mandates.endsOn), sql`${mandates.endsOn} > ${orderSchedule.dueDate}`),
      ),
    )
    .where(
      and(
        eq(orders.status, 'paid'),
        sql`${orderSchedule.number} >= 1`,
        eq(orderSchedule.status, 'unpaid'),
        gt(orderSchedule.dueDate, today),
        lte(orderSchedule.dueDate, addDays(today, REMINDER_WINDOW_DAYS)),
      ),
    );
  let recorded = 0;
  for (const row of upcoming) {
    const dates = reminderDates(row.dueDate);
    // The latest reminder whose day has come (dates are earliest first).
    const index = dates.findLastIndex((date) => date <= today);
    if (index < 0) continue;
    const kinds = ['reminder-3', 'reminder-1'];
    const kind = kinds[index] ?? 'reminder-1';
    // A later reminder recorded already means the earlier one is not needed any more.
    if (index === 0 && (await hasNotice(db, row.orderId, row.number, 'reminder-1'))) continue;
    if (await recordNotice(db, row.orderId, row.number, kind, at)) recorded++;
  }
  return recorded;
}

/** Records a notice to send (at most one per order, instalment and kind); true when this call recorded it. */
export async function recordNotice(
  db: Database,
  orderId: number,
  number: number,
  kind: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(instalmentNotices)
    .values({ orderId, number, kind, createdAt: at })
    .onConflictDoNothing()
    .returning({ kind: instalmentNotices.kind });
  return rows.length > 0;
}

async function hasNotice(db: Database, orderId: number, number: number, kind: string): Promise<boolean> {
  const rows = await db
    .select({ kind: instalmentNotices.kind })
    .from(instalmentNotices)
    .where(
      and(
        eq(instalmentNotices.orderId, orderId),
        eq(instalmentNotices.number, number),
        eq(instalmentNotices.kind, kind),
      ),
    );
  return rows.length > 0;
}

/**
 * Sends every notice recorded and not sent yet: each is claimed first (claimed_at, SKIP LOCKED, so two
 * collectors never send the same one), sent, then marked sent. A process killed between the claim and the
 * mark leaves it to be sent again once the lease is over (the only case where an email may go twice).
 */
export async function sendPendingNotices(deps: CollectorDeps, leaseMs: number): Promise<number> {
  let sent = 0;
  for (;;) {
    const at = new Date(deps.now());
    const stale = new Date(at.getTime() - leaseMs);
    const claimed = await deps.db.execute(sql`
      update ${instalmentNotices} set claimed_at = ${at}
      where (order_id, number, kind) in (
        select order_id, number, kind from ${instalmentNotices}
        where sent_at is null and (claimed_at is null or claimed_at < ${stale})
          and (contact_at is null or contact_at <= ${at})
        order by created_at
        limit 100
        for update skip locked
      )
      returning order_id, number, kind`);
    // Both drivers (node-postgres and PGlite) answer the rows in `rows`.
    const { rows } = claimed as unknown as {
      rows: Array<{ order_id: number; number: number; kind: string }>;
    };
    if (rows.length === 0) return sent;
    for (const row of rows) {
      const orderId = Number(row.order_id);
      const number = Number(row.number);
      try {
        // Still ours? A batch sent slowly can outlive its lease, and another collector then claims the rest of
        // it: the notice is sent by whoever holds it now, once. Holding it again also restarts its lease.
        if (!(await renewClaim(deps, orderId, number, row.kind, at))) continue;
        const collection = isCollectionNotice(row.kind);
        if (collection) {
          // The contact policy: outside the permitted hours, or past the week's cap, the notice is held (its
          // claim let go) until its contact_at, when a tick claims it again.
          const contactAt = await scheduleCollectionNotice(
            deps.db,
            { orderId, number, kind: row.kind },
            deps.now(),
          );
          if (contactAt > deps.now()) {
            await releaseClaim(deps, orderId, number, row.kind);
            continue;
          }
        }
        const sentOn = lagosCalendarDate(deps.now());
        // The text first: it is queued once per notice (its key), so a failed email sent again later never
        // sends it twice; an email has no such key.
        await queueNoticeSms(deps.db, { orderId, number, kind: row.kind, at: new Date(deps.now()) });
        const message = await noticeEmail(deps.db, orderId, number, row.kind, sentOn);
        if (message) await deps.email.send(collection ? { ...message, collectionOrderId: orderId } : message);
        await deps.db
          .update(instalmentNotices)
          .set({ sentAt: new Date(deps.now()) })
          .where(
            and(
              eq(instalmentNotices.orderId, orderId),
              eq(instalmentNotices.number, number),
              eq(instalmentNotices.kind, row.kind),
            ),
          );
        sent++;
      } catch (error) {
        logger.error(
          { err: error },
          `Instalment email (${row.kind}) of order ${orderId} #${number} not sent yet`,
        );
      }
    }
    if (rows.length < 100) return sent;
  }
}

/** The notice of an order's instalment, of one kind, while it is not sent. */
function unsentNotice(orderId: number, number: number, kind: string) {
  return and(
    eq(instalmentNotices.orderId, orderId),
    eq(instalmentNotices.number, number),
    eq(instalmentNotices.kind, kind),
    isNull(instalmentNotices.sentAt),
  );
}

/** Lets a held notice's claim go: it is claimed again once its contact_at has come. */
async function releaseClaim(deps: CollectorDeps, orderId: number, number: number, kind: string) {
  await deps.db
    .update(instalmentNotices)
    .set({ claimedAt: null })
    .where(unsentNotice(orderId, number, kind));
}

/**
 * Moves a notice's claim from `claimedAt` (this collector's) to now, when it is still unsent and still this
 * collector's; false when another collector has claimed it since (or it was sent).
 */
async function renewClaim(
  deps: CollectorDeps,
  orderId: number,
  number: number,
  kind: string,
  claimedAt: Date,
): Promise<boolean> {
  const renewed = await deps.db
    .update(instalmentNotices)
    .set({ claimedAt: new Date(deps.now()) })
    .where(and(unsentNotice(orderId, number, kind), eq(instalmentNotices.claimedAt, claimedAt)))
    .returning({ kind: instalmentNotices.kind });
  return renewed.length > 0;
}

/** 'Monday, 9 March 2026' for '2026-03-09'. */
function longDate(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return new Intl.DateTimeFormat('en-NG', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}

/** The order, shopper and instalment facts every notice's words are made of; undefined when the order is gone. */
async function noticeRow(db: Database, orderId: number, number: number) {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      instalmentCount: orders.instalmentCount,
      email: users.email,
      firstName: users.firstName,
      amountKobo: orderSchedule.amountKobo,
      dueDate: orderSchedule.dueDate,
      paidReference: orderSchedule.paidReference,
      left: sql<number>`(select count(*) from ${orderSchedule} s where s.order_id = ${orderId} and s.number >= 1 and s.status <> 'paid')`,
      leftKobo: sql<string>`(select coalesce(sum(s.amount_kobo), 0) from ${orderSchedule} s where s.order_id = ${orderId} and s.number >= 1 and s.status <> 'paid')`,
      nextDue: sql<
        string | null
      >`(select min(s.due_date)::text from ${orderSchedule} s where s.order_id = ${orderId} and s.number >= 1 and s.status <> 'paid')`,
      standingBank: standingAccounts.bankName,
      standingNumber: standingAccounts.accountNumber,
      standingName: standingAccounts.accountName,
      // What is still due of it: less what transfers to the standing account already paid (issue 44).
      dueKobo: sql<string>`${orderSchedule.amountKobo} - (select coalesce(sum(p.amount_kobo), 0) from standing_transfer_parts p where p.order_id = ${orderId} and p.number = ${number})`,
    })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(standingAccounts, eq(standingAccounts.userId, orders.userId))
    .where(and(eq(orderSchedule.orderId, orderId), eq(orderSchedule.number, number)));
  return row;
}

/**
 * The line that tells a shopper with a standing account how to pay by transfer (issue 44): the account and
 * the amount due. None before the account is made.
 */
function standingTransferLines(row: NoticeWords['row']): string[] {
  if (!row.standingNumber) return [];
  return [
    `You can also pay ${formatKobo(kobo(Number(row.dueKobo)))} by bank transfer to your Oja account: ${row.standingBank}, account number ${row.standingNumber} (${row.standingName}). A transfer to it pays your instalments, the earliest due first.`,
  ];
}

/** A notice's row (noticeRow) and the words every notice shares. */
interface NoticeWords {
  row: NonNullable<Awaited<ReturnType<typeof noticeRow>>>;
  name: string;
  amount: string;
  which: string;
  signOff: string[];
}

/** The email a notice stands for; null when its order is gone. Plain, warm Nigerian English. */
async function noticeEmail(
  db: Database,
  orderId: number,
  number: number,
  kind: string,
  /** The Lagos day it is sent: a held notice goes days after it was recorded, and says so in its words. */
  sentOn: string,
): Promise<EmailMessage | null> {
  const row = await noticeRow(db, orderId, number);
  if (!row) return null;
  const name = row.firstName ? `Hello ${row.firstName},` : 'Hello,';
  const amount = formatKobo(row.amountKobo);
  const which = `instalment ${number} of ${row.instalmentCount} for order ${row.orderNumber}`;
  const signOff = ['', 'Thank you for shopping with Oja.', 'The Oja team'];
  const words: NoticeWords = { row, name, amount, which, signOff };

  if (kind === 'reminder-3' || kind === 'reminder-1') {
    // Relative to the day it is sent (a reminder held over a Sunday is not 'tomorrow' any more).
    const relative = relativeDay(row.dueDate, sentOn);
    const when = relative ?? `on ${longDate(row.dueDate)}`;
    const is = row.dueDate < sentOn ? 'was due' : 'is due';
    return {
      to: row.email,
      subject: `Reminder: your Oja instalment of ${amount} ${is} ${when}`,
      text: [
        name,
        '',
        `A quick reminder that ${which}, ${amount}, ${is} ${when}${relative ? ` (${longDate(row.dueDate)})` : ''}.`,
        'We will debit it from your linked bank account by direct debit on that day, or on the next business day if it falls on a weekend or public holiday.',
        'Please make sure the money is in your account so the debit goes through. You do not need to do anything else.',
        'If you would rather pay it now, you can pay by card from My purchases in the Oja app.',
        ...standingTransferLines(row),
        ...signOff,
      ].join('\n'),
    };
  }

  const overdueOn = /^overdue-(\d{4}-\d{2}-\d{2})$/.exec(kind)?.[1];
  if (overdueOn) {
    const daysLate = calendarDaysBetween(row.dueDate, overdueOn);
    return {
      to: row.email,
      subject: `Your Oja instalment of ${amount} is overdue`,
      text: [
        name,
        '',
        `${which[0]?.toUpperCase()}${which.slice(1)}, ${amount}, was due on ${longDate(row.dueDate)}: it is ${daysLate} day${daysLate === 1 ? '' : 's'} overdue, and our direct debits did not go through.`,
        'Please fund your linked bank account so we can collect it, or pay it now by card from My purchases in the Oja app.',
        'If something has happened that makes paying hard, reply to this email: we would rather agree a way forward with you.',
        ...signOff,
      ].join('\n'),
    };
  }

  if (kind === 'receipt') {
    const left = Number(row.left);
    return {
      to: row.email,
      subject: `Payment received: ${amount} for your Oja order ${row.orderNumber}`,
      text: [
        name,
        '',
        `We have received ${amount} by direct debit for ${which}. Thank you!`,
        ...(row.paidReference ? [`Payment reference: ${row.paidReference}.`] : []),
        left > 0
          ? `You have ${left} instalment${left === 1 ? '' : 's'} left (${formatKobo(kobo(Number(row.leftKobo)))} in all)${row.nextDue ? `; the next one is due on ${longDate(row.nextDue)}` : ''}.`
          : 'That was your last instalment: your order is fully paid. Well done!',
        ...signOff,
      ].join('\n'),
    };
  }

  const cardPaymentId = Number(/^card-(\d+)$/.exec(kind)?.[1] ?? Number.NaN);
  if (Number.isInteger(cardPaymentId)) return cardReceiptEmail(db, cardPaymentId, words);

  const refundedAttempt = Number(/^refund-(\d+)$/.exec(kind)?.[1] ?? Number.NaN);
  if (Number.isInteger(refundedAttempt)) {
    return {
      to: row.email,
      subject: `We are refunding ${amount} to you for your Oja order ${row.orderNumber}`,
      text: [
        name,
        '',
        `Your direct debit collected ${amount} for ${which} after you had already paid it by card.`,
        'You will not pay twice: we are refunding the direct debit to your bank account. It reaches you in 7 to 14 business days.',
        ...signOff,
      ].join('\n'),
    };
  }

  const attempt = Number(/^failed-(\d+)$/.exec(kind)?.[1] ?? Number.NaN);
  if (!Number.isInteger(attempt)) return null;
  return failedDebitEmail(db, { orderId, number, attempt, sentOn }, words);
}

/** The receipt of instalments paid ahead by card (`card-{payment id}`); null when the payment is gone. */
async function cardReceiptEmail(
  db: Database,
  cardPaymentId: number,
  { row, name, signOff }: NoticeWords,
): Promise<EmailMessage | null> {
  const [payment] = await db
    .select()
    .from(instalmentCardPayments)
    .where(eq(instalmentCardPayments.id, cardPaymentId));
  if (!payment) return null;
  const left = Number(row.left);
  const numbers = [...payment.numbers].sort((a, b) => a - b);
  const paidFor =
    numbers.length === 1
      ? `instalment ${numbers[0]} of ${row.instalmentCount}`
      : `instalments ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)} of ${row.instalmentCount}`;
  return {
    to: row.email,
    subject: `Payment received: ${formatKobo(kobo(payment.amountKobo))} for your Oja order ${row.orderNumber}`,
    text: [
      name,
      '',
      `We have received ${formatKobo(kobo(payment.amountKobo))} by card for ${paidFor} of order ${row.orderNumber}, ahead of the direct debit. Thank you!`,
      `Payment reference: ${payment.reference}.`,
      ...(payment.refundKobo > 0
        ? [
            `Your direct debit had already collected ${formatKobo(kobo(payment.refundKobo))} of it, so we are refunding that to your card: it reaches you in 7 to 14 business days.`,
          ]
        : []),
      left > 0
        ? `You have ${left} instalment${left === 1 ? '' : 's'} left (${formatKobo(kobo(Number(row.leftKobo)))} in all)${row.nextDue ? `; the next one is due on ${longDate(row.nextDue)}` : ''}.`
        : 'Your order is fully paid: we will not debit your account for it again. Well done!',
      ...signOff,
    ].join('\n'),
  };
}

/** The notice of a debit that did not go through (`failed-{attempt}`): when it is tried again, if ever. */
async function failedDebitEmail(
  db: Database,
  { orderId, number, attempt, sentOn }: { orderId: number; number: number; attempt: number; sentOn: string },
  { row, name, amount, which, signOff }: NoticeWords,
): Promise<EmailMessage> {
  const charges = await db
    .select({
      attempt: instalmentCharges.attempt,
      dueOn: instalmentCharges.dueOn,
      finishedAt: instalmentCharges.finishedAt,
      gatewayResponse: instalmentCharges.gatewayResponse,
    })
    .from(instalmentCharges)
    .where(and(eq(instalmentCharges.orderId, orderId), eq(instalmentCharges.number, number)))
    .orderBy(asc(instalmentCharges.attempt));
  const failed = charges.find((c) => c.attempt === attempt);
  const retry = charges.find((c) => c.attempt === attempt + 1);
  const reason = failed?.gatewayResponse ? ` (the bank said: ${failed.gatewayResponse})` : '';
  // The day of the debit, said as such when the notice was held to a later day.
  const triedOn = failed?.finishedAt
    ? lagosCalendarDate(failed.finishedAt.getTime())
    : (failed?.dueOn ?? sentOn);
  const when = triedOn === sentOn ? 'today' : `on ${longDate(triedOn)}`;
  return {
    to: row.email,
    subject: `We could not collect ${amount} for your Oja order ${row.orderNumber}`,
    text: [
      name,
      '',
      `We tried to debit ${amount} for ${which} ${when}, but the debit did not go through${reason}.`,
      retry
        ? `No wahala: we will try again on ${longDate(retry.dueOn)}. Please fund your linked account before then so the debit goes through, or pay it now by card from My purchases in the Oja app.`
        : `That was our last automatic try. Please pay it by card from My purchases in the Oja app, or fund your linked account and reply to this email so we can collect it. While it is unpaid, a late payment charge of ${LATE_FEE_RATE_PER_WEEK_PERCENT}% of the instalment applies for each week it is late (at most ${LATE_FEE_CAP_PERCENT}%).`,
      ...standingTransferLines(row),
      'If something has happened that makes paying hard, reply to this email: we would rather agree a way forward with you.',
      ...signOff,
    ].join('\n'),
  };
}
