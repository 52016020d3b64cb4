import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { orders } from '../db/schema.ts';
import { giveStockBack } from '../db/stock-repository.ts';
import { transition } from './transition.ts';

/**
 * Closes an unpaid order (expired, or replaced by a newer checkout) and gives its units back, in one
 * transaction's statements: the conditional transition() decides, so an order is closed, and its stock
 * returned, once whoever else tries at the same time (a payment being confirmed, the expiry sweep).
 */
export async function closeUnpaidOrder(
  tx: Database,
  orderId: number,
  status: 'expired' | 'cancelled',
): Promise<boolean> {
  const closed = await transition(tx, 'order', { rows: orderId, from: 'awaiting_payment', to: status });
  if (closed.length === 0) return false;
  await giveStockBack(tx, orderId);
  return true;
}

/** Expires every unpaid order whose time is up, each in its own transaction; answers how many. */
export async function expireUnpaidOrders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.expiresAt, now)));
  let expired = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => closeUnpaidOrder(tx, id, 'expired'))) expired++;
  }
  return expired;
}
