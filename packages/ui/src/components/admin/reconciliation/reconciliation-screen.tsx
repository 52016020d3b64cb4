import {
  formatCalendarDate,
  formatKobo,
  formatLagosDateTime,
  type Kobo,
  type ReconciliationKind,
} from '@oja/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../button/button';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { DateField } from '../../date-field/date-field';
import { Field } from '../../field/field';
import { TextField } from '../../text-field/text-field';
import { AdminLoadFailure } from '../admin-load-failure';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import {
  type AdminReconciliation,
  type AdminReconciliationLine,
  RECONCILIATION_KIND_LABELS,
} from './reconciliation-types';
import './reconciliation.css';

export interface ReconciliationScreenProps {
  /** The Lagos day shown, YYYY-MM-DD. */
  day: string;
  /** 'none': no report imported for the day yet. */
  status: 'ready' | 'none' | 'loading' | 'error';
  reconciliation?: AdminReconciliation | null;
  /** Whether the member may import and resolve (reconciliation:write); others only read. */
  canWrite: boolean;
  /** An import is on its way. */
  importing?: boolean;
  /** The server refused the import (a file it cannot read, the provider not answering): its words. */
  importRefusal?: string | null;
  /** The line whose reason is being saved, and a refusal of it. */
  resolving?: string | null;
  resolveRefusal?: { lineId: string; message: string } | null;
  onDayChange: (day: string) => void;
  onImportFromProvider: () => void;
  onImportFile: (file: File) => void;
  onResolve: (lineId: string, reason: string) => void;
  onRetry: () => void;
}

const DIFFERENCE_KINDS: readonly ReconciliationKind[] = [
  'provider-only',
  'oja-only',
  'amount-differs',
  'date-differs',
];

const amount = (kobo: number | null) => (kobo === null ? '—' : formatKobo(kobo as Kobo));
const when = (at: string | null) => (at === null ? '' : formatLagosDateTime(at));

/** What tells the two books apart on a line, in words. */
function differenceOf(line: AdminReconciliationLine): string {
  if (line.providerKobo !== null && line.ojaKobo !== null && line.providerKobo !== line.ojaKobo) {
    const gap = line.providerKobo - line.ojaKobo;
    return `${gap > 0 ? 'Provider' : 'Oja'} ${formatKobo(Math.abs(gap) as Kobo)} more`;
  }
  if (line.kind === 'date-differs')
    return `Paid ${when(line.providerPaidAt)} at the provider, ${when(line.ojaPaidAt)} in Oja`;
  return line.kind === 'provider-only' ? 'Not in Oja’s books' : 'Not in the provider’s report';
}

/**
 * The daily reconciliation (/admin/reconciliation): the card and debit provider's settlement report for a
 * Lagos day, imported from the provider or as its CSV file, matched line by line against Oja's books. The
 * figures (matched and each kind of difference, each book's total), then every difference: what the provider
 * has and Oja does not, the other way round, amounts and dates that differ; each closed with a reason, which
 * stays with it (who, when).
 *
 * Accessibility: h1 'Reconciliation'; the day a labelled date field; the figures a description list; the
 * differences a table named by its caption; each open difference a form whose reason field names the
 * reference; refusals alerts; the import's progress a busy button.
 */
export function ReconciliationScreen(props: ReconciliationScreenProps) {
  const { day, status, reconciliation, canWrite, onDayChange, onRetry } = props;
  const showDay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('day');
    if (typeof value === 'string' && value) onDayChange(value);
  };
  return (
    <div className="oja-admin-screen" data-slot="admin-reconciliation-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">Reconciliation</h1>
        <p className="oja-admin-screen__muted">
          The payment provider’s settlement report for a day, matched line by line with Oja’s payments and
          direct debits by reference, amount and date.
        </p>
      </header>
      <div className="oja-reconciliation__forms">
        <form className="oja-reconciliation__form" aria-label="Choose the day" onSubmit={showDay} key={day}>
          <DateField label="Day" name="day" defaultValue={day} required />
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </form>
      </div>
      {canWrite ? <ImportReport {...props} /> : null}
      {status === 'error' ? (
        <AdminLoadFailure what="the reconciliation" onRetry={onRetry} />
      ) : status === 'none' ? (
        <p role="status">No settlement report has been imported for {formatCalendarDate(day)} yet.</p>
      ) : status === 'loading' || !reconciliation ? (
        <p role="status">Loading the reconciliation…</p>
      ) : (
        <DayFigures {...props} reconciliation={reconciliation} />
      )}
    </div>
  );
}

