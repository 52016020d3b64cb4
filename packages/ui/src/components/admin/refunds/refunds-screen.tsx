import { formatKobo, formatLagosDateTime, REFUND_STATUSES, type StaffPermission } from '@oja/domain';
import { type ReactNode, useState } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { SelectField } from '../../select-field/select-field';
import { REFUND_PROGRESS_LABELS, STAFF_REFUND_KIND_LABELS } from '../admin-labels';
import { AdminLoadFailure } from '../admin-load-failure';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import type { AdminAwaitingRefund, AdminRefundRow, AdminRefundStatusFilter } from './refunds-types';
import './refunds.css';

export interface RefundsScreenProps {
  status: 'ready' | 'loading' | 'error';
  /** Staff refunds waiting for a second approval, oldest first (the server's order). */
  awaiting: readonly AdminAwaitingRefund[];
  /** One page of the refunds the provider is asked to pay, newest first. */
  refunds: readonly AdminRefundRow[];
  /** How many refunds match the filter, in all. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  statusFilter: AdminRefundStatusFilter;
  /** The signed-in member's permissions: Approve and Reject need 'refunds:approve'. */
  permissions: readonly StaffPermission[];
  /** The awaiting refund whose decision is with the server. */
  busy?: string | null;
  /** The server refused a decision: its message, by that refund's buttons. */
  refusal?: { refundId: string; message: string } | null;
  /** An order's page in the console. */
  orderHref: (orderNumber: string) => string;
  onStatusFilter: (status: AdminRefundStatusFilter) => void;
  onPage: (page: number) => void;
  onDecide: (refundId: string, decision: 'approve' | 'reject') => void;
  onRetry: () => void;
  /** The refunds paid to a bank account (BankRefundsSection), shown after the ones waiting for approval. */
  bankRefunds?: ReactNode;
  /**
   * Offers 'Pay to a bank account' on a failed refund (to a member with 'refunds:create'), unless it is in
   * `sentToBank` (the references already sent, or waiting to be).
   */
  onPayToBank?: (refund: AdminRefundRow) => void;
  sentToBank?: readonly string[];
}

const statusOptions = [
  { value: 'all', label: 'All' },
  ...REFUND_STATUSES.map((value) => ({ value, label: REFUND_PROGRESS_LABELS[value].label })),
];
const isFilter = (value: string): value is AdminRefundStatusFilter =>
  value === 'all' || REFUND_STATUSES.some((status) => status === value);

const orderLink = (href: string, orderNumber: string) => (
  // A link of its own, not DataTable's row link: the row's buttons must stay clickable.
  <Link className="oja-refunds__order" href={href}>
    {orderNumber}
  </Link>
);

/**
 * Returns & refunds (/admin/returns): the staff refunds waiting for a second approval, each with its order,
 * amount, kind and reason, and Approve or Reject for a member the server allows (with 'refunds:approve');
 * then every refund the payment provider is asked to pay, filtered by state and paged by the server, each
 * state in words with what the provider said when it failed.
 *
 * Accessibility: h1 'Returns & refunds'; each block a region named by its h2; each decision's buttons named
 * after the order; a refused decision an alert by its buttons; loading from DataTable, a failed load an alert
 * with Retry.
 */
