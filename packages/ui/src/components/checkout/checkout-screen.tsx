import { formatKobo, type KeyFactsSection, type PaymentSchedule } from '@oja/domain';
import { type ComponentProps, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import type { DeliveryAddress } from '../account/delivery-addresses';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import type { DeliveryAddressValue } from './address-form';
import { AddressPicker } from './address-picker';
import { CheckoutBlocks } from './checkout-blocks';
import { CheckoutItems } from './checkout-items';
import type { CheckoutBlock, CheckoutItem, CheckoutTotals, ShippingOption } from './checkout-types';
import { KeyFactsStatement } from './key-facts-statement';
import { OrderTotals } from './order-totals';
import { PaymentScheduleTable } from './payment-schedule';
import { ShippingOptions } from './shipping-options';
import './checkout.css';
import './transfer-payment.css';
import { type PaymentMethod, PaymentMethodChoice } from './payment-method-choice';

export type CheckoutScreenProps = Omit<ComponentProps<'section'>, 'children'> & {
  status: 'loading' | 'error' | 'ready';
  items?: CheckoutItem[];
  /** The shopper's saved delivery addresses; none shows the inline add form. */
  addresses?: DeliveryAddress[];
  selectedAddressId?: string | null;
  onSelectAddress: (id: string) => void;
  onAddAddress: (address: DeliveryAddressValue) => void;
  addingAddress?: boolean;
  /** 'Failed to add address' after a refused add. */
  addAddressError?: string;
  shippingOptions?: ShippingOption[];
  selectedShippingId?: string | null;
  onSelectShipping: (id: string) => void;
  /** The order total, computed by the domain for the chosen shipping (never added up here). */
  totals?: CheckoutTotals;
  /** The payment schedule, built by the domain; its plan 'full' means one payment by card. */
  schedule?: PaymentSchedule;
  /**
   * The key facts statement of this order (the domain's keyFactsStatement of the same totals and schedule),
   * shown above Pay. For an instalment plan Pay requires 'I have read the key facts' ticked.
   */
  keyFacts?: readonly KeyFactsSection[];
  keyFactsAccepted?: boolean;
  onKeyFactsAcceptedChange?: (accepted: boolean) => void;
  /** Why instalment buying is refused for now (verification, tier limit); none lets the shopper pay. */
  blocks?: CheckoutBlock[];
  /** 'Upgrade now' under the Tier 1 limit. */
  onUpgrade?: () => void;
  /** The order is being created. */
  paying?: boolean;
  /** Why the last attempt to pay failed. */
  payError?: string;
  onPay: () => void;
  /**
   * How the shopper pays the down payment (or the price): card, bank transfer or USSD (issue 44). Given
   * `onPaymentMethodChange`, checkout offers the three; without it, card only.
   */
  paymentMethod?: PaymentMethod;
  onPaymentMethodChange?: (method: PaymentMethod) => void;
  /** USSD: the bank chosen (one of the domain's USSD_BANKS). */
  ussdBankId?: string | undefined;
  onUssdBankChange?: (bankId: string) => void;
  /** Why the checkout could not load. */
  errorMessage?: string;
  onRetry?: () => void;
  /** 'Cancel purchase' and 'Back to cart' go to the cart; the verification prompt to the verification tab. */
  hrefs: Pick<ShopHrefs, 'cart' | 'verification' | 'purchases'>;
};

/** The ways to pay at checkout (issue 44). */
export type { PaymentMethod } from './payment-method-choice';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="oja-checkout__panel">
      <h2 id={id} className="oja-checkout__panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LoadingCheckout() {
  return (
    <div aria-busy="true" className="oja-checkout__layout">
      <p role="status" className="oja-sr-only">
        Loading your checkout…
      </p>
      <div className="oja-checkout__main">
        {[0, 1, 2].map((n) => (
          <div key={n} className="oja-checkout__panel">
            <Skeleton width="40%" />
            <Skeleton shape="rect" height="4.5rem" />
          </div>
        ))}
      </div>
      <div className="oja-checkout__panel">
        <Skeleton width="50%" />
        <Skeleton />
        <Skeleton />
        <Skeleton shape="rect" height="3rem" />
      </div>
    </div>
  );
}

/**
 * Checkout (/cart-items/checkout), under 'Cancel purchase' back to the cart: the items and their plan, the delivery address (the inline form when
 * there is none), the shipping option, the order total, the payment schedule, and Pay. Instalment buying can
 * be blocked by a verification still to do or by the tier limit, each saying what to do next; Pay is then
 * disabled and tied to the reason by aria-describedby. Every amount comes by props.
 *
 * Accessibility: h1 'Checkout'; one h2 per section; the blocking reason is a status region; a failed payment
 * is an alert beside the Pay button.
 */
