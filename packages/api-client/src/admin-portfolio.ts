import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components, paths } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

/** The credit book at a glance (kobo): outstanding, at risk, weekly collection, first-payment default, write-offs. */
export type AdminPortfolioData = components['schemas']['AdminPortfolioResponse']['data'];
/** A page of the orders behind one figure. */
export type AdminPortfolioOrdersData = components['schemas']['AdminPortfolioOrdersResponse']['data'];
/** Which figure's orders, and the page. */
export type AdminPortfolioOrdersQuery = paths['/admin/portfolio/orders']['get']['parameters']['query'];

/** The console's portfolio (every role). */
export function adminPortfolioQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminQueryKeys.portfolio,
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/portfolio', { signal })).data,
  });
}

/** One page of the orders behind a figure of the portfolio, most days past due first. */
export function adminPortfolioOrdersQueryOptions(client: ApiClient, query: AdminPortfolioOrdersQuery) {
  return queryOptions({
    queryKey: adminQueryKeys.portfolioOrders(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/portfolio/orders', { params: { query }, signal })).data,
  });
}
