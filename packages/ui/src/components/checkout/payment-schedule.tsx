import { formatKobo, type PaymentSchedule } from '@oja/domain';
import { useId, useState } from 'react';
import { Button } from '../button/button';
import { PLAN_LABELS } from '../plan-picker/plan-labels';
import { DebitDate } from './debit-date';

/** How many instalments show before 'Show all': a daily plan has 180 of them. */
const FIRST_ROWS = 6;

/**
 * The payment schedule as the domain built it: the first payment today, then each instalment with the day it
 * is debited (the next business day when its date falls on a weekend or holiday, with a note saying so) and
 * its amount. The count shown is the schedule's displayedCount (instalmentCount + 1). Long schedules show
 * their first rows and a 'Show all' button. Accessibility: a table with a caption and column headers.
 */
export function PaymentScheduleTable({ schedule }: { schedule: PaymentSchedule }) {
  const [expanded, setExpanded] = useState(false);
  const tableId = useId();
  const full = schedule.instalmentCount === 0;
  const shown = expanded ? schedule.instalments : schedule.instalments.slice(0, FIRST_ROWS);
  const hidden = schedule.instalments.length - shown.length;
  const count = schedule.displayedCount;
  return (
    <div className="oja-checkout__schedule">
      <p className="oja-checkout__schedule-summary">
        {full
          ? `Pay ${formatKobo(schedule.firstPayment.amount)} today, in one payment.`
          : `${count} payments: ${formatKobo(schedule.firstPayment.amount)} today, then ${schedule.instalmentCount} ${PLAN_LABELS[schedule.plan].toLowerCase()} instalments.`}
      </p>
      <table id={tableId} className="oja-checkout__schedule-table">
        <caption className="oja-sr-only">
          Payment schedule, {count === 1 ? '1 payment' : `${count} payments`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Payment</th>
            <th scope="col">Date</th>
            <th scope="col" className="oja-checkout__num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{full ? 'Full payment' : 'Down payment'}</th>
            <td>Today</td>
            <td className="oja-checkout__num">{formatKobo(schedule.firstPayment.amount)}</td>
          </tr>
          {shown.map((payment) => (
            <tr key={payment.number}>
              <th scope="row">Instalment {payment.number}</th>
              <td>
                <DebitDate dueDate={payment.date} />
              </td>
              <td className="oja-checkout__num">{formatKobo(payment.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hidden > 0 || expanded ? (
        <Button
          variant="ghost"
          size="sm"
          aria-controls={tableId}
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show fewer payments' : `Show all ${count} payments`}
        </Button>
      ) : null}
    </div>
  );
}
