/**
 * How an order reaches the shopper, and what that costs. The shop delivers in Lagos only (delivery addresses
 * are 'Lagos state'), so there are two options and no distance pricing:
 *
 * | id       | label             | when                           | amount  |
 * |----------|-------------------|--------------------------------|---------|
 * | standard | Standard delivery | 3 to 5 working days            | ₦2,500  |
 * | express  | Express delivery  | the next working day           | ₦5,000  |
 *
 * The amount is per order, whatever it holds; the server adds it to the order total (orderTotal) and the
 * browser only names the option.
 */
import { KOBO_PER_NAIRA, type Kobo, kobo } from './money';

export const SHIPPING_OPTION_IDS = ['standard', 'express'] as const;
export type ShippingOptionId = (typeof SHIPPING_OPTION_IDS)[number];

export interface ShippingOptionRule {
  id: ShippingOptionId;
  label: string;
  /** When it arrives, as checkout shows it. */
  detail: string;
  amount: Kobo;
  /** Working days from payment to delivery, at the earliest (deliveryEstimate). */
  minWorkingDays: number;
  /** Working days from payment to delivery, at the latest. */
  maxWorkingDays: number;
}

export const SHIPPING_OPTIONS: readonly ShippingOptionRule[] = [
  {
    id: 'standard',
    label: 'Standard delivery',
    detail: '3 to 5 working days in Lagos',
    amount: kobo(2_500 * KOBO_PER_NAIRA),
    minWorkingDays: 3,
    maxWorkingDays: 5,
  },
  {
    id: 'express',
    label: 'Express delivery',
    detail: 'The next working day in Lagos',
    amount: kobo(5_000 * KOBO_PER_NAIRA),
    minWorkingDays: 1,
    maxWorkingDays: 1,
  },
];

/** The option with this id, or null for anything else (an unknown id is never priced). */
export function shippingOption(id: unknown): ShippingOptionRule | null {
  return SHIPPING_OPTIONS.find((option) => option.id === id) ?? null;
}
