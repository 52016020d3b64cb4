import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { parentCategory, shopVisible } from './catalogue-repository.ts';
import type { Database } from './connect.ts';
import { categories, products } from './schema.ts';

/**
 * The most URLs one sitemap file may hold (sitemaps.org): past it, /sitemap.xml is an index of files. The
 * products are split by id into ranges this wide, so a file never holds more, and a file is one range read
 * in the primary key's order, however large the catalogue: no OFFSET that grows with the page.
 */
export const SITEMAP_MAX_URLS = 50_000;

/** A published product, as its page's address is built (with its subcategory's slugs: sitemapCategories). */
export interface SitemapProduct {
  productID: string;
  slug: string;
  categoryID: number;
}

/** A category's listing: a parent category (`sub` undefined) or a subcategory under its parent. */
export interface SitemapCategory {
  id: number;
  parent: string;
  sub: string | undefined;
}

/** Every category, in the order they were made. Categories are never unpublished (only products are). */
export async function sitemapCategories(db: Database): Promise<SitemapCategory[]> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, parentSlug: parentCategory.slug })
    .from(categories)
    .leftJoin(parentCategory, eq(categories.parentId, parentCategory.id))
    .orderBy(asc(categories.id));
  return rows.map((row) =>
    row.parentSlug === null
      ? { id: row.id, parent: row.slug, sub: undefined }
      : { id: row.id, parent: row.parentSlug, sub: row.slug },
  );
}

/**
 * Whether the published products number more than `limit`: counted only up to limit + 1 (the listing index
 * of published products answers it), so a catalogue of millions costs no more than one of `limit`.
 */
export async function publishedProductsExceed(db: Database, limit: number): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(shopVisible)
      .limit(limit + 1)
      .as('capped'),
  );
  return (row?.n ?? 0) > limit;
}

/**
 * The id ranges `perFile` wide (0 for ids 1 to 50,000, 1 for the next…) that hold at least one published
 * product, in order.
 * Found by a skip through the primary key (each step the lowest published id past the last range: one short
 * index read), not by reading every product: 20 steps at 1,000,000 products.
 */
export async function productRanges(db: Database, perFile = SITEMAP_MAX_URLS): Promise<number[]> {
  const result = await db.execute<{ range: number }>(sql`
    with recursive ranges(range) as (
      select (min(id) - 1) / ${perFile} from products where ${shopVisible}
      union all
      select (
        select (min(p.id) - 1) / ${perFile} from products p
        where p.published = true and p.id > (ranges.range + 1) * ${perFile}
      )
      from ranges where ranges.range is not null
    )
    select range::int as range from ranges where range is not null`);
  return (result as unknown as { rows: { range: number }[] }).rows.map((row) => Number(row.range));
}

/**
 * The published products of one id range (productRanges), in id order: at most `perFile`. Their categories
 * are joined by the caller (a few dozen rows, read once): without the join the rows come in the primary
 * key's order straight from its index, with no sort (at 1,000,000 products the joined query's sort of 50,000
 * rows spilled to disk and took a third of its time).
 */
export async function publishedProductsInRange(
  db: Database,
  range: number,
  perFile = SITEMAP_MAX_URLS,
): Promise<SitemapProduct[]> {
  return db
    .select({ productID: products.productId, slug: products.slug, categoryID: products.categoryId })
    .from(products)
    .where(and(shopVisible, gt(products.id, range * perFile), lte(products.id, (range + 1) * perFile)))
    .orderBy(asc(products.id));
}
