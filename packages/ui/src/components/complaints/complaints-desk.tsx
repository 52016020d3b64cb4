import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  type ComplaintCategory,
  type ComplaintStatus,
  formatLagosDateTime,
} from '@oja/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { SelectField } from '../select-field/select-field';
import { Skeleton } from '../skeleton/skeleton';
import { TextareaField } from '../text-field/textarea-field';
import { ComplaintPicture } from './complaint-picture';
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
  /** Whether the shopper attached a picture (shown through `pictureHref`). */
  hasPicture?: boolean;
  replies: readonly ComplaintReplyView[];
}

export interface NewComplaintInput {
  category: string;
  text: string;
  /** An order's id, or '' for the account. */
  orderId: string;
  /** The one picture attached, or null. */
  picture: File | null;
}

/** What the server takes (media/complaint-picture.ts): the form says so before sending 5 MB in vain. */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const COMPLAINT_PICTURE_HINT = 'Optional. A JPEG, PNG or WebP photo of at most 5 MB.';
const PICTURE_NOT_TAKEN = 'That file is not a picture we take: attach a JPEG, PNG or WebP photo.';
const PICTURE_TOO_LARGE = 'The picture is too large: send one of at most 5 MB.';

/** Why a chosen file would be refused, in the server's words; null when it may go. */
function pictureRefusal(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return PICTURE_NOT_TAKEN;
  return file.size > MAX_PICTURE_BYTES ? PICTURE_TOO_LARGE : null;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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
  errors?: Partial<Record<'category' | 'text' | 'orderId' | 'picture' | 'form', string>>;
  /**
   * Where the form posts (multipart, its picture included) when the app has not started or runs without
   * JavaScript; the server answers it and sends the browser back. With the app, `onRaise` sends it.
   */
  action?: string;
  /** The private address of a complaint's picture (the shopper's own). */
  pictureHref?: (reference: string) => string;
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
 * replies and how it was resolved. One picture may go with it (a JPEG, PNG or WebP of at most 5 MB, checked
 * here as soon as it is chosen and again by the server); it shows on the complaint. Without JavaScript the
 * form is a plain multipart post to `action`.
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
  action,
  pictureHref,
  onRaise,
  onRetry,
}: ComplaintsDeskProps) {
  const [category, setCategory] = useState('');
  const [orderId, setOrderId] = useState('');
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const clearPicture = () => {
    setPicture(null);
    setPictureError(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  // A complaint received empties the form for the next one; the confirmation, a live region, stays.
  useEffect(() => {
    if (!confirmation) return;
    setCategory('');
    setOrderId('');
    setText('');
    setPicture(null);
    setPictureError(null);
    if (fileInput.current) fileInput.current.value = '';
  }, [confirmation]);
  const choosePicture = (file: File | undefined) => {
    const refusal = file ? pictureRefusal(file) : null;
    setPictureError(refusal);
    setPicture(file && !refusal ? file : null);
    if (refusal && fileInput.current) fileInput.current.value = '';
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pictureError) return;
    onRaise({ category, text, orderId, picture });
  };
  return (
    <div className="oja-complaints" data-slot="complaints-desk">
      <form
        className="oja-account__card oja-complaints__form"
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={submit}
        noValidate
      >
        <h2 className="oja-account__card-title">Raise a complaint</h2>
        <p className="oja-account__muted">
          We resolve every complaint within 48 hours. If we do not, or you are not satisfied, you may take it
          to the Federal Competition and Consumer Protection Commission (FCCPC).
        </p>
        <SelectField
          label="What is it about?"
          name="category"
          placeholder="Choose one"
          placeholderDisabled
          options={CATEGORY_OPTIONS}
          value={category}
          error={errors.category}
          onChange={(event) => setCategory(event.target.value)}
        />
        <SelectField
          label="Order"
          name="orderId"
          placeholder="My account (no order)"
          options={orders.map((order) => ({ value: order.id, label: order.orderNumber }))}
          value={orderId}
          error={errors.orderId}
          onChange={(event) => setOrderId(event.target.value)}
        />
        <TextareaField
          label="What happened?"
          name="text"
          hint="10 to 2,000 characters."
          rows={5}
          maxLength={2000}
          value={text}
          error={errors.text}
          onChange={(event) => setText(event.target.value)}
        />
        <Field label="A picture" hint={COMPLAINT_PICTURE_HINT} error={pictureError ?? errors.picture}>
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              name="picture"
              accept={PICTURE_TYPES.join(',')}
              onChange={(event) => choosePicture(event.target.files?.[0])}
            />
          )}
        </Field>
        {picture ? (
          <p className="oja-complaints__attached">
            <span>
              Attached: {picture.name}, {megabytes(picture.size)}
            </span>
            <Button type="button" variant="secondary" size="sm" onClick={clearPicture}>
              Remove the picture
            </Button>
          </p>
        ) : null}
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
                <ComplaintItem
                  complaint={complaint}
                  now={now}
                  open={complaint.reference === openReference}
                  pictureHref={pictureHref}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ComplaintItem({
  complaint,
  now,
  open,
  pictureHref,
}: {
  complaint: ComplaintView;
  now: number;
  open: boolean;
  pictureHref: ((reference: string) => string) | undefined;
}) {
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
        {complaint.hasPicture && pictureHref ? (
          <ComplaintPicture reference={complaint.reference} src={pictureHref(complaint.reference)} />
        ) : null}
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
