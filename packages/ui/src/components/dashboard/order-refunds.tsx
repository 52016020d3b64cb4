import { formatKobo } from '@oja/domain';
import type { DashboardRefund } from './dashboard-types';

/** Why the shop pays money back, in the shopper's words. */
const REASONS: Record<string, string> = {
  duplicate: 'This order was paid twice',
  late: 'Paid after the order had been replaced or had expired',
  rejected: 'The card was charged a different amount than the order',
  // A transfer above what was due, an instalment paid twice (by debit and by card), a standing-account surplus.
  overpaid: 'You paid more than was due',
  // The refunds Oja's team makes from the console (a returned item, a cancelled order, a goodwill gesture).
  return: 'An item you returned',
  cancellation: 'Your order was cancelled before it shipped',
  goodwill: "Oja's team paid back part of this order",
};

/** Where a refund stands, in words (never by colour alone). */
const STATUSES: Record<DashboardRefund['status'], string> = {
  // Card, direct debit, transfer or USSD: it goes back the way it came (a console refund to a bank is its own).
  pending: 'Being sent back the way you paid',
  processing: 'On its way: it reaches you in 7 to 14 business days',
  processed: 'Refunded',
  failed: 'Not sent yet: our support team will contact you',
};

/**
 * The money the shop is paying back on an order, each refund with its amount, why, where it stands and the
 * reference that the email and the bank statement carry.
 */
export function OrderRefunds({ refunds }: { refunds: readonly DashboardRefund[] }) {
  return (
    <section className="oja-dashboard__block" aria-label="Refunds">
      <h3 className="oja-dashboard__block-title">Refunds</h3>
      <ul className="oja-dashboard__refunds">
        {refunds.map((refund) => (
          <li key={refund.reference}>
            <p>
              <strong>{formatKobo(refund.amountKobo)}</strong> · {STATUSES[refund.status]}
            </p>
            <p className="oja-dashboard__muted">
              {REASONS[refund.reason] ?? 'Money we owe you back'} · Reference{' '}
              <span className="oja-dashboard__reference">{refund.reference}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
