import { cutBankAccountName, formatKobo } from '@oja/domain';
import { useId } from 'react';
import { Link } from '../../lib/link';
import { DebitDate } from '../checkout/debit-date';
import { formatDueDate } from '../checkout/format-date';
import type { DashboardMandate } from './dashboard-types';
import { MandateStatusBadge } from './mandate-status';

export interface MandateCardProps {
  mandate: DashboardMandate;
  /** Where an order the mandate pays is shown; without it the orders are listed as text. */
  orderHref?: (order: { id: string; orderNumber: string }) => string;
  /** Show only the account, status and next debit (the shopping overview). */
  compact?: boolean;
  /** Actions under the card (the direct-debits screen's 'Cancel direct debit'). */
  children?: React.ReactNode;
}

/**
 * One direct-debit mandate: the bank, the account name (cut at 19 characters), the last 4 digits, its status
 * in words, the orders it pays and the next debit. Accessibility: an article named by its bank and account
 * ('GTBank account ending 4821'); the account number reads as 'account ending 4821'.
 */
export function MandateCard({ mandate, orderHref, compact = false, children }: MandateCardProps) {
  const titleId = useId();
  const Heading = compact ? 'h3' : 'h2';
  return (
    <article aria-labelledby={titleId} className="oja-dashboard__card" data-slot="mandate-card">
      <div className="oja-dashboard__section-head">
        <Heading id={titleId} className="oja-dashboard__card-title">
          {mandate.bankName}
          <span className="oja-sr-only"> account ending {mandate.last4}</span>
        </Heading>
        <MandateStatusBadge status={mandate.status} />
      </div>
      <dl className="oja-dashboard__facts">
        <div>
          <dt>Account</dt>
          <dd>
            {cutBankAccountName(mandate.accountName)} · <span aria-hidden="true">••••</span>
            <span className="oja-sr-only">account ending </span>
            {mandate.last4}
          </dd>
        </div>
        {!compact ? (
          <div>
            <dt>Pays for</dt>
            <dd>
              {mandate.orders.length === 0 ? (
                'No orders'
              ) : (
                <ul className="oja-dashboard__order-links" aria-label="Orders it pays">
                  {mandate.orders.map((order) => (
                    <li key={order.id}>
                      {orderHref ? (
                        <Link className="oja-dashboard__link" href={orderHref(order)}>
                          <span className="oja-sr-only">Order </span>
                          {order.orderNumber}
                        </Link>
                      ) : (
                        order.orderNumber
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Next debit</dt>
          <dd>
            {mandate.nextDebit ? (
              <DebitDate
                // The instalment's due date, when known, so a moved debit says why; else the debit day as sent.
                dueDate={mandate.nextDebit.dueDate ?? mandate.nextDebit.date}
                prefix={`${formatKobo(mandate.nextDebit.amountKobo)} on `}
              />
            ) : (
              'None scheduled'
            )}
          </dd>
        </div>
        {mandate.endsOn ? (
          <div>
            <dt>Cancelled</dt>
            <dd>Ends on {formatDueDate(mandate.endsOn)}: debits due before then are still taken.</dd>
          </div>
        ) : null}
      </dl>
      {children}
    </article>
  );
}
