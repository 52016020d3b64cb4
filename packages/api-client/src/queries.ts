import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { CATEGORIES_GC_TIME_MS, CATEGORIES_STALE_TIME_MS, NEW_PRODUCTS_LIMIT } from './config';
import type { components, paths } from './generated/schema';

export type Product = components['schemas']['Product'];
export type Category = components['schemas']['Category'];
export type ProductListType = NonNullable<
  paths['/products/get-products']['get']['parameters']['query']
>['type'];

/** Query keys start with the path, so invalidating `['/products']` reaches every product query. */
export const queryKeys = {
  products: (type: ProductListType, page: number, limit: number) =>
    ['/products/get-products', { type, page, limit }] as const,
  categories: () => ['/products/categories'] as const,
};

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
    queryKey: queryKeys.products(type, page, limit),
    queryFn: async ({ signal }) => {
      const { data } = await client.GET('/products/get-products', {
        params: { query: { type, page, limit } },
        signal,
      });
      // The error middleware throws on every failure, so data is present here.
      return (data as NonNullable<typeof data>).data;
    },
  });
}

/** The category tree: fresh 5 minutes, kept about 24 hours. */
export function categoriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.categories(),
    queryFn: async ({ signal }) => {
      const { data } = await client.GET('/products/categories', { signal });
      return (data as NonNullable<typeof data>).data.categories;
    },
    staleTime: CATEGORIES_STALE_TIME_MS,
    gcTime: CATEGORIES_GC_TIME_MS,
  });
}
