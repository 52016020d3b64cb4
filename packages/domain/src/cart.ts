import { type Kobo, multiplyKobo, sumKobo } from './money';
import { buildPaymentOptions, type PaymentOption } from './payment-options';

/** What a cart line's money rests on: its unit price in kobo and how many. */
export interface CartLineAmounts {
  unitPrice: Kobo;
  quantity: number;
}

/** The cart's summary: how many lines, how many items, and what they cost in kobo. */
export interface CartTotals {
  totalItems: number;
  totalQuantity: number;
  totalAmount: Kobo;
}

/** A line's total in kobo: unit price × quantity (integers, so exact). */
export function cartLineTotal({ unitPrice, quantity }: CartLineAmounts): Kobo {
  return multiplyKobo(unitPrice, quantity);
}

/**
 * The lines of a cart that are bought: a line taken off sale (its product unpublished by the operator) stays
 * in the cart, marked, for the shopper to remove, but is not bought, so it adds nothing to the cart's totals
 * or to checkout's quote (docs/rules/cart.md, Taken off sale). The one place that rule is written: the
 * server's cart answer and the web app's optimistic cart and quote all take their lines from here.
 */
export function boughtLines<Line>(lines: readonly Line[], isOffSale: (line: Line) => boolean): Line[] {
  return lines.filter((line) => !isOffSale(line));
}

/**
 * The cart's totals: the one place a cart total is computed. The server answers with it; the web app uses
 * it only for the moment between a tap and the server's answer (an optimistic cart), never instead of it.
 */
export function cartTotals(lines: readonly CartLineAmounts[]): CartTotals {
  return {
    totalItems: lines.length,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalAmount: sumKobo(lines.map(cartLineTotal)),
  };
}

/**
 * A cart line's payment options: each plan computed on the line's total (unit price × quantity), so the down
 * payment and instalments a line shows are what checkout will charge for it. Per-unit amounts times the
 * quantity would differ by rounding: 3 × ⌈35% of ₦1,000.01⌉ is ₦1,050.03, 35% of ₦3,000.03 is ₦1,050.02.
 */
export function cartLinePaymentOptions(
  line: CartLineAmounts & { minimumDownPaymentPercentage: number },
): PaymentOption[] {
  return buildPaymentOptions(cartLineTotal(line), line.minimumDownPaymentPercentage);
}
