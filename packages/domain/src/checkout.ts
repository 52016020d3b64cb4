/** Order totals, card amounts, down-payment bounds and the limits that gate checkout. */
import { KOBO_PER_NAIRA, type Kobo, kobo, sumKobo } from './money';

/** VAT added to the item subtotal: 7.5%, as basis points so the arithmetic stays in integers. */
export const VAT_BASIS_POINTS = 750;

/**
 * Order total = item subtotal + 7.5% of subtotal + shipping. Rounding rule: the VAT is rounded to the
 * nearest kobo, halves up (₦0.005 becomes ₦0.01).
 */
export function orderTotal(
  subtotal: Kobo,
  shipping: Kobo,
): { subtotal: Kobo; vat: Kobo; shipping: Kobo; total: Kobo } {
  const vat = kobo(Math.floor((subtotal * VAT_BASIS_POINTS + 5_000) / 10_000));
  return { subtotal, vat, shipping, total: sumKobo([subtotal, vat, shipping]) };
}

/** The card provider takes amounts in the smallest unit: naira × 100, which is the domain's kobo as is. */
export function cardProviderAmount(amount: Kobo): number {
  return amount;
}

/** Naira from the wire × 100, for a caller that still holds naira (rounded to a whole kobo). */
export function cardProviderAmountFromNaira(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

/** The lowest down payment the shop markets ('From 35% downpayment'). */
export const MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT = 35;
/** The highest down payment the terms allow. */
export const MAXIMUM_DOWN_PAYMENT_PERCENT = 60;

export type DownPaymentError = 'not-a-number' | 'below-product-minimum' | 'above-maximum';

/**
 * Checks a requested down payment (percent) against the product's minimum (its
 * minimumDownPaymentPercentage, never below the marketing 35%) and the terms' maximum of 60%.
 * A full-payment-only product accepts only 100.
 */
export function validateDownPayment(
  percent: number,
  productMinimum: number,
): { ok: true; percent: number } | { ok: false; error: DownPaymentError; min: number; max: number } {
  const min = Math.max(MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT, productMinimum);
  const max = min >= 100 ? 100 : MAXIMUM_DOWN_PAYMENT_PERCENT;
  if (!Number.isFinite(percent)) return { ok: false, error: 'not-a-number', min, max };
  if (percent < min) return { ok: false, error: 'below-product-minimum', min, max };
  if (percent > max) return { ok: false, error: 'above-maximum', min, max };
  return { ok: true, percent };
}

/** A cart above ₦500,000 needs a Tier 2 shopper. */
export const TIER_2_REQUIRED_ABOVE: Kobo = kobo(500_000 * KOBO_PER_NAIRA);
/** What the cart and checkout say of a cart above ₦500,000 for a shopper who is not Tier 2, whatever its plan. */
export const CART_NEEDS_TIER_2_MESSAGE = 'Carts above ₦500,000 need a Tier 2 account.';
/** Instalment limits: Tier 1 ₦500k, Tier 2 ₦1m. */
export const TIER_LIMITS: Readonly<Record<1 | 2, Kobo>> = {
  1: kobo(500_000 * KOBO_PER_NAIRA),
  2: kobo(1_000_000 * KOBO_PER_NAIRA),
};

export type CheckoutGate =
  | { allowed: true }
  | { allowed: false; reason: 'tier-2-required'; prompt: 'upgrade-now' | 'sign-in-to-upgrade' };

/**
 * Checkout is blocked when the subtotal exceeds ₦500,000 and the shopper is not Tier 2 or not logged in,
 * with the upgrade prompt to show: 'Upgrade now' when logged in, 'Sign in to upgrade' otherwise.
 */
export function checkoutGate(subtotal: Kobo, shopper: { loggedIn: boolean; isTier2: boolean }): CheckoutGate {
  if (subtotal <= TIER_2_REQUIRED_ABOVE || (shopper.loggedIn && shopper.isTier2)) return { allowed: true };
  return {
    allowed: false,
    reason: 'tier-2-required',
    prompt: shopper.loggedIn ? 'upgrade-now' : 'sign-in-to-upgrade',
  };
}

/** The instalment limit of a shopper's tier. */
export function instalmentLimit(isTier2: boolean): Kobo {
  return TIER_LIMITS[isTier2 ? 2 : 1];
}

/** Quantity never goes below 1; anything unreadable is 1. */
export function clampQuantity(quantity: unknown): number {
  const n = Math.trunc(Number(quantity));
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** The warning when a product is added twice. */
export const ITEM_ALREADY_IN_CART = 'Item already in cart';

/** Adding an item already in the cart gives 'Item already in cart'; otherwise null. */
export function addToCartWarning(cartProductIDs: readonly string[], productID: string): string | null {
  return cartProductIDs.includes(productID) ? ITEM_ALREADY_IN_CART : null;
}
