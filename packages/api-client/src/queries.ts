import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { CATEGORIES_GC_TIME_MS, CATEGORIES_STALE_TIME_MS, NEW_PRODUCTS_LIMIT } from './config';
import type { components, paths } from './generated/schema';
import { queryKeys } from './keys';
import { unwrap } from './unwrap';

export type Product = components['schemas']['Product'];
export type Category = components['schemas']['Category'];
/** The cart and its owner, as every cart answer carries them. */
export type CartData = components['schemas']['CartResponse']['data'];
export type CartItem = components['schemas']['CartItem'];
/** The signed-in shopper (never a BVN: only `hasBvn`). */
export type User = components['schemas']['User'];
export type ProductListType = NonNullable<
  paths['/products/get-products']['get']['parameters']['query']
>['type'];
/** The query of a category listing: `category` (parent slug), optional `subcategory`, filters, page, limit. */
export type CategoryListingQuery = paths['/products/subcategory']['get']['parameters']['query'];

/** A page of products of one listing type (the home page: new products, page 1, 50 of them). */
export function productsQueryOptions(
  client: ApiClient,
  {
    type = 'new',
    page = 1,
    limit = NEW_PRODUCTS_LIMIT,
  }: { type?: ProductListType; page?: number; limit?: number } = {},
) {
  return queryOptions({
    queryKey: queryKeys.products({ type, page, limit }),
    queryFn: async ({ signal }) => {
      const answer = await client.GET('/products/get-products', {
        params: { query: { type, page, limit } },
        signal,
      });
      return unwrap(answer).data;
    },
  });
}

/** The category tree: fresh 5 minutes, kept about 24 hours. */
export function categoriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.categories(),
    queryFn: async ({ signal }) => {
      const answer = await client.GET('/products/categories', { signal });
      return unwrap(answer).data.categories;
    },
    staleTime: CATEGORIES_STALE_TIME_MS,
    gcTime: CATEGORIES_GC_TIME_MS,
  });
}

/** The signed-in shopper; a 401 (no live session) throws an ApiError 'Session expired or invalid'. */
export function currentUserQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.currentUser(),
    queryFn: async ({ signal }): Promise<User> => {
      const answer = await client.GET('/users/get-user', { signal });
      return unwrap(answer).data.user;
    },
  });
}

export type ProductReview = components['schemas']['ProductReview'];

/** The signed-in shopper's favourite products, in the order favourited. */
export function favouritesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.favourites(),
    queryFn: async ({ signal }): Promise<Product[]> => {
      const answer = await client.GET('/products/get-favourite-products', { signal });
      return unwrap(answer).data.products;
    },
  });
}
