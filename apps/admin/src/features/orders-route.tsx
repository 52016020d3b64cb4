import { adminOrdersQueryOptions } from '@oja/api-client';
import { pageCount } from '@oja/domain';
import { OrdersScreen } from '@oja/ui/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { orderHref } from '../hrefs';
import { routes } from '../routes';
import {
  ORDERS_PAGE_SIZE,
  ordersQueryOf,
  ordersSearchOf,
  ordersStateOf,
  toOrderRow,
} from './orders/orders-view';
import { useBulkFulfilment } from './orders/use-bulk-fulfilment';

/**
 * /admin/orders: the list, searched and filtered; its state lives in the address, so Back and links keep it.
 * Members who fulfil orders select orders on it to pack, ship or print them at once.
 */
export default function OrdersRoute({ session }: SignedInRouteProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, sort, page } = ordersStateOf(search);
  const orders = useQuery({
    ...adminOrdersQueryOptions(adminClient, ordersQueryOf(filters, sort, page)),
    placeholderData: keepPreviousData,
  });
  const bulk = useBulkFulfilment(session);
  const go = (...state: Parameters<typeof ordersSearchOf>) =>
    navigate(`${routes.orders.path}${ordersSearchOf(...state)}`);
  return (
    <ConsolePage session={session} title="Orders" section="orders" headedByScreen>
      <OrdersScreen
        status={orders.data ? 'ready' : orders.error ? 'error' : 'loading'}
        orders={orders.data?.orders.map(toOrderRow) ?? []}
        total={orders.data?.total ?? 0}
        page={page}
        pageCount={pageCount(orders.data?.total ?? 0, ORDERS_PAGE_SIZE)}
        filters={filters}
        sort={sort}
        hrefs={{ order: orderHref }}
        onFiltersChange={(next) => go(next, sort, 1)}
        onSortChange={(next) => go(filters, next, 1)}
        onPageChange={(next) => go(filters, sort, next)}
        onRetry={() => void orders.refetch()}
        {...(bulk ? { bulk } : {})}
      />
    </ConsolePage>
  );
}
