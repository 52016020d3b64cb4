import {
  buildPaymentOptions,
  cartLineTotal,
  cartTotals,
  koboToNaira,
  type PaymentPlanType,
  reconcilePlan,
} from '@oja/domain';
import type { CartLine } from '../db/cart-repository.ts';
import { toWireProduct } from './products.ts';

/** The plans a product offers, as the domain builds them from its price and minimum down payment. */
export function productPaymentOptions({ product: p }: CartLine['product']) {
  return buildPaymentOptions(p.priceKobo, String(p.minimumDownPaymentPercentage));
}

/** The money of a stored line, for the domain's cart totals. */
const amountsOf = (line: CartLine) => ({
  unitPrice: line.product.product.priceKobo,
  quantity: line.quantity,
});

/** A cart line as openapi.yaml's CartItem has it, with the plan reconciled against the product's options. */
export function toWireCartItem(line: CartLine) {
  const product = toWireProduct(line.product);
  const plan = reconcilePlan(line.selectedPaymentPlan, productPaymentOptions(line.product));
  return {
    productID: product.productID,
    productName: product.productName,
    slug: product.slug,
    coverImage: product.coverImage,
    quantity: line.quantity,
    price: product.fairAppPrice,
    totalPrice: koboToNaira(cartLineTotal(amountsOf(line))),
    fairAppPrice: product.fairAppPrice,
    selectedPaymentPlan: plan,
    paymentPlan: plan,
    paymentOptionsBreakdown: product.paymentOptionsBreakdown,
    venddorBrandName: product.venddorBrandName,
    produtCategory: product.produtCategory,
    inStock: product.inStock,
    minimumDownPaymentPercentage: product.minimumDownPaymentPercentage,
  };
}

/**
 * The cart as the wire has it: items in order and the summary, summed in kobo so the naira total is exact.
 * `replans` lists the items whose stored plan their product no longer offers, with the plan to store.
 */
export function toWireCart(lines: readonly CartLine[]) {
  const items = lines.map(toWireCartItem);
  const replans: Array<{ itemId: number; plan: PaymentPlanType }> = [];
  lines.forEach((line, i) => {
    const plan = items[i]?.selectedPaymentPlan;
    if (plan && plan !== line.selectedPaymentPlan) replans.push({ itemId: line.itemId, plan });
  });
  const totals = cartTotals(lines.map(amountsOf));
  return {
    cart: {
      items,
      summary: {
        total_items: totals.totalItems,
        total_quantity: totals.totalQuantity,
        total_amount: koboToNaira(totals.totalAmount),
      },
    },
    replans,
  };
}
