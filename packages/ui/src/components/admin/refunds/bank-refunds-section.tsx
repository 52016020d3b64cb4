import { formatKobo, formatLagosDateTime } from '@oja/domain';
import { useState } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { REFUND_PROGRESS_LABELS, STAFF_REFUND_STATUS_LABELS } from '../admin-labels';
import { AdminSection } from '../admin-section';
import type { AdminBankRefund } from './refunds-types';

export interface BankRefundsSectionProps {
  /** Waiting ones first (oldest first), then the newest: the server's order. */
  bankRefunds: readonly AdminBankRefund[];
  loading?: boolean;
  /** The signed-in member may approve refunds ('refunds:approve'). */
  mayApprove: boolean;
  /** The bank refund whose decision is with the server. */
  busy?: string | null;
  /** The server refused a decision: its message, by that bank refund's buttons. */
  refusal?: { id: string; message: string } | null;
  orderHref: (orderNumber: string) => string;
  onDecide: (id: string, decision: 'approve' | 'reject') => void;
}

/** The state in words: waiting, rejected, or where the payout to the account is once approved. */
function stateOf(row: AdminBankRefund) {
  const state =
    row.status === 'approved' && row.paidRefundStatus
      ? REFUND_PROGRESS_LABELS[row.paidRefundStatus]
      : STAFF_REFUND_STATUS_LABELS[row.status];
  return <Badge variant={state.tone}>{state.label}</Badge>;
}

/**
 * Refunds paid to a bank account (issue 45): each failed refund sent to an account the shopper gave, its
 * order, amount, bank, masked account number and holder's name, who asked, and its state; Approve or Reject
 * for a member the server allows (never the one who asked: they read why not).
 *
 * Accessibility: a region named by its h2; each decision's buttons named after the order; a refused decision
 * an alert by its buttons.
 */
export function BankRefundsSection({
  bankRefunds,
  loading = false,
  mayApprove,
  busy = null,
  refusal = null,
  orderHref,
  onDecide,
}: BankRefundsSectionProps) {
  // The decision pressed last, so only its button shows the server at work.
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const decide = (row: AdminBankRefund, chosen: 'approve' | 'reject') => {
    setDecision(chosen);
    onDecide(row.id, chosen);
  };
  const columns: DataTableColumn<AdminBankRefund>[] = [
    {
      id: 'order',
      header: 'Order',
      cell: (row) => (
        <Link className="oja-refunds__order" href={orderHref(row.orderNumber)}>
          {row.orderNumber}
        </Link>
      ),
    },
    { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatKobo(row.amountKobo) },
    {
      id: 'account',
      header: 'Account',
      cell: (row) => (
        <span className="oja-admin-screen__two-lines">
          <span>
            {row.bankName} {row.accountNumber}
          </span>
          <span className="oja-admin-screen__muted">{row.accountName}</span>
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
    { id: 'state', header: 'State', cell: stateOf },
    {
      id: 'decision',
      header: 'Decision',
      cell: (row) => {
        if (row.status !== 'awaiting-approval') return null;
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
            {refusal?.id === row.id ? (
              <p role="alert" className="oja-refunds__refusal">
                {refusal.message}
              </p>
            ) : null}
          </div>
        );
      },
    },
  ];
  return (
    <AdminSection title="Paid to a bank account">
      <DataTable
        caption="Refunds paid to a bank account"
        hideCaption
        columns={columns}
        rows={bankRefunds}
        rowKey={(row) => row.id}
        loading={loading}
        loadingRows={2}
        empty={<p className="oja-admin-screen__muted">No refund has been sent to a bank account.</p>}
      />
    </AdminSection>
  );
}
