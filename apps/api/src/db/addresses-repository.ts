import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { deliveryAddresses, users } from './schema.ts';

/** A shopper keeps at most this many delivery addresses. */
export const MAX_DELIVERY_ADDRESSES = 10;

export interface DeliveryAddressValue {
  streetAddress: string;
  state: string;
}

export type DeliveryAddressRow = typeof deliveryAddresses.$inferSelect;

/** The shopper's addresses, in the order they were added. */
export async function listAddresses(db: Database, userId: number): Promise<DeliveryAddressRow[]> {
  return db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(asc(deliveryAddresses.id));
}

/**
 * Adds an address unless the shopper already has the maximum ('limit'). The shopper's row is locked for the
 * count and the insert, so two adds at once cannot both pass the limit.
 */
export async function addAddress(
  db: Database,
  userId: number,
  value: DeliveryAddressValue,
  createdAt: Date,
): Promise<DeliveryAddressRow | 'limit'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.userId, userId));
    if ((row?.n ?? 0) >= MAX_DELIVERY_ADDRESSES) return 'limit';
    const [added] = await tx
      .insert(deliveryAddresses)
      .values({ publicId: randomUUID(), userId, ...value, createdAt })
      .returning();
    if (!added) throw new Error('insert returned no row');
    return added;
  });
}

/** Changes one of the shopper's own addresses; null when the id is not theirs (or does not exist). */
export async function updateAddress(
  db: Database,
  userId: number,
  publicId: string,
  value: DeliveryAddressValue,
): Promise<DeliveryAddressRow | null> {
  const [row] = await db
    .update(deliveryAddresses)
    .set(value)
    .where(and(eq(deliveryAddresses.publicId, publicId), eq(deliveryAddresses.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes one of the shopper's own addresses; false when the id is not theirs (or does not exist). */
export async function deleteAddress(db: Database, userId: number, publicId: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryAddresses)
    .where(and(eq(deliveryAddresses.publicId, publicId), eq(deliveryAddresses.userId, userId)))
    .returning({ id: deliveryAddresses.id });
  return rows.length > 0;
}
