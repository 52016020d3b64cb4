import type { CalendarDate } from './calendar';
import { calendarDaysBetween } from './instalment-dates';

/**
 * When a delivered item may come back, and how collections are grouped. The return policy's two windows: a
 * damaged, wrong or incomplete item is reported within 24 hours of delivery, and the buyer protection lets a
 * shopper return an item for any reason within 7 days of delivery. Instants are milliseconds since the epoch;
 * no clock is read.
 */

/** Hours after delivery within which a damaged, wrong or incomplete item must be reported. */
export const RETURN_REPORT_WINDOW_HOURS = 24;

/** Days after delivery within which the buyer protection takes an item back for any reason. */
export const BUYER_PROTECTION_DAYS = 7;

const HOUR_MS = 60 * 60 * 1000;

/**
 * How many days of the buyer protection an item delivered on `deliveredOn` has left on `today`: 7 on the day of
 * delivery, 1 on the last day; null when it is not delivered or the window has closed, and the order page then
 * says nothing about a refund (issue 45: a card delivered months ago showed 'Eligible for refund in 7 days').
 */
export function refundDaysLeft(
  deliveredOn: CalendarDate | null | undefined,
  today: CalendarDate,
): number | null {
  if (!deliveredOn) return null;
  const elapsed = calendarDaysBetween(deliveredOn, today);
  if (elapsed < 0) return null;
  const left = BUYER_PROTECTION_DAYS - elapsed;
  return left >= 1 ? left : null;
}

/** The order card's refund notice with `daysLeft` days of the buyer protection left ('Eligible for refund in 7 days'). */
export function refundNotice(daysLeft: number): string {
  return daysLeft === 1 ? 'Eligible for refund in 1 day' : `Eligible for refund in ${daysLeft} days`;
}

export type ReturnReason = 'damaged' | 'wrong-item' | 'incomplete' | 'changed-mind';

export type ReturnRefusal = 'not-delivered' | 'report-window-closed' | 'buyer-protection-ended';

/**
 * Why a return of an item delivered at `deliveredAt` (null: not delivered yet) cannot be recorded at `now`
 * for `reason`, or null when it can. A fault (damaged, wrong, incomplete) is within 24 hours; a change of
 * mind within 7 days. A fault reported after 24 hours but within 7 days is still taken back, under the buyer
 * protection: the shopper is never worse off for naming a fault.
 */
export function returnRefusal(
  reason: ReturnReason,
  deliveredAt: number | null,
  now: number,
): ReturnRefusal | null {
  if (deliveredAt === null || now < deliveredAt) return 'not-delivered';
  const hours = (now - deliveredAt) / HOUR_MS;
  if (hours <= BUYER_PROTECTION_DAYS * 24) return null;
  return reason === 'changed-mind' ? 'buyer-protection-ended' : 'report-window-closed';
}

/** Whether a fault reported at `now` is within the 24-hour report window (it jumps the queue for checks). */
export function withinReportWindow(deliveredAt: number, now: number): boolean {
  return now >= deliveredAt && now - deliveredAt <= RETURN_REPORT_WINDOW_HOURS * HOUR_MS;
}

/** How late an instalment is, as the collections screen groups them. */
export type LatenessBucket = '1-7' | '8-30' | '31-60' | '61+';

/**
 * The collections bucket of an instalment `daysLate` days late (0 or less: not late, null): 1–7 days (the
 * retries are still running), 8–30 (asset recovery may start), 31–60, and over 60.
 */
export function latenessBucket(daysLate: number): LatenessBucket | null {
  if (!(daysLate >= 1)) return null;
  if (daysLate <= 7) return '1-7';
  if (daysLate <= 30) return '8-30';
  if (daysLate <= 60) return '31-60';
  return '61+';
}

/**
 * The collection rate: the share of what fell due that is collected, as a whole percentage (rounded down, so
 * 99.6% never shows as a complete 100%); null when nothing fell due, which is no rate at all.
 */
export function collectedPercent(collectedKobo: number, dueKobo: number): number | null {
  if (!(dueKobo > 0)) return null;
  return Math.floor((100 * Math.min(collectedKobo, dueKobo)) / dueKobo);
}
