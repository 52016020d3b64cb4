import { cutOrderItemText, formatKobo, shippingOption } from '@oja/domain';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { CheckoutProgress, FULL_PAYMENT_STEPS, INSTALMENT_STEPS } from './checkout-progress';
import type { PlacedOrder } from './checkout-types';
import './checkout.css';

export type OrderSuccessScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  status: 'loading' | 'error' | 'ready';
  order?: PlacedOrder;
  /** 'instalments': a down payment and a direct debit (4 steps); 'full': paid in full by card (3 steps). */
  paymentKind?: 'instalments' | 'full';
  /** Where the confirmation email went. */
  email?: string;
  onRetry?: () => void;
  /** A notice under the title (the direct-debit success page's mandate status). */
  notice?: ReactNode;
  /** 'View my purchases', 'Continue shopping' and the support contact. */
  hrefs: Pick<ShopHrefs, 'purchases' | 'home' | 'contactUs'>;
  /** Navigation state 'Continue shopping' takes home (the direct-debit notification, once a mandate is set). */
  continueShoppingState?: unknown;
};

function LoadingOrder() {
  return (
    <div aria-busy="true" className="oja-checkout__panel">
      <p role="status" className="oja-sr-only">
        Loading your order details…
      </p>
      <Skeleton width="60%" height="1.5rem" />
      <Skeleton width="80%" />
      <Skeleton shape="rect" height="4.5rem" />
      <Skeleton shape="rect" height="4.5rem" />
      <Skeleton width="40%" />
    </div>
  );
}

/**
 * The order success page: the progress bar at its last step, 'Order Placed Successfully!', the
 * confirmation-email notice, the items (name and about text cut at 50 characters, delivery type in upper
 * case), the order number, what was paid, links to the shopper's purchases and to continue shopping, and
 * the support contact. A skeleton while the order loads; 'Error loading order details.' when it cannot.
 *
 * Accessibility: h1 the page's title in every state; the loading region says so; a failure is an alert.
 */
export function OrderSuccessScreen({
  status,
  order,
  paymentKind = 'instalments',
  email,
  onRetry,
  notice,
  hrefs,
  continueShoppingState,
  className,
  ...props
}: OrderSuccessScreenProps) {
  const titleId = useId();
  const steps = paymentKind === 'full' ? FULL_PAYMENT_STEPS : INSTALMENT_STEPS;
  const ready = status === 'ready' && order !== undefined;
  return (
    <section
      data-slot="order-success-screen"
      aria-labelledby={titleId}
      className={cn('oja-checkout oja-checkout--narrow', className)}
      {...props}
    >
      <CheckoutProgress steps={steps} current={steps.length - 1} />
      {ready ? (
        <>
          <div className="oja-checkout__hero">
            <span className="oja-checkout__tick" aria-hidden="true">
              ✓
            </span>
            <h1 id={titleId} className="oja-checkout__title">
              Order Placed Successfully!
            </h1>
            <p>
              We've sent an order confirmation to {email ?? 'your email address'}. It has your order number
              and what happens next.
            </p>
          </div>
          {notice}
          <div className="oja-checkout__panel">
            <dl className="oja-checkout__totals">
              <div>
                <dt>Order number</dt>
                <dd>{order.orderNumber}</dd>
              </div>
              <div>
                <dt>{paymentKind === 'full' ? 'Amount paid' : 'Down payment paid'}</dt>
                <dd>{formatKobo(order.amountPaid)}</dd>
              </div>
            </dl>
            <ul className="oja-checkout__items" aria-label="Items in your order">
              {order.items.map((item) => (
                <li key={item.productID} className="oja-checkout__item">
                  {item.imageUrl ? (
                    <img
                      className="oja-checkout__item-image"
                      src={item.imageUrl}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                    />
                  ) : null}
                  <div className="oja-checkout__item-body">
                    <p className="oja-checkout__item-name">{cutOrderItemText(item.name)}</p>
                    <p className="oja-checkout__muted">{cutOrderItemText(item.about)}</p>
                    <p className="oja-checkout__muted">
                      Qty {item.quantity} · {shippingOption(item.deliveryType)?.label ?? 'Delivery'}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="oja-checkout__row">
            <Button asChild>
              <Link href={hrefs.purchases}>View my purchases</Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link href={hrefs.home} state={continueShoppingState}>
                Continue shopping
              </Link>
            </Button>
          </div>
        </>
      ) : status === 'error' ? (
        <>
          <h1 id={titleId} className="oja-checkout__title">
            Your order
          </h1>
          <div role="alert" className="oja-checkout__message oja-checkout__message--error">
            <p>Error loading order details.</p>
            <div className="oja-checkout__row">
              {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
              <Button variant="secondary" asChild>
                <Link href={hrefs.purchases}>View my purchases</Link>
              </Button>
            </div>
          </div>
        </>
      ) : (
        <>
          <h1 id={titleId} className="oja-sr-only">
            Your order
          </h1>
          <LoadingOrder />
        </>
      )}
      <p className="oja-checkout__support">
        Questions about your order? <Link href={hrefs.contactUs}>Contact support</Link>.
      </p>
    </section>
  );
}
