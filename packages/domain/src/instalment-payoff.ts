/**
 * Paying ahead of the direct debit: the next instalment now, or everything still owed at once. Exact to the
 * kobo: what is owed is the sum of the unpaid rows, nothing rounded, nothing added. Late payment charges are
 * not part of it (see instalment-late.ts): they are charged on their own.
 */
import { type CalendarDate, parseCalendarDate } from './calendar';
import type { InstalmentRow } from './instalment-status';
import { type Kobo, sumKobo } from './money';

export type PayoffError = 'invalid-today' | 'invalid-schedule' | 'nothing-owed';

/** A payment ahead of the debit, and the schedule once it has gone through. */
export interface InstalmentPayment {
  /** What the shopper pays now. */
  amountKobo: Kobo;
  /** The numbers of the rows it pays, lowest first. */
  numbers: number[];
  /** The day it is paid (today). */
  paidOn: CalendarDate;
  /** The schedule after the payment, in the order given: those rows paid, the others as they were. */
  schedule: InstalmentRow[];
}

export type PayoffResult = { ok: true; payment: InstalmentPayment } | { ok: false; error: PayoffError };

const ROW_STATUSES: readonly string[] = ['paid', 'failed', 'unpaid'];

function validSchedule(rows: readonly InstalmentRow[]): boolean {
  const numbers = new Set<number>();
  for (const row of rows) {
    if (!Number.isSafeInteger(row.number) || row.number < 0 || numbers.has(row.number)) return false;
    if (!Number.isSafeInteger(row.amountKobo) || row.amountKobo < 0) return false;
    if (!parseCalendarDate(row.dueDate) || !ROW_STATUSES.includes(row.status)) return false;
    numbers.add(row.number);
  }
  return true;
}

/** A row is owed until it is paid: a failed one is owed as much as one not yet due. */
function owed(rows: readonly InstalmentRow[]): InstalmentRow[] {
  return rows.filter((row) => row.status !== 'paid').sort((a, b) => a.number - b.number);
}

/** The total still owed on a schedule: the sum of its rows that are not paid (failed ones included). */
export function amountOwed(rows: readonly InstalmentRow[]): Kobo {
  return sumKobo(owed(rows).map((row) => row.amountKobo));
}

function pay(rows: readonly InstalmentRow[], today: CalendarDate, all: boolean): PayoffResult {
  if (!parseCalendarDate(today)) return { ok: false, error: 'invalid-today' };
  if (!validSchedule(rows)) return { ok: false, error: 'invalid-schedule' };
  const unpaid = owed(rows);
  const paying = all ? unpaid : unpaid.slice(0, 1);
  if (paying.length === 0) return { ok: false, error: 'nothing-owed' };
  const numbers = paying.map((row) => row.number);
  return {
    ok: true,
    payment: {
      amountKobo: sumKobo(paying.map((row) => row.amountKobo)),
      numbers,
      paidOn: today,
      schedule: rows.map((row) => (numbers.includes(row.number) ? { ...row, status: 'paid' } : row)),
    },
  };
}

/**
 * Pay the next instalment now: the lowest-numbered row that is not paid (a failed one before a later one),
 * its amount exactly. 'nothing-owed' when every row is paid; 'invalid-schedule' for a row with a negative
 * or fractional amount, a repeated or negative number, a date or status that is not one.
 */
export function payNextNow(rows: readonly InstalmentRow[], today: CalendarDate): PayoffResult {
  return pay(rows, today, false);
}

/**
 * Pay off the order: every row that is not paid, at once, for exactly {@link amountOwed} (no discount, no
 * charge); afterwards every row is paid. The same errors as {@link payNextNow}.
 */
export function payOff(rows: readonly InstalmentRow[], today: CalendarDate): PayoffResult {
  return pay(rows, today, true);
}
