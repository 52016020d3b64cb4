import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { fulfilmentEvents, orderItems, orders, users } from './schema.ts';

/**
 * What a packing slip and waybill need of some paid orders: the number, the shopper's name, phone and the
 * delivery address, the items, and the shipment once it has one. Three queries whatever the count (the
 * console prints up to 100 at once).
 */
export async function packingSlipsOf(db: Database, orderNumbers: readonly string[]) {
  if (orderNumbers.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      fulfilmentStatus: orders.fulfilmentStatus,
      street: orders.deliveryStreet,
      state: orders.deliveryState,
      shopperId: users.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .where(and(inArray(orders.orderNumber, [...orderNumbers]), eq(orders.status, 'paid')));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [items, shipped] = await Promise.all([
    db
      .select({ orderId: orderItems.orderId, name: orderItems.productName, quantity: orderItems.quantity })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        orderId: fulfilmentEvents.orderId,
        carrier: fulfilmentEvents.carrier,
        trackingNumber: fulfilmentEvents.trackingNumber,
      })
      .from(fulfilmentEvents)
      .where(and(inArray(fulfilmentEvents.orderId, ids), eq(fulfilmentEvents.status, 'shipped'))),
  ]);
  return rows.map((row) => ({
    ...row,
    items: items.filter((i) => i.orderId === row.id).map(({ name, quantity }) => ({ name, quantity })),
    shipment: shipped.find((s) => s.orderId === row.id) ?? null,
  }));
}

export type PackingSlipRow = Awaited<ReturnType<typeof packingSlipsOf>>[number];
