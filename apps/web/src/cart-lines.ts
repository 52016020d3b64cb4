import type { CartData, CartItem } from '@oja/api-client';
import { isPaymentPlanType, nairaToKobo, parsePaymentOptions } from '@oja/domain';
import type { CartLineData, CartSummaryData } from '@oja/ui';

/** Maps a cart line from the API (naira, wire names) to the screens' view model (kobo, plain names). */
export function toCartLine(item: CartItem): CartLineData {
  const category = item.produtCategory;
  return {
    productID: item.productID,
    name: item.productName,
    href: `/${category.parent_category.slug}/${category.slug}/${encodeURIComponent(item.productID)}/${item.slug}`,
    imageUrl: item.coverImage,
    price: nairaToKobo(item.price) ?? 0,
    quantity: item.quantity,
    lineTotal: nairaToKobo(item.totalPrice) ?? 0,
    plan: isPaymentPlanType(item.selectedPaymentPlan) ? item.selectedPaymentPlan : 'full',
    paymentOptions: parsePaymentOptions(item.paymentOptionsBreakdown).options,
  };
}

/** The server's cart summary as the screens show it (kobo). */
export function toCartSummary(summary: CartData['cart']['summary']): CartSummaryData {
  return { totalQuantity: summary.total_quantity, subtotal: nairaToKobo(summary.total_amount) ?? 0 };
}
