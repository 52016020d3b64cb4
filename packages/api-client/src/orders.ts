import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { queryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
/** A page of the shopper's purchases with the count of each purchases tab and the pagination. */
export type OrdersPage = Schemas['OrdersResponse']['data'];

/** A page of the shopper's purchases, newest first (the spec's dashboard asks for page 1 of 100). */
export function allOrdersQueryOptions(client: ApiClient, { page = 1, perPage = 100 } = {}) {
  return queryOptions({
    queryKey: queryKeys.ordersPage(page, perPage),
    queryFn: async ({ signal }): Promise<OrdersPage> => {
      const answer = await client.GET('/orders/get-all-orders', {
        params: { query: { page, per_page: perPage } },
        signal,
      });
      return unwrap(answer).data;
    },
  });
}
