import { allOrdersQueryOptions, type OrdersPage } from '@oja/api-client';
import { activeOrdersCount } from '@oja/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiClient } from '../../shared/api';
import { authAtom } from '../../shared/auth';

/**
 * The header needs only the tab counts, which the server gives for all of the shopper's orders whatever the
 * page asked: one order a page keeps the answer small on every page load (the dashboard's page holds up to
 * 100 orders with their items and schedules). The key still starts with `queryKeys.orders`, as the
 * dashboard's does, so whatever refreshes the dashboard's orders (a payment, a mandate, a review)
 * refreshes this count too.
 */
const COUNTS_ONLY = { page: 1, perPage: 1 };

const toActiveOrders = (page: OrdersPage) => activeOrdersCount(page.status_counts);

/**
 * The signed-in shopper's active orders, for 'My Hub' in the header. Undefined, so the header shows no
 * count, for a guest (nothing is asked), while the answer is on its way, and when it failed.
 */
export function useActiveOrdersCount(): number | undefined {
  const { token } = useAtomValue(authAtom);
  const counts = useQuery({
    ...allOrdersQueryOptions(apiClient, COUNTS_ONLY),
    enabled: token !== null,
    select: toActiveOrders,
  });
  // The dashboard's page of orders carries the same counts. Read from the cache only (never asked for
  // here): when the dashboard has read its orders more recently, the header shows what the dashboard shows.
  const dashboard = useQuery({ ...allOrdersQueryOptions(apiClient), enabled: false, select: toActiveOrders });
  if (token === null || !counts.isSuccess) return undefined;
  return dashboard.isSuccess && dashboard.dataUpdatedAt > counts.dataUpdatedAt ? dashboard.data : counts.data;
}
