import type { PaymentOption, PaymentPlanType } from '@oja/domain';

/** One line of the cart, as the cart panel and the cart page show it. */
export interface CartLineData {
  productID: string;
  name: string;
  /** The product page. */
  href: string;
  imageUrl: string;
  /** Unit price in integer kobo. */
  price: number;
  quantity: number;
  plan: PaymentPlanType;
  /** The product's options (kobo, per unit), for the plan picker. */
  paymentOptions: PaymentOption[];
}

/** Line total in kobo: unit price × quantity. */
export function lineTotal(line: Pick<CartLineData, 'price' | 'quantity'>): number {
  return line.price * line.quantity;
}

/** The cart's subtotal in kobo. */
export function cartSubtotal(lines: readonly CartLineData[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}
