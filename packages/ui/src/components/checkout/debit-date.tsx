import { type CalendarDate, debitDay, debitDayNote } from '@oja/domain';
import { formatDueDate } from './format-date';
import './debit-date.css';

/**
 * The day an instalment due on `dueDate` is debited (the domain's debitDay: the due date, or the next
 * business day), with a note in words when it moved ('26 Dec 2026 is a public holiday: debited on the next
 * business day, 29 Dec 2026.'). The one way checkout's schedule, an order's next payment and a direct debit
 * show a debit date, so they never disagree.
 */
export function DebitDate({ dueDate, prefix }: { dueDate: CalendarDate; prefix?: string }) {
  const day = debitDay(dueDate);
  const note = debitDayNote(day);
  return (
    <>
      {prefix}
      {formatDueDate(day.debitDate)}
      {note ? <small className="oja-debit-note">{note}</small> : null}
    </>
  );
}