export function RefundsScreen({
  status,
  awaiting,
  refunds,
  total,
  page,
  pageSize,
  statusFilter,
  permissions,
  busy = null,
  refusal = null,
  orderHref,
  onStatusFilter,
  onPage,
  onDecide,
  onRetry,
  bankRefunds,
  onPayToBank,
  sentToBank = [],
}: RefundsScreenProps) {
  // The decision pressed last, so only its button shows the server at work.
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const mayApprove = permissions.includes('refunds:approve');
  const decide = (refund: AdminAwaitingRefund, chosen: 'approve' | 'reject') => {
    setDecision(chosen);
    onDecide(refund.id, chosen);
  };
  const awaitingColumns: DataTableColumn<AdminAwaitingRefund>[] = [
    { id: 'order', header: 'Order', cell: (row) => orderLink(orderHref(row.orderNumber), row.orderNumber) },
    { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatKobo(row.amountKobo) },
    {
      id: 'reason',
      header: 'Kind, reason',
      cell: (row) => (
        <span className="oja-admin-screen__two-lines oja-refunds__reason">
          <span>{STAFF_REFUND_KIND_LABELS[row.kind]}</span>
          <span className="oja-admin-screen__muted">{row.reason}</span>
        </span>
      ),
    },
    {
      id: 'asked',
      header: 'Asked by',
      cell: (row) => (
        <span className="oja-admin-screen__two-lines">
          <span>{row.requestedBy}</span>
          <span className="oja-admin-screen__muted">{formatLagosDateTime(row.requestedAt)}</span>
        </span>
      ),
    },
    {
      id: 'decision',
      header: 'Decision',
      cell: (row) => {
        if (!(row.canDecide && mayApprove)) {
          return (
            <span className="oja-admin-screen__muted oja-refunds__reason">
              Another finance or owner member must approve it.
            </span>
          );
        }
        const working = busy === row.id;
        const what = <span className="oja-sr-only"> for {row.orderNumber}</span>;
        return (
          <div className="oja-refunds__actions">
            <div className="oja-refunds__buttons">
              <Button
                size="sm"
                loading={working && decision === 'approve'}
                disabled={busy !== null}
                onClick={() => decide(row, 'approve')}
              >
                Approve{what}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                loading={working && decision === 'reject'}
                disabled={busy !== null}
                onClick={() => decide(row, 'reject')}
              >
                Reject{what}
              </Button>
            </div>
            {refusal?.refundId === row.id ? (
              <p role="alert" className="oja-refunds__refusal">
                {refusal.message}
              </p>
            ) : null}
          </div>
        );
      },
    },
  ];
  const payToBank = (row: AdminRefundRow) =>
    onPayToBank &&
    row.status === 'failed' &&
    permissions.includes('refunds:create') &&
    !sentToBank.includes(row.reference) ? (
      <span>
        <Button size="sm" variant="secondary" onClick={() => onPayToBank(row)}>
          Pay to a bank account<span className="oja-sr-only"> for {row.orderNumber}</span>
        </Button>
      </span>
    ) : null;
  const refundColumns: DataTableColumn<AdminRefundRow>[] = [
    { id: 'reference', header: 'Reference', cell: (row) => <code>{row.reference}</code> },
    { id: 'order', header: 'Order', cell: (row) => orderLink(orderHref(row.orderNumber), row.orderNumber) },
    { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatKobo(row.amountKobo) },
    { id: 'reason', header: 'Reason', cell: (row) => row.reason },
    {
      id: 'state',
      header: 'State',
      cell: (row) => {
        const state = REFUND_PROGRESS_LABELS[row.status];
        return (
          <span className="oja-admin-screen__two-lines oja-refunds__reason">
            <span>
              <Badge variant={state.tone}>{state.label}</Badge>
            </span>
            {row.failure ? <span className="oja-admin-screen__muted">{row.failure}</span> : null}
            {payToBank(row)}
          </span>
        );
      },
    },
    { id: 'created', header: 'Created', cell: (row) => formatLagosDateTime(row.createdAt) },
    {
      id: 'settled',
      header: 'Settled',
      cell: (row) => (row.settledAt ? formatLagosDateTime(row.settledAt) : 'Not yet'),
    },
  ];
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="oja-admin-screen" data-slot="admin-refunds-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">Returns & refunds</h1>
      </header>
      {status === 'error' ? (
        <AdminLoadFailure what="the refunds" onRetry={onRetry} />
      ) : (
        <>
          <AdminSection title="Waiting for approval">
            <DataTable
              caption="Refunds waiting for approval"
              hideCaption
              columns={awaitingColumns}
              rows={awaiting}
              rowKey={(row) => row.id}
              loading={status === 'loading'}
              loadingRows={2}
              empty={<p className="oja-admin-screen__muted">No refund waits for approval.</p>}
            />
          </AdminSection>
          {bankRefunds}
          <AdminSection
            title="Refunds"
            aside={
              <SelectField
                className="oja-refunds__filter"
                label="State"
                options={statusOptions}
                value={statusFilter}
                onChange={(event) =>
                  isFilter(event.target.value) ? onStatusFilter(event.target.value) : null
                }
              />
            }
          >
            <DataTable
              caption="Refunds"
              hideCaption
              columns={refundColumns}
              rows={refunds}
              rowKey={(row) => row.reference}
              paging={{ page, pageCount, total, onPageChange: onPage }}
              totalLabel={(count) => `${count.toLocaleString('en-NG')} ${count === 1 ? 'refund' : 'refunds'}`}
              loading={status === 'loading'}
              loadingRows={pageSize}
              empty={
                <p className="oja-admin-screen__muted">
                  {statusFilter === 'all'
                    ? 'No refund yet.'
                    : `No refund matches ‘${REFUND_PROGRESS_LABELS[statusFilter].label}’.`}
                </p>
              }
            />
          </AdminSection>
        </>
      )}
    </div>
  );
}
