import { buildPaymentOptions } from '@oja/domain';
import { and, asc, count, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './connect.ts';
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

/** What shoppers may see: published products only (the console reads every product). */
export const shopVisible = eq(products.published, true);

/** Newest first, ties by id: every product listing's order. */
export const newestFirst = [desc(products.createdAt), asc(products.id)];

/** Products joined to their subcategory (`categories`) and its parent (`parent_category`); add where, order, page. */
export function selectProductRows(db: Database) {
  return db
    .select(productRowColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
    .$dynamic();
}

/** How many products, joined as selectProductRows joins them, meet `where`. */
export async function countProductRows(db: Database, where: SQL | undefined): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
    .where(where);
  return totals?.total ?? 0;
}

/** A page of products: newest first (ties by id), only those on offer for 'sales'. */
export async function listProducts(
  db: Database,
  { type, page, limit }: { type: ProductListType; page: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = and(shopVisible, type === 'sales' ? eq(products.sales, true) : undefined);
  const [totals] = await db.select({ total: count() }).from(products).where(where);
  const rows = await selectProductRows(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: totals?.total ?? 0 };
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
