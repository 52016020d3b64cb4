import { formatCalendarDate, formatKobo, formatLagosDateTime } from '@oja/domain';
import { Badge } from '../../badge/badge';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import {
  CARD_PAYMENT_LABELS,
  DEBIT_LABELS,
  INSTALMENT_LABELS,
  MANDATE_LABELS,
  REFUND_LABELS,
  type StateLabel,
} from '../admin-labels';
import { AdminSection } from '../admin-section';
import type { AdminInstalment, AdminLedgerEntry, AdminLedgerTotals, AdminMandate } from './order-types';

const KIND_LABELS: Record<AdminLedgerEntry['kind'], string> = {
  payment: 'Card payment',
  debit: 'Direct debit',
  refund: 'Refund',
};

function ledgerState(entry: AdminLedgerEntry): StateLabel {
  switch (entry.kind) {
    case 'payment':
      return CARD_PAYMENT_LABELS[entry.status];
    case 'debit':
      return DEBIT_LABELS[entry.status];
    case 'refund':
      return REFUND_LABELS[entry.status];
  }
}

const ledgerColumns: DataTableColumn<AdminLedgerEntry>[] = [
  { id: 'when', header: 'Date', cell: (entry) => formatLagosDateTime(entry.at) },
  {
    id: 'kind',
    header: 'Kind',
    cell: (entry) => (
      <span className="oja-admin-screen__two-lines">
        <span>{KIND_LABELS[entry.kind]}</span>
        <span className="oja-admin-screen__muted">{entry.description}</span>
      </span>
    ),
  },
  { id: 'reference', header: 'Reference', cell: (entry) => <code>{entry.reference}</code> },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    // A refund leaves the shop: its sign says so, not only its row.
    cell: (entry) =>
      entry.kind === 'refund' ? `−${formatKobo(entry.amountKobo)}` : formatKobo(entry.amountKobo),
  },
  {
    id: 'state',
    header: 'State',
    cell: (entry) => {
      const state = ledgerState(entry);
      return <Badge variant={state.tone}>{state.label}</Badge>;
    },
  },
];

/**
 * Every kobo of the order, from the settlement core: each card payment, direct debit and refund with its
 * reference, amount and state, then the totals paid in, still owed and paid back (the server's figures).
 */
export function OrderLedger({
  entries,
  totals,
}: {
  entries: readonly AdminLedgerEntry[];
  totals: AdminLedgerTotals;
}) {
  return (
    <AdminSection title="Ledger">
      <dl className="oja-admin-order__totals">
        <div>
          <dt>Paid</dt>
          <dd>{formatKobo(totals.paidKobo)}</dd>
        </div>
        <div>
          <dt>Owed</dt>
          <dd>{formatKobo(totals.owedKobo)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatKobo(totals.refundedKobo)}</dd>
        </div>
      </dl>
      <DataTable
        caption="Payments, debits and refunds"
        hideCaption
        columns={ledgerColumns}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty="No money has moved on this order yet."
      />
    </AdminSection>
  );
}

const scheduleColumns: DataTableColumn<AdminInstalment>[] = [
  {
    id: 'number',
    header: 'Payment',
    cell: (row) => (row.number === 0 ? 'Down payment' : `Instalment ${row.number}`),
  },
  { id: 'due', header: 'Due', cell: (row) => formatCalendarDate(row.dueOn) },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatKobo(row.amountKobo) },
  {
    id: 'state',
    header: 'State',
    cell: (row) => {
      const state = INSTALMENT_LABELS[row.status];
      return (
        <>
          <Badge variant={state.tone}>{state.label}</Badge>
          {row.paidOn ? (
            <span className="oja-admin-screen__muted"> on {formatCalendarDate(row.paidOn)}</span>
          ) : null}
        </>
      );
    },
  },
];

/** The order's schedule: each payment's due date, amount and state in words. */
export function OrderSchedule({ schedule }: { schedule: readonly AdminInstalment[] }) {
  return (
    <AdminSection title="Schedule">
      <DataTable
        caption="Payment schedule"
        hideCaption
        columns={scheduleColumns}
        rows={schedule}
        rowKey={(row) => String(row.number)}
        empty="Paid in full: no instalments."
      />
    </AdminSection>
  );
}

/** The direct-debit mandate that collects the instalments, or that there is none. */
export function OrderMandate({ mandate }: { mandate: AdminMandate | null }) {
  const state = mandate ? MANDATE_LABELS[mandate.status] : null;
  return (
    <AdminSection title="Direct debit">
      {mandate && state ? (
        <dl className="oja-admin-screen__facts">
          <dt>State</dt>
          <dd>
            <Badge variant={state.tone}>{state.label}</Badge>
          </dd>
          <dt>Bank</dt>
          <dd>{mandate.bankName}</dd>
          <dt>Account</dt>
          <dd>ending {mandate.last4}</dd>
          <dt>Reference</dt>
          <dd>
            <code>{mandate.reference}</code>
          </dd>
        </dl>
      ) : (
        <p className="oja-admin-screen__muted">No direct debit was set up.</p>
      )}
    </AdminSection>
  );
}
