import type { CatalogueProductInput, Kobo, ProductSpecificationRow } from '@oja/domain';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import { noticeCatalogueChange } from './catalogue-notices.ts';
import { type ProductRow, parentCategory, productRowColumns } from './catalogue-repository.ts';
import type { Database } from './connect.ts';
import {
  categories,
  orderItems,
  productStockChanges,
  products,
  staff,
  type UploadedPicture,
} from './schema.ts';
import { escapeLike, refreshSearchWords } from './search-repository.ts';

/**
 * The console's catalogue (issue 30): every product, published or not, its stock changes, and the
 * subcategories it may go in. The shop's reads (catalogue-repository.ts) see only published products.
 */

/** The cover of a product added in the console until the pictures task gives it its own. */
export const NO_PICTURE_FILE = 'no-picture.svg';

/** Products joined to their subcategory and parent, published or not. */
function selectAdminProducts(db: Database) {
  return db
    .select(productRowColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
    .$dynamic();
}

export interface AdminProductFilters {
  q?: string | undefined;
  /** A subcategory's or a parent category's slug. */
  category?: string | undefined;
  published?: boolean | undefined;
  inStock?: boolean | undefined;
  page: number;
  pageSize: number;
}

/** A page of the catalogue for the console, newest first: by name, brand or productID, and the filters. */
export async function listAdminProducts(
  db: Database,
  { q, category, published, inStock, page, pageSize }: AdminProductFilters,
): Promise<{ rows: ProductRow[]; total: number }> {
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const where = and(
    like
      ? or(ilike(products.name, like), ilike(products.brand, like), ilike(products.productId, like))
      : undefined,
    category ? or(eq(categories.slug, category), eq(parentCategory.slug, category)) : undefined,
    published === undefined ? undefined : eq(products.published, published),
    inStock === undefined ? undefined : eq(products.inStock, inStock),
  );
  const [totals] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
    .where(where);
  const rows = await selectAdminProducts(db)
    .where(where)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: totals?.total ?? 0 };
}

/** Every product for the CSV export, in productID order. */
export async function allAdminProducts(db: Database): Promise<ProductRow[]> {
  return selectAdminProducts(db).orderBy(asc(products.productId));
}

/** One product by productID, published or not; `forUpdate` locks its row for the rest of the transaction. */
export async function findAdminProduct(
  db: Database,
  productId: string,
  { forUpdate = false } = {},
): Promise<ProductRow | null> {
  const query = selectAdminProducts(db).where(eq(products.productId, productId)).limit(1);
  const [row] = forUpdate ? await query.for('update', { of: products }) : await query;
  return row ?? null;
}

export interface Subcategory {
  id: number;
  name: string;
  slug: string;
  parentName: string;
  parentSlug: string;
}

/** Every subcategory with its parent: the only categories a product may be put in. */
export async function listSubcategories(db: Database): Promise<Subcategory[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentName: parentCategory.name,
      parentSlug: parentCategory.slug,
    })
    .from(categories)
    .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
    .orderBy(asc(parentCategory.position), asc(categories.position), asc(categories.id));
}

/** How many products each category holds (by its id; a parent's count is its subcategories'). */
export async function productCountsByCategory(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, total: count() })
    .from(products)
    .groupBy(products.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.total]));
}

/** The subcategory and parent names search finds a product by ('Phones & Tablets Electronics'), as seed.ts writes them. */
export function searchCategoriesOf(sub: Subcategory): string {
  return `${sub.name} ${sub.parentName}`;
}

/** A URL word from a name: lowercase letters and digits joined by dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * Adds products in the caller's transaction: each a new 'OJA-P000001' from the console's sequence
 * (console_product_numbers), its slug
 * the name's plus that number (unique, as the column demands), its search categories written so search
 * finds it by them. Refreshes the words search corrects misspellings to. Answers the productIDs in order.
 */
export async function insertCatalogueProducts(
  tx: Database,
  added: ReadonlyArray<{ product: CatalogueProductInput; subcategory: Subcategory }>,
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (const { product: p, subcategory } of added) {
    const next = await tx.execute(sql`select nextval('console_product_numbers') as n`);
    // Both drivers (node-postgres and PGlite) answer the rows in `rows`; a bigint comes as a string.
    const [row] = (next as unknown as { rows: Array<{ n: string | number }> }).rows;
    const productId = `OJA-P${String(row?.n).padStart(6, '0')}`;
    await tx.insert(products).values({
      productId,
      name: p.name,
      slug: `${slugify(p.name) || 'product'}-${productId.toLowerCase()}`,
      description: p.description,
      brand: p.brand,
      vendorBrandName: p.seller,
      priceKobo: p.priceKobo,
      minimumDownPaymentPercentage: p.minimumDownPaymentPercentage,
      stock: p.stock,
      inStock: p.stock > 0,
      categoryId: p.categoryId,
      searchCategories: searchCategoriesOf(subcategory),
      imageFileName: NO_PICTURE_FILE,
      createdAt: now,
      published: p.published,
      specifications: p.specifications,
    });
    ids.push(productId);
  }
  if (ids.length > 0) {
    await refreshSearchWords(tx);
    // Every process's caches drop their answers when this commits (catalogue-notices.ts).
    await noticeCatalogueChange(tx);
  }
  return ids;
}

