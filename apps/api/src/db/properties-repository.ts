import type { PriceRange } from '@oja/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { properties, propertyReviews } from './schema.ts';

type PropertyRow = typeof properties.$inferSelect;
export type PropertyReviewRow = typeof propertyReviews.$inferSelect;

/** A listing with what its reviews add up to (both 0 for a rental, which has none). */
export interface ListedProperty {
  property: PropertyRow;
  reviewCount: number;
  /** The average rating to one decimal; 0 without reviews. */
  rating: number;
}

/** The searches' filters, already checked against openapi.yaml and the domain's rules. */
export interface PropertyFilters {
  kind?: 'rent' | 'shortlet' | undefined;
  city?: string | undefined;
  bedrooms?: number | undefined;
  bathrooms?: number | undefined;
  furnishing?: string | undefined;
  agentVerified?: boolean | undefined;
  homeType?: string | undefined;
  /** The stored price's range (a month for rent). */
  price?: PriceRange | null | undefined;
  /** Short-lets that take at least this many guests. */
  guests?: number | undefined;
  /** Short-lets whose minimum stay is at most this many nights. */
  nights?: number | undefined;
}

/** Newest first, ties by id, so pages never overlap. */
const newestFirst = [desc(properties.createdAt), asc(properties.id)];

/** A page of the listings that pass every filter given, and how many pass in all. */
export async function listProperties(
  db: Database,
  filters: PropertyFilters,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: ListedProperty[]; total: number }> {
  const { kind, city, bedrooms, bathrooms, furnishing, agentVerified, homeType, price, guests, nights } =
    filters;
  const where = and(
    kind === undefined ? undefined : eq(properties.kind, kind),
    city === undefined ? undefined : eq(properties.city, city),
    bedrooms === undefined ? undefined : eq(properties.bedrooms, bedrooms),
    bathrooms === undefined ? undefined : eq(properties.bathrooms, bathrooms),
    furnishing === undefined ? undefined : eq(properties.furnishing, furnishing),
    agentVerified === undefined ? undefined : eq(properties.agentVerified, agentVerified),
    homeType === undefined ? undefined : eq(properties.homeType, homeType),
    // The domain's ranges: the lower end included, the upper end not (isPriceInRange).
    price ? gte(properties.priceKobo, price.min) : undefined,
    price && price.max !== null ? lt(properties.priceKobo, price.max) : undefined,
    // A rental's guest limit and minimum stay are null, so these conditions also leave rentals out.
    guests === undefined ? undefined : gte(properties.maxGuests, guests),
    nights === undefined ? undefined : lte(properties.minNights, nights),
  );
  const [counted] = await db.select({ n: count() }).from(properties).where(where);
  const rows = await db
    .select()
    .from(properties)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit);
  const stats = await reviewStats(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((property) => ({
      property,
      ...(stats.get(property.id) ?? { reviewCount: 0, rating: 0 }),
    })),
    total: counted?.n ?? 0,
  };
}

/** One listing by its public propertyID, with its reviews newest first; null when there is none. */
export async function findProperty(
  db: Database,
  propertyId: string,
): Promise<(ListedProperty & { reviews: PropertyReviewRow[] }) | null> {
  const [property] = await db.select().from(properties).where(eq(properties.propertyId, propertyId)).limit(1);
  if (!property) return null;
  const reviews = await db
    .select()
    .from(propertyReviews)
    .where(eq(propertyReviews.propertyId, property.id))
    .orderBy(desc(propertyReviews.createdAt), asc(propertyReviews.id));
  return { property, ...ratingOf(reviews.map((r) => r.rating)), reviews };
}

/** How many reviews each listing has and their average, for the listings of one page. */
async function reviewStats(
  db: Database,
  ids: number[],
): Promise<Map<number, { reviewCount: number; rating: number }>> {
  if (ids.length === 0) return new Map();
  // Sum and count as integers, averaged here: the same on PGlite and PostgreSQL, no numeric-to-text round trip.
  const rows = await db
    .select({
      propertyId: propertyReviews.propertyId,
      n: count(),
      sum: sql<number>`sum(${propertyReviews.rating})::int`,
    })
    .from(propertyReviews)
    .where(inArray(propertyReviews.propertyId, ids))
    .groupBy(propertyReviews.propertyId);
  return new Map(rows.map((r) => [r.propertyId, averageOf(r.n, Number(r.sum))]));
}

function ratingOf(ratings: number[]): { reviewCount: number; rating: number } {
  return averageOf(
    ratings.length,
    ratings.reduce((sum, r) => sum + r, 0),
  );
}

/** The average to one decimal, 0 for no reviews. */
function averageOf(reviewCount: number, sum: number): { reviewCount: number; rating: number } {
  return { reviewCount, rating: reviewCount === 0 ? 0 : Math.round((sum * 10) / reviewCount) / 10 };
}
