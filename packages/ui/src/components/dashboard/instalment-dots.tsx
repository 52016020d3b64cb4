import {
  debitDay,
  formatKobo,
  INSTALMENT_DOT_LABELS,
  type InstalmentDot,
  type InstalmentDotState,
} from '@oja/domain';
import { cn } from '../../lib/cn';
import { formatDueDate } from '../checkout/format-date';

export interface InstalmentDotsProps {
  /** The order's payments, first payment (number 0) first, each with its dot as the server decided it. */
  instalments: readonly InstalmentDot[];
  className?: string;
}

/** The legend's order: what has happened, then what comes. */
const LEGEND_ORDER: readonly InstalmentDotState[] = ['completed', 'failed', 'current', 'pending'];

/**
 * One dot per payment, in the state it comes with (completed black, current yellow, failed red, pending
 * grey; nothing is worked out again here), and a visible legend in words for the states shown, so colour
 * never carries the meaning alone (WCAG 1.4.1). Accessibility: a list named 'Instalment payments'; each dot
 * is an image named in words with the day the payment is taken (an instalment's debit date: the next
 * business day when it falls on a weekend or holiday): 'Payment 2 of 4, ₦12,500 due 29 Dec 2026: Next payment'.
 */
export function InstalmentDots({ instalments, className }: InstalmentDotsProps) {
  const total = instalments.length;
  const shown = LEGEND_ORDER.filter((state) => instalments.some((row) => row.dot === state));
  return (
    <div className={cn('oja-dashboard__dots-block', className)}>
      <ul aria-label="Instalment payments" className="oja-dashboard__dots" data-slot="instalment-dots">
        {instalments.map((row, i) => {
          // The first payment is the card payment at checkout; the instalments are debited on business days.
          const day = row.number === 0 ? row.dueDate : debitDay(row.dueDate).debitDate;
          const name = `Payment ${i + 1} of ${total}, ${formatKobo(row.amountKobo)} due ${formatDueDate(day)}: ${INSTALMENT_DOT_LABELS[row.dot]}`;
          return (
            <li key={row.number}>
              <span
                role="img"
                aria-label={name}
                title={name}
                className={cn('oja-dashboard__dot', `oja-dashboard__dot--${row.dot}`)}
              />
            </li>
          );
        })}
      </ul>
      <ul aria-label="Key to the dots" className="oja-dashboard__legend" data-slot="instalment-legend">
        {shown.map((state) => (
          <li key={state}>
            <span aria-hidden="true" className={cn('oja-dashboard__dot', `oja-dashboard__dot--${state}`)} />
            {INSTALMENT_DOT_LABELS[state]}
          </li>
        ))}
      </ul>
    </div>
  );
}
