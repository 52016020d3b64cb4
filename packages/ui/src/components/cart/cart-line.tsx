import { cutProductName, formatKobo, noLongerAvailableMessage, type PaymentPlanType } from '@oja/domain';
import type { FormEvent } from 'react';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { PLAN_LABELS } from '../plan-picker/plan-labels';
import { PlanPicker } from '../plan-picker/plan-picker';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import type { CartLineData } from './cart-types';

export interface CartLineProps {
  line: CartLineData;
  /** What the line's quoted plans include, in words (the cart's quote). */
  planIncludes?: string;
  /** The cart page edits lines; the panel only lists them. */
  editable?: boolean;
  /** While a change to this line is on its way. */
  busy?: boolean;
  onQuantityChange?: (quantity: number) => void;
  onPlanChange?: (plan: PaymentPlanType) => void;
  onRemove?: () => void;
  /** A click on the product's name (the panel closes itself as the shopper leaves). */
  onLinkClick?: () => void;
  /**
   * Where the line's forms post (the cart page's address, which the server answers): quantity, plan and
   * Remove work before the app starts and without JavaScript. With it, the callbacks run and nothing posts.
   */
  formAction?: string;
}

/** The app has taken the form over: it acts, the browser posts nothing. */
const taken = (event: FormEvent) => event.preventDefault();

/** A cart line: picture, name, plan, price; on the cart page also quantity, plan picker and Remove. */
export function CartLine({
  line,
  planIncludes,
  editable = false,
  busy = false,
  onQuantityChange,
  onPlanChange,
  onRemove,
  onLinkClick,
  formAction,
}: CartLineProps) {
  const shownName = cutProductName(line.name);
  // What a form tells the server: which change, to which line.
  const fields = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productID" value={line.productID} />
    </>
  );
  return (
    <li className="oja-cart-line" data-slot="cart-line" aria-busy={busy || undefined}>
      <img
        className="oja-cart-line__image"
        src={line.imageUrl}
        alt=""
        width={80}
        height={80}
        loading="lazy"
      />
      <div className="oja-cart-line__body">
        <Link
          className="oja-cart-line__name"
          href={line.href}
          title={shownName === line.name ? undefined : line.name}
          onClick={onLinkClick}
        >
          {shownName === line.name ? (
            line.name
          ) : (
            <>
              <span aria-hidden="true">{shownName}</span>
              <span className="oja-sr-only">{line.name}</span>
            </>
          )}
        </Link>
        <p className="oja-cart-line__meta">
          {formatKobo(line.price)} × {line.quantity} · {PLAN_LABELS[line.plan]}
        </p>
        <p className="oja-cart-line__total">{formatKobo(line.lineTotal)}</p>
        {line.unavailable ? (
          <p className="oja-cart-line__unavailable">{noLongerAvailableMessage(line.name)}</p>
        ) : null}
        {editable ? (
          <div className="oja-cart-line__controls">
            {/* A line off sale can only be removed: its quantity and plan no longer matter. */}
            {line.unavailable ? null : (
              <form className="oja-cart-line__form" method="post" action={formAction} onSubmit={taken}>
                {fields('quantity')}
                <QuantityStepper
                  name="quantity"
                  value={line.quantity}
                  label={`Quantity of ${line.name}`}
                  disabled={busy}
                  onChange={(quantity) => onQuantityChange?.(quantity)}
                />
              </form>
            )}
            <form
              className="oja-cart-line__form"
              method="post"
              action={formAction}
              onSubmit={(event) => {
                taken(event);
                onRemove?.();
              }}
            >
              {fields('remove')}
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Remove ${line.name}`}
              >
                Remove
              </Button>
            </form>
            {line.unavailable ? null : (
              <form className="oja-cart-line__form" method="post" action={formAction} onSubmit={taken}>
                {fields('plan')}
                <PlanPicker
                  className="oja-cart-line__plans"
                  name="plan"
                  compact
                  hideLegend
                  legend={`Payment plan for ${line.name}`}
                  options={line.paymentOptions}
                  includes={planIncludes}
                  value={line.plan}
                  disabled={busy}
                  onChange={(plan) => onPlanChange?.(plan)}
                />
                {/* Without the app a radio changes nothing by itself: this sends the chosen plan. */}
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  className="oja-until-hydrated"
                  disabled={busy}
                  aria-label={`Update plan for ${line.name}`}
                >
                  Update plan
                </Button>
              </form>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}
