import { formatLagosDay } from '@oja/domain';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { AdminLoadFailure } from '../admin-load-failure';
import '../admin-screen.css';
import type { AdminDataRequestView } from './shopper-types';

export interface DataRequestsScreenProps {
  status: 'ready' | 'loading' | 'error';
  /** The server's order: newest first. */
  requests: readonly AdminDataRequestView[];
  onRetry: () => void;
}

const KIND_LABELS: Record<AdminDataRequestView['kind'], string> = {
  access: 'Download of their data',
  erasure: 'Account closure',
};

const outcomeOf = (request: AdminDataRequestView) =>
  request.outcome === 'completed'
    ? 'Completed'
    : request.outcome === 'refused'
      ? `Refused${request.refusal ? `: ${request.refusal}` : ''}`
      : 'Waiting';

const columns: DataTableColumn<AdminDataRequestView>[] = [
  { id: 'kind', header: 'Kind', cell: (row) => KIND_LABELS[row.kind] },
  { id: 'shopper', header: 'Shopper', cell: (row) => row.shopper },
  { id: 'requested', header: 'Requested', cell: (row) => formatLagosDay(row.requestedAt) },
  { id: 'due', header: 'Due', cell: (row) => formatLagosDay(row.dueAt) },
  {
    id: 'answered',
    header: 'Answered',
    cell: (row) => (row.answeredAt ? formatLagosDay(row.answeredAt) : '—'),
  },
  { id: 'outcome', header: 'Outcome', cell: outcomeOf },
];

/**
 * Shoppers' data requests (/admin/data-requests, audit:read): each download of their data and account
 * closure, newest first, with the day it is due by law, when it was answered and how. The shopper is named
 * by their public user id only.
 *
 * Accessibility: h1 'Data requests'; a captioned table; no request a sentence; a failed load an alert with
 * Retry.
 */
export function DataRequestsScreen({ status, requests, onRetry }: DataRequestsScreenProps) {
  return (
    <div className="oja-admin-screen" data-slot="admin-data-requests-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">Data requests</h1>
      </header>
      {status === 'error' ? (
        <AdminLoadFailure what="the data requests" onRetry={onRetry} />
      ) : (
        <DataTable
          caption="Shoppers' data requests, newest first"
          hideCaption
          columns={columns}
          rows={requests}
          rowKey={(row) => row.id}
          loading={status === 'loading'}
          empty={<p className="oja-admin-screen__muted">No data requests yet.</p>}
        />
      )}
    </div>
  );
}
