import { type FulfilmentStatus, type Shipment, statesLeadingTo } from '@oja/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { fulfilmentEvents, orderEmails, orders } from './schema.ts';

export type FulfilmentEventRow = typeof fulfilmentEvents.$inferSelect;

/** The moves an operator makes, and the state each one leads to. */
export type FulfilmentMove = 'packed' | 'shipped' | 'delivered';

/**
 * Moves a paid order's fulfilment to `to`, once: one conditional UPDATE from the states the domain's table
 * allows (`statesLeadingTo`), so of two operators pressing Ship at once exactly one moves it. The winner writes
 * the move's event and, for shipped and delivered, records the shopper's email (`order_emails`, one per order
 * and kind, sent after the commit). Answers the state it moved from (each of these moves has one, the table's
 * only state leading to it), or null when nothing moved (a wrong move, or someone was first). Call it in the
 * transaction that audits the move.
 */
export async function moveFulfilment(
  tx: Database,
  move: { orderId: number; to: FulfilmentMove; staffId: number; shipment?: Shipment; now: Date },
): Promise<FulfilmentStatus | null> {
  const [from] = statesLeadingTo('fulfilment', move.to);
  if (!from) return null;
  const moved = await tx
    .update(orders)
    .set({ fulfilmentStatus: move.to })
    .where(and(eq(orders.id, move.orderId), eq(orders.status, 'paid'), eq(orders.fulfilmentStatus, from)))
    .returning({ id: orders.id });
  if (moved.length === 0) return null;
  await tx.insert(fulfilmentEvents).values({
    orderId: move.orderId,
    status: move.to,
    at: move.now,
    staffId: move.staffId,
    carrier: move.shipment?.carrier ?? null,
    trackingNumber: move.shipment?.trackingNumber ?? null,
    expectedDelivery: move.shipment?.expectedDelivery ?? null,
  });
  if (move.to === 'shipped' || move.to === 'delivered') {
    await tx
      .insert(orderEmails)
      .values({ orderId: move.orderId, kind: move.to, createdAt: move.now })
      .onConflictDoNothing();
  }
  return from;
}

/** The fulfilment events of some orders, oldest first. */
export async function fulfilmentEventsOf(
  db: Database,
  orderIds: readonly number[],
): Promise<FulfilmentEventRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(fulfilmentEvents)
    .where(inArray(fulfilmentEvents.orderId, [...orderIds]))
    .orderBy(asc(fulfilmentEvents.at), asc(fulfilmentEvents.id));
}

/** The state of one order's fulfilment now (after a move that did not happen, to say why). */
export async function fulfilmentStatusOf(
  db: Database,
  orderId: number,
): Promise<FulfilmentStatus | undefined> {
  const [row] = await db
    .select({ status: orders.fulfilmentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

/**
 * Cancels a paid order before it ships, once: one conditional UPDATE from the states the domain's table lets
 * reach `cancelled` (received, packed), and its event. Answers the state it left, or null when nothing moved
 * (shipped already, cancelled already, or someone was first). Call it in the transaction that refunds the
 * order, gives its stock back, ends its mandate and audits it.
 */
export async function cancelFulfilment(
  tx: Database,
  cancel: { orderId: number; staffId: number; now: Date },
): Promise<FulfilmentStatus | null> {
  const [moved] = await tx
    .update(orders)
    .set({ fulfilmentStatus: 'cancelled' })
    .where(
      and(
        eq(orders.id, cancel.orderId),
        eq(orders.status, 'paid'),
        inArray(orders.fulfilmentStatus, statesLeadingTo('fulfilment', 'cancelled')),
      ),
    )
    .returning({ id: orders.id });
  if (!moved) return null;
  const [from] = await tx
    .select({ status: fulfilmentEvents.status })
    .from(fulfilmentEvents)
    .where(eq(fulfilmentEvents.orderId, cancel.orderId));
  await tx.insert(fulfilmentEvents).values({
    orderId: cancel.orderId,
    status: 'cancelled',
    at: cancel.now,
    staffId: cancel.staffId,
  });
  // Only a packed order has an event before; a received one has none (its payment was the step).
  return from?.status === 'packed' ? 'packed' : 'received';
}
