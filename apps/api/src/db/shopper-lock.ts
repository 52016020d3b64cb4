import { eq, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { orders, users } from './schema.ts';
import type { UserRow } from './users-repository.ts';

/**
 * The one lock every write that moves a shopper's credit takes first: their users row, FOR UPDATE, until the
 * transaction ends. Placing an order and settling a payment that makes an order paid both take it, so
 * whichever comes second waits, then reads what the first committed (issue 41: both orders paid, beyond
 * Tier 1's limit, neither with a direct debit). Answers the row as it is now (tier, verifications), for rules
 * that must be judged under the lock; undefined for no such shopper.
 */
export async function lockShopper(tx: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** lockShopper for the shopper who placed an order (settling a payment knows the order, not the shopper). */
export async function lockOrderShopper(tx: Database, orderId: number): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql`(select ${orders.userId} from ${orders} where ${orders.id} = ${orderId})`))
    .for('update');
}
