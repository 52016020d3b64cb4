import { and, asc, eq } from 'drizzle-orm';
import { type ProductRow, selectProductRows } from './catalogue-repository.ts';
import type { Database } from './connect.ts';
import { favourites, products } from './schema.ts';

/** Favourites a product, or unfavourites it when it already is one; answers whether it is one now. */
export async function toggleFavourite(
  db: Database,
  userId: number,
  productId: number,
  createdAt: Date,
): Promise<boolean> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .returning({ productId: favourites.productId });
  if (removed.length > 0) return false;
  await db.insert(favourites).values({ userId, productId, createdAt }).onConflictDoNothing();
  return true;
}

/** The shopper's favourite products, in the order they were favourited (as the web app shows them). */
export async function listFavourites(db: Database, userId: number): Promise<ProductRow[]> {
  return selectProductRows(db)
    .innerJoin(favourites, eq(favourites.productId, products.id))
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(products.id));
}
