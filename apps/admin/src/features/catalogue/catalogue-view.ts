import type { AdminCatalogueCategoriesData, AdminProductData, AdminProductsQuery } from '@oja/api-client';
import { kobo } from '@oja/domain';
import type { AdminCatalogueProduct, AdminCategoryNode, AdminProductFilters } from '@oja/ui/admin';

export const PRODUCTS_PAGE_SIZE = 25;

const yesNo = (value: string | null): '' | 'yes' | 'no' => (value === 'yes' || value === 'no' ? value : '');

/** The list's state in the address: `?q=zorvex&category=phones&published=no&page=2`. */
export function productsStateOf(search: string): { filters: AdminProductFilters; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    filters: {
      q: params.get('q') ?? '',
      category: params.get('category') ?? '',
      published: yesNo(params.get('published')),
      inStock: yesNo(params.get('inStock')),
    },
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a list state ('' filters left out). */
export function productsSearchOf(filters: AdminProductFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What the server is asked for a list state. */
export function productsQueryOf(filters: AdminProductFilters, page: number): AdminProductsQuery {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.published ? { published: filters.published } : {}),
    ...(filters.inStock ? { inStock: filters.inStock } : {}),
    page,
    pageSize: PRODUCTS_PAGE_SIZE,
  };
}

export const toCatalogueProduct = (p: AdminProductData): AdminCatalogueProduct => ({
  ...p,
  priceKobo: kobo(p.priceKobo),
});

export const toCategoryNodes = (data: AdminCatalogueCategoriesData | undefined): AdminCategoryNode[] =>
  data?.categories ?? [];
