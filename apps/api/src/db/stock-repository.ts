import { asc, eq, sql } from 'drizzle-orm';
import { noticeCatalogueChange } from './catalogue-notices.ts';
import type { Database } from './connect.ts';
import { orderItems, products } from './schema.ts';

/**
 * Puts an order's units back on the shelf (an unpaid order closed, a paid one cancelled before it shipped),
 * in product order as checkout takes them, so two transactions never wait on each other crosswise. Call it in
 * the transaction whose conditional UPDATE decided the order is closed: that makes it once.
 */
export async function giveStockBack(tx: Database, orderId: number): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  for (const item of items) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}`, inStock: true })
      .where(eq(products.id, item.productId));
  }
  // A sold-out product back in stock: every process's caches drop their answers on commit.
  if (items.length > 0) await noticeCatalogueChange(tx);
}
