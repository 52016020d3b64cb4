import { categoryListingQueryOptions, productsQueryOptions, searchQueryOptions } from '@oja/api-client';
import { normalizeSearchQuery, parsePage } from '@oja/domain';
import type { ListingFilters } from '@oja/ui';
import { apiClient } from '../../shared/api';
import { asProductCards } from './product-card-queries';

// The queries of the routes the server renders, shared by the route (in the browser) and the manifest's `data` (routes.ts, on
// the server), so both ask for exactly the same thing and the browser finds the server's answer in its cache.

/** Products a page of Sales & Offers. */
export const SALES_PAGE_SIZE = 10;

/** Filters and page live in the URL, so a listing can be shared, reloaded and navigated back to. */
export function readListingSearch(search: string): { page: number; filters: ListingFilters } {
  const params = new URLSearchParams(search);
  return {
    page: parsePage(params.get('page')),
    filters: {
      productWeight: params.get('productWeight') || undefined,
      brand: params.get('brand') || undefined,
      fairAppPrice: params.get('fairAppPrice') || undefined,
      sales: params.get('sales') === 'true' || undefined,
      inStock: params.get('inStock') === 'true' || undefined,
      plan: params.get('plan') || undefined,
    },
  };
}

/** The facets a listing or a search sends (the API answers 400 for a value it does not know). */
function facetQuery(filters: ListingFilters) {
  return {
    brand: filters.brand,
    fairAppPrice: filters.fairAppPrice as never,
    inStock: filters.inStock ? ('true' as const) : undefined,
    plan: filters.plan as never,
  };
}

/**
 * The listing's query (its products as cards) for a category (and subcategory) and the address's search: the
 * server asks the same.
 */
export function listingQueryOptions(parent: string, sub: string | undefined, search: string) {
  const { page, filters } = readListingSearch(search);
  return asProductCards(
    categoryListingQueryOptions(apiClient, {
      category: parent,
      subcategory: sub,
      page,
      productWeight: filters.productWeight,
      ...facetQuery(filters),
      sales: filters.sales ? 'true' : undefined,
    }),
  );
}

/** A page of Sales & Offers: the route and the server ask the same. */
export function salesQueryOptions(page: number) {
  return asProductCards(productsQueryOptions(apiClient, { type: 'sales', page, limit: SALES_PAGE_SIZE }));
}

/** A search's facets from its address (a search has no size or on-sale filter). */
export function readSearchFilters(search: string): ListingFilters {
  const { productWeight: _size, sales: _sales, ...filters } = readListingSearch(search).filters;
  return filters;
}

/** The search results the address asks for (none for an empty query): the server asks the same. */
export function searchPageQueryOptions(search: string) {
  const params = new URLSearchParams(search);
  const q = normalizeSearchQuery(params.get('q') ?? '');
  return q === null
    ? null
    : searchQueryOptions(apiClient, {
        q,
        page: parsePage(params.get('page')),
        ...facetQuery(readSearchFilters(search)),
      });
}
