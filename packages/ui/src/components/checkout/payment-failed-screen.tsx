import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import './checkout.css';

export type PaymentFailedScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  orderNumber?: string;
  /** What the card provider said, in words a shopper understands ('Your bank declined the card.'). */
  reason?: string;
  /** 'Try again' goes back to checkout; 'Back to cart' to the cart; support to the contact page. */
  hrefs: Pick<ShopHrefs, 'checkout' | 'cart' | 'contactUs'>;
};

/**
 * The payment failed page (/cart-items/checkout/payment-failed/{orderId}): what happened, that nothing was
 * charged, and the ways on: try again, back to the cart, or contact support.
 * Accessibility: h1 'Payment failed'; the links are the next steps, the first one the main action.
 */
export function PaymentFailedScreen({
  orderNumber,
  reason,
  hrefs,
  className,
  ...props
}: PaymentFailedScreenProps) {
  const titleId = useId();
  return (
    <section
      data-slot="payment-failed-screen"
      aria-labelledby={titleId}
      className={cn('oja-checkout oja-checkout--narrow', className)}
      {...props}
    >
      <div className="oja-checkout__hero">
        <span className="oja-checkout__tick oja-checkout__tick--failed" aria-hidden="true">
          !
        </span>
        <h1 id={titleId} className="oja-checkout__title">
          Payment failed
        </h1>
        <p>
          Your card payment{orderNumber ? ` for order ${orderNumber}` : ''} did not go through.{' '}
          {reason ?? 'The payment was declined or stopped before it finished.'}
        </p>
      </div>
      <div className="oja-checkout__panel">
        <p className="oja-checkout__panel-title">Nothing was charged</p>
        <p>
          No money has left your account for this order. Your cart still has your items, so you can try again
          with the same card or another one.
        </p>
        <div className="oja-checkout__row">
          <Button asChild>
            <Link href={hrefs.checkout}>Try again</Link>
          </Button>
          <Button variant="secondary" asChild>
            <Link href={hrefs.cart}>Back to cart</Link>
          </Button>
        </div>
      </div>
      <p className="oja-checkout__support">
        Charged anyway, or stuck? <Link href={hrefs.contactUs}>Contact support</Link> with your order number.
      </p>
    </section>
  );
}
