import type { Kobo, PaymentOption, PaymentPlanType } from '@oja/domain';

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
  /** The line's own payment options (kobo, computed by the server on the line total), for the plan picker. */
  paymentOptions: PaymentOption[];
}

/** The cart's summary as the server computed it: how many items, and their subtotal in kobo. */
export interface CartSummaryData {
  totalQuantity: number;
  subtotal: Kobo;
}
