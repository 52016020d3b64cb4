import {
  categoriesQueryOptions,
  productQueryOptions,
  productReviewsQueryOptions,
  productsQueryOptions,
  propertyQueryOptions,
  searchQueryOptions,
} from '@oja/api-client';
import { normalizeSearchQuery, parsePage } from '@oja/domain';
import type { QueryClient } from '@tanstack/react-query';
import { listingQueryOptions, SALES_PAGE_SIZE } from '../features/catalogue/queries';
import {
  realEstatePage,
  rentQueryOptions,
  shortletQueryOptions,
} from '../features/real-estate/real-estate-queries';
import { STATIC_PAGES } from '../features/static/static-pages';
import { apiClient } from '../shared/api';
import { BROWSER_ONLY_PATHS } from './browser-only';

/** Whether the server renders `path` (every public page does). */
export function isServerRendered(path: string): boolean {
  return !BROWSER_ONLY_PATHS.test(path);
}

/** First segments that are pages of their own, never a category (app.tsx's routes before the catalogue's). */
const NOT_A_CATEGORY = new Set([
  'search-results',
  'cart-items',
  'sales-offers',
  'welcome',
  'real-estate',
  ...Object.keys(STATIC_PAGES).map((path) => path.slice(1)),
]);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Puts in the cache what the route at `path` shows first, asked with the same query options the route uses,
 * so the page renders whole on the server and the browser hydrates it without asking again. What a route
 * asks for beyond this (recently viewed, a short-let search) it asks for in the browser, as before.
 */
export async function prefetchRouteData(queryClient: QueryClient, path: string, search: string) {
  const asks: Promise<void>[] = [queryClient.prefetchQuery(categoriesQueryOptions(apiClient))];
  const params = new URLSearchParams(search);
  const segments = path.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  if (path === '/') {
    asks.push(queryClient.prefetchQuery(productsQueryOptions(apiClient, { type: 'new' })));
  } else if (first === 'search-results' && segments.length === 1) {
    const query = normalizeSearchQuery(params.get('q') ?? '');
    const page = parsePage(params.get('page'));
    if (query !== null)
      asks.push(queryClient.prefetchQuery(searchQueryOptions(apiClient, { q: query, page })));
  } else if (first === 'sales-offers' && segments.length === 1) {
    const page = parsePage(params.get('page'));
    asks.push(
      queryClient.prefetchQuery(
        productsQueryOptions(apiClient, { type: 'sales', page, limit: SALES_PAGE_SIZE }),
      ),
    );
  } else if (first === 'real-estate') {
    const page = realEstatePage(path);
    if (page?.kind === 'rent') asks.push(queryClient.prefetchQuery(rentQueryOptions(search)));
    if (page?.kind === 'shortlet') asks.push(queryClient.prefetchQuery(shortletQueryOptions(search)));
    if (page?.kind === 'detail')
      asks.push(queryClient.prefetchQuery(propertyQueryOptions(apiClient, page.propertyID)));
  } else if (!NOT_A_CATEGORY.has(first) && segments.length === 4) {
    const productID = decoded(segments[2] ?? '');
    if (productID !== null) {
      asks.push(queryClient.prefetchQuery(productQueryOptions(apiClient, productID)));
      asks.push(queryClient.prefetchQuery(productReviewsQueryOptions(apiClient, productID)));
    }
  } else if (!NOT_A_CATEGORY.has(first) && (segments.length === 1 || segments.length === 2)) {
    // As the route's parameters: not decoded (slugs are plain words).
    const [parent = '', sub] = segments;
    asks.push(queryClient.prefetchQuery(listingQueryOptions(parent, sub, search)));
  }
  await Promise.all(asks);
}
