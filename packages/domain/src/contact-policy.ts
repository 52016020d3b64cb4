/**
 * When Oja may contact a shopper about money they owe (issue 42): the FCCPC's Digital, Electronic, Online and
 * Non-Traditional Consumer Lending Regulations 2025 (in force for buy-now-pay-later shops since 5 January
 * 2026) forbid harassing collection. A collection message (an instalment reminder, a failed-debit notice, a
 * staff member's overdue reminder; by email or SMS) goes only
 * - within {@link CONTACT_HOURS_START}:00 to {@link CONTACT_HOURS_END}:00 Lagos time,
 * - never on a Sunday or a Nigerian public holiday ({@link isNigerianPublicHoliday}),
 * - at most {@link COLLECTION_CONTACTS_PER_WEEK} per order in any {@link CONTACT_CAP_WINDOW_MS} (7 days),
 * - to the shopper alone: the shop stores no one else's contacts (no guarantor, no employer, no phone book),
 *   so a collection message has no third party to go to.
 * A message that falls outside is held until {@link nextPermittedContactTime}, never dropped. Transactional
 * messages (sign-in codes, receipts, refunds, order confirmations) are not collection and go at once.
 *
 * The regulation's public summaries available to us give no exact hours or weekly count, so the figures
 * are cautious defaults of our own, each named here with its reason; change them here if the FCCPC publishes
 * figures. Pure: every instant (ms since the epoch) is a parameter, no clock.
 */
import { addDays, lagosCalendarDate, lagosDayStart } from './calendar';
import { isNigerianPublicHoliday } from './holidays';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The first Lagos hour a collection message may go (08:00). A cautious default: the regulation's summaries
 * name no hour; 08:00 is when Nigerian banks and offices open, later than the 08:00 that consumer-credit
 * rules elsewhere (the US CFPB's Regulation F) treat as the earliest convenient time.
 */
export const CONTACT_HOURS_START = 8;

/**
 * The Lagos hour from which no collection message goes (20:00, exclusive). A cautious default: an hour
 * earlier than the 21:00 of Regulation F, so nothing about a debt reaches a shopper at night.
 */
export const CONTACT_HOURS_END = 20;

/**
 * At most this many collection contacts per order in any 7 days (a contact being one notice: its email and
 * its text together). A cautious default: the regulation forbids harassment without a number; three covers
 * the 3-day and 1-day reminders and one failed-debit notice of a week, and is under half the 7-in-7 that
 * Regulation F presumes harassing.
 */
export const COLLECTION_CONTACTS_PER_WEEK = 3;

/** The rolling window of {@link COLLECTION_CONTACTS_PER_WEEK}: 7 days, in ms. */
export const CONTACT_CAP_WINDOW_MS = 7 * DAY_MS;

/** True when `at` is within the permitted hours of a permitted day (not a Sunday, not a public holiday). */
export function isPermittedContactHour(at: number): boolean {
  const day = lagosCalendarDate(at);
  if (!isContactDay(day)) return false;
  const hour = (at - lagosDayStart(day)) / HOUR_MS;
  return hour >= CONTACT_HOURS_START && hour < CONTACT_HOURS_END;
}

/**
 * True when a collection message about an order may go at `at`: a permitted hour, and no 7-day window that
 * holds `at` would hold more than {@link COLLECTION_CONTACTS_PER_WEEK} contacts with it. `contactTimes` are the
 * order's other collection contacts, sent or scheduled (later ones count too: a message held to Monday
 * 08:00 takes its place in Monday's week).
 */
export function isPermittedContactTime(at: number, contactTimes: readonly number[]): boolean {
  return isPermittedContactHour(at) && isWithinWeeklyCap(at, contactTimes);
}

/**
 * The earliest instant at or after `at` when a collection message about an order may go (`at` itself when it
 * may go now). `contactTimes` are the order's other collection contacts, sent or scheduled.
 */
export function nextPermittedContactTime(at: number, contactTimes: readonly number[]): number {
  let t = at;
  // Each turn moves t forward to the next opening or to the moment a contact leaves the window: finite.
  for (;;) {
    if (!isPermittedContactHour(t)) {
      t = nextOpening(t);
      continue;
    }
    if (isWithinWeeklyCap(t, contactTimes)) return t;
    // The cap only frees up when a contact leaves a window, at its time + 7 days (see isWithinWeeklyCap): none
    // of the instants between can be permitted.
    const frees = contactTimes.map((c) => c + CONTACT_CAP_WINDOW_MS).filter((c) => c > t);
    t = Math.min(...frees);
  }
}

/** A day collection messages may go: not a Sunday, not a public holiday. */
function isContactDay(day: string): boolean {
  const sunday = new Date(lagosDayStart(day) + DAY_MS / 2).getUTCDay() === 0;
  return !sunday && !isNigerianPublicHoliday(day);
}

/** The next instant after `at` when the permitted hours begin (a day's 08:00, skipping days without). */
function nextOpening(at: number): number {
  let day = lagosCalendarDate(at);
  for (;;) {
    const opens = lagosDayStart(day) + CONTACT_HOURS_START * HOUR_MS;
    if (opens > at && isContactDay(day)) return opens;
    day = addDays(day, 1);
  }
}

/**
 * Whether one more contact at `at` keeps every 7-day window [s, s + 7 days) that holds `at` to the cap. The
 * fullest such window starts at at − 7 days + 1 ms or just as a later contact enters it (s = c − 7 days + 1
 * ms for a contact c after `at`): those are the only starts to count.
 */
function isWithinWeeklyCap(at: number, contactTimes: readonly number[]): boolean {
  const starts = [
    at - CONTACT_CAP_WINDOW_MS + 1,
    ...contactTimes
      .filter((c) => c > at && c < at + CONTACT_CAP_WINDOW_MS)
      .map((c) => c - CONTACT_CAP_WINDOW_MS + 1),
  ];
  return starts.every(
    (s) =>
      contactTimes.filter((c) => c >= s && c < s + CONTACT_CAP_WINDOW_MS).length <
      COLLECTION_CONTACTS_PER_WEEK,
  );
}
