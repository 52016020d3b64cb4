import {
  boughtLines,
  type CalendarDate,
  CHEAPEST_SHIPPING_OPTION,
  instalmentQuote,
  type QuoteLine,
  quotedPaymentOptions,
} from '@oja/domain';
import { type CartQuoteData, cartQuoteData } from '@oja/ui';
import type { CartView, CartViewLine } from './cart-lines';

/*
 * The cart's figures as checkout takes them. Kept apart from cart-lines.ts (which the first load carries):
 * only the cart page, the cart panel and checkout, all loaded on demand, import the quote.
 */
/**
 * The cart's lines as the quote takes them (each line total with its own options), as checkout prices them:
 * a line taken off sale is not bought, so it is not in the quote.
 */
export function cartQuoteLines(cart: CartView): QuoteLine[] {
  return boughtLines(cart.lines, (line) => line.unavailable === true).map((line) => ({
    lineTotal: line.lineTotal,
    plan: line.plan,
    options: line.paymentOptions,
  }));
}

/**
 * What the cart will cost as checkout takes it with the cheapest delivery (the domain's instalmentQuote,
 * which checkoutView calls too): 'Due today', the instalments and the total. None for an empty cart.
 */
export function cartQuote(cart: CartView, today: CalendarDate): CartQuoteData | undefined {
  const result = instalmentQuote(cartQuoteLines(cart), CHEAPEST_SHIPPING_OPTION, today);
  return result.ok ? cartQuoteData(result.quote) : undefined;
}

/** The lines as the cart page shows them: each line's plans quoted as checkout takes them (that line alone). */
export function quotedCartLines(lines: readonly CartViewLine[], today: CalendarDate): CartViewLine[] {
  return lines.map((line) => ({
    ...line,
    paymentOptions: quotedPaymentOptions(line.paymentOptions, CHEAPEST_SHIPPING_OPTION, today),
  }));
}
