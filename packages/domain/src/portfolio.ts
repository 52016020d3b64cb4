import { addDays, type CalendarDate, parseCalendarDate } from './calendar';

/**
 * The credit book's definitions (issue 45, the console's portfolio view). The API computes the figures in SQL
 * over every paid instalment order; these are the same rules for one order or one week, so the SQL, the tests
 * and the console agree on what each figure means.
 *
 * Write-offs: a debt written off (an approved collections action of kind 'write-off', of what was owed then)
 * is no longer expected to be collected, so its order leaves the book: the outstanding figures and portfolio
 * at risk count only orders with no approved write-off. Its instalments are not marked paid, and the collection
 * rate and the first-payment default stay as they are: they are history (what fell due and whether it was
 * paid). The write-offs themselves are a figure of their own, by the Lagos month they were approved.
 */

/** One instalment of a schedule as the portfolio reads it: its due day and whether it is paid. */
export interface PortfolioInstalment {
  dueDate: CalendarDate;
  paid: boolean;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  if (!a || !b) throw new RangeError(`not calendar dates: ${from}, ${to}`);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/**
 * Days past due on `today`: how long the oldest unpaid instalment has been late (0 when nothing unpaid fell
 * due before today). An instalment due today is not late yet: the collector debits it during its due day.
 */
export function daysPastDue(schedule: readonly PortfolioInstalment[], today: CalendarDate): number {
  let oldest = 0;
  for (const instalment of schedule) {
    if (!instalment.paid) oldest = Math.max(oldest, daysBetween(instalment.dueDate, today));
  }
  return oldest;
}

/**
 * Portfolio at risk: the thresholds in days past due the book is measured at. PAR 1 is every order with a
 * missed instalment, PAR 30 those a month behind (past the collector's retries and reminders), PAR 90 those
 * the trade treats as non-performing.
 */
export const PAR_DAYS = [1, 30, 90] as const;
export type ParDays = (typeof PAR_DAYS)[number];

/** The PAR thresholds an order `days` past due counts in (PAR 30 counts in PAR 1 too: they are cumulative). */
export function parThresholdsOf(days: number): ParDays[] {
  return PAR_DAYS.filter((threshold) => days >= threshold);
}

/**
 * How long after its due day the first instalment may stay unpaid before the order counts as a first-payment
 * default. 30 days: the collector's retries and the reminders run within the first weeks, so a first
 * instalment still unpaid a month on is a shopper who did not mean to (or cannot) pay, not a debit that failed
 * once and was caught up. It is the trade's FPD30, so figures compare with other lenders'. An order whose first
 * instalment is not yet this old is not counted either way (too early to tell).
 */
export const FIRST_PAYMENT_DEFAULT_DAYS = 30;

/** Whether the first payment default can be judged on `today`: its due day is FIRST_PAYMENT_DEFAULT_DAYS old. */
export function firstPaymentJudged(firstDueDate: CalendarDate, today: CalendarDate): boolean {
  return daysBetween(firstDueDate, today) > FIRST_PAYMENT_DEFAULT_DAYS;
}

/**
 * Whether an order's first instalment defaulted: unpaid at the end of the FIRST_PAYMENT_DEFAULT_DAYS-th day
 * after its due day (`paidOn` is the Lagos day it was paid, or null). Null while it is too early to tell.
 */
export function firstPaymentDefaulted(
  firstDueDate: CalendarDate,
  paidOn: CalendarDate | null,
  today: CalendarDate,
): boolean | null {
  if (!firstPaymentJudged(firstDueDate, today)) return null;
  return paidOn === null || daysBetween(firstDueDate, paidOn) > FIRST_PAYMENT_DEFAULT_DAYS;
}

/**
 * Whether an instalment counts as collected on time in the weekly collection rate: paid by the end of its due
 * day (Lagos). A debit retried and paid later counts as collected, not on time.
 */
export function paidOnTime(dueDate: CalendarDate, paidOn: CalendarDate | null): boolean {
  return paidOn !== null && paidOn <= dueDate;
}

/** The Monday that begins the week (Monday to Sunday, as the shop's weeks run) holding `date`. */
export function weekStarting(date: CalendarDate): CalendarDate {
  const d = parseCalendarDate(date);
  if (!d) throw new RangeError(`not a calendar date: ${date}`);
  const weekday = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** A share as a whole percent, rounded down (99.6 % is not 100 %); null when there is nothing to share. */
export function sharePercent(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.floor((100 * Math.min(part, whole)) / whole);
}
