import type { CartData, CartItem } from '@oja/api-client';
import { isPaymentPlanType, nairaToKobo, parsePaymentOptions } from '@oja/domain';
import type { CartLineData, CartSummaryData } from '@oja/ui';
import { hrefs } from './hrefs';

/** Maps a cart line from the API (naira, wire names) to the screens' view model (kobo, plain names). */
export function toCartLine(item: CartItem): CartLineData {
  return {
    productID: item.productID,
    name: item.productName,
    href: hrefs.product({ productID: item.productID, slug: item.slug, category: item.produtCategory }),
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
