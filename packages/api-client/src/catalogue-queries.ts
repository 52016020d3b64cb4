import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { CATEGORIES_GC_TIME_MS, CATEGORIES_STALE_TIME_MS } from './config';
import type { paths } from './generated/schema';
import { queryKeys } from './keys';
import type { CategoryListingQuery, ProductReview } from './queries';
import { unwrap } from './unwrap';

// The catalogue's queries beyond the first page's (queries.ts): each route that shows them loads them.

/** Listings and search show 10 products a page (spec §9: products page size 10, search page size 10). */
const LISTING_LIMIT = 10;

/** One product by its public productID. */
export function productQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: queryKeys.product(id),
    queryFn: async ({ signal }) => {
      const answer = await client.GET('/products/get-single-product/{id}', {
        params: { path: { id } },
        signal,
      });
      return unwrap(answer).data.product;
    },
  });
}

/** One parent category with its subcategories. */
export function categoryQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: queryKeys.category(slug),
    queryFn: async ({ signal }) => {
      const answer = await client.GET('/products/single-categories/{slug}', {
        params: { path: { slug } },
        signal,
      });
      return unwrap(answer).data.category;
    },
    staleTime: CATEGORIES_STALE_TIME_MS,
    gcTime: CATEGORIES_GC_TIME_MS,
  });
}

/** A page of a subcategory (or of a whole parent category) with filters, 10 a page by default. */
export function categoryListingQueryOptions(client: ApiClient, query: CategoryListingQuery) {
  const full = { ...query, page: query.page ?? 1, limit: query.limit ?? LISTING_LIMIT };
  return queryOptions({
    queryKey: queryKeys.categoryListing(full),
    queryFn: async ({ signal }) => {
      const answer = await client.GET('/products/subcategory', { params: { query: full }, signal });
      return unwrap(answer).data;
    },
  });
}

/** What a search asks: its query, page and the facets chosen (openapi.yaml, searchProducts). */
export type SearchQuery = paths['/products/search']['get']['parameters']['query'];

/** A page of search results, 10 a page by default, narrowed by any facets chosen. */
export function searchQueryOptions(client: ApiClient, query: SearchQuery) {
  const full = { ...query, page: query.page ?? 1, limit: query.limit ?? LISTING_LIMIT };
  return queryOptions({
    queryKey: queryKeys.search(full),
    queryFn: async ({ signal }) => {
      const answer = await client.GET('/products/search', { params: { query: full }, signal });
      return unwrap(answer).data;
    },
  });
}

/** A product's reviews, newest first (public: no session needed). */
export function productReviewsQueryOptions(client: ApiClient, productID: string) {
  return queryOptions({
    queryKey: queryKeys.productReviews(productID),
    queryFn: async ({ signal }): Promise<ProductReview[]> => {
      const answer = await client.GET('/products/get-product-reviews/{id}', {
        params: { path: { id: productID } },
        signal,
      });
      return unwrap(answer).data.reviews;
    },
  });
}
