/**
 * Calendar dates as 'YYYY-MM-DD' strings: a schedule is about days, not instants, so no time zone can move a
 * due date. Hand-written (two small functions) rather than a date library, to keep the domain free of
 * runtime dependencies.
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads 'YYYY-MM-DD'; null for anything that is not a real date (2026-02-30 included). */
export function parseCalendarDate(value: unknown): { year: number; month: number; day: number } | null {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function format(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `days` days after `date` (a valid CalendarDate). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = parseCalendarDate(date) as { year: number; month: number; day: number };
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return format(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/**
 * The same day `months` months after `date`, clamped to the end of a shorter month:
 * 31 January + 1 month = 28 February (29 in a leap year).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const d = parseCalendarDate(date) as { year: number; month: number; day: number };
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d.day, daysInMonth(year, month)));
}

/** West Africa Time: UTC+1 all year (Nigeria has no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The calendar date in Lagos at an instant (ms since the epoch): the day a payment made then is dated. */
export function lagosCalendarDate(instant: number): CalendarDate {
  const d = new Date(instant + LAGOS_OFFSET_MS);
  return format(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The instant (ms since the epoch) a Lagos calendar day begins: midnight WAT, 23:00 UTC the day before. */
export function lagosDayStart(date: CalendarDate): number {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`not a calendar date: ${date}`);
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day) - LAGOS_OFFSET_MS;
}

// A calendar day is not an instant: formatted in UTC so that no time zone moves it.
const calendarDateFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-01-05' as a shopper reads it: '5 Jan 2026'; anything unreadable is answered as given. */
export function formatCalendarDate(date: CalendarDate): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return calendarDateFormat.format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}

/**
 * The day in Lagos of an instant the API sends ('2026-11-24T23:30:00.000Z'), as a shopper reads it
 * ('25 Nov 2026'): a review is dated by the day it was written in Nigeria, the same on the server that renders
 * the page and on a phone set to any zone. Anything unreadable is answered as given.
 */
export function formatLagosDay(isoInstant: string): string {
  const instant = Date.parse(isoInstant);
  return Number.isNaN(instant) ? isoInstant : formatCalendarDate(lagosCalendarDate(instant));
}

/**
 * An instant the API sends as the console reads it, in Lagos time ('25 Nov 2026, 00:30'): the audit trail and
 * an order's steps say when, to the minute, the same on every staff member's machine. Anything unreadable is
 * answered as given.
 */
export function formatLagosDateTime(isoInstant: string): string {
  const instant = Date.parse(isoInstant);
  if (Number.isNaN(instant)) return isoInstant;
  const lagos = new Date(instant + LAGOS_OFFSET_MS);
  const time = [lagos.getUTCHours(), lagos.getUTCMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
  return `${formatCalendarDate(lagosCalendarDate(instant))}, ${time}`;
}

/** The months' names in English, January first: '5 January 2026' in what a shopper reads. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
