import { CATALOGUE_CSV_COLUMNS } from '@oja/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link } from '../../../lib/link';
import { Button } from '../../button/button';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { Field } from '../../field/field';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import type { AdminImportRefusal, AdminImportReport } from './catalogue-types';
import './catalogue.css';

export interface CsvImportScreenProps {
  /** Reads the chosen file's text and sends it (the app does both). */
  onImport: (file: File) => void;
  busy?: boolean;
  /** The server refused the file as a whole (no header, too many rows). */
  refusal?: string;
  /** The last import's answer: how many products were added and each refused row. */
  report?: AdminImportReport | null;
  hrefs: { products: string; product: (productID: string) => string; exportCsv: string };
}

/**
 * Import products from CSV (/admin/catalogue/import): the export's columns, productID left empty; the good
 * rows are added in one go, and every refused row is listed by its line with a message per column.
 *
 * Accessibility: h1 'Import products'; the file field labelled, its missing file an error read with it; the
 * report a polite status, then a table of the refused rows.
 */
export function CsvImportScreen({
  onImport,
  busy = false,
  refusal,
  report = null,
  hrefs,
}: CsvImportScreenProps) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const fileId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    onImport(file);
  };
  const columns: DataTableColumn<AdminImportRefusal>[] = [
    { id: 'line', header: 'Line', align: 'end', cell: (row) => row.line },
    { id: 'name', header: 'Product', cell: (row) => row.name || '(no name)' },
    {
      id: 'why',
      header: 'Why it was refused',
      cell: (row) => (
        <ul className="oja-catalogue__reasons">
          {row.errors.map((error) => (
            <li key={error.field}>
              <code>{error.field}</code>: {error.message}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <div className="oja-admin-screen" data-slot="admin-csv-import-screen">
      <header className="oja-admin-screen__header">
        <Link href={hrefs.products}>Products</Link>
        <h1 className="oja-admin-screen__title">Import products</h1>
      </header>
      <AdminSection title="The file">
        <p>
          A CSV file whose first row names these columns, in this order (the{' '}
          <a href={hrefs.exportCsv} download>
            export
          </a>{' '}
          has them): <code>{CATALOGUE_CSV_COLUMNS.join(',')}</code>. Leave productID empty: each row adds a
          new product. Category is a subcategory's slug; price in naira; specifications as{' '}
          <code>Name: Value; Name: Value</code>.
        </p>
        <form className="oja-catalogue__import" noValidate onSubmit={submit}>
          {refusal ? (
            <p role="alert" className="oja-catalogue__refusal">
              {refusal}
            </p>
          ) : null}
          <Field label="CSV file" id={fileId} error={missing ? 'Choose a CSV file to import' : undefined}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setMissing(false);
                }}
              />
            )}
          </Field>
          <Button type="submit" loading={busy}>
            Import
          </Button>
        </form>
      </AdminSection>
      <div aria-live="polite">
        {report ? (
          <AdminSection title="Report">
            <p>
              <strong>
                {report.imported} {report.imported === 1 ? 'product' : 'products'} imported
              </strong>
              , {report.refused.length} {report.refused.length === 1 ? 'row' : 'rows'} refused.
            </p>
            {report.productIDs.length > 0 ? (
              <p className="oja-catalogue__imported">
                Added:{' '}
                {report.productIDs.map((id, index) => (
                  <span key={id}>
                    {index > 0 ? ', ' : ''}
                    <Link href={hrefs.product(id)}>{id}</Link>
                  </span>
                ))}
              </p>
            ) : null}
            {report.refused.length > 0 ? (
              <DataTable
                caption="Refused rows"
                columns={columns}
                rows={report.refused}
                rowKey={(row) => String(row.line)}
                empty={null}
              />
            ) : null}
          </AdminSection>
        ) : null}
      </div>
    </div>
  );
}
