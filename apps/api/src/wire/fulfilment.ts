import type { FulfilmentStatus } from '@oja/domain';
import type { FulfilmentEventRow } from '../db/fulfilment-repository.ts';
import type { OrderRow } from '../db/orders-repository.ts';

/** The fulfilment state an order shows: none until it is paid (the state means nothing before). */
export const fulfilmentOf = (order: OrderRow): FulfilmentStatus | null =>
  order.status === 'paid' ? order.fulfilmentStatus : null;

/** The order's fulfilment: its state and its dated steps, received (its payment) first. */
export function fulfilmentSteps(order: OrderRow, events: readonly FulfilmentEventRow[]) {
  if (order.status !== 'paid' || !order.paidAt) return [];
  return [
    {
      status: 'received' as FulfilmentStatus,
      at: order.paidAt.toISOString(),
      staffId: null as number | null,
    },
    ...events.map((e) => ({ status: e.status, at: e.at.toISOString(), staffId: e.staffId })),
  ];
}

/** The shipment the shopper follows: from the order's shipped event, if it has one. */
export function shipmentOf(events: readonly FulfilmentEventRow[]) {
  const shipped = events.find((e) => e.status === 'shipped');
  return {
    carrier: shipped?.carrier ?? null,
    trackingNumber: shipped?.trackingNumber ?? null,
    expectedDelivery: shipped?.expectedDelivery ?? null,
  };
}

/** An order's fulfilment as the shopper's order answer has it (openapi.yaml's OrderFulfilment). */
export function toWireFulfilment(order: OrderRow, events: readonly FulfilmentEventRow[]) {
  return {
    status: fulfilmentOf(order),
    steps: fulfilmentSteps(order, events).map(({ status, at }) => ({ status, at })),
    ...shipmentOf(events),
  };
}
