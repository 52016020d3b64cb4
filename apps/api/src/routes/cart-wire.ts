import { buildPaymentOptions, koboToNaira, type PaymentPlanType, reconcilePlan } from '@oja/domain';
import type { CartLine } from '../db/cart-repository.ts';
import { toWireProduct } from './products.ts';

/** The plans a product offers, as the domain builds them from its price and minimum down payment. */
export function productPaymentOptions({ product: p }: CartLine['product']) {
  return buildPaymentOptions(p.priceKobo, String(p.minimumDownPaymentPercentage));
}

/** A cart line as openapi.yaml's CartItem has it, with the plan reconciled against the product's options. */
export function toWireCartItem(line: CartLine) {
  const product = toWireProduct(line.product);
  const plan = reconcilePlan(line.selectedPaymentPlan, productPaymentOptions(line.product));
  const unitKobo = line.product.product.priceKobo;
  return {
    productID: product.productID,
    productName: product.productName,
    slug: product.slug,
    coverImage: product.coverImage,
    quantity: line.quantity,
    price: product.fairAppPrice,
    totalPrice: koboToNaira(unitKobo * line.quantity),
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
  const totalKobo = lines.reduce((sum, l) => sum + l.product.product.priceKobo * l.quantity, 0);
  return {
    cart: {
      items,
      summary: {
        total_items: lines.length,
        total_quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
        total_amount: koboToNaira(totalKobo),
      },
    },
    replans,
  };
}
