import { formatKobo, INSTALMENT_DOT_LABELS, type InstalmentRow, instalmentDotStates } from '@oja/domain';
import { cn } from '../../lib/cn';
import { formatDueDate } from '../checkout/format-date';

export interface InstalmentDotsProps {
  /** The order's payments, first payment (number 0) first. */
  instalments: readonly InstalmentRow[];
  className?: string;
}

/**
 * One dot per payment: completed black, current yellow, failed red, pending grey (the domain's
 * instalmentDotStates). Accessibility: a list named 'Instalment payments'; each dot is an image named in
 * words ('Payment 2 of 4, ₦12,500 due 2 Apr 2026: Payment failed'), so colour never carries the meaning alone.
 */
export function InstalmentDots({ instalments, className }: InstalmentDotsProps) {
  const states = instalmentDotStates(instalments);
  const total = instalments.length;
  return (
    <ul
      aria-label="Instalment payments"
      className={cn('oja-dashboard__dots', className)}
      data-slot="instalment-dots"
    >
      {instalments.map((row, i) => {
        const state = states[i] ?? 'pending';
        const name = `Payment ${i + 1} of ${total}, ${formatKobo(row.amountKobo)} due ${formatDueDate(row.dueDate)}: ${INSTALMENT_DOT_LABELS[state]}`;
        return (
          <li key={row.number}>
            <span
              role="img"
              aria-label={name}
              title={name}
              className={cn('oja-dashboard__dot', `oja-dashboard__dot--${state}`)}
            />
          </li>
        );
      })}
    </ul>
  );
}