function ImportReport({
  importing = false,
  importRefusal,
  onImportFromProvider,
  onImportFile,
}: ReconciliationScreenProps) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const fileId = useId();
  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (file) onImportFile(file);
    else setMissing(true);
  };
  return (
    <AdminSection title="Import the settlement report">
      {importRefusal ? (
        <p role="alert" className="oja-reconciliation__refusal">
          {importRefusal}
        </p>
      ) : null}
      <div className="oja-reconciliation__forms">
        <Button type="button" loading={importing} onClick={onImportFromProvider}>
          Fetch from the provider
        </Button>
        <form
          className="oja-reconciliation__form"
          noValidate
          onSubmit={upload}
          aria-label="Upload the report"
        >
          <Field
            label="Or upload its CSV file"
            hint="Columns reference, amount (kobo), paid_at"
            id={fileId}
            error={missing ? 'Choose the CSV file of the settlement report' : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".csv,text/csv"
                disabled={importing}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setMissing(false);
                }}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" disabled={importing}>
            Upload
          </Button>
        </form>
      </div>
    </AdminSection>
  );
}

function DayFigures(props: ReconciliationScreenProps & { reconciliation: AdminReconciliation }) {
  const { reconciliation } = props;
  const { counts, differences } = reconciliation;
  const open = differences.filter((line) => line.resolution === null).length;
  const columns: DataTableColumn<AdminReconciliationLine>[] = [
    { id: 'kind', header: 'Difference', cell: (line) => RECONCILIATION_KIND_LABELS[line.kind] },
    {
      id: 'reference',
      header: 'Reference',
      cell: (line) => <code className="oja-reconciliation__reference">{line.reference}</code>,
    },
    { id: 'provider', header: 'Provider', align: 'end', cell: (line) => amount(line.providerKobo) },
    { id: 'oja', header: 'Oja', align: 'end', cell: (line) => amount(line.ojaKobo) },
    { id: 'what', header: 'What differs', cell: differenceOf },
    { id: 'resolution', header: 'Resolution', cell: (line) => <Resolution {...props} line={line} /> },
  ];
  return (
    <>
      <AdminSection title={`${formatCalendarDate(reconciliation.day)} in figures`}>
        <dl className="oja-reconciliation__tallies">
          {(['matched', ...DIFFERENCE_KINDS] as const).map((kind) => (
            <div key={kind} className="oja-reconciliation__tally">
              <dt>{RECONCILIATION_KIND_LABELS[kind]}</dt>
              <dd>{counts[kind]}</dd>
            </div>
          ))}
          <div className="oja-reconciliation__tally">
            <dt>Provider’s total</dt>
            <dd>{formatKobo(reconciliation.providerTotalKobo as Kobo)}</dd>
          </div>
          <div className="oja-reconciliation__tally">
            <dt>Oja’s total</dt>
            <dd>{formatKobo(reconciliation.ojaTotalKobo as Kobo)}</dd>
          </div>
        </dl>
        <p className="oja-admin-screen__muted">
          {reconciliation.source === 'provider' ? 'Fetched from the provider' : 'Uploaded as a CSV file'} by{' '}
          {reconciliation.importedBy} on {formatLagosDateTime(reconciliation.importedAt)}.
        </p>
      </AdminSection>
      <AdminSection
        title="Differences"
        aside={<span role="status">{open === 0 ? 'None open' : `${open} open`}</span>}
      >
        <DataTable
          caption="Differences"
          hideCaption
          columns={columns}
          rows={differences}
          rowKey={(line) => line.lineId}
          empty={`All ${counts.matched} ${counts.matched === 1 ? 'line matches' : 'lines match'}: nothing to resolve.`}
        />
      </AdminSection>
    </>
  );
}

function Resolution({
  line,
  canWrite,
  resolving,
  resolveRefusal,
  onResolve,
}: ReconciliationScreenProps & { line: AdminReconciliationLine }) {
  if (line.resolution) {
    return (
      <span className="oja-admin-screen__two-lines">
        <span>{line.resolution.reason}</span>
        <span className="oja-admin-screen__muted">
          {line.resolution.by}, {formatLagosDateTime(line.resolution.at)}
        </span>
      </span>
    );
  }
  if (!canWrite) return <span className="oja-admin-screen__muted">Open</span>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    onResolve(line.lineId, typeof reason === 'string' ? reason : '');
  };
  const refusal = resolveRefusal?.lineId === line.lineId ? resolveRefusal.message : undefined;
  return (
    <form className="oja-reconciliation__resolve" onSubmit={submit} aria-label={`Resolve ${line.reference}`}>
      <TextField
        label={`Reason for ${line.reference}`}
        hideLabel
        placeholder="Why it differs"
        name="reason"
        autoComplete="off"
        error={refusal}
        required
      />
      <Button type="submit" size="sm" loading={resolving === line.lineId}>
        Resolve
      </Button>
    </form>
  );
}
