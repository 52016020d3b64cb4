import { asc, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './connect.ts';
import { categories, products } from './schema.ts';

export type ProductListType = 'new' | 'sales';

export interface ProductRow {
  product: typeof products.$inferSelect;
  category: { name: string; slug: string };
  parent: { name: string; slug: string };
}

const parentCategory = alias(categories, 'parent_category');

/** A page of products: newest first (ties by id), only those on offer for 'sales'. */
export async function listProducts(
  db: Database,
  { type, page, limit }: { type: ProductListType; page: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = type === 'sales' ? eq(products.sales, true) : undefined;
  const [totals] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select({
      product: products,
      category: { name: categories.name, slug: categories.slug },
      parent: { name: parentCategory.name, slug: parentCategory.slug },
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
    .where(where)
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: totals?.total ?? 0 };
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
