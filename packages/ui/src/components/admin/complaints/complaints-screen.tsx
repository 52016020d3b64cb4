import { COMPLAINT_CATEGORY_LABELS, formatLagosDateTime } from '@oja/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../button/button';
import { ComplaintPicture } from '../../complaints/complaint-picture';
import { ComplaintStatusBadge } from '../../complaints/complaint-status';
import type { ComplaintView } from '../../complaints/complaints-desk';
import '../../complaints/complaints.css';
import { SelectField } from '../../select-field/select-field';
import { Skeleton } from '../../skeleton/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../tabs/tabs';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';
import { AdminLoadFailure } from '../admin-load-failure';
import '../admin-screen.css';

/** A complaint as the console shows it: the shopper's view, who raised it and who handles it. */
export interface AdminComplaintView extends ComplaintView {
  shopper: { name: string | null; email: string };
  assignee: { staffId: string; name: string } | null;
}

export type AdminComplaintFilter = 'open' | 'resolved';

export type AdminComplaintAction =
  | { kind: 'reply'; text: string }
  | { kind: 'resolve'; reason: string }
  | { kind: 'assign'; staffId: string | null };

export interface ComplaintsScreenProps {
  status: 'ready' | 'loading' | 'error';
  filter: AdminComplaintFilter;
  /** The server's order: open ones by time left, least first; resolved ones newest first. */
  complaints: readonly AdminComplaintView[];
  counts: { open: number; escalated: number };
  /** The members who work the desk, to assign a complaint to. */
  handlers: readonly { staffId: string; name: string }[];
  /** The page's time (ms), for each complaint's clock. */
  now: number;
  /** The private address of a complaint's picture (behind the staff session). */
  pictureHref?: (reference: string) => string;
  /** The complaint whose action is with the server. */
  busyReference?: string | null;
  /** The server's refusal of the last action, shown on its complaint. */
  refusal?: { reference: string; message: string } | null;
  /** Where the export form sends its dates (a GET: the browser downloads the CSV). */
  exportAction: string;
  onFilterChange: (filter: AdminComplaintFilter) => void;
  onAct: (reference: string, action: AdminComplaintAction) => void;
  onRetry: () => void;
}

const TABS: readonly { value: AdminComplaintFilter; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'No open complaints' },
  { value: 'resolved', label: 'Resolved', empty: 'No resolved complaints' },
];

const isFilter = (value: string): value is AdminComplaintFilter => TABS.some((tab) => tab.value === value);

/**
 * The complaints desk (/admin/complaints): open complaints by time left on the 48-hour promise (escalated
 * ones, past it, first and counted), each with the shopper's words and the replies; assign it, reply (the
 * shopper is emailed and texted), resolve it with a reason. The export form downloads the complaints raised
 * in a period, for the twice-yearly report.
 *
 * Accessibility: h1 'Complaints'; the counts a paragraph of words; each complaint an article named by its
 * reference (h2); every field labelled; a refusal an alert on its complaint.
 */
