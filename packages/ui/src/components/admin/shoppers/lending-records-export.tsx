import { Button } from '../../button/button';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import '../admin-screen.css';
import './shoppers.css';

/** The record types the API exports, in the words the console shows (the API's `type` values). */
const RECORD_TYPES = [
  { value: 'orders', label: 'Orders' },
  { value: 'schedules', label: 'Instalment schedules' },
  { value: 'payments', label: 'Payments' },
  { value: 'refunds', label: 'Refunds' },
  { value: 'consents', label: 'Consents' },
  { value: 'key-facts', label: 'Key facts statements' },
  { value: 'complaints', label: 'Complaints' },
  { value: 'collections', label: 'Collections (instalments due)' },
  { value: 'audit', label: 'Audit trail' },
] as const;

export interface LendingRecordsExportProps {
  /** Where the form sends its choice (a GET: the browser downloads the CSV with the staff cookie). */
  action: string;
}

/**
 * The lending records of a period, for the regulator (issue 42: produced within 48 hours): choose the records
 * and the dates, and the browser downloads one CSV file. Each export is in the audit trail. A plain GET form,
 * so it works before the console's JavaScript has loaded.
 *
 * Accessibility: a region named by its h2 'Lending records'; every field labelled; what the file holds, and
 * that the export is audited, in words above the form.
 */
export function LendingRecordsExport({ action }: LendingRecordsExportProps) {
  return (
    <section
      aria-labelledby="lending-records-heading"
      className="oja-admin-screen"
      data-slot="lending-records-export"
    >
      <h2 id="lending-records-heading" className="oja-admin-screen__title">
        Lending records
      </h2>
      <p className="oja-admin-screen__muted">
        One CSV file of the records made in a period (at most 400 days). Shoppers are named by their account
        id only. Each download is in the audit trail.
      </p>
      <form
        method="get"
        action={action}
        className="oja-lending-records__form"
        aria-label="Export lending records"
      >
        <SelectField name="type" label="Records" options={RECORD_TYPES} defaultValue="orders" />
        <TextField type="date" name="from" label="From" required />
        <TextField type="date" name="to" label="To" required />
        <Button type="submit" variant="secondary" size="sm">
          Download CSV
        </Button>
      </form>
    </section>
  );
}
