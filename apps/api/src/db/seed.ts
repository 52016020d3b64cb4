import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  productImageSvg,
  propertyImageSvg,
  type SeedProduct,
  properties as seedListings,
  products as seedProducts,
  categories as specCategories,
} from '@oja/catalogue';
import { kobo } from '@oja/domain';
import { count, isNotNull, sql } from 'drizzle-orm';
import { NO_PICTURE_FILE } from './admin-catalogue-repository.ts';
import type { Database } from './connect.ts';
import {
  categories,
  productReviews,
  products,
  properties,
  propertyReviews,
  seededProducts,
} from './schema.ts';
import { refreshSearchWords } from './search-repository.ts';

/** A plain grey square with 'No picture yet': what a console product shows until it has its own picture. */
const NO_PICTURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="No picture yet"><rect width="400" height="400" fill="#eef0f2"/><text x="200" y="208" font-family="sans-serif" font-size="24" fill="#5b6470" text-anchor="middle">No picture yet</text></svg>';

/** A product's subcategory and parent category names, as search finds them ('Phones & Tablets Electronics'). */
function categoryNames(subcategorySlug: string, parentCategorySlug: string): string {
  const parent = specCategories.find((c) => c.slug === parentCategorySlug);
  const sub = parent?.subcategories.find((s) => s.slug === subcategorySlug);
  return [sub?.name, parent?.name].filter(Boolean).join(' ');
}

/** Units of each product on sale at first start (none of a product the catalogue marks sold out). */
const SEED_STOCK = 25;

/** The advisory lock that lets one process seed at a time. */
const SEED_LOCK = 724_202;
/** The same for the real-estate listings, seeded on their own (a shop seeded before them gets them too). */
const PROPERTY_SEED_LOCK = 724_203;

/**
 * The shop's departments and subcategories, as the spec names them (the navigation, the home page's sections
 * and the console's product form list them), when the database has no category yet: every mode, production
 * included, starts with them, and with no product. Returns the number of categories inserted.
 */
export async function seedCategories(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [seeded] = await tx.select({ n: count() }).from(categories);
    if ((seeded?.n ?? 0) > 0) return 0;
    return (await insertCategoryTree(tx as unknown as Database)).size;
  });
}

/** Inserts the spec's category tree; answers each category's id by slug. */
async function insertCategoryTree(tx: Database): Promise<Map<string, number>> {
  const idBySlug = new Map<string, number>();
  for (const [position, parent] of specCategories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ name: parent.name, slug: parent.slug, position, isComingSoon: parent.isComingSoon })
      .returning({ id: categories.id });
    if (!row) throw new Error(`could not insert category ${parent.slug}`);
    idBySlug.set(parent.slug, row.id);
    if (parent.subcategories.length === 0) continue;
    const subs = await tx
      .insert(categories)
      .values(
        parent.subcategories.map((s, i) => ({ name: s.name, slug: s.slug, position: i, parentId: row.id })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const s of subs) idBySlug.set(s.slug, s.id);
  }
  return idBySlug;
}

/**
 * The sandbox's demo catalogue (the catalogue package's products, and the category tree if the database has
 * none), when the database has no product and never had a demo product: a sandbox's first start, the API
 * tests' template database, `npm run seed:scale`. Never in production (main.ts). In one transaction, so a crash
 * half-way leaves nothing behind; each product is recorded in seeded_products. Returns the number inserted.
 */
export async function seedCatalogue(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return 0;
  return db.transaction(async (tx) => {
    // Two processes starting together on one server: the second waits here, then finds the products.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [seeded] = await tx.select({ n: count() }).from(products);
    const [ever] = await tx.select({ n: count() }).from(seededProducts);
    // A shop whose operator deleted every demo product keeps none.
    if ((seeded?.n ?? 0) > 0 || (ever?.n ?? 0) > 0) return 0;
    const [anyCategory] = await tx.select({ n: count() }).from(categories);
    const idBySlug =
      (anyCategory?.n ?? 0) > 0
        ? new Map(
            (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
              c.slug,
              c.id,
            ]),
          )
        : await insertCategoryTree(tx as unknown as Database);
    await tx.insert(products).values(seedProducts.map((p) => productRow(p, idBySlug)));
    await tx.insert(seededProducts).values(seedProducts.map((p) => ({ productId: p.productID })));
    await refreshSearchWords(tx as unknown as Database);
    return seedProducts.length;
  });
}

/** The products row of a seed product; its subcategory's id comes from `idBySlug`. */
function productRow(p: SeedProduct, idBySlug: ReadonlyMap<string, number>): typeof products.$inferInsert {
  const categoryId = idBySlug.get(p.subcategorySlug);
  if (categoryId === undefined) throw new Error(`${p.productID}: unknown subcategory ${p.subcategorySlug}`);
  return {
    productId: p.productID,
    name: p.productName,
    slug: p.slug,
    description: p.description,
    brand: p.brand,
    vendorBrandName: p.vendorBrandName,
    priceKobo: kobo(p.priceKobo),
    minimumDownPaymentPercentage: p.minimumDownPaymentPercentage,
    inStock: p.inStock,
    stock: p.inStock ? SEED_STOCK : 0,
    sales: p.sales,
    // No rating until buyers write reviews (the columns' default, 0): nothing invented.
    productWeight: p.productWeight,
    categoryId,
    searchCategories: categoryNames(p.subcategorySlug, p.parentCategorySlug),
    imageFileName: p.imageFileName,
    createdAt: new Date(p.createdAt),
  };
}

