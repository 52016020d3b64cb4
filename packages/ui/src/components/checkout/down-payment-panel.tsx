import { formatKobo, type Kobo } from '@oja/domain';
import { useId } from 'react';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';

export type DownPaymentStatus = 'unpaid' | 'paying' | 'paid' | 'failed';

export interface DownPaymentPanelProps {
  amount: Kobo;
  status: DownPaymentStatus;
  /** Why the card payment failed; a plain default otherwise. */
  errorMessage?: string;
  onPay: () => void;
}

/**
 * Step 1 of the mandate setup: the down payment by card, 'Pay now', then 'Payment Successful'.
 * Accessibility: a region named by its heading; the outcome is announced (status for success, alert for a
 * failure).
 */
export function DownPaymentPanel({ amount, status, errorMessage, onPay }: DownPaymentPanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="oja-checkout__panel" data-slot="down-payment-panel">
      <h2 id={titleId} className="oja-checkout__panel-title">
        Step 1. Make your down payment
      </h2>
      <p className="oja-checkout__figure">
        <span>Down payment</span>
        <strong>{formatKobo(amount)}</strong>
      </p>
      {status === 'paid' ? (
        <div role="status" className="oja-checkout__success">
          <Badge variant="success">Paid</Badge>
          <p className="oja-checkout__success-title">Payment Successful</p>
          <p>Your down payment of {formatKobo(amount)} is paid. Now set up direct debit for the rest.</p>
        </div>
      ) : (
        <>
          <p className="oja-checkout__muted">
            You pay by card on a secure payment page, then come back here.
          </p>
          {status === 'failed' ? (
            <p role="alert" className="oja-checkout__failure">
              {errorMessage ??
                'Your card payment did not go through and nothing was charged. Please try again.'}
            </p>
          ) : null}
          <Button fullWidth loading={status === 'paying'} onClick={onPay}>
            Pay now
          </Button>
        </>
      )}
    </section>
  );
}
