import type { Kobo } from './money';

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
  return unitPrice * quantity;
}

/**
 * The cart's totals: the one place a cart total is computed. The server answers with it; the web app uses
 * it only for the moment between a tap and the server's answer (an optimistic cart), never instead of it.
 */
export function cartTotals(lines: readonly CartLineAmounts[]): CartTotals {
  return {
    totalItems: lines.length,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalAmount: lines.reduce((sum, line) => sum + cartLineTotal(line), 0),
  };
}
