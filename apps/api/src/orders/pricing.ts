import { createHash } from 'node:crypto';
import {
  buildOrderSchedule,
  type CalendarDate,
  cartLinePaymentOptions,
  cartLineTotal,
  type OrderRefusal,
  orderRefusal,
  orderTotal,
  reconcilePlan,
  type ShippingOptionRule,
  sumKobo,
} from '@oja/domain';
import type { CartLine } from '../db/cart-repository.ts';
import { productPaymentOptions } from '../db/catalogue-repository.ts';
import type { CreditFacts } from '../db/credit-repository.ts';
import type { PricedOrder } from '../db/orders-repository.ts';
import { debtVerified, type UserRow } from '../db/users-repository.ts';

/**
 * Prices an order from the shopper's cart as it is stored, with the domain's rules only: each line's plan
 * as the cart shows it, the refusals of orderRefusal, the order total (subtotal + 7.5% VAT + shipping) and
 * the schedule of buildOrderSchedule (each line's down payment computed on the line's total, as the cart
 * line shows it). Nothing here comes from the browser but the address and the shipping option.
 */
export function priceOrder(
  cart: readonly CartLine[],
  shopper: Pick<UserRow, 'isTier2' | 'residentialAddress' | 'bvnVerifiedAt'> & CreditFacts,
  shipping: ShippingOptionRule,
  deliveryAddressId: string,
  today: CalendarDate,
): { ok: true; order: PricedOrder } | { ok: false; refusal: OrderRefusal } {
  const lines = cart.map((line) => {
    const { product } = line.product;
    return {
      productId: product.id,
      productName: product.name,
      quantity: line.quantity,
      unitPrice: product.priceKobo,
      plan: reconcilePlan(line.selectedPaymentPlan, productPaymentOptions(line.product)),
      minimumDownPaymentPercentage: product.minimumDownPaymentPercentage,
      // Unpublished since it was put in the cart: refused (orderRefusal), and again when stock is taken.
      available: product.published,
    };
  });
  const refusal = orderRefusal(lines, {
    isTier2: shopper.isTier2,
    addressVerified: Boolean(shopper.residentialAddress),
    debtVerified: debtVerified(shopper, today),
    owedKobo: shopper.owedKobo,
    hasOrderWithoutMandate: shopper.hasOrderWithoutMandate,
    // The console's custom limit and freeze (issue 45), read with the rest under the order's lock.
    customLimitKobo: shopper.customLimitKobo,
    creditFrozen: shopper.frozen,
  });
  if (refusal) return { ok: false, refusal };

  const subtotal = sumKobo(lines.map(cartLineTotal));
  const totals = orderTotal(subtotal, shipping.amount);
  const built = buildOrderSchedule(
    lines.map((line) => ({
      lineTotal: cartLineTotal(line),
      plan: line.plan,
      options: cartLinePaymentOptions(line),
    })),
    totals.total,
    today,
  );
  // The cart's lines are valid by construction (integer kobo, quantity 1 to 99) and not empty here.
  if (!built.ok) throw new Error(`the schedule of a valid cart failed: ${built.error}`);

  const priced = lines.map(({ minimumDownPaymentPercentage: _, available: __, ...line }) => line);
  const checkoutKey = createHash('sha256')
    .update(
      JSON.stringify([
        deliveryAddressId,
        shipping.id,
        [...priced]
          .sort((a, b) => a.productId - b.productId)
          .map((l) => [l.productId, l.quantity, l.unitPrice, l.plan]),
      ]),
    )
    .digest('hex');
  return { ok: true, order: { lines: priced, ...totals, schedule: built.schedule, checkoutKey } };
}
