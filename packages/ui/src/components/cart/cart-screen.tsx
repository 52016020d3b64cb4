import {
  CART_NEEDS_TIER_2_MESSAGE,
  checkoutGate,
  formatKobo,
  kobo,
  MIXED_PLANS_MESSAGE,
  noLongerAvailableMessage,
  type PaymentPlanType,
  planMixViolation,
} from '@oja/domain';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { CartLine } from './cart-line';
import { CartQuote } from './cart-quote';
import type { CartLineData, CartQuoteData, CartSummaryData } from './cart-types';
import './cart.css';

export type CartScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  status: 'loading' | 'error' | 'ready';
  lines?: CartLineData[];
  /** The server's totals for these lines (the screen never adds them up itself). */
  summary?: CartSummaryData;
  /**
   * What the cart costs as checkout takes it ('Due today', the instalments, the total), VAT and the cheapest
   * delivery included; its words also go with each line's plans, quoted the same way.
   */
  quote?: CartQuoteData;
  /** Who is buying: the Tier 2 gate depends on it. */
  shopper: { loggedIn: boolean; isTier2: boolean };
  /** Lines whose change is on its way. */
  busyProductIDs?: string[];
  onQuantityChange: (productID: string, quantity: number) => void;
  onPlanChange: (productID: string, plan: PaymentPlanType) => void;
  onRemove: (productID: string) => void;
  /** 'Upgrade now' for a signed-in shopper; a guest's prompt links to the login page instead. */
  onUpgrade?: () => void;
  errorMessage?: string;
  onRetry?: () => void;
  /**
   * Where 'Start shopping' (empty cart), 'Sign in to upgrade' and Check Out go. Check Out is a link, so a tap
   * before the app starts, or without JavaScript, still reaches checkout; the app's router takes it over.
   */
  hrefs: Pick<ShopHrefs, 'home' | 'login' | 'checkout'>;
  /**
   * Where the lines' forms post (the cart page's own address, which the server answers), so quantity, plan
   * and Remove work before the app starts and without JavaScript.
   */
  formAction?: string;
};

/**
 * The cart page (/cart-items): each line with quantity (never below 1), plan picker and Remove; the
 * subtotal; Check Out, a link to checkout, or a disabled button with the mixing rule's message when plans are
 * mixed, the Tier 2 prompt above ₦500,000, or a line taken off sale. Accessibility: h1 'Your cart'; the
 * blocking reason is announced (role status) and tied to the disabled Check Out by aria-describedby.
 */
const EMPTY_SUMMARY: CartSummaryData = { totalQuantity: 0, subtotal: kobo(0) };

export function CartScreen({
  status,
  lines = [],
  summary = EMPTY_SUMMARY,
  quote,
  shopper,
  busyProductIDs = [],
  onQuantityChange,
  onPlanChange,
  onRemove,
  onUpgrade,
  errorMessage = 'Failed to fetch cart',
  onRetry,
  hrefs,
  formAction,
  className,
  ...props
}: CartScreenProps) {
  const titleId = useId();
  const blockedId = useId();
  const { subtotal } = summary;
  const mixViolation = planMixViolation(lines.map((l) => l.plan));
  const gate = checkoutGate(subtotal, shopper);
  // A line the operator took off sale: checkout refuses it, so the cart says why before the shopper asks.
  const offSale = lines.find((l) => l.unavailable);
  const blocked = mixViolation !== null || !gate.allowed || offSale !== undefined;
  // A line's plans are quoted as an order of that line alone (delivery is per order): with several lines,
  // the words say so, and the summary's quote is the cart's.
  const planIncludes =
    quote && lines.length > 1 ? `This item on its own: ${quote.includes}` : quote?.includes;
  return (
    <section
      data-slot="cart-screen"
      aria-labelledby={titleId}
      className={cn('oja-cart', className)}
      {...props}
    >
      <h1 id={titleId} className="oja-cart__title">
        Your cart
      </h1>
      {status === 'loading' ? (
        <div aria-busy="true" className="oja-cart__loading">
          <p role="status" className="oja-sr-only">
            Loading your cart…
          </p>
          <Skeleton shape="rect" style={{ height: '7rem' }} />
          <Skeleton shape="rect" style={{ height: '7rem' }} />
        </div>
      ) : status === 'error' ? (
        <div role="alert" className="oja-cart__message oja-cart__message--error">
          <p>{errorMessage}</p>
          {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
        </div>
      ) : lines.length === 0 ? (
        <div className="oja-cart__message">
          <p>Your cart is empty.</p>
          <Button asChild>
            <Link href={hrefs.home}>Start shopping</Link>
          </Button>
        </div>
      ) : (
        <div className="oja-cart__layout">
          <ul className="oja-cart__lines" aria-label="Items in your cart">
            {lines.map((line) => (
              <CartLine
                key={line.productID}
                line={line}
                editable
                formAction={formAction}
                busy={busyProductIDs.includes(line.productID)}
                planIncludes={planIncludes}
                onQuantityChange={(q) => onQuantityChange(line.productID, q)}
                onPlanChange={(plan) => onPlanChange(line.productID, plan)}
                onRemove={() => onRemove(line.productID)}
              />
            ))}
          </ul>
          <aside className="oja-cart__summary" aria-label="Order summary">
            <p className="oja-cart__subtotal">
              <span>Subtotal</span>
              <strong>{formatKobo(subtotal)}</strong>
            </p>
            {/* Mixed plans are no order checkout takes: no figure until the shopper fixes them. */}
            {quote && !mixViolation ? <CartQuote quote={quote} /> : null}
            <div id={blockedId} role="status" className="oja-cart__blocked">
              {offSale ? <p className="oja-cart__warning">{noLongerAvailableMessage(offSale.name)}</p> : null}
              {mixViolation ? <p className="oja-cart__warning">{MIXED_PLANS_MESSAGE}</p> : null}
              {!gate.allowed ? (
                <div className="oja-cart__warning">
                  <p>{CART_NEEDS_TIER_2_MESSAGE}</p>
                  {gate.prompt === 'upgrade-now' ? (
                    <Button variant="secondary" size="sm" onClick={onUpgrade}>
                      Upgrade now
                    </Button>
                  ) : (
                    <Button variant="secondary" size="sm" asChild>
                      <Link href={hrefs.login}>Sign in to upgrade</Link>
                    </Button>
                  )}
                </div>
              ) : null}
            </div>
            {blocked ? (
              <Button fullWidth size="lg" disabled aria-describedby={blockedId}>
                Check Out
              </Button>
            ) : (
              <Button fullWidth size="lg" asChild>
                <Link href={hrefs.checkout}>Check Out</Link>
              </Button>
            )}
          </aside>
        </div>
      )}
    </section>
  );
}
