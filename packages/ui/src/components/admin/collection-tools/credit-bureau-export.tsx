import { addMonths, type CalendarDate } from '@oja/domain';
import { Button } from '../../button/button';
import { TextField } from '../../text-field/text-field';
import '../admin-screen.css';
import './collection-tools.css';

export interface CreditBureauExportProps {
  /** Where the form sends the month (a GET: the browser downloads the CSV with the staff cookie). */
  action: string;
  /** Today in Lagos: the latest month offered is the one before (a month is reported once it has ended). */
  today: CalendarDate;
}

/**
 * The monthly credit-bureau submission (issue 45): choose a month that has ended and the browser downloads
 * the file of every instalment account as it stood at its end (performing, days past due, balance; no names
 * or BVNs: docs/api/credit-bureau-file.md). A plain GET form, so it works before the console's JavaScript has
 * loaded; the server refuses a month that has not ended with its message, and audits each download.
 *
 * Accessibility: a region named by its h2 'Credit-bureau file'; the month field labelled, its range in words.
 */
export function CreditBureauExport({ action, today }: CreditBureauExportProps) {
  const lastMonth = addMonths(today, -1).slice(0, 7);
  return (
    <section
      aria-labelledby="credit-bureau-heading"
      className="oja-admin-screen"
      data-slot="credit-bureau-export"
    >
      <h2 id="credit-bureau-heading" className="oja-admin-screen__title">
        Credit-bureau file
      </h2>
      <p className="oja-admin-screen__muted">
        Every instalment account as it stood at the end of a month, in the bureau's columns: one CSV file to
        submit. No names, contact details or BVNs. Each download is in the audit trail.
      </p>
      <form
        method="get"
        action={action}
        className="oja-collection-tools__pair"
        aria-label="Download the credit-bureau file"
      >
        <TextField
          type="month"
          name="month"
          label="Month"
          hint="A month that has ended."
          defaultValue={lastMonth}
          max={lastMonth}
          required
        />
        <Button type="submit" variant="secondary" size="sm">
          Download file
        </Button>
      </form>
    </section>
  );
}
