import {
  formatCalendarDate,
  formatKobo,
  type NewInstalment,
  REFUND_APPROVAL_THRESHOLD_KOBO,
} from '@oja/domain';
import '../admin-screen.css';
import '../order/order.css';
import './collection-tools.css';

export interface SchedulePreviewProps {
  /** Names the list for a screen reader ('New schedule', 'Instalments it pays'). */
  label: string;
  instalments: readonly NewInstalment[];
  /** How each row is named: the instalment's position in the whole schedule ('Instalment 7 of 10'). */
  nameOf: (instalment: NewInstalment, index: number) => string;
}

/** What a tool would do to the schedule, row by row, before it is confirmed: figures from the domain's rules. */
export function SchedulePreview({ label, instalments, nameOf }: SchedulePreviewProps) {
  return (
    <ol className="oja-collection-tools__preview" aria-label={label}>
      {instalments.map((each, index) => (
        <li key={`${each.number}-${each.dueDate}`}>
          <span className="oja-collection-tools__preview-name">{nameOf(each, index)}</span>
          <span>{formatKobo(each.amountKobo)}</span>
          <span>due {formatCalendarDate(each.dueDate)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Always rendered, so a screen reader hears the preview change as the operator types; the words are the
 * domain's (a refusal's reason) or the caller's summary.
 */
export function PreviewNote({ children }: { children: string }) {
  return (
    <p className="oja-collection-tools__note" aria-live="polite">
      {children}
    </p>
  );
}

/** The maker-checker note, said before sending: from ₦100,000 at stake a second member must approve. */
export function approvalNote(atStake: number | null): string {
  return atStake !== null && atStake >= REFUND_APPROVAL_THRESHOLD_KOBO
    ? `${formatKobo(REFUND_APPROVAL_THRESHOLD_KOBO)} or more is at stake: a second staff member must approve it.`
    : '';
}

/** A refusal of the server that names no field: shown at the top of the dialog, where it was asked. */
export function RefusalAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="oja-admin-order__refusal">
      {message}
    </p>
  ) : null;
}