export function CheckoutScreen({
  status,
  items = [],
  addresses = [],
  selectedAddressId,
  onSelectAddress,
  onAddAddress,
  addingAddress,
  addAddressError,
  shippingOptions = [],
  selectedShippingId,
  onSelectShipping,
  totals,
  schedule,
  keyFacts,
  keyFactsAccepted = false,
  onKeyFactsAcceptedChange,
  blocks = [],
  onUpgrade,
  paying = false,
  payError,
  onPay,
  paymentMethod = 'card',
  onPaymentMethodChange,
  ussdBankId,
  onUssdBankChange,
  errorMessage = 'We could not load your checkout.',
  onRetry,
  hrefs,
  className,
  ...props
}: CheckoutScreenProps) {
  const titleId = useId();
  const reasonId = useId();
  const fullPayment = schedule?.plan === 'full';
  const missing = [
    selectedAddressId ? null : 'Choose a delivery address to continue.',
    selectedShippingId ? null : 'Choose a delivery option to continue.',
  ].filter((m): m is string => m !== null);
  const blocked = blocks.length > 0 || missing.length > 0;
  const keyFactsBox = useRef<HTMLInputElement>(null);
  const [keyFactsRefused, setKeyFactsRefused] = useState(false);
  const needsKeyFacts = !fullPayment && keyFacts !== undefined;
  // Pay pressed before the box is ticked: said in words beside the box, which takes the focus.
  const pay = () => {
    if (needsKeyFacts && !keyFactsAccepted) {
      setKeyFactsRefused(true);
      keyFactsBox.current?.focus();
      return;
    }
    onPay();
  };
  return (
    <section
      data-slot="checkout-screen"
      aria-labelledby={titleId}
      className={cn('oja-checkout', className)}
      {...props}
    >
      <div className="oja-checkout__head">
        <h1 id={titleId} className="oja-checkout__title">
          Checkout
        </h1>
        <Link className="oja-checkout__cancel" href={hrefs.cart}>
          Cancel purchase
        </Link>
      </div>
      {status === 'loading' ? (
        <LoadingCheckout />
      ) : status === 'error' || !totals || !schedule ? (
        <div role="alert" className="oja-checkout__message oja-checkout__message--error">
          <p>{errorMessage}</p>
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        </div>
      ) : (
        <div className="oja-checkout__layout">
          <div className="oja-checkout__main">
            <Section title="Your items">
              <CheckoutItems items={items} />
            </Section>
            <Section title="Delivery address">
              <AddressPicker
                addresses={addresses}
                selectedId={selectedAddressId}
                onSelect={onSelectAddress}
                onAdd={onAddAddress}
                adding={addingAddress}
                addError={addAddressError}
                disabled={paying}
              />
            </Section>
            <Section title="Delivery option">
              <ShippingOptions
                options={shippingOptions}
                selectedId={selectedShippingId}
                onSelect={onSelectShipping}
                disabled={paying}
              />
            </Section>
            <Section title="Payment schedule">
              <PaymentScheduleTable schedule={schedule} />
            </Section>
          </div>
          <aside className="oja-checkout__panel oja-checkout__summary" aria-label="Order total">
            <h2 className="oja-checkout__panel-title">Order total</h2>
            <OrderTotals totals={totals} />
            <p className="oja-checkout__today">
              <span>{fullPayment ? 'To pay today' : 'Down payment today'}</span>
              <strong>{formatKobo(schedule.firstPayment.amount)}</strong>
            </p>
            <div id={reasonId} role="status" className="oja-checkout__reasons">
              <CheckoutBlocks blocks={blocks} onUpgrade={onUpgrade} hrefs={hrefs} />
              {blocks.length === 0
                ? missing.map((message) => (
                    <p key={message} className="oja-checkout__muted">
                      {message}
                    </p>
                  ))
                : null}
            </div>
            {keyFacts ? (
              <KeyFactsStatement
                className="oja-checkout__key-facts"
                sections={keyFacts}
                acceptance={
                  needsKeyFacts
                    ? {
                        ref: keyFactsBox,
                        checked: keyFactsAccepted,
                        disabled: paying,
                        onChange: (accepted) => {
                          if (accepted) setKeyFactsRefused(false);
                          onKeyFactsAcceptedChange?.(accepted);
                        },
                        error:
                          keyFactsRefused && !keyFactsAccepted
                            ? 'Tick “I have read the key facts” to continue.'
                            : undefined,
                      }
                    : undefined
                }
              />
            ) : null}
            {onPaymentMethodChange ? (
              <PaymentMethodChoice
                value={paymentMethod}
                onChange={onPaymentMethodChange}
                ussdBankId={ussdBankId}
                onUssdBankChange={onUssdBankChange}
                disabled={paying}
              />
            ) : null}
            {payError ? (
              <p role="alert" className="oja-checkout__failure">
                {payError}
              </p>
            ) : null}
            <Button
              fullWidth
              size="lg"
              loading={paying}
              disabled={blocked}
              aria-describedby={blocked ? reasonId : undefined}
              onClick={pay}
            >
              {fullPayment ? `Pay ${formatKobo(totals.total)}` : 'Continue to payment setup'}
            </Button>
            <p className="oja-checkout__muted">
              {onPaymentMethodChange
                ? fullPayment
                  ? 'You pay by card, bank transfer or USSD.'
                  : 'Next you pay the down payment by card, bank transfer or USSD, then set up direct debit for the instalments.'
                : fullPayment
                  ? 'You pay by card on a secure payment page.'
                  : 'Next you pay the down payment by card, then set up direct debit for the instalments.'}
            </p>
          </aside>
        </div>
      )}
    </section>
  );
}
