import { formatLagosDateTime } from '@oja/domain';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { ROLE_LABELS } from '../admin-labels';
import { AdminSection } from '../admin-section';
import type { AdminAuditEntry } from './order-types';

const columns: DataTableColumn<AdminAuditEntry>[] = [
  { id: 'when', header: 'When', cell: (entry) => formatLagosDateTime(entry.at) },
  {
    id: 'who',
    header: 'Who',
    cell: (entry) => (
      <span className="oja-admin-screen__two-lines">
        <span>{entry.actor}</span>
        <span className="oja-admin-screen__muted">{ROLE_LABELS[entry.role]}</span>
      </span>
    ),
  },
  { id: 'action', header: 'Action', cell: (entry) => entry.action },
  {
    id: 'change',
    header: 'Before → after',
    cell: (entry) =>
      entry.before || entry.after ? (
        <span>
          {entry.before ?? '—'}
          <span aria-hidden="true"> → </span>
          <span className="oja-sr-only"> to </span>
          {entry.after ?? '—'}
        </span>
      ) : (
        '—'
      ),
  },
  { id: 'address', header: 'Address', cell: (entry) => entry.ipAddress },
];

/** Every staff write on the order, oldest first, from the append-only audit trail. */
export function OrderAudit({ entries }: { entries: readonly AdminAuditEntry[] }) {
  return (
    <AdminSection title="Audit trail">
      <DataTable
        caption="Staff actions on this order"
        hideCaption
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        empty="No staff action yet."
      />
    </AdminSection>
  );
}
