/**
 * What the server refuses when a shopper places an order, whatever the browser sends, and how long an
 * unpaid order holds its stock. The cart and checkout screens show the same rules before the shopper asks
 * (checkoutGate, planMixViolation); these are the last word.
 */
import type { CalendarDate } from './calendar';
import { cartLineTotal } from './cart';
import { checkoutGate, validateDownPayment } from './checkout';
import { creditExposure, creditLimitMessage, MANDATE_REQUIRED_MESSAGE } from './credit';
import { CREDIT_FROZEN_MESSAGE } from './credit-controls';
import { type Kobo, kobo, sumKobo } from './money';
import type { PaymentPlanType } from './payment-options';
import { MIXED_PLANS_MESSAGE, planMixViolation } from './plans';
import {
  buildPaymentSchedule,
  type PaymentSchedule,
  type ScheduleError,
  type ScheduleLine,
} from './schedule';

export const EMPTY_CART_MESSAGE = 'Your cart is empty';
export const TIER_2_REQUIRED_MESSAGE = 'Upgrade to Tier 2 to check out a cart above ₦500,000';
export const INSTALMENT_VERIFICATION_MESSAGE =
  'Verify your residential address and your debt profile to buy on instalments';

// The limit's message lives with the credit rules; it is still found here, where the refusals are.
export { instalmentLimitMessage } from './credit';

/** A product whose minimum down payment is above the terms' 60% can only be paid in full. */
export function downPaymentAboveMaximumMessage(productName: string): string {
  return `The down payment on ${productName} would be above the 60% our terms allow: choose full payment for it`;
}

/** An order line as the rules need it: the plan as reconciled with what the product offers today. */
export interface OrderRuleLine {
  productName: string;
  unitPrice: Kobo;
  quantity: number;
  plan: PaymentPlanType;
  /** The product's minimum down payment, a whole percentage (100: full payment only). */
  minimumDownPaymentPercentage: number;
  /**
   * False when the operator has taken the product off sale (unpublished) since it was put in the cart: the
   * line cannot be bought. Absent: on sale.
   */
  available?: boolean;
}

/** What the rules know of the shopper, from their account. */
export interface OrderRuleShopper {
  isTier2: boolean;
  /** A residential address is on the account (address verification passed). */
  addressVerified: boolean;
  /** A BVN is on file (debt verification approved). */
  debtVerified: boolean;
  /**
   * What the shopper still owes on earlier instalment orders: the sum of their instalments not yet paid
   * (unpaid or failed), not the down payments (see creditExposure). Absent: nothing owed.
   */
  owedKobo?: Kobo;
  /** An earlier instalment order of the shopper's, with instalments left, has no direct debit set up. */
  hasOrderWithoutMandate?: boolean;
  /** The operator's custom limit (below the tier's; CreditControls). Absent or null: the tier's limit. */
  customLimitKobo?: Kobo | null;
  /** The operator froze the shopper's credit: no new instalment order. Absent: not frozen. */
  creditFrozen?: boolean;
}

export type OrderRefusalReason =
  | 'empty-cart'
  | 'unavailable'
  | 'mixed-plans'
  | 'tier-2-required'
  | 'down-payment-above-maximum'
  | 'verification-required'
  | 'mandate-required'
  | 'credit-frozen'
  | 'above-instalment-limit';

export interface OrderRefusal {
  reason: OrderRefusalReason;
  message: string;
}

/**
 * The first rule an order breaks, or null when it may be placed. In order: an empty cart; a product no longer
 * on sale (unpublished since it was put in the cart: noLongerAvailableMessage); instalment plans
 * mixed (full may sit beside one other plan); a subtotal above ₦500,000 for a shopper who is not Tier 2
 * (any plan: the cart's checkout gate); then, when any line is on instalments: a product whose down
 * payment would be above 60%, a shopper without both verifications, an earlier instalment order without a
 * direct debit, a credit the operator froze, and a subtotal that, with what the shopper still owes on earlier
 * orders, is above the tier's instalment limit (Tier 1 ₦500,000, Tier 2 ₦1,000,000) or the shopper's lower
 * custom limit (creditExposure). Limits compare the item subtotal,
 * as the cart does. A cart paid in full is never refused for what the shopper owes.
 */
