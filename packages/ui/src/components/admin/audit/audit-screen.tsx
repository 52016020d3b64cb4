import { formatLagosDateTime } from '@oja/domain';
import type { FormEvent } from 'react';
import { Button } from '../../button/button';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { DateField } from '../../date-field/date-field';
import { TextField } from '../../text-field/text-field';
import { ROLE_LABELS } from '../admin-labels';
import { AdminLoadFailure } from '../admin-load-failure';
import '../admin-screen.css';
import { AuditChanges } from './audit-changes';
import { type AdminAuditEvent, type AdminAuditFilters, NO_AUDIT_FILTERS } from './audit-types';
import './audit.css';

export interface AuditScreenProps {
  status: 'ready' | 'loading' | 'error';
  /** The page of events the filters give, newest first. */
  events: readonly AdminAuditEvent[];
  /** The filters in force (from the address): the form starts from them. */
  filters: AdminAuditFilters;
  page: number;
  pageSize: number;
  /** How many events match, on every page. */
  total: number;
  /** The server refused the dates (a 400): its message, shown at the form. */
  dateRefusal?: string | null;
  /** The form was submitted: filter by these (page 1). */
  onFiltersChange: (filters: AdminAuditFilters) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.trim() : '');

function filtersOf(form: HTMLFormElement): AdminAuditFilters {
  const data = new FormData(form);
  return {
    staffEmail: textOf(data.get('staffEmail')),
    action: textOf(data.get('action')),
    targetType: textOf(data.get('targetType')),
    targetId: textOf(data.get('targetId')),
    from: textOf(data.get('from')),
    to: textOf(data.get('to')),
  };
}

const columns: DataTableColumn<AdminAuditEvent>[] = [
  { id: 'when', header: 'When', cell: (event) => formatLagosDateTime(event.at) },
  {
    id: 'who',
    header: 'Who',
    cell: (event) => (
      <span className="oja-admin-screen__two-lines">
        <span>{event.staffEmail}</span>
        <span className="oja-admin-screen__muted">{ROLE_LABELS[event.role]}</span>
      </span>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    cell: (event) => <code className="oja-audit__code">{event.action}</code>,
  },
  { id: 'target', header: 'Target', cell: (event) => `${event.target.type} ${event.target.id}` },
  {
    id: 'change',
    header: 'What changed',
    cell: (event) => <AuditChanges before={event.before} after={event.after} />,
  },
  { id: 'address', header: 'Address', cell: (event) => event.clientAddress },
];

/**
 * The audit trail (/admin/audit): every staff write, newest first, filtered by who, the action or its family
 * ('order' or 'order.ship'), the target and the days, applied together by the form's submit; each event's
 * change as 'field: before → after' lines. The app keeps the filters and the page in the address.
 *
 * Accessibility: h1 'Audit trail'; the form a search landmark; a refusal of the dates an alert at the form;
 * the table's loading and empty states from DataTable; a failed load an alert with Retry.
 */
export function AuditScreen({
  status,
  events,
  filters,
  page,
  pageSize,
  total,
  dateRefusal,
  onFiltersChange,
  onPageChange,
  onRetry,
}: AuditScreenProps) {
  const filtered = Object.values(filters).some((value) => value !== '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFiltersChange(filtersOf(event.currentTarget));
  };
  const clear = () => onFiltersChange(NO_AUDIT_FILTERS);
  return (
    <div className="oja-admin-screen" data-slot="admin-audit-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">Audit trail</h1>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent. */}
      <form
        role="search"
        aria-label="Filter the audit trail"
        className="oja-admin-orders__filters oja-audit__filters"
        onSubmit={submit}
        // A new set of filters from outside (Clear filters, Back) starts the form again from them.
        key={JSON.stringify(filters)}
      >
        {dateRefusal ? (
          <p role="alert" className="oja-audit__refusal">
            {dateRefusal}
          </p>
        ) : null}
        <TextField
          label="Staff email"
          type="email"
          name="staffEmail"
          autoComplete="off"
          defaultValue={filters.staffEmail}
        />
        <TextField
          label="Action"
          hint="'order' or 'order.ship'"
          name="action"
          autoComplete="off"
          defaultValue={filters.action}
        />
        <TextField
          label="Target type"
          hint="order, staff, tier2…"
          name="targetType"
          autoComplete="off"
          defaultValue={filters.targetType}
        />
        <TextField label="Target id" name="targetId" autoComplete="off" defaultValue={filters.targetId} />
        <DateField label="From" name="from" defaultValue={filters.from} max={filters.to || undefined} />
        <DateField label="To" name="to" defaultValue={filters.to} min={filters.from || undefined} />
        <div className="oja-admin-orders__actions">
          <Button type="submit">Apply</Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>
      {status === 'error' ? (
        <AdminLoadFailure what="the audit trail" onRetry={onRetry} />
      ) : (
        <DataTable
          caption="Audit trail"
          hideCaption
          columns={columns}
          rows={events}
          rowKey={(event) => event.id}
          paging={{ page, pageCount: Math.ceil(total / pageSize), total, onPageChange }}
          totalLabel={(count) => `${count.toLocaleString('en-NG')} ${count === 1 ? 'event' : 'events'}`}
          loading={status === 'loading'}
          loadingRows={pageSize}
          empty={
            <div className="oja-admin-screen__empty">
              <p>{filtered ? 'No events match these filters.' : 'No staff action yet.'}</p>
              {filtered ? (
                <Button variant="secondary" size="sm" onClick={clear}>
                  Clear filters
                </Button>
              ) : null}
            </div>
          }
        />
      )}
    </div>
  );
}
