import { formatKobo, formatLagosDateTime, type StaffPermission } from '@oja/domain';
import { type ReactNode, useState } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import type { StateLabel } from '../admin-labels';
import { AdminLoadFailure } from '../admin-load-failure';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import { UnmatchedTransferDialog } from './unmatched-transfer-dialog';
import type {
  AdminUnmatchedTransfer,
  UnmatchedTransferRequest,
  UnmatchedTransferStatus,
} from './unmatched-transfers-types';
import './unmatched-transfers.css';

export interface UnmatchedTransfersScreenProps {
  status: 'ready' | 'loading' | 'error';
  /** The queue, open and waiting ones first, oldest first (the server's order). */
  transfers: readonly AdminUnmatchedTransfer[];
  /** The signed-in member's permissions: Match and Refund need 'refunds:create', a decision 'refunds:approve'. */
  permissions: readonly StaffPermission[];
  /** The transfer whose request or decision is with the server. */
  busy?: string | null;
  /** The server refused a request or decision: its message, where it was asked. */
  refusal?: { transferId: string; message: string } | null;
  orderHref: (orderNumber: string) => string;
  onRequest: (transferId: string, request: UnmatchedTransferRequest) => void;
  onDecide: (transferId: string, decision: 'approve' | 'reject') => void;
  onRetry: () => void;
}

