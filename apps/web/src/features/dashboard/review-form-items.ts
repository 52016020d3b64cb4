import type { OrdersPage } from '@oja/api-client';
import type { ReviewFormItem } from '@oja/ui';

/**
 * The products of the shopper's delivered orders, each once: what they may review (issue 27). A product still
 * on its way (received, packed, shipped), or of an order cancelled or not paid, is not offered: the shopper
 * has not had it in hand, and the server refuses its review the same way. The form itself then leaves out
 * what is already reviewed (the domain's reviewableItems).
 */
export function reviewFormItems(page: OrdersPage): ReviewFormItem[] {
  const items = new Map<string, ReviewFormItem>();
  for (const order of page.orders) {
    if (order.fulfilment.status !== 'delivered') continue;
    for (const item of order.items) {
      if (!items.has(item.productID)) {
        items.set(item.productID, {
          productID: item.productID,
          productName: item.productName,
          hasReviewed: item.hasReviewed,
        });
      }
    }
  }
  return [...items.values()];
}
