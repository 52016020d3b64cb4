/**
 * The late payment charge on an instalment, and the worked example a shopper reads before ever being late.
 * The spec names the charge ('late payment charge' on an order card, 'late fees' among the direct-debit
 * terms' default consequences) but states no rate: its 'fixed N200.00 on completed orders and N0.00 on
 * ongoing' is a sample figure on the screen (latePaymentChargeLabel in orders.ts), not a rule. The rate is
 * Oja's choice, below. From the spec's policy: 'asset recovery may start after 7 days late'.
 */
import { type CalendarDate, MONTH_NAMES, parseCalendarDate } from './calendar';
import { calendarDaysBetween, collectionDate } from './instalment-dates';
import { formatKobo, type Kobo, kobo } from './money';

/**
 * Oja's choice, not the spec's: the late payment charge is 1% of the late instalment for each week or part
 * of a week it is late (1 to 7 days late: 1%, 8 to 14: 2%, …), up to {@link LATE_FEE_CAP_PERCENT}. Charged by
 * the started week, so a debit that succeeds on a retry a day or two late costs 1%, not a daily meter.
 */
export const LATE_FEE_RATE_PER_WEEK_PERCENT = 1;

/** Oja's choice: the late payment charge never passes 10% of the instalment (reached at 10 weeks late). */
export const LATE_FEE_CAP_PERCENT = 10;

/** The policy's 'asset recovery may start after 7 days late'. */
export const ASSET_RECOVERY_AFTER_DAYS_LATE = 7;

/** The days late the worked example uses: 8, one day past the point where asset recovery may start. */
export const LATE_CHARGE_EXAMPLE_DAYS_LATE = 8;

/**
 * How many days late an instalment due on `dueDate` is when paid (or still unpaid) on `paidOn`: counted from
 * its collection date (the due date, or the next business day: see collectionDate), so an instalment due on
 * a Saturday and paid on the Monday is not late. 0 when paid on or before that day.
 */
export function daysLate(dueDate: CalendarDate, paidOn: CalendarDate): number {
  return Math.max(0, calendarDaysBetween(collectionDate(dueDate), paidOn));
}

/**
 * The late payment charge on an instalment of `amountKobo` paid `days` days late:
 * {@link LATE_FEE_RATE_PER_WEEK_PERCENT}% per started week, at most {@link LATE_FEE_CAP_PERCENT}%, rounded
 * half up to the kobo. Nothing when it is not late (0 days or fewer). A negative or fractional amount, or a
 * fractional number of days, throws a RangeError.
 */
export function lateCharge(amountKobo: Kobo, days: number): Kobo {
  if (!Number.isSafeInteger(amountKobo) || amountKobo < 0) {
    throw new RangeError(`not an amount of kobo: ${amountKobo}`);
  }
  if (!Number.isSafeInteger(days)) throw new RangeError(`not a whole number of days: ${days}`);
  if (days <= 0) return kobo(0);
  const weeks = Math.ceil(days / 7);
  const percent = Math.min(weeks * LATE_FEE_RATE_PER_WEEK_PERCENT, LATE_FEE_CAP_PERCENT);
  return kobo(Math.floor((amountKobo * percent + 50) / 100));
}

/** Whether asset recovery may start on an instalment this many days late: after 7 days, not on the 7th. */
export function assetRecoveryMayStart(days: number): boolean {
  return days > ASSET_RECOVERY_AFTER_DAYS_LATE;
}

/**
 * The worked example a shopper sees before being late, in plain English and the shop's money format
 * (formatKobo): 'If ₦12,500 due on 3 March 2026 is paid 8 days late, a late payment charge of ₦250 is
 * added: 1% of the instalment for each week or part of a week it is late, at most 10%. After 7 days late,
 * Oja may also start to recover the item.' Without a due date (or with one that is not a date) it speaks of
 * 'an instalment of ₦12,500'.
 */
export function lateChargeExample(amountKobo: Kobo, dueDate?: CalendarDate): string {
  const days = LATE_CHARGE_EXAMPLE_DAYS_LATE;
  const charge = lateCharge(amountKobo, days);
  const due = parseCalendarDate(dueDate);
  const what = due
    ? `${formatKobo(amountKobo)} due on ${due.day} ${MONTH_NAMES[due.month - 1]} ${due.year}`
    : `an instalment of ${formatKobo(amountKobo)}`;
  return (
    `If ${what} is paid ${days} days late, a late payment charge of ${formatKobo(charge)} is added: ` +
    `${LATE_FEE_RATE_PER_WEEK_PERCENT}% of the instalment for each week or part of a week it is late, ` +
    `at most ${LATE_FEE_CAP_PERCENT}%. After ${ASSET_RECOVERY_AFTER_DAYS_LATE} days late, Oja may also ` +
    'start to recover the item.'
  );
}
