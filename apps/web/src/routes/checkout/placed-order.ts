import type { Order } from '@oja/api-client';
import type { PlacedOrder } from '@oja/ui';
import { koboFromWire } from '../../wire-money';

/** An order as the success pages show it: what has been paid so far (all, or the down payment) and its items. */
export function placedOrder(order: Order): PlacedOrder {
  return {
    orderNumber: order.orderNumber,
    amountPaid: koboFromWire(order.paymentSummary.total_amount_paid),
    items: order.items.map((item) => ({
      productID: item.productID,
      name: item.productName,
      about: item.aboutProduct,
      imageUrl: item.coverImage,
      quantity: item.quantity,
      deliveryType: item.deliveryType,
    })),
  };
}
