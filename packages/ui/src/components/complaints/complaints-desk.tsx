import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  type ComplaintCategory,
  type ComplaintStatus,
  formatLagosDateTime,
} from '@oja/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../button/button';
import { SelectField } from '../select-field/select-field';
import { Skeleton } from '../skeleton/skeleton';
import { TextareaField } from '../text-field/textarea-field';
import { type ComplaintReplyView, ComplaintStatusBadge } from './complaint-status';
import '../account/account.css';
import './complaints.css';

/** A shopper's complaint as their account shows it (the wire's, with its category's words). */
export interface ComplaintView {
  reference: string;
  category: ComplaintCategory;
  text: string;
  orderNumber: string | null;
  status: ComplaintStatus;
  raisedAt: string;
  dueAt: string;
  resolution: string | null;
  replies: readonly ComplaintReplyView[];
}

export interface NewComplaintInput {
  category: string;
  text: string;
  /** An order's id, or '' for the account. */
  orderId: string;
}

export interface ComplaintsDeskProps {
  status: 'ready' | 'loading' | 'error';
  /** The shopper's complaints, newest first. */
  complaints: readonly ComplaintView[];
  /** The orders a complaint may be about (their id and number), newest first. */
  orders: readonly { id: string; orderNumber: string }[];
  /** The page's time (ms), for each open complaint's clock. */
  now: number;
  /** The complaint to show open (the link of a reply's email). */
  openReference?: string | null;
  /** The complaint is with the server. */
  sending?: boolean;
  /** The server's message after raising one (it quotes the reference). */
  confirmation?: string | null;
  /** Each field's refusal, the server's or the form's. */
  errors?: Partial<Record<'category' | 'text' | 'orderId' | 'form', string>>;
  onRaise: (complaint: NewComplaintInput) => void;
  onRetry: () => void;
}

const CATEGORY_OPTIONS = COMPLAINT_CATEGORIES.map((value) => ({
  value,
  label: COMPLAINT_CATEGORY_LABELS[value],
}));

/**
 * The account's Resolution Centre: raise a complaint (what it is about, the order or the account, what
 * happened) and follow each one: its reference, its state and the time left on Oja's 48-hour promise, the
 * replies and how it was resolved. Pictures are not taken yet: a shopper describes what they saw.
 *
 * Accessibility: the form's fields are labelled with their errors read with them; the confirmation is a
 * status; each complaint a `<details>` whose summary names its reference and state.
 */
export function ComplaintsDesk({
  status,
  complaints,
  orders,
  now,
  openReference = null,
  sending = false,
  confirmation = null,
  errors = {},
  onRaise,
  onRetry,
}: ComplaintsDeskProps) {
  const [category, setCategory] = useState('');
  const [orderId, setOrderId] = useState('');
  const [text, setText] = useState('');
  // A complaint received empties the form for the next one; the confirmation, a live region, stays.
  useEffect(() => {
    if (!confirmation) return;
    setCategory('');
    setOrderId('');
    setText('');
  }, [confirmation]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRaise({ category, text, orderId });
  };
  return (
    <div className="oja-complaints" data-slot="complaints-desk">
      <form className="oja-account__card oja-complaints__form" onSubmit={submit} noValidate>
        <h2 className="oja-account__card-title">Raise a complaint</h2>
        <p className="oja-account__muted">
          We resolve every complaint within 48 hours. If we do not, or you are not satisfied, you may take it
          to the Federal Competition and Consumer Protection Commission (FCCPC).
        </p>
        <SelectField
          label="What is it about?"
          placeholder="Choose one"
          placeholderDisabled
          options={CATEGORY_OPTIONS}
          value={category}
          error={errors.category}
          onChange={(event) => setCategory(event.target.value)}
        />
        <SelectField
          label="Order"
          placeholder="My account (no order)"
          options={orders.map((order) => ({ value: order.id, label: order.orderNumber }))}
          value={orderId}
          error={errors.orderId}
          onChange={(event) => setOrderId(event.target.value)}
        />
        <TextareaField
          label="What happened?"
          hint="10 to 2,000 characters."
          rows={5}
          maxLength={2000}
          value={text}
          error={errors.text}
          onChange={(event) => setText(event.target.value)}
        />
        {errors.form ? (
          <p role="alert" className="oja-complaint__error">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : 'Send complaint'}
        </Button>
        <p role="status" className="oja-account__muted">
          {confirmation ?? ''}
        </p>
      </form>
      <section aria-labelledby="oja-complaints-heading" className="oja-complaints">
        <h2 id="oja-complaints-heading" className="oja-account__card-title">
          Your complaints
        </h2>
        {status === 'error' ? (
          <div role="alert" className="oja-account__card">
            <p>We could not load your complaints.</p>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : status === 'loading' ? (
          <div aria-busy="true">
            <p role="status" className="oja-sr-only">
              Loading your complaints…
            </p>
            <Skeleton style={{ height: 64 }} />
          </div>
        ) : complaints.length === 0 ? (
          <p className="oja-account__muted">You have not raised a complaint.</p>
        ) : (
          <ul className="oja-complaints__list">
            {complaints.map((complaint) => (
              <li key={complaint.reference}>
                <ComplaintItem complaint={complaint} now={now} open={complaint.reference === openReference} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ComplaintItem({ complaint, now, open }: { complaint: ComplaintView; now: number; open: boolean }) {
  return (
    <details className="oja-complaint" open={open || undefined}>
      <summary>
        <span>
          <span className="oja-complaint__reference">{complaint.reference}</span>
          {' · '}
          {COMPLAINT_CATEGORY_LABELS[complaint.category]}
          {complaint.orderNumber ? ` · ${complaint.orderNumber}` : ''}
        </span>
        <ComplaintStatusBadge status={complaint.status} dueAt={complaint.dueAt} now={now} />
      </summary>
      <div className="oja-complaint__body">
        <p className="oja-complaint__meta">Raised {formatLagosDateTime(complaint.raisedAt)}</p>
        <p className="oja-complaint__text">{complaint.text}</p>
        {complaint.replies.length > 0 ? (
          <ul className="oja-complaint__replies" aria-label="Replies">
            {complaint.replies.map((reply) => (
              <li key={`${reply.at}-${reply.text}`} className="oja-complaint__reply">
                <p className="oja-complaint__meta">
                  {reply.from}, Oja · {formatLagosDateTime(reply.at)}
                </p>
                <p>{reply.text}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="oja-complaint__meta">No reply yet.</p>
        )}
        {complaint.status === 'resolved' && complaint.resolution ? (
          <p>
            <strong>Resolved: </strong>
            {complaint.resolution}
          </p>
        ) : null}
        {complaint.status === 'escalated' ? (
          <p>
            We did not resolve this within 48 hours. It has gone to a senior member of the team; you may also
            take it to the FCCPC.
          </p>
        ) : null}
      </div>
    </details>
  );
}
