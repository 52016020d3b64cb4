import {
  type InstalmentQuote,
  type Kobo,
  type PaymentOption,
  type PaymentPlanType,
  quoteIncludesLabel,
} from '@oja/domain';

/** One line of the cart, as the cart panel and the cart page show it. */
export interface CartLineData {
  productID: string;
  name: string;
  /** The product page. */
  href: string;
  imageUrl: string;
  /** Unit price in integer kobo. */
  price: Kobo;
  quantity: number;
  /** The line's total in kobo, as the server computed it (never recomputed here). */
  lineTotal: Kobo;
  plan: PaymentPlanType;
  /**
   * The line's own payment options (kobo, computed by the server on the line total), for the plan picker;
   * the cart page gives them quoted as checkout takes them (quotedPaymentOptions).
   */
  paymentOptions: PaymentOption[];
  /**
   * The operator has taken the product off sale since it was put in the cart: the line says so
   * (noLongerAvailableMessage), can only be removed, and checkout waits until it is.
   */
  unavailable?: boolean;
}

/** The cart's summary as the server computed it: how many items, and their subtotal in kobo. */
export interface CartSummaryData {
  totalQuantity: number;
  subtotal: Kobo;
}

/**
 * What the cart will cost as checkout takes it (the domain's instalmentQuote with the cheapest delivery):
 * what is due today, then the instalments, and the order total, VAT and delivery included.
 */
export interface CartQuoteData {
  /** The down payments, or the whole order for a cart paid in full. */
  dueToday: Kobo;
  /** The instalment after today (the largest; the others are it or a kobo less); 0 when none. */
  instalment: Kobo;
  /** How many instalments follow today's payment. */
  instalmentCount: number;
  /** Their rhythm ('full' when none). */
  plan: PaymentPlanType;
  /** Items + VAT + delivery. */
  total: Kobo;
  /** What the figures include, in words ('VAT and standard delivery included'). */
  includes: string;
}

/** A domain quote as the cart's screens show it: the one mapping the app and the stories share. */
export function cartQuoteData(quote: InstalmentQuote): CartQuoteData {
  return {
    dueToday: quote.dueToday,
    instalment: quote.instalment,
    instalmentCount: quote.schedule.instalmentCount,
    plan: quote.schedule.plan,
    total: quote.totals.total,
    includes: quoteIncludesLabel(quote.shipping),
  };
}
