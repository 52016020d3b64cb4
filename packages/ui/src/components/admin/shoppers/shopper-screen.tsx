import {
  COMPLAINT_CATEGORY_LABELS,
  type ComplaintCategory,
  formatCalendarDate,
  formatKobo,
  formatLagosDateTime,
  formatLagosDay,
} from '@oja/domain';
import type { FormEvent, ReactNode } from 'react';
import { Link } from '../../../lib/link';
import { Button } from '../../button/button';
import { ComplaintStatusBadge } from '../../complaints/complaint-status';
import '../../complaints/complaints.css';
import { Skeleton } from '../../skeleton/skeleton';
import { TextareaField } from '../../text-field/textarea-field';
import {
  INSTALMENT_LABELS,
  MANDATE_LABELS,
  PAYMENT_STATE_LABELS,
  PLAN_LABELS,
  REFUND_LABELS,
} from '../admin-labels';
import { AdminLoadFailure } from '../admin-load-failure';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import './shoppers.css';
import { ShopperCredit, type ShopperCreditAction } from './shopper-credit';
import type { AdminShopperHrefs, AdminShopperPage } from './shopper-types';

export interface ShopperScreenProps {
  status: 'ready' | 'loading' | 'error' | 'not-found';
  /** The page, once read ('ready'). */
  page: AdminShopperPage | null;
  hrefs: AdminShopperHrefs;
  /** The server's time of the answer (ms, its `asOf`), from which each complaint's clock is counted. */
  now: number;
  /** Whether the member may add a note (orders:note); the form is not shown otherwise. */
  canAddNote: boolean;
  /** A note is with the server. */
  noteBusy?: boolean;
  /** The server's refusal of the last note. */
  noteError?: string | null;
  onAddNote: (text: string) => void;
  onRetry: () => void;
  /** Whether the member may change the shopper's credit (tier2:decide): the credit actions are shown. */
  canManageCredit?: boolean;
  /** A credit action is with the server. */
  creditBusy?: boolean;
  /** The server's refusal of the last credit action. */
  creditError?: string | null;
  /** When the last credit action the server took was sent (ms): closes its dialog. */
  creditDoneAt?: number;
  onCreditAction?: (action: ShopperCreditAction) => void;
}

const ADDRESS_CHECK_LABELS: Record<
  NonNullable<AdminShopperPage['shopper']['addressCheck']>['status'],
  string
> = {
  asking: 'Asked, waiting for the shopper',
  pending: 'With the checker',
  verified: 'Verified',
  failed: 'Failed',
  unavailable: 'Checker unavailable',
};

/** The console's word for a state the API sends as a string; an unknown one as sent. */
const wordFor = (labels: Readonly<Record<string, string | { label: string }>>, value: string) => {
  const label = labels[value];
  return label === undefined ? value : typeof label === 'string' ? label : label.label;
};

const categoryLabel = (category: string) =>
  COMPLAINT_CATEGORY_LABELS[category as ComplaintCategory] ?? category;

/**
 * One shopper's page in the console (/admin/shoppers/:userId): identity and checks (the BVN's last four, or
 * '—' for a role that may not see it), credit used and left against the limit, every order with its
 * schedule, mandates, refunds, messages sent (subject and state), complaints with their 48-hour clocks (on
 * the complaints desk) and staff notes, with a form to add one.
 *
 * Accessibility: h1 the shopper's name (or email); each block a region named by its h2; each order an h3
 * with its schedule a captioned table; a refused note an alert.
 */
export function ShopperScreen(props: ShopperScreenProps) {
  const { status, page, onRetry } = props;
  if (status === 'error')
    return (
      <Frame title="Shopper">
        <AdminLoadFailure what="the shopper" onRetry={onRetry} />
      </Frame>
    );
  if (status === 'not-found')
    return (
      <Frame title="Shopper not found">
        <p className="oja-admin-screen__muted">No shopper has this page. Search again from Shoppers.</p>
      </Frame>
    );
  if (status === 'loading' || !page)
    return (
      <Frame title="Shopper">
        <div aria-busy="true">
          <p role="status" className="oja-sr-only">
            Loading the shopper…
          </p>
          <Skeleton style={{ height: 240 }} />
        </div>
      </Frame>
    );
  return <ShopperPage {...props} page={page} />;
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="oja-admin-screen" data-slot="admin-shopper-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">{title}</h1>
      </header>
      {children}
    </div>
  );
}

