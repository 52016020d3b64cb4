import type { Kobo, PaymentPlanType } from '@oja/domain';

/** One line of the order at checkout: what is bought, how many, its total and its plan. */
export interface CheckoutItem {
  productID: string;
  name: string;
  imageUrl: string;
  quantity: number;
  /** The line's total in kobo, as the server computed it. */
  lineTotal: Kobo;
  plan: PaymentPlanType;
}

/** A way to deliver the order, with what it costs (computed by the server). */
export interface ShippingOption {
  id: string;
  label: string;
  /** When it arrives or how it works ('2 to 4 working days'). */
  detail?: string;
  amount: Kobo;
}

/** The order total as the domain computes it (orderTotal): items, 7.5% VAT on them, shipping. */
export interface CheckoutTotals {
  subtotal: Kobo;
  vat: Kobo;
  shipping: Kobo;
  total: Kobo;
}

/**
 * Why instalment buying is refused for now, as the domain's orderRefusal decides: a verification still to do
 * (the address, the debt profile, or both: 'verification-required'), or an order above the instalment limit
 * of the shopper's tier ('above-instalment-limit').
 */
export type CheckoutBlock =
  | {
      reason: 'verification';
      addressVerified: boolean;
      /** A field agent is still to visit the address (the result is emailed). */
      addressPending?: boolean;
      debtVerified: boolean;
    }
  /**
   * Above the tier's instalment limit. `message` says what earlier orders still owe and the credit left
   * (the domain's creditLimitMessage) when something is owed or the team set a lower limit; without it, the
   * limit's own message.
   */
  | { reason: 'tier-limit'; tier: 1 | 2; message?: string }
  /** An earlier instalment order still owes with no direct debit set up: set that up first. */
  | { reason: 'mandate-required' }
  /** The team paused the shopper's instalments (issue 45): pay in full, or ask support. */
  | { reason: 'credit-frozen' }
  /** The cart is above ₦500,000 and the shopper is Tier 1: no plan, full payment included, checks it out. */
  | { reason: 'tier-2-required' };

/** A bank account with an active direct-debit mandate, as the picker shows it. */
export interface LinkedAccount {
  id: string;
  /** The account holder's name (cut at 19 characters on screen). */
  accountName: string;
  bankName: string;
  /** The account number's last 4 digits. */
  last4: string;
}

/** One item of a placed order, as the success page lists it. */
export interface PlacedOrderItem {
  productID: string;
  name: string;
  /** The product's about text (cut at 50 characters on screen, as the name is). */
  about: string;
  imageUrl?: string;
  quantity: number;
  /** How it is delivered, as the server names it ('standard', 'express'); shown in upper case. */
  deliveryType: string;
}

/** A placed order, as the success page shows it. */
export interface PlacedOrder {
  orderNumber: string;
  items: PlacedOrderItem[];
  /** What the shopper has paid so far: the down payment, or the whole total when paid in full. */
  amountPaid: Kobo;
}
