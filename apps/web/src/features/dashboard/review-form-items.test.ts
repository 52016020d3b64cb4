import type { Order, OrdersPage } from '@oja/api-client';
import { describe, expect, it } from 'vitest';
import { reviewFormItems } from './review-form-items';

type Fulfilment = NonNullable<Order['fulfilment']['status']>;

/** A paid order of one product as the orders answer carries it, at `fulfilment` on its way to the shopper. */
function order(productID: string, productName: string, fulfilment: Fulfilment | null, hasReviewed = false) {
  return {
    id: `order-${productID}`,
    purchaseTab: fulfilment === 'cancelled' ? 'cancelled' : 'ongoing',
    items: [{ productID, productName, hasReviewed }],
    fulfilment: {
      status: fulfilment,
      steps: [],
      carrier: null,
      trackingNumber: null,
      expectedDelivery: null,
    },
  } as unknown as Order;
}

const page = (...orders: Order[]) => ({ orders }) as unknown as OrdersPage;

describe('the review form offers only what the shopper has received', () => {
  it('offers the products of delivered orders, each once, with whether they are reviewed', () => {
    expect(
      reviewFormItems(
        page(
          order('OJA-PHN-001', 'Tecno Spark 20 Pro', 'delivered'),
          order('OJA-FAN-002', 'Standing fan', 'delivered', true),
        ),
      ),
    ).toEqual([
      { productID: 'OJA-PHN-001', productName: 'Tecno Spark 20 Pro', hasReviewed: false },
      { productID: 'OJA-FAN-002', productName: 'Standing fan', hasReviewed: true },
    ]);
  });

  it.each(['received', 'packed', 'shipped', 'cancelled'] as const)(
    'does not offer a product of an order %s but not delivered yet',
    (fulfilment) => {
      expect(reviewFormItems(page(order('OJA-PHN-001', 'Tecno Spark 20 Pro', fulfilment)))).toEqual([]);
    },
  );

  it('does not offer a product of an order not paid yet (no fulfilment)', () => {
    expect(reviewFormItems(page(order('OJA-PHN-001', 'Tecno Spark 20 Pro', null)))).toEqual([]);
  });

  it('offers a product bought twice once, when one of its orders is delivered', () => {
    expect(
      reviewFormItems(
        page(
          order('OJA-PHN-001', 'Tecno Spark 20 Pro', 'shipped'),
          order('OJA-PHN-001', 'Tecno Spark 20 Pro', 'delivered'),
        ),
      ),
    ).toEqual([{ productID: 'OJA-PHN-001', productName: 'Tecno Spark 20 Pro', hasReviewed: false }]);
  });
});
