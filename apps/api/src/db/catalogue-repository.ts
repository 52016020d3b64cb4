import { buildPaymentOptions } from '@oja/domain';
import { and, asc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './connect.ts';
import { boundedTotal, offsetOf } from './paging.ts';
import { categories, products } from './schema.ts';

export type ProductListType = 'new' | 'sales';

export interface ProductRow {
  product: Omit<typeof products.$inferSelect, 'searchVector'>;
  category: { name: string; slug: string };
  parent: { name: string; slug: string };
}

/** The plans a product offers, as the domain builds them from its stored price and minimum down payment. */
export function productPaymentOptions({ product: p }: ProductRow) {
  return buildPaymentOptions(p.priceKobo, p.minimumDownPaymentPercentage);
}

export const parentCategory = alias(categories, 'parent_category');

/** A product's columns but its search document, which only search reads (in the database). */
const { searchVector: _searchVector, ...productColumns } = getTableColumns(products);

/** The columns of a ProductRow, as selectProductRows selects them. */
export const productRowColumns = {
  product: productColumns,
  category: { name: categories.name, slug: categories.slug },
  parent: { name: parentCategory.name, slug: parentCategory.slug },
};

/**
 * What shoppers may see: published products only (the console reads every product). Written as a literal, not
 * a bound parameter, so every plan, a prepared statement's generic one too, can use the listing indexes built
 * `WHERE published = true` (migration 0032): the planner matches a partial index's condition only against
 * values it knows when planning.
 */
export const shopVisible = sql`${products.published} = true`;

/**
 * Newest first, ties by id: every product listing's order. `nulls last` as products_created_idx is built
 * (created_at desc nulls last, id): created_at is never null, so the order is the same, but only an ORDER BY
 * that spells the index's own order is read from it; plain `desc` (nulls first) sorted the whole table.
 */
const newestFirst = [sql`${products.createdAt} desc nulls last`, asc(products.id)];

/** Products joined to their subcategory (`categories`) and its parent (`parent_category`); add where, order, page. */
export function selectProductRows(db: Database) {
  return db
    .select(productRowColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
    .$dynamic();
}

/**
 * The ids of the products that meet `where` (a condition on products' own columns: every product is in a
 * subcategory, so the categories' join of selectProductRows drops none). No join, so an ordered index can
 * answer it alone.
 */
function selectProductIds(db: Database, where: SQL | undefined) {
  return db.select({ id: products.id }).from(products).where(where);
}

/**
 * How many products meet `where` (on products' own columns): exact up to EXACT_TOTAL_LIMIT,
 * above it the planner's estimate (boundedTotal, db/paging.ts).
 */
export function countProductRows(db: Database, where: SQL | undefined): Promise<number> {
  return boundedTotal(db, selectProductIds(db, where));
}

/**
 * One page of the products that meet `where`, newest first (ties by id), as a deferred join: the page's ids
 * are found first from the ordered index alone (an index-only scan over (created_at desc, id) that skips the
 * earlier pages' entries without reading their rows), then only those `limit` rows are read and joined. A
 * deep page costs the skipped index entries, not the skipped rows.
 */
export async function newestProductsPage(
  db: Database,
  where: SQL | undefined,
  { page, limit }: { page: number; limit: number },
): Promise<ProductRow[]> {
  const pageIds = selectProductIds(db, where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offsetOf(page, limit))
    .as('page_ids');
  return selectProductRows(db)
    .innerJoin(pageIds, eq(products.id, pageIds.id))
    .orderBy(...newestFirst);
}

/** A page of products: newest first (ties by id), only those on offer for 'sales'. */
export async function listProducts(
  db: Database,
  { type, page, limit }: { type: ProductListType; page: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(shopVisible, type === 'sales' ? eq(products.sales, true) : undefined);
  const [total, rows] = await Promise.all([
    countProductRows(db, where),
    newestProductsPage(db, where, { page, limit }),
  ]);
  return { rows, total };
}

/** findProduct's query, built once per database and prepared (every cart change and product page reads it). */
function prepareFindProduct(db: Database) {
  return selectProductRows(db)
    .where(and(eq(products.productId, sql.placeholder('productId')), shopVisible))
    .limit(1)
    .prepare('oja_find_product');
}

const findProductQueries = new WeakMap<Database, ReturnType<typeof prepareFindProduct>>();

/** One published product by its public productID, or null (the product page, cart add, favourites, reviews). */
export async function findProduct(db: Database, productId: string): Promise<ProductRow | null> {
  let query = findProductQueries.get(db);
  if (!query) {
    query = prepareFindProduct(db);
    findProductQueries.set(db, query);
  }
  const [row] = await query.execute({ productId });
  return row ?? null;
}

export interface CategoryTree {
  id: number;
  name: string;
  slug: string;
  isComingSoon: boolean;
  subcategories: Array<{ id: number; name: string; slug: string }>;
}

/** Parent categories in navigation order, each with its subcategories in order. */
export async function listCategoryTree(db: Database): Promise<CategoryTree[]> {
  const parents = await db
    .select()
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.position));
  const all = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return parents.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    isComingSoon: p.isComingSoon,
    subcategories: all.filter((c) => c.parentId === p.id).map(({ id, name, slug }) => ({ id, name, slug })),
  }));
}

/** One parent category by slug with its subcategories in order, or null (a subcategory's slug is null too). */
export async function findCategoryTree(db: Database, slug: string): Promise<CategoryTree | null> {
  const [parent] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.slug, slug), isNull(categories.parentId)))
    .limit(1);
  if (!parent) return null;
  const subcategories = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.parentId, parent.id))
    .orderBy(asc(categories.position), asc(categories.id));
  return {
    id: parent.id,
    name: parent.name,
    slug: parent.slug,
    isComingSoon: parent.isComingSoon,
    subcategories,
  };
}