/**
 * Adds the demo products a sandbox seeded from an older, smaller catalogue lacks (rows are only ever appended to
 * the catalogue), so a sandbox seeded with 270 products lists the 1,000 and more its pages promise after its
 * next start. Only products never seeded here are added (seeded_products): a demo product the operator deleted
 * stays deleted. A product the shop has is left as it is: its price, stock and sales are the shop's own by
 * then. Returns the number added (0 on a database the demo catalogue was never seeded into).
 */
export async function seedMissingProducts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const ever = new Set(
      (await tx.select({ id: seededProducts.productId }).from(seededProducts)).map((r) => r.id),
    );
    if (ever.size === 0) return 0;
    const missing = seedProducts.filter((p) => !ever.has(p.productID));
    if (missing.length === 0) return 0;
    const subcategories = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(isNotNull(categories.parentId));
    const idBySlug = new Map(subcategories.map((c) => [c.slug, c.id]));
    const added = await tx
      .insert(products)
      .values(missing.map((p) => productRow(p, idBySlug)))
      .onConflictDoNothing()
      .returning({ id: products.id });
    await tx
      .insert(seededProducts)
      .values(missing.map((p) => ({ productId: p.productID })))
      .onConflictDoNothing();
    // The new products' words, so a misspelt search can be corrected to them too.
    if (added.length > 0) await refreshSearchWords(tx as unknown as Database);
    return added.length;
  });
}

/**
 * Sets every product's rating and review count from its reviews, so the product page's summary and its
 * Reviews section have one source: a shop seeded when the catalogue still invented ratings ('3.6 out of 5 ·
 * 109 reviews' over 'No reviews yet') is put right at its next start. addReview keeps them in step after
 * that. Idempotent; one statement. Returns the number of products whose figures changed.
 */
export async function recountProductReviews(db: Database): Promise<number> {
  const changed = await db.execute(sql`
    with counted as (
      select p.id,
        coalesce(r.reviews, 0) as reviews,
        coalesce(r.average, 0)::real as average
      from ${products} p
      left join (
        select ${productReviews.productId} as product_id, count(*)::int as reviews, avg(${productReviews.rating}) as average
        from ${productReviews}
        group by ${productReviews.productId}
      ) r on r.product_id = p.id
    )
    update ${products} set total_review_count = counted.reviews, average_rating = counted.average
    from counted
    where ${products.id} = counted.id
      and (${products.totalReviewCount}, ${products.averageRating}) is distinct from (counted.reviews, counted.average)
    returning ${products.id}`);
  // Both drivers (node-postgres and PGlite) answer the rows in `rows`.
  return (changed as unknown as { rows: unknown[] }).rows.length;
}

/** Writes each seed product's cover image that is missing, so a deleted image comes back at the next start. */
export function writeProductImages(imagesDir: string): number {
  mkdirSync(imagesDir, { recursive: true });
  let written = 0;
  for (const p of seedProducts) {
    const file = join(imagesDir, p.imageFileName);
    if (existsSync(file)) continue;
    writeFileSync(file, productImageSvg(p));
    written++;
  }
  return written + writeNoPictureImage(imagesDir);
}

/** The cover of a product added in the console until it has its own picture (every mode needs it). */
export function writeNoPictureImage(imagesDir: string): number {
  mkdirSync(imagesDir, { recursive: true });
  const noPicture = join(imagesDir, NO_PICTURE_FILE);
  if (existsSync(noPicture)) return 0;
  writeFileSync(noPicture, NO_PICTURE_SVG);
  return 1;
}

/**
 * Seeds the real-estate listings and their short-let reviews when the database has none, in one transaction.
 * Apart from the catalogue, so that a shop whose products were seeded before properties existed gets them at
 * its next start. Returns the number of listings inserted (0 when already seeded).
 */
export async function seedProperties(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(properties);
  if ((existing?.n ?? 0) > 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PROPERTY_SEED_LOCK})`);
    const [seeded] = await tx.select({ n: count() }).from(properties);
    if ((seeded?.n ?? 0) > 0) return 0;
    const rows = await tx
      .insert(properties)
      .values(
        seedListings.map((p) => ({
          propertyId: p.propertyID,
          kind: p.kind,
          title: p.title,
          slug: p.slug,
          description: p.description,
          city: p.city,
          cityName: p.cityName,
          area: p.area,
          street: p.street,
          homeType: p.homeType,
          bedrooms: p.bedrooms,
          bathrooms: p.bathrooms,
          furnishing: p.furnishing,
          agentName: p.agentName,
          agentVerified: p.agentVerified,
          priceKobo: kobo(p.priceKobo),
          maxGuests: p.maxGuests,
          minNights: p.minNights,
          imageFileNames: p.imageFileNames,
          createdAt: new Date(p.createdAt),
        })),
      )
      .returning({ id: properties.id, propertyId: properties.propertyId });
    const idOf = new Map(rows.map((r) => [r.propertyId, r.id]));
    const reviews = seedListings.flatMap((p) =>
      p.reviews.map((r) => ({
        propertyId: idOf.get(p.propertyID) as number,
        author: r.author,
        rating: r.rating,
        review: r.review,
        createdAt: new Date(r.createdAt),
      })),
    );
    if (reviews.length > 0) await tx.insert(propertyReviews).values(reviews);
    return rows.length;
  });
}

/** Writes each seed listing's images that are missing (the front, the living room, a bedroom). */
export function writePropertyImages(imagesDir: string): number {
  mkdirSync(imagesDir, { recursive: true });
  let written = 0;
  for (const p of seedListings) {
    for (const [index, name] of p.imageFileNames.entries()) {
      const file = join(imagesDir, name);
      if (existsSync(file)) continue;
      writeFileSync(file, propertyImageSvg(p, index));
      written++;
    }
  }
  return written;
}
