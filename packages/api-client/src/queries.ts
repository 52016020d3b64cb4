import { queryOptions } from '@tanstack/react-query';
import type { DeliveryAddress } from './account';
import type { ApiClient } from './client';
import { CATEGORIES_GC_TIME_MS, CATEGORIES_STALE_TIME_MS, NEW_PRODUCTS_LIMIT } from './config';
import type { components, paths } from './generated/schema';
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

/** Listings and search show 10 products a page (spec §9: products page size 10, search page size 10). */
const LISTING_LIMIT = 10;

/** Query keys start with the path, so invalidating `['/products']` reaches every product query. */
export const queryKeys = {
  products: (type: ProductListType, page: number, limit: number) =>
    ['/products/get-products', { type, page, limit }] as const,
  categories: () => ['/products/categories'] as const,
  product: (id: string) => ['/products/get-single-product', id] as const,
  category: (slug: string) => ['/products/single-categories', slug] as const,
  categoryListing: (query: CategoryListingQuery) => ['/products/subcategory', query] as const,
  search: (q: string, page: number, limit: number) => ['/products/search', { q, page, limit }] as const,
  cart: (cartSessionID: string) => ['/cart/view-cart', cartSessionID] as const,
  currentUser: () => ['/users/get-user'] as const,
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

/** A page of search results, 10 a page by default. */
export function searchQueryOptions(
  client: ApiClient,
  { q, page = 1, limit = LISTING_LIMIT }: { q: string; page?: number; limit?: number },
) {
  return queryOptions({
    queryKey: queryKeys.search(q, page, limit),
    queryFn: async ({ signal }) => {
      const answer = await client.GET('/products/search', {
        params: { query: { q, page, limit } },
        signal,
      });
      return unwrap(answer).data;
    },
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

/** Keys of the account area's queries (each starts with its path, as `queryKeys` do). */
export const accountQueryKeys = {
  deliveryAddresses: () => ['/user/all-delivery-address'] as const,
  productReviews: (productID: string) => ['/products/get-product-reviews', productID] as const,
  favourites: () => ['/products/get-favourite-products'] as const,
};

/** The signed-in shopper's delivery addresses, in the order added (at most 10). */
export function deliveryAddressesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: accountQueryKeys.deliveryAddresses(),
    queryFn: async ({ signal }): Promise<DeliveryAddress[]> => {
      const answer = await client.GET('/user/all-delivery-address', { signal });
      return unwrap(answer).data.data;
    },
  });
}

/** A product's reviews, newest first (public: no session needed). */
export function productReviewsQueryOptions(client: ApiClient, productID: string) {
  return queryOptions({
    queryKey: accountQueryKeys.productReviews(productID),
    queryFn: async ({ signal }): Promise<ProductReview[]> => {
      const answer = await client.GET('/products/get-product-reviews/{id}', {
        params: { path: { id: productID } },
        signal,
      });
      return unwrap(answer).data.reviews;
    },
  });
}

/** The signed-in shopper's favourite products, in the order favourited. */
export function favouritesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: accountQueryKeys.favourites(),
    queryFn: async ({ signal }): Promise<Product[]> => {
      const answer = await client.GET('/products/get-favourite-products', { signal });
      return unwrap(answer).data.products;
    },
  });
}
