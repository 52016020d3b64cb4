import { calendarDaysBetween, kobo, lagosCalendarDate, parseCalendarDate } from '@oja/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { instalmentCharges, orderSchedule, orders, standingAccounts, users } from '../db/schema.ts';
import { queueSms } from '../sms/queue.ts';
import { failedDebitText, overdueText, refundText, reminderText } from '../sms/texts.ts';
import { relativeDay } from './contact-time.ts';

/** 'Mon 9 Mar' for '2026-03-09': short, for a text (built from parts, so no ICU version adds a comma). */
function shortDate(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  const parts = new Intl.DateTimeFormat('en-NG', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/**
 * Queues the text that goes with a notice's email: reminders (3 and 1 days before), a failed debit, a staff
 * member's reminder of an overdue instalment, and a debit refunded because the instalment was paid by card. Receipts and card payments go by email only. None
 * when the shopper has turned SMS off (the account area, or STOP). The notice's own key keeps it to one text
 * however often the notice is sent again (a collector that died before marking it sent).
 */
export async function queueNoticeSms(
  db: Database,
  { orderId, number, kind, at }: { orderId: number; number: number; kind: string; at: Date },
): Promise<boolean> {
  const isReminder = kind === 'reminder-3' || kind === 'reminder-1';
  const failedAttempt = Number(/^failed-(\d+)$/.exec(kind)?.[1] ?? Number.NaN);
  const isRefund = /^refund-\d+$/.test(kind);
  // A staff member's reminder of an overdue instalment: 'overdue-' and the Lagos day it was sent.
  const overdueOn = /^overdue-(\d{4}-\d{2}-\d{2})$/.exec(kind)?.[1];
  if (!isReminder && !Number.isInteger(failedAttempt) && !isRefund && !overdueOn) return false;
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      phone: users.phoneNumber,
      smsOn: users.smsNotifications,
      amountKobo: orderSchedule.amountKobo,
      dueDate: orderSchedule.dueDate,
      standingBank: standingAccounts.bankName,
      standingNumber: standingAccounts.accountNumber,
      dueKobo: sql<string>`${orderSchedule.amountKobo} - (select coalesce(sum(p.amount_kobo), 0) from standing_transfer_parts p where p.order_id = ${orderId} and p.number = ${number})`,
    })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(standingAccounts, eq(standingAccounts.userId, orders.userId))
    .where(and(eq(orderSchedule.orderId, orderId), eq(orderSchedule.number, number)));
  if (!row?.smsOn || !row.phone) return false;
  const amount = kobo(row.amountKobo);
  // The standing account, when the shopper has one (issue 44): reminders and failed debits name it.
  const transfer =
    row.standingBank && row.standingNumber
      ? { bankName: row.standingBank, accountNumber: row.standingNumber, dueKobo: kobo(Number(row.dueKobo)) }
      : null;
  let text: string;
  if (isReminder) {
    // Counted from the day it is sent: a reminder held over a Sunday is not 'tomorrow' any more.
    const relative = relativeDay(row.dueDate, lagosCalendarDate(at.getTime()));
    const when = relative ? `${relative} (${shortDate(row.dueDate)})` : `on ${shortDate(row.dueDate)}`;
    text = reminderText({ amount, orderNumber: row.orderNumber, when, transfer });
  } else if (overdueOn) {
    text = overdueText({
      amount,
      orderNumber: row.orderNumber,
      dueOn: shortDate(row.dueDate),
      daysLate: calendarDaysBetween(row.dueDate, overdueOn),
    });
  } else if (isRefund) {
    text = refundText({ amount, orderNumber: row.orderNumber, where: 'your bank account' });
  } else {
    const [retry] = await db
      .select({ dueOn: instalmentCharges.dueOn })
      .from(instalmentCharges)
      .where(
        and(
          eq(instalmentCharges.orderId, orderId),
          eq(instalmentCharges.number, number),
          eq(instalmentCharges.attempt, failedAttempt + 1),
        ),
      );
    text = failedDebitText({
      amount,
      orderNumber: row.orderNumber,
      dueOn: shortDate(row.dueDate),
      retryOn: retry ? shortDate(retry.dueOn) : null,
      transfer,
    });
  }
  return queueSms(db, {
    to: row.phone,
    text,
    key: `notice-${orderId}-${number}-${kind}`,
    at,
    // Refund texts are transactional; the rest are about money owed.
    ...(isRefund ? {} : { collectionOrderId: orderId }),
  });
}
