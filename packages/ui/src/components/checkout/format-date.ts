import { type CalendarDate, parseCalendarDate } from '@oja/domain';

// A due date is a calendar day, not an instant: formatted in UTC so no time zone moves it.
const dateFormat = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-01-05' as a shopper reads it: '5 Jan 2026' (short enough for a 360 px schedule); anything unreadable as given. */
export function formatDueDate(date: CalendarDate): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  return dateFormat.format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}
