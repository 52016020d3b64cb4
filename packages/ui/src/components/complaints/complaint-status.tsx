import { type ComplaintStatus, complaintTimeLeftLabel } from '@oja/domain';
import { Badge } from '../badge/badge';

const STATUS_LABELS: Record<ComplaintStatus, { label: string; tone: 'warning' | 'danger' | 'success' }> = {
  open: { label: 'Open', tone: 'warning' },
  escalated: { label: 'Escalated', tone: 'danger' },
  resolved: { label: 'Resolved', tone: 'success' },
};

/** A complaint's state in words (never colour alone), with the time left on its 48-hour promise while open. */
export function ComplaintStatusBadge({
  status,
  dueAt,
  now,
}: {
  status: ComplaintStatus;
  /** When the promise runs out (ISO instant). */
  dueAt: string;
  /** The moment shown (ms): the page's time, passed in so server and browser agree. */
  now: number;
}) {
  const { label, tone } = STATUS_LABELS[status];
  return (
    <span className="oja-complaint-status">
      <Badge variant={tone}>{label}</Badge>
      {status === 'resolved' ? null : (
        <span className="oja-complaint-status__clock">{complaintTimeLeftLabel(Date.parse(dueAt), now)}</span>
      )}
    </span>
  );
}

/** One reply as both sides show it: who wrote it (the staff member's name), when, and the words. */
export interface ComplaintReplyView {
  text: string;
  at: string;
  from: string;
}