/** What an edit may change (stock moves only with a reason: changeStock). */
export interface CatalogueProductChange {
  name: string;
  brand: string;
  seller: string;
  categoryId: number;
  searchCategories: string;
  priceKobo: Kobo;
  minimumDownPaymentPercentage: number;
  description: string;
  /** Null keeps a seed product's table from the catalogue package. */
  specifications: ProductSpecificationRow[] | null;
  published: boolean;
}

/** Writes an edit in the caller's transaction; refreshes search's words when the name or brand changed. */
export async function updateCatalogueProduct(
  tx: Database,
  id: number,
  change: CatalogueProductChange,
  wordsChanged: boolean,
): Promise<void> {
  await tx
    .update(products)
    .set({
      name: change.name,
      brand: change.brand,
      vendorBrandName: change.seller,
      categoryId: change.categoryId,
      searchCategories: change.searchCategories,
      priceKobo: change.priceKobo,
      minimumDownPaymentPercentage: change.minimumDownPaymentPercentage,
      description: change.description,
      specifications: change.specifications,
      published: change.published,
    })
    .where(eq(products.id, id));
  if (wordsChanged) await refreshSearchWords(tx);
  await noticeCatalogueChange(tx);
}

/**
 * Deletes a product in the caller's transaction, with its cart lines, favourites and stock changes (their
 * foreign keys cascade), unless an order holds it: answers 'ordered' then, and deletes nothing. The product's
 * row is locked first, so an order placed at the same moment either comes first (and the product stays) or
 * finds it gone.
 */
export async function deleteCatalogueProduct(tx: Database, id: number): Promise<'deleted' | 'ordered'> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  const [ordered] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, id))
    .limit(1);
  if (ordered) return 'ordered';
  await tx.delete(products).where(eq(products.id, id));
  await refreshSearchWords(tx);
  await noticeCatalogueChange(tx);
  return 'deleted';
}

/**
 * Moves the stock by `delta` and records why, in the caller's transaction: one conditional UPDATE (never
 * below 0, however orders take units meanwhile), `in_stock` following it as orders keep it. Answers the
 * stock before and after, or null when it would go below 0.
 */
export async function changeStock(
  tx: Database,
  {
    productId,
    delta,
    reason,
    staffId,
    at,
  }: { productId: number; delta: number; reason: string; staffId: number; at: Date },
): Promise<{ before: number; after: number } | null> {
  const [moved] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, inStock: sql`${products.stock} + ${delta} > 0` })
    .where(and(eq(products.id, productId), sql`${products.stock} + ${delta} >= 0`))
    .returning({ stock: products.stock });
  if (!moved) return null;
  await tx
    .insert(productStockChanges)
    .values({ productId, delta, stockAfter: moved.stock, reason, staffId, at });
  await noticeCatalogueChange(tx);
  return { before: moved.stock - delta, after: moved.stock };
}

export interface StockChangeRow {
  delta: number;
  stockAfter: number;
  reason: string;
  staffName: string | null;
  at: Date;
}

/** A product's latest stock changes, newest first. */
export async function stockChangesOf(db: Database, productId: number, limit = 20): Promise<StockChangeRow[]> {
  return db
    .select({
      delta: productStockChanges.delta,
      stockAfter: productStockChanges.stockAfter,
      reason: productStockChanges.reason,
      staffName: staff.name,
      at: productStockChanges.at,
    })
    .from(productStockChanges)
    .leftJoin(staff, eq(productStockChanges.staffId, staff.id))
    .where(eq(productStockChanges.productId, productId))
    .orderBy(desc(productStockChanges.at), desc(productStockChanges.id))
    .limit(limit);
}

/** A parent category by slug (a subcategory's slug answers null). */
export async function findParentCategory(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.slug, slug), isNull(categories.parentId)))
    .limit(1);
  return row ?? null;
}

/** Whether a category with this slug exists already (slugs are unique across the whole tree). */
export async function categorySlugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row !== undefined;
}

/** Adds a subcategory at the end of its parent's, in the caller's transaction. */
export async function insertSubcategory(
  tx: Database,
  parentId: number,
  { name, slug }: { name: string; slug: string },
): Promise<{ id: number }> {
  const [last] = await tx
    .select({ position: max(categories.position) })
    .from(categories)
    .where(and(eq(categories.parentId, parentId), isNotNull(categories.position)));
  const [row] = await tx
    .insert(categories)
    .values({ name, slug, parentId, position: (last?.position ?? 0) + 1 })
    .returning({ id: categories.id });
  if (!row) throw new Error('subcategory not inserted');
  // The shop's menus and category pages list it.
  await noticeCatalogueChange(tx);
  return row;
}

/** Replaces a product's pictures (their order is the shop's): the caller holds its row's lock. */
export async function setProductPictures(
  db: Database,
  id: number,
  pictures: UploadedPicture[],
): Promise<void> {
  await db.update(products).set({ pictures }).where(eq(products.id, id));
  // The shop's cards and product pages show them: every process's caches drop what they hold (on commit).
  await noticeCatalogueChange(db);
}

/** Whether any product still shows this picture (its files are shared by content: removed only when none does). */
export async function pictureInUse(db: Database, pictureId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.pictures} @> ${JSON.stringify([{ id: pictureId }])}::jsonb`)
    .limit(1);
  return row !== undefined;
}
