import type { Kobo } from '@oja/domain';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { CheckoutProgress, INSTALMENT_STEPS } from './checkout-progress';
import { DirectDebitPanel, type DirectDebitPanelProps } from './direct-debit-panel';
import { DownPaymentPanel, type DownPaymentStatus } from './down-payment-panel';
import './checkout.css';

export type MandateSetupScreenProps = Omit<ComponentProps<'section'>, 'children'> &
  Omit<DirectDebitPanelProps, 'enabled' | 'hrefs'> & {
    /** 'validating': a payment is being checked with the server; a full-screen loader covers the page. */
    status: 'validating' | 'ready';
    downPayment: { amount: Kobo; status: DownPaymentStatus; errorMessage?: string };
    onPayDownPayment: () => void;
    /** Cancel goes back to checkout; the pending-approval notice links to the shopper's purchases. */
    hrefs: Pick<ShopHrefs, 'checkout' | 'purchases'>;
  };

/** Index of the current step in INSTALMENT_STEPS: the down payment, then the direct debit once it is paid. */
const DOWN_PAYMENT_STEP = 1;
const DIRECT_DEBIT_STEP = 2;

/**
 * The mandate setup page (/cart-items/checkout/mandate/create/{downPayment?}): 'Start your payment setup',
 * then 'Complete your payment setup' once the down payment has succeeded; the 4-step progress bar; the
 * down-payment panel beside the direct-debit panel, which stays greyed out until the down payment is paid.
 * Cancel (back to checkout) disappears once the down payment is paid: the order then exists and is kept.
 *
 * Accessibility: h1 the page's title; while validating, the page underneath is inert and the loader is a
 * status region ('Checking your payment…').
 */
export function MandateSetupScreen({
  status,
  downPayment,
  onPayDownPayment,
  hrefs,
  className,
  totalInstalmentAmount,
  numberOfInstalments,
  linkedAccounts,
  onRetryLinkedAccounts,
  mandate,
  onUseLinkedAccount,
  onSetUpNewAccount,
  providerPolicy,
  loadLegalTexts,
  ...props
}: MandateSetupScreenProps) {
  const titleId = useId();
  const paid = downPayment.status === 'paid';
  const validating = status === 'validating';
  return (
    <>
      <section
        data-slot="mandate-setup-screen"
        aria-labelledby={titleId}
        aria-busy={validating || undefined}
        inert={validating}
        className={cn('oja-checkout', className)}
        {...props}
      >
        <div className="oja-checkout__head">
          <h1 id={titleId} className="oja-checkout__title">
            {paid ? 'Complete your payment setup' : 'Start your payment setup'}
          </h1>
          {paid ? null : (
            <Link className="oja-checkout__cancel" href={hrefs.checkout}>
              Cancel
            </Link>
          )}
        </div>
        <CheckoutProgress steps={INSTALMENT_STEPS} current={paid ? DIRECT_DEBIT_STEP : DOWN_PAYMENT_STEP} />
        <div className="oja-checkout__panels">
          <DownPaymentPanel
            amount={downPayment.amount}
            status={downPayment.status}
            errorMessage={downPayment.errorMessage}
            onPay={onPayDownPayment}
          />
          <DirectDebitPanel
            enabled={paid}
            totalInstalmentAmount={totalInstalmentAmount}
            numberOfInstalments={numberOfInstalments}
            linkedAccounts={linkedAccounts}
            onRetryLinkedAccounts={onRetryLinkedAccounts}
            mandate={mandate}
            onUseLinkedAccount={onUseLinkedAccount}
            onSetUpNewAccount={onSetUpNewAccount}
            providerPolicy={providerPolicy}
            loadLegalTexts={loadLegalTexts}
            hrefs={hrefs}
          />
        </div>
      </section>
      {validating ? (
        <div className="oja-checkout__loader" data-slot="full-screen-loader">
          <span className="oja-checkout__spinner" aria-hidden="true" />
          <p role="status">Checking your payment…</p>
        </div>
      ) : null}
    </>
  );
}
