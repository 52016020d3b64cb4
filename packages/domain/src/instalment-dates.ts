/**
 * When a direct debit is taken, reminded and retried. The spec's direct-debit terms: 'debits on agreed
 * dates (next business day if not a business day)'. Everything here is calendar dates ('YYYY-MM-DD', Lagos
 * days); no clock is read.
 */
import { addDays, type CalendarDate, formatCalendarDate, parseCalendarDate } from './calendar';
import { isNigerianPublicHoliday } from './holidays';

function parseOrThrow(date: CalendarDate): { year: number; month: number; day: number } {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`not a calendar date: ${date}`);
  return parsed;
}

/**
 * Whether banks debit on `date`: not a Saturday or Sunday, and not a federal public holiday or its
 * substitute (`holidays.ts`: the fixed ones, Good Friday and Easter Monday, the Eids and Eid el-Maulud from
 * their dated table). A one-off holiday the government declares is not known until it is added there; on such
 * a day this answers true and the provider simply debits on its next working day, as the terms allow. Throws
 * a RangeError for a string that is not a real date.
 */
export function isBusinessDay(date: CalendarDate): boolean {
  const { year, month, day } = parseOrThrow(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !isNigerianPublicHoliday(date);
}

/**
 * The day an instalment due on `dueDate` is debited: the due date itself when it is a business day, else
 * the next business day ({@link isBusinessDay}). A due date on Saturday 26 December 2026 (Boxing Day too)
 * is debited on Tuesday 29 December: Monday 28 December is Boxing Day's substitute holiday.
 */
export function collectionDate(dueDate: CalendarDate): CalendarDate {
  let date = dueDate;
  while (!isBusinessDay(date)) date = addDays(date, 1);
  return date;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** An instalment's due date and the day the bank actually debits it, with why the two differ. */
export interface DebitDay {
  /** The date the schedule gives the instalment. */
  dueDate: CalendarDate;
  /** The day it is debited ({@link collectionDate}): the due date, or the next business day. */
  debitDate: CalendarDate;
  /**
   * Why the debit moved: 'public holiday' (the due date is one, or its substitute, whatever its weekday),
   * or the weekday ('Saturday', 'Sunday'); null when it is debited on its due date.
   */
  movedBecause: 'public holiday' | 'Saturday' | 'Sunday' | null;
}

/**
 * When an instalment due on `dueDate` is debited and why ({@link collectionDate}): the one place every
 * screen (checkout's schedule, the order's dots and next payment, direct debits) reads a debit date from.
 */
export function debitDay(dueDate: CalendarDate): DebitDay {
  const debitDate = collectionDate(dueDate);
  if (debitDate === dueDate) return { dueDate, debitDate, movedBecause: null };
  const { year, month, day } = parseOrThrow(dueDate);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return {
    dueDate,
    debitDate,
    movedBecause: isNigerianPublicHoliday(dueDate) ? 'public holiday' : (weekday as 'Saturday' | 'Sunday'),
  };
}

/**
 * The note beside a debit date that moved, in words: '26 Dec 2026 is a public holiday: debited on the next
 * business day, 29 Dec 2026.' (or 'is a Saturday'); null when the debit is on the due date.
 */
export function debitDayNote(day: DebitDay): string | null {
  if (day.movedBecause === null) return null;
  const why = day.movedBecause === 'public holiday' ? 'a public holiday' : `a ${day.movedBecause}`;
  return `${formatCalendarDate(day.dueDate)} is ${why}: debited on the next business day, ${formatCalendarDate(day.debitDate)}.`;
}

/** How many calendar days before the due date the shopper is reminded of an instalment: 3 and 1. */
export const REMINDER_DAYS_BEFORE_DUE: readonly number[] = [3, 1];

/**
 * The days the shopper is reminded of an instalment due on `dueDate`: 3 and 1 calendar days before it
 * ({@link REMINDER_DAYS_BEFORE_DUE}), earliest first. Reminders are not moved to business days: they are
 * messages, not debits, and a weekend is when a shopper can top up an account.
 */
export function reminderDates(dueDate: CalendarDate): CalendarDate[] {
  parseOrThrow(dueDate);
  return REMINDER_DAYS_BEFORE_DUE.map((days) => addDays(dueDate, -days));
}

/**
 * Oja's retry schedule after a failed debit: again 1, 3 and 7 calendar days after the day it failed. Three
 * tries spread over a week catch the common causes (a salary paid a day or two late, an account topped up
 * at the weekend) without debiting a short account every day, and the last try is on the 7th day, so the
 * retries are done when the policy's 'asset recovery may start after 7 days late' can apply.
 */
export const DEBIT_RETRY_DAYS_AFTER_FAILURE: readonly number[] = [1, 3, 7];

/**
 * The days a debit that failed on `failedOn` is tried again: {@link DEBIT_RETRY_DAYS_AFTER_FAILURE} days
 * after it, each moved to the next business day ({@link collectionDate}), and each strictly after the one
 * before: when moving a try onto a business day would put it on the day of the previous try, it goes to the
 * next business day after that. So there are always three different business days, in order; the last may
 * fall after the 7th day when a weekend or holiday is in the way. Stop retrying as soon as one succeeds.
 */
export function retryDates(failedOn: CalendarDate): CalendarDate[] {
  parseOrThrow(failedOn);
  const dates: CalendarDate[] = [];
  for (const days of DEBIT_RETRY_DAYS_AFTER_FAILURE) {
    const previous = dates.at(-1);
    const planned = collectionDate(addDays(failedOn, days));
    dates.push(
      previous !== undefined && planned <= previous ? collectionDate(addDays(previous, 1)) : planned,
    );
  }
  return dates;
}

/** Whole calendar days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = parseOrThrow(from);
  const b = parseOrThrow(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/**
 * The direct-debit terms' notice for changing or cancelling a mandate: at least 5 business days before the
 * next debit (section 9). A cancellation asked for today takes effect on `mandateEndDate(today)`; debits
 * collected before that day are still taken.
 */
export const MANDATE_CANCEL_NOTICE_BUSINESS_DAYS = 5;

/** The `count`-th business day after `date` (not counting `date` itself). */
export function businessDaysAfter(date: CalendarDate, count: number): CalendarDate {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/** The day a mandate cancelled on `requestedOn` ends: 5 business days of notice later. */
export function mandateEndDate(requestedOn: CalendarDate): CalendarDate {
  return businessDaysAfter(requestedOn, MANDATE_CANCEL_NOTICE_BUSINESS_DAYS);
}
