import type { User } from '@oja/api-client';
import {
  addressCheckState,
  type CalendarDate,
  instalmentQuote,
  isAddressVerified,
  type KeyFactsStatement,
  type Kobo,
  keyFactsStatement,
  kobo,
  nairaToKobo,
  type OrderRefusal,
  orderRefusal,
  type PaymentSchedule,
  SHIPPING_OPTIONS,
  type ShippingOptionId,
  shippingOption,
} from '@oja/domain';
import type { CheckoutBlock, CheckoutItem, CheckoutTotals, ShippingOption } from '@oja/ui';
import type { CartView } from '../../shared/cart/cart-lines';
import { cartQuoteLines } from '../../shared/cart/cart-quote';

/** The delivery options as checkout lists them (the domain's, with their amounts). */
export const CHECKOUT_SHIPPING_OPTIONS: ShippingOption[] = SHIPPING_OPTIONS.map(
  ({ id, label, detail, amount }) => ({ id, label, detail, amount }),
);

/** What checkout shows for a cart: every figure from the domain functions the server prices the order with. */
export type CheckoutView =
  | {
      kind: 'ready';
      items: CheckoutItem[];
      totals: CheckoutTotals;
      schedule: PaymentSchedule;
      /** The key facts statement of these very totals and schedule, which an instalment plan must accept. */
      keyFacts: KeyFactsStatement;
      /** Why paying is refused for now, each with its way forward (verification, tier limit). */
      blocks: CheckoutBlock[];
    }
  /** A refusal only the cart can fix (empty, mixed plans, a down payment above 60%): its message. */
  | { kind: 'refused'; message: string };

/** The refusals checkout can show as a block beside Pay; the others send the shopper back to the cart. */
function blockOf(refusal: OrderRefusal, user: User, owed: Kobo): CheckoutBlock | null {
  switch (refusal.reason) {
    case 'mandate-required':
      return { reason: 'mandate-required' };
    case 'verification-required':
      return {
        reason: 'verification',
        addressVerified: isAddressVerified(user),
        addressPending: addressCheckState(user) === 'pending',
        debtVerified: user.hasBvn,
      };
    case 'tier-2-required':
      // Any plan, full payment included: the cart's own words, not the instalment limit's.
      return { reason: 'tier-2-required' };
    case 'above-instalment-limit':
      // With earlier orders owing, the message says what they owe and how much credit is left.
      return owed > 0
        ? { reason: 'tier-limit', tier: user.isTier2 ? 2 : 1, message: refusal.message }
        : { reason: 'tier-limit', tier: user.isTier2 ? 2 : 1 };
    default:
      return null;
  }
}

/**
 * Checkout for the cart as the server last answered it: the lines with their plans, the order total for the
 * chosen delivery option (items + 7.5% VAT + shipping), the schedule (buildOrderSchedule over each line's
 * total and options, as the server builds it) and the first rule the order breaks (orderRefusal). The
 * server prices the order again when it is placed and stays the judge.
 */
export function checkoutView(
  cart: CartView,
  user: User,
  shippingId: ShippingOptionId,
  today: CalendarDate,
): CheckoutView {
  const owed = nairaToKobo(user.instalmentCredit?.owed ?? 0) ?? kobo(0);
  const refusal = orderRefusal(
    cart.lines.map((line) => ({
      productName: line.name,
      unitPrice: line.price,
      quantity: line.quantity,
      plan: line.plan,
      minimumDownPaymentPercentage: line.minimumDownPaymentPercentage,
    })),
    {
      isTier2: user.isTier2,
      addressVerified: isAddressVerified(user),
      debtVerified: user.hasBvn,
      // The credit rules across orders, as the server will apply them (it stays the judge).
      owedKobo: owed,
      hasOrderWithoutMandate: user.instalmentCredit?.orderWithoutDirectDebit ?? false,
    },
  );
  const block = refusal ? blockOf(refusal, user, owed) : null;
  if (refusal && !block) return { kind: 'refused', message: refusal.message };

  const shipping = shippingOption(shippingId);
  if (!shipping) return { kind: 'refused', message: 'Unknown shipping option' };
  // The same quote the product page, the plan picker and the cart show (instalmentQuote: orderTotal, then
  // buildOrderSchedule over each line's total and options, as the server builds it).
  const quoted = instalmentQuote(cartQuoteLines(cart), shipping, today);
  if (!quoted.ok) return { kind: 'refused', message: 'We could not work out your payment schedule.' };
  const { totals, schedule } = quoted.quote;
  return {
    kind: 'ready',
    items: cart.lines.map((line) => ({
      productID: line.productID,
      name: line.name,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      plan: line.plan,
    })),
    totals,
    schedule,
    keyFacts: keyFactsStatement({ totals, schedule }),
    blocks: block ? [block] : [],
  };
}