/** Each state in words (its colour only repeats it). */
const STATE_LABELS: Record<UnmatchedTransferStatus, StateLabel> = {
  open: { label: 'Open', tone: 'warning' },
  'awaiting-approval': { label: 'Waiting for approval', tone: 'warning' },
  matched: { label: 'Matched', tone: 'success' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

const isDecided = (row: AdminUnmatchedTransfer) => row.status === 'matched' || row.status === 'refunded';

/** What was asked for a transfer, in words: the order (a link) or the sender, then why. */
function asked(row: AdminUnmatchedTransfer, orderHref: (orderNumber: string) => string): ReactNode {
  const state = STATE_LABELS[row.status];
  const what =
    row.resolution === 'refund' ? (
      'Refund to sender'
    ) : row.orderNumber ? (
      <>
        Match to <Link href={orderHref(row.orderNumber)}>{row.orderNumber}</Link>
      </>
    ) : null;
  return (
    <span className="oja-admin-screen__two-lines oja-unmatched__words">
      <span>
        <Badge variant={state.tone}>{state.label}</Badge>
      </span>
      {what ? <span>{what}</span> : null}
      {row.reason ? <span className="oja-admin-screen__muted">{row.reason}</span> : null}
    </span>
  );
}

/**
 * Unmatched transfers (/admin/unmatched-transfers, issue 44): money sent to an account no shopper holds. Each
 * open one can be matched to an order (its number and why) or refunded to the account it came from (why);
 * at ₦100,000 or more either waits for a second member, who approves or rejects it (never its maker, who
 * reads why not). Below, the transfers already matched or refunded.
 *
 * Accessibility: h1 'Unmatched transfers'; each block a region named by its h2; every button named after the
 * transfer's reference; a refusal an alert by its buttons (or in the dialog); loading from DataTable, a
 * failed load an alert with Retry.
 */
export function UnmatchedTransfersScreen(props: UnmatchedTransfersScreenProps) {
  const { status, transfers, busy = null, refusal = null, orderHref, onRequest, onRetry } = props;
  const [dialog, setDialog] = useState<{ id: string; kind: UnmatchedTransferRequest['kind'] } | null>(null);
  // The dialog closes by itself once its transfer is no longer open (the server took the request).
  const inDialog = dialog
    ? transfers.find((row) => row.id === dialog.id && row.status === 'open')
    : undefined;
  const columns: DataTableColumn<AdminUnmatchedTransfer>[] = [
    { id: 'received', header: 'Received', cell: (row) => formatLagosDateTime(row.receivedAt) },
    { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatKobo(row.amountKobo) },
    {
      id: 'account',
      header: 'To account, reference',
      cell: (row) => (
        <span className="oja-admin-screen__two-lines">
          <span>{row.accountNumber ?? 'Not named'}</span>
          <code>{row.providerReference}</code>
        </span>
      ),
    },
    { id: 'state', header: 'State', cell: (row) => asked(row, orderHref) },
  ];
  const open = transfers.filter((row) => !isDecided(row));
  const decided = transfers.filter(isDecided);
  return (
    <div className="oja-admin-screen" data-slot="admin-unmatched-transfers-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">Unmatched transfers</h1>
      </header>
      {status === 'error' ? (
        <AdminLoadFailure what="the unmatched transfers" onRetry={onRetry} />
      ) : (
        <>
          <AdminSection title="To decide">
            <DataTable
              caption="Unmatched transfers to decide"
              hideCaption
              columns={[
                ...columns,
                {
                  id: 'action',
                  header: 'Action',
                  cell: (row) => <TransferActions {...props} row={row} onOpen={setDialog} />,
                },
              ]}
              rows={open}
              rowKey={(row) => row.id}
              loading={status === 'loading'}
              loadingRows={2}
              empty={<p className="oja-admin-screen__muted">No transfer waits to be matched.</p>}
            />
          </AdminSection>
          <AdminSection title="Decided">
            <DataTable
              caption="Unmatched transfers decided"
              hideCaption
              columns={columns}
              rows={decided}
              rowKey={(row) => row.id}
              loading={status === 'loading'}
              loadingRows={2}
              empty={<p className="oja-admin-screen__muted">No transfer matched or refunded yet.</p>}
            />
          </AdminSection>
        </>
      )}
      {dialog && inDialog ? (
        <UnmatchedTransferDialog
          transfer={inDialog}
          kind={dialog.kind}
          busy={busy === inDialog.id}
          refusal={refusal?.transferId === inDialog.id ? refusal.message : null}
          onOpenChange={(isOpen) => (isOpen ? null : setDialog(null))}
          onRequest={(request) => onRequest(inDialog.id, request)}
        />
      ) : null}
    </div>
  );
}

/** A row's buttons: Match and Refund to sender while open; Approve and Reject while it waits. */
function TransferActions({
  row,
  permissions,
  busy = null,
  refusal = null,
  onDecide,
  onOpen,
}: UnmatchedTransfersScreenProps & {
  row: AdminUnmatchedTransfer;
  onOpen: (dialog: { id: string; kind: UnmatchedTransferRequest['kind'] }) => void;
}) {
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const what = <span className="oja-sr-only"> {row.providerReference}</span>;
  let buttons: ReactNode;
  if (row.status === 'open') {
    if (!permissions.includes('refunds:create')) return null;
    buttons = (
      <>
        <Button size="sm" disabled={busy !== null} onClick={() => onOpen({ id: row.id, kind: 'match' })}>
          Match{what}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          onClick={() => onOpen({ id: row.id, kind: 'refund' })}
        >
          Refund to sender{what}
        </Button>
      </>
    );
  } else if (row.requestedByMe) {
    return (
      <span className="oja-admin-screen__muted oja-unmatched__words">
        You asked for this: another finance or owner member must approve it.
      </span>
    );
  } else if (!permissions.includes('refunds:approve')) {
    return (
      <span className="oja-admin-screen__muted oja-unmatched__words">
        Another finance or owner member must approve it.
      </span>
    );
  } else {
    const decide = (chosen: 'approve' | 'reject') => {
      setDecision(chosen);
      onDecide(row.id, chosen);
    };
    const working = busy === row.id;
    buttons = (
      <>
        <Button
          size="sm"
          loading={working && decision === 'approve'}
          disabled={busy !== null}
          onClick={() => decide('approve')}
        >
          Approve{what}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={working && decision === 'reject'}
          disabled={busy !== null}
          onClick={() => decide('reject')}
        >
          Reject{what}
        </Button>
      </>
    );
  }
  return (
    <div className="oja-unmatched__actions">
      <div className="oja-unmatched__buttons">{buttons}</div>
      {refusal?.transferId === row.id && row.status !== 'open' ? (
        <p role="alert" className="oja-unmatched__refusal">
          {refusal.message}
        </p>
      ) : null}
    </div>
  );
}