export function orderRefusal(
  lines: readonly OrderRuleLine[],
  shopper: OrderRuleShopper,
): OrderRefusal | null {
  if (lines.length === 0) return { reason: 'empty-cart', message: EMPTY_CART_MESSAGE };
  const offSale = lines.find((line) => line.available === false);
  if (offSale) return { reason: 'unavailable', message: noLongerAvailableMessage(offSale.productName) };
  if (planMixViolation(lines.map((line) => line.plan))) {
    return { reason: 'mixed-plans', message: MIXED_PLANS_MESSAGE };
  }
  const subtotal = sumKobo(lines.map(cartLineTotal));
  if (!checkoutGate(subtotal, { loggedIn: true, isTier2: shopper.isTier2 }).allowed) {
    return { reason: 'tier-2-required', message: TIER_2_REQUIRED_MESSAGE };
  }
  const instalmentLines = lines.filter((line) => line.plan !== 'full');
  if (instalmentLines.length === 0) return null;
  for (const line of instalmentLines) {
    // The down payment is the product's own minimum (the browser names no percentage); only the terms'
    // maximum can refuse it here.
    const minimum = line.minimumDownPaymentPercentage;
    const check = validateDownPayment(minimum, minimum);
    if (!check.ok && check.error === 'above-maximum') {
      return {
        reason: 'down-payment-above-maximum',
        message: downPaymentAboveMaximumMessage(line.productName),
      };
    }
  }
  if (!shopper.addressVerified || !shopper.debtVerified) {
    return { reason: 'verification-required', message: INSTALMENT_VERIFICATION_MESSAGE };
  }
  if (shopper.hasOrderWithoutMandate) {
    return { reason: 'mandate-required', message: MANDATE_REQUIRED_MESSAGE };
  }
  // After the verifications and the mandate: a frozen shopper who also lacks those hears first what they
  // can fix; the freeze is the operator's, and only support can lift it.
  if (shopper.creditFrozen) return { reason: 'credit-frozen', message: CREDIT_FROZEN_MESSAGE };
  const exposure = creditExposure({
    owedKobo: shopper.owedKobo ?? kobo(0),
    cartKobo: subtotal,
    isTier2: shopper.isTier2,
    customLimitKobo: shopper.customLimitKobo ?? null,
  });
  if (exposure.exceeded) {
    return { reason: 'above-instalment-limit', message: creditLimitMessage(exposure) };
  }
  return null;
}

/**
 * An unpaid order holds its stock this long after it was placed; then it expires and the stock goes back.
 * A card payment that succeeds later never revives it: the money is refunded (see docs/api/checkout.md).
 */
export const ORDER_PAYMENT_WINDOW_MINUTES = 30;

/**
 * Why a cart line cannot be bought: the operator took its product off sale after the shopper put it in the
 * cart. The cart shows it on the line; checkout refuses with it until the line is removed. **[Oja]**: the
 * spec has no message for it; written in the style of outOfStockMessage.
 */
export function noLongerAvailableMessage(productName: string): string {
  return `Sorry, ${productName} is no longer available: remove it from your cart to check out`;
}

/** Why a line cannot be reserved: none left, or fewer than asked for. */
export function outOfStockMessage(productName: string, available: number): string {
  return available <= 0
    ? `Sorry, ${productName} is out of stock`
    : `Sorry, only ${available} of ${productName} ${available === 1 ? 'is' : 'are'} left`;
}

/**
 * An order's schedule, summing to the order total (the spec's consolidated total: items + VAT + shipping).
 * The first payment is the lines' down payments (the whole line for a line paid in full), as
 * buildPaymentSchedule has it; VAT and shipping are part of the rest, which the instalments spread equally
 * (the direct-debit panel's 'consolidated total minus first instalment payment'). An order without
 * instalments pays everything, VAT and shipping included, in its first payment.
 */
export function buildOrderSchedule(
  lines: readonly ScheduleLine[],
  total: Kobo,
  today: CalendarDate,
): { ok: true; schedule: PaymentSchedule } | { ok: false; error: ScheduleError } {
  const ofItems = buildPaymentSchedule(lines, today);
  if (!ofItems.ok) return ofItems;
  const charges = total - ofItems.schedule.total;
  if (charges === 0) return ofItems;
  if (charges < 0) return { ok: false, error: 'invalid-item' };
  const { plan, instalmentCount } = ofItems.schedule;
  // The charges ride as one more line: paid with the first payment when nothing is spread, else with no
  // down payment over the same instalments (the split's rounding rule then covers them too).
  const charge: ScheduleLine =
    instalmentCount === 0
      ? { lineTotal: kobo(charges), plan: 'full', options: [] }
      : {
          lineTotal: kobo(charges),
          plan,
          options: [
            {
              type: plan,
              amount: kobo(0),
              totalPrice: kobo(charges),
              downPayment: kobo(0),
              instalmentCount: instalmentCount,
            },
          ],
        };
  return buildPaymentSchedule([...lines, charge], today);
}
