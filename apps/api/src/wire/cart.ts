import {
  boughtLines,
  cartLinePaymentOptions,
  cartLineTotal,
  cartTotals,
  koboToNaira,
  paymentOptionsToWire,
  reconcilePlan,
} from '@oja/domain';
import type { CartLine } from '../db/cart-repository.ts';
import { productPaymentOptions } from '../db/catalogue-repository.ts';
import { toWireProduct } from './product.ts';

/** The money of a stored line, for the domain's cart totals. */
const amountsOf = (line: CartLine) => ({
  unitPrice: line.product.product.priceKobo,
  quantity: line.quantity,
});

/**
 * A cart line as openapi.yaml's CartItem has it. The stored plan is reconciled against what the product
 * offers today on every read, and nothing is written back: viewing a cart never changes it. The plan is
 * stored again when the shopper changes the line.
 */
function toWireCartItem(line: CartLine) {
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
    linePaymentOptions: paymentOptionsToWire(
      cartLinePaymentOptions({
        ...amountsOf(line),
        minimumDownPaymentPercentage: line.product.product.minimumDownPaymentPercentage,
      }),
    ),
    venddorBrandName: product.venddorBrandName,
    produtCategory: product.produtCategory,
    inStock: product.inStock,
    // False once the operator unpublishes it: the cart says so and checkout refuses it (orderRefusal).
    available: line.product.product.published,
    minimumDownPaymentPercentage: product.minimumDownPaymentPercentage,
  };
}

/**
 * The cart as the wire has it: items in order and the summary, summed in kobo so the naira total is exact.
 * The summary counts what can be bought: a line taken off sale stays listed (marked, to be removed) but adds
 * nothing to the totals (docs/rules/cart.md, Taken off sale).
 */
export function toWireCart(lines: readonly CartLine[]) {
  const totals = cartTotals(boughtLines(lines, (line) => !line.product.product.published).map(amountsOf));
  return {
    items: lines.map(toWireCartItem),
    summary: {
      total_items: totals.totalItems,
      total_quantity: totals.totalQuantity,
      total_amount: koboToNaira(totals.totalAmount),
    },
  };
}