function ShopperPage({
  page,
  hrefs,
  now,
  canAddNote,
  noteBusy = false,
  noteError = null,
  onAddNote,
  canManageCredit = false,
  creditBusy = false,
  creditError = null,
  creditDoneAt = 0,
  onCreditAction,
}: ShopperScreenProps & { page: AdminShopperPage }) {
  const { shopper } = page;
  const addNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('note');
    onAddNote(typeof text === 'string' ? text : '');
  };
  return (
    <Frame title={shopper.name ?? shopper.email}>
      <div className="oja-shopper__sections">
        <AdminSection title="Identity and checks">
          <dl className="oja-admin-screen__facts">
            <dt>Email</dt>
            <dd>{shopper.email}</dd>
            <dt>Phone</dt>
            <dd>{shopper.phoneNumber}</dd>
            <dt>Tier</dt>
            <dd>Tier {shopper.tier}</dd>
            <dt>Joined</dt>
            <dd>{formatLagosDay(shopper.createdAt)}</dd>
            <dt>BVN</dt>
            <dd>
              {shopper.bvnLast4
                ? `Ending ${shopper.bvnLast4}${shopper.bvnVerifiedAt ? `, verified ${formatLagosDay(shopper.bvnVerifiedAt)}` : ''}`
                : '—'}
            </dd>
            <dt>Address check</dt>
            <dd>{shopper.addressCheck ? ADDRESS_CHECK_LABELS[shopper.addressCheck.status] : 'Not asked'}</dd>
            <dt>Credit-check consent</dt>
            <dd>
              {shopper.creditCheckConsentAt
                ? `Given ${formatLagosDay(shopper.creditCheckConsentAt)}`
                : 'Not given'}
            </dd>
            <dt>Text messages</dt>
            <dd>{shopper.smsNotifications ? 'On' : 'Off'}</dd>
          </dl>
        </AdminSection>
        <ShopperCredit
          page={page}
          canManageCredit={canManageCredit}
          busy={creditBusy}
          error={creditError}
          doneAt={creditDoneAt}
          onAction={onCreditAction ?? (() => {})}
        />
      </div>
      <AdminSection title={`Orders (${page.orders.length})`}>
        {page.orders.length === 0 ? <p className="oja-admin-screen__muted">No orders yet.</p> : null}
        {page.orders.map((order) => (
          <article
            key={order.orderNumber}
            className="oja-shopper__order"
            aria-label={`Order ${order.orderNumber}`}
          >
            <h3>
              <Link href={hrefs.order(order.orderNumber)}>{order.orderNumber}</Link>
            </h3>
            <p className="oja-admin-screen__muted">
              {formatLagosDay(order.createdAt)} · {wordFor(PLAN_LABELS, order.plan)} ·{' '}
              {wordFor(PAYMENT_STATE_LABELS, order.status)} · {formatKobo(order.totalKobo)}
            </p>
            {order.schedule.length > 0 ? (
              <table className="oja-shopper__table">
                <caption className="oja-sr-only">Schedule of {order.orderNumber}</caption>
                <thead>
                  <tr>
                    <th scope="col">Instalment</th>
                    <th scope="col">Due</th>
                    <th scope="col">Amount</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {order.schedule.map((row) => (
                    <tr key={row.number}>
                      <td>{row.number}</td>
                      <td>{formatCalendarDate(row.dueDate)}</td>
                      <td>{formatKobo(row.amountKobo)}</td>
                      <td>{INSTALMENT_LABELS[row.status].label}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </article>
        ))}
      </AdminSection>
      <div className="oja-shopper__sections">
        <AdminSection title="Mandates">
          <List
            empty="No mandates."
            items={page.mandates.map((mandate) => ({
              key: `${mandate.orderNumber}-${mandate.status}-${mandate.last4}`,
              body: `${mandate.orderNumber} · ${mandate.bankName ?? 'Bank not known'}${mandate.last4 ? ` ending ${mandate.last4}` : ''} · ${wordFor(MANDATE_LABELS, mandate.status)}`,
            }))}
          />
        </AdminSection>
        <AdminSection title="Refunds">
          <List
            empty="No refunds."
            items={page.refunds.map((refund) => ({
              key: refund.reference,
              body: `${refund.reference} · ${refund.orderNumber} · ${formatKobo(refund.amountKobo)} · ${wordFor(REFUND_LABELS, refund.status)} · ${refund.reason}`,
            }))}
          />
        </AdminSection>
        <AdminSection title="Messages">
          <List
            empty="No messages sent."
            items={page.messages.map((message) => ({
              key: `${message.createdAt}-${message.channel}-${message.subject}`,
              body: `${formatLagosDateTime(message.createdAt)} · ${message.channel === 'sms' ? 'Text' : 'Email'} · ${message.subject} · ${message.status}`,
            }))}
          />
        </AdminSection>
        <AdminSection title="Complaints">
          <List
            empty="No complaints."
            items={page.complaints.map((complaint) => ({
              key: complaint.reference,
              body: (
                <>
                  <Link href={hrefs.complaints(complaint.status)}>{complaint.reference}</Link>{' '}
                  {categoryLabel(complaint.category)}
                  {complaint.orderNumber ? `, order ${complaint.orderNumber}` : ''} · raised{' '}
                  {formatLagosDateTime(complaint.raisedAt)}{' '}
                  <ComplaintStatusBadge
                    status={
                      complaint.status === 'resolved'
                        ? 'resolved'
                        : complaint.escalatedAt || Date.parse(complaint.dueAt) <= now
                          ? 'escalated'
                          : 'open'
                    }
                    dueAt={complaint.dueAt}
                    now={now}
                  />
                </>
              ),
            }))}
          />
        </AdminSection>
      </div>
      <AdminSection title="Staff notes">
        <List
          empty="No notes yet."
          label="Notes"
          items={page.notes.map((note) => ({
            key: `${note.at}-${note.staffName}`,
            body: (
              <div className="oja-shopper__note">
                <span className="oja-admin-screen__muted">
                  {note.staffName} · {formatLagosDateTime(note.at)}
                </span>
                <p>{note.text}</p>
              </div>
            ),
          }))}
        />
        {canAddNote ? (
          // Keyed by the count of notes: a note received empties the form (a refused one keeps its words).
          <form className="oja-shopper__note-form" onSubmit={addNote} key={page.notes.length}>
            <TextareaField
              label="Add note"
              name="note"
              hint="Staff read it, never the shopper. At most 2,000 characters."
              maxLength={2000}
              error={noteError ?? undefined}
              liveError
            />
            <Button type="submit" size="sm" disabled={noteBusy}>
              Add note
            </Button>
          </form>
        ) : null}
      </AdminSection>
    </Frame>
  );
}

function List({
  items,
  empty,
  label,
}: {
  items: readonly { key: string; body: ReactNode }[];
  empty: string;
  label?: string;
}) {
  if (items.length === 0) return <p className="oja-admin-screen__muted">{empty}</p>;
  return (
    <ul className="oja-shopper__list" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>{item.body}</li>
      ))}
    </ul>
  );
}
