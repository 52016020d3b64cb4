import { useId } from 'react';
import { Badge } from '../badge/badge';
import { MandatePendingNotice } from './mandate-pending-notice';
import { OrderSuccessScreen, type OrderSuccessScreenProps } from './order-success-screen';

export type DirectDebitSuccessScreenProps = Omit<OrderSuccessScreenProps, 'paymentKind' | 'notice'> & {
  /** The mandate: active, or still waiting for the bank's approval. */
  mandate: { status: 'active' | 'pending-approval'; account?: { bankName: string; last4: string } };
};

function MandateActiveNotice({ account }: { account?: { bankName: string; last4: string } }) {
  const titleId = useId();
  return (
    <section role="status" aria-labelledby={titleId} className="oja-checkout__notice">
      <Badge variant="success">Active</Badge>
      <h2 id={titleId} className="oja-checkout__notice-title">
        Your direct debit is set up
      </h2>
      <p>
        {account
          ? `Each instalment is paid from ${account.bankName} (account ending ${account.last4}) on its due date.`
          : 'Each instalment is paid from your bank account on its due date.'}{' '}
        Keep enough money in the account before each date; you can see every payment in My purchases.
      </p>
    </section>
  );
}

/**
 * The direct-debit success page (/cart-items/checkout/direct-debit/success?orderid=): the order success
 * page with the mandate's status under the title, active or pending bank approval (what happens next).
 */
export function DirectDebitSuccessScreen({ mandate, hrefs, ...props }: DirectDebitSuccessScreenProps) {
  return (
    <OrderSuccessScreen
      {...props}
      hrefs={hrefs}
      paymentKind="instalments"
      notice={
        mandate.status === 'active' ? (
          <MandateActiveNotice account={mandate.account} />
        ) : (
          <MandatePendingNotice account={mandate.account} hrefs={hrefs} />
        )
      }
    />
  );
}
