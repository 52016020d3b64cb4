import { type CalendarDate, formatCalendarDate } from '@oja/domain';

/** '2026-01-05' as a shopper reads it: '5 Jan 2026' (short enough for a 360 px schedule); the domain's format. */
export function formatDueDate(date: CalendarDate): string {
  return formatCalendarDate(date);
}
