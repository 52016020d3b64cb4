import { offersSizeFilter } from '@oja/domain';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  countProductRows,
  newestProductsPage,
  type ProductRow,
  shopVisible,
} from './catalogue-repository.ts';
import type { Database } from './connect.ts';
import { type FacetFilters, facetConditions } from './facets-repository.ts';
import { categories, products } from './schema.ts';

interface CategoryName {
  name: string;
  slug: string;
}

/** Where a listing looks: a parent category, and optionally one of its subcategories. */
export type ListingScope =
  | {
      found: true;
      category: CategoryName & { id: number };
      subcategory: (CategoryName & { id: number }) | null;
    }
  | { found: false; missing: 'Category' | 'Subcategory' };

/** Finds the parent category by slug and, when asked for, its subcategory by slug (only under that parent). */
export async function findListingScope(
  db: Database,
  categorySlug: string,
  subcategorySlug: string | undefined,
): Promise<ListingScope> {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.slug, categorySlug), isNull(categories.parentId)))
    .limit(1);
  if (!category) return { found: false, missing: 'Category' };
  if (subcategorySlug === undefined) return { found: true, category, subcategory: null };
  const [subcategory] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.slug, subcategorySlug), eq(categories.parentId, category.id)))
    .limit(1);
  return subcategory ? { found: true, category, subcategory } : { found: false, missing: 'Subcategory' };
}

export interface ListingFilters extends FacetFilters {
  productWeight?: string | undefined;
  sales?: boolean | undefined;
}

/**
 * The condition a product in the listed category meets: in the subcategory, or in any subcategory of the
 * parent (on the product's own column, so the page's ids need no join: newestProductsPage).
 */
export function inScope(db: Database, scope: Extract<ListingScope, { found: true }>): SQL {
  return scope.subcategory
    ? eq(products.categoryId, scope.subcategory.id)
    : inArray(
        products.categoryId,
        db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, scope.category.id)),
      );
}

/** A page of the scope's products that pass the filters, newest first (ties by id). */
export async function listCategoryProducts(
  db: Database,
  scope: Extract<ListingScope, { found: true }>,
  filters: ListingFilters,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const { productWeight, sales } = filters;
  const where = and(
    inScope(db, scope),
    shopVisible,
    // Brand, price band, in stock and plan: the facets' own conditions (facets-repository.ts).
    ...facetConditions(filters),
    productWeight === undefined ? undefined : eq(products.productWeight, productWeight),
    sales === undefined ? undefined : eq(products.sales, sales),
  );
  const [total, rows] = await Promise.all([
    countProductRows(db, where),
    newestProductsPage(db, where, { page, limit }),
  ]);
  return { rows, total };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The scope's filter options: its distinct brands and, where shoppers choose by weight (offersSizeFilter), its
 * non-empty weights; sorted the same on every database.
 */
export async function listCategoryFacets(
  db: Database,
  scope: Extract<ListingScope, { found: true }>,
): Promise<{ brands: string[]; sizes: string[] }> {
  const rows = await db
    .selectDistinct({ brand: products.brand, productWeight: products.productWeight })
    .from(products)
    .where(and(inScope(db, scope), shopVisible));
  const brands = [...new Set(rows.map((r) => r.brand))].sort(collator.compare);
  const sizes = offersSizeFilter(scope.category.slug, scope.subcategory?.slug)
    ? [...new Set(rows.map((r) => r.productWeight).filter((w) => w !== ''))].sort(collator.compare)
    : [];
  return { brands, sizes };
}
