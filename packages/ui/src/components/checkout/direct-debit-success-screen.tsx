import { useId } from 'react';
import { Badge } from '../badge/badge';
import { MandatePendingNotice } from './mandate-pending-notice';
import { MandateRefusedNotice } from './mandate-refused-notice';
import { OrderSuccessScreen, type OrderSuccessScreenProps } from './order-success-screen';

type BankAccount = { bankName: string; last4: string };

/** The order's mandate as this page tells it. */
export type PlacedMandate =
  | { status: 'active'; account?: BankAccount }
  /** `continueHref`: back to the bank's page for a shopper who left it before answering. */
  | { status: 'pending-approval'; account?: BankAccount; continueHref?: string }
  /** `setUpAgainHref`: the order's mandate setup page, to try another account. */
  | { status: 'refused'; account?: BankAccount; setUpAgainHref: string };

export type DirectDebitSuccessScreenProps = Omit<OrderSuccessScreenProps, 'paymentKind' | 'notice'> & {
  /** The mandate: active, still waiting for the bank's approval, or refused by the bank. */
  mandate: PlacedMandate;
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
 * page with the mandate's status under the title: active, pending bank approval, or refused by the bank,
 * each with what happens next.
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
        ) : mandate.status === 'refused' ? (
          <MandateRefusedNotice account={mandate.account} setUpAgainHref={mandate.setUpAgainHref} />
        ) : (
          <MandatePendingNotice account={mandate.account} hrefs={hrefs} continueHref={mandate.continueHref} />
        )
      }
    />
  );
}
