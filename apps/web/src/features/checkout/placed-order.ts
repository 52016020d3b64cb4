import type { Order } from '@oja/api-client';
import type { PlacedMandate, PlacedOrder } from '@oja/ui';
import { hrefs } from '../../hrefs';
import { koboFromWire } from '../../shared/wire-money';

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

/**
 * An instalment order's mandate as the direct-debit success page tells it. Whatever is not active yet
 * (waiting for the bank, never answered, refused) gets a way back to the order's mandate setup page.
 */
export function placedMandate(order: Order, orderId: string): PlacedMandate {
  const account = order.mandateAccount
    ? { bankName: order.mandateAccount.bank_name, last4: order.mandateAccount.last4 }
    : undefined;
  const setUpHref = hrefs.mandateCreate(order.firstPayment, orderId);
  if (order.mandateState === 'active') return { status: 'active', account };
  if (order.mandateState === 'refused') return { status: 'refused', account, setUpAgainHref: setUpHref };
  return { status: 'pending-approval', account, continueHref: setUpHref };
}
