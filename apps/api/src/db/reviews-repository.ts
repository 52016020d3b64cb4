import { and, desc, eq, sql } from 'drizzle-orm';
import { noticeCatalogueChange } from './catalogue-notices.ts';
import type { Database } from './connect.ts';
import { orderItems, orders, productReviews, products, users } from './schema.ts';

/** The most reviews one answer lists (newest first). */
const MAX_LISTED_REVIEWS = 100;

/**
 * A public name for a review: the first word of the first name (never more), else 'Oja shopper'. A first
 * name still made from the email's local part (sign-up's provisional one) is not a name the shopper gave,
 * and publishing it would publish half their email address: 'Oja shopper' too.
 */
export function reviewAuthor(firstName: string | null, email: string): string {
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if ((firstName ?? '').trim().toLowerCase() === local) return 'Oja shopper';
  const word = /^[\p{L}'-]+/u.exec((firstName ?? '').trim())?.[0] ?? '';
  return word === '' ? 'Oja shopper' : word.slice(0, 30);
}

/** A product's reviews, newest first (ties: the later review first), with the reviewer's public name. */
export async function listReviews(db: Database, productId: number) {
  const rows = await db
    .select({
      id: productReviews.id,
      firstName: users.firstName,
      email: users.email,
      rating: productReviews.rating,
      review: productReviews.review,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .innerJoin(users, eq(productReviews.userId, users.id))
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(MAX_LISTED_REVIEWS);
  return rows.map(({ firstName, email, createdAt, ...r }) => ({
    ...r,
    author: reviewAuthor(firstName, email),
    createdAt: createdAt.toISOString(),
  }));
}

/** The order status that makes a shopper a buyer of what the order holds (its first payment went through). */
const BOUGHT_STATUS = 'paid';

/**
 * Adds a review and folds its rating into the product's average and count, in one transaction. 'not-bought'
 * when no paid order of the shopper's holds the product (an order still awaiting payment, expired or
 * cancelled does not count); 'not-delivered' when one does but none of them has been delivered yet (the
 * shopper has not had it in hand: issue 27); 'duplicate' when the shopper has already reviewed it (the unique
 * constraint decides, so a double submit cannot count twice).
 */
export async function addReview(
  db: Database,
  review: { productId: number; userId: number; rating: number; review: string; createdAt: Date },
): Promise<'added' | 'not-bought' | 'not-delivered' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const bought = await tx
      .select({ fulfilment: orders.fulfilmentStatus })
      .from(orderItems)
      .innerJoin(orders, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, review.userId),
          eq(orders.status, BOUGHT_STATUS),
          eq(orderItems.productId, review.productId),
        ),
      );
    if (bought.length === 0) return 'not-bought';
    if (!bought.some((row) => row.fulfilment === 'delivered')) return 'not-delivered';
    const inserted = await tx
      .insert(productReviews)
      .values(review)
      .onConflictDoNothing()
      .returning({ id: productReviews.id });
    if (inserted.length === 0) return 'duplicate';
    await tx
      .update(products)
      .set({
        averageRating: sql`(${products.averageRating} * ${products.totalReviewCount} + ${review.rating})::real / (${products.totalReviewCount} + 1)`,
        totalReviewCount: sql`${products.totalReviewCount} + 1`,
      })
      .where(eq(products.id, review.productId));
    // The product's rating and review count, on its page and in listings, in every process.
    await noticeCatalogueChange(tx);
    return 'added';
  });
}