export function ComplaintsScreen({
  status,
  filter,
  complaints,
  counts,
  handlers,
  now,
  pictureHref,
  busyReference = null,
  refusal = null,
  exportAction,
  onFilterChange,
  onAct,
  onRetry,
}: ComplaintsScreenProps) {
  return (
    <div className="oja-admin-screen" data-slot="admin-complaints-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">Complaints</h1>
        <p className="oja-admin-screen__muted">
          {counts.open} open, {counts.escalated} escalated (past the 48-hour promise)
        </p>
      </header>
      <form method="get" action={exportAction} className="oja-complaints__export" aria-label="Export">
        <TextField type="date" name="from" label="From" required />
        <TextField type="date" name="to" label="To" required />
        <Button type="submit" variant="secondary" size="sm">
          Download CSV
        </Button>
      </form>
      <Tabs value={filter} onValueChange={(value) => (isFilter(value) ? onFilterChange(value) : null)}>
        <TabsList aria-label="Complaints by status">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {status === 'error' ? (
              <AdminLoadFailure what="the complaints" onRetry={onRetry} />
            ) : status === 'loading' ? (
              <div aria-busy="true" className="oja-complaints__list">
                <p role="status" className="oja-sr-only">
                  Loading complaints…
                </p>
                <Skeleton style={{ height: 120 }} />
              </div>
            ) : complaints.length === 0 ? (
              <p className="oja-admin-screen__muted">{tab.empty}</p>
            ) : (
              <ul className="oja-complaints__list">
                {complaints.map((complaint) => (
                  <li key={complaint.reference}>
                    <ComplaintCard
                      complaint={complaint}
                      handlers={handlers}
                      now={now}
                      pictureHref={pictureHref}
                      busy={complaint.reference === busyReference}
                      refusal={refusal?.reference === complaint.reference ? refusal.message : null}
                      onAct={(action) => onAct(complaint.reference, action)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function ComplaintCard({
  complaint,
  handlers,
  now,
  pictureHref,
  busy,
  refusal,
  onAct,
}: {
  complaint: AdminComplaintView;
  handlers: ComplaintsScreenProps['handlers'];
  now: number;
  pictureHref: ComplaintsScreenProps['pictureHref'];
  busy: boolean;
  refusal: string | null;
  onAct: (action: AdminComplaintAction) => void;
}) {
  const [reply, setReply] = useState('');
  const [reason, setReason] = useState('');
  const headingId = `complaint-${complaint.reference}`;
  const open = complaint.status !== 'resolved';
  const send = (event: FormEvent, action: AdminComplaintAction) => {
    event.preventDefault();
    onAct(action);
  };
  return (
    <article aria-labelledby={headingId} aria-busy={busy || undefined} className="oja-complaint">
      <header className="oja-admin-screen__header">
        <h2 id={headingId} className="oja-complaint__reference">
          {complaint.reference}
        </h2>
        <ComplaintStatusBadge status={complaint.status} dueAt={complaint.dueAt} now={now} />
      </header>
      <dl className="oja-admin-screen__facts">
        <dt>Shopper</dt>
        <dd>
          {complaint.shopper.name
            ? `${complaint.shopper.name}, ${complaint.shopper.email}`
            : complaint.shopper.email}
        </dd>
        <dt>About</dt>
        <dd>
          {COMPLAINT_CATEGORY_LABELS[complaint.category]}
          {complaint.orderNumber ? `, order ${complaint.orderNumber}` : ', the account'}
        </dd>
        <dt>Raised</dt>
        <dd>{formatLagosDateTime(complaint.raisedAt)}</dd>
        <dt>Handler</dt>
        <dd>{complaint.assignee?.name ?? 'No one yet'}</dd>
      </dl>
      <p className="oja-complaint__text">{complaint.text}</p>
      {complaint.hasPicture && pictureHref ? (
        <ComplaintPicture reference={complaint.reference} src={pictureHref(complaint.reference)} />
      ) : null}
      {complaint.replies.length > 0 ? (
        <ul className="oja-complaint__replies" aria-label={`Replies to ${complaint.reference}`}>
          {complaint.replies.map((each) => (
            <li key={`${each.at}-${each.text}`} className="oja-complaint__reply">
              <p className="oja-complaint__meta">
                {each.from} · {formatLagosDateTime(each.at)}
              </p>
              <p>{each.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {complaint.resolution ? (
        <p>
          <strong>Resolved: </strong>
          {complaint.resolution}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="oja-complaint__error">
          {refusal}
        </p>
      ) : null}
      {open ? (
        <div className="oja-complaint__body">
          <SelectField
            label={`Handler of ${complaint.reference}`}
            placeholder="No one"
            options={handlers.map((handler) => ({ value: handler.staffId, label: handler.name }))}
            value={complaint.assignee?.staffId ?? ''}
            disabled={busy}
            onChange={(event) => onAct({ kind: 'assign', staffId: event.target.value || null })}
          />
          <form
            className="oja-complaints__form"
            onSubmit={(event) => send(event, { kind: 'reply', text: reply })}
          >
            <TextareaField
              label={`Reply to ${complaint.reference}`}
              hint="The shopper reads it, and is emailed and texted."
              value={reply}
              onChange={(event) => setReply(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={busy}>
              Send reply
            </Button>
          </form>
          <form
            className="oja-complaints__form"
            onSubmit={(event) => send(event, { kind: 'resolve', reason })}
          >
            <TextareaField
              label={`How ${complaint.reference} was resolved`}
              hint="The shopper reads it. 10 to 1,000 characters."
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button type="submit" size="sm" variant="secondary" disabled={busy}>
              Resolve
            </Button>
          </form>
        </div>
      ) : null}
    </article>
  );
}
