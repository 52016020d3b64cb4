import { allOrdersQueryOptions, mandatesQueryOptions, productQueryOptions } from '@oja/api-client';
import { recentlyViewedFor } from '@oja/domain';
import { type DashboardRecentItem, ShoppingOverviewScreen } from '@oja/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { toProductCard } from '../catalogue/product-cards';
import { recentlyViewedAtom } from '../catalogue/recently-viewed';
import { toDashboardMandates, toDashboardOrder } from './dashboard-view';
import { useOrdersErrorToast } from './orders-error-toast';

/**
 * /user-dashboard/shopping-overview: the counts of the purchases tabs, the active direct debits, the two
 * latest purchases and the two products viewed last, each with 'See all'.
 */
export default function ShoppingOverviewRoute() {
  useDocumentTitle('Shopping overview');
  const orders = useQuery(allOrdersQueryOptions(apiClient));
  useOrdersErrorToast(orders.errorUpdatedAt);
  const mandates = useQuery(mandatesQueryOptions(apiClient));
  const viewed = useQueries({
    queries: recentlyViewedFor(useAtomValue(recentlyViewedAtom), 'dashboard').map((id) => ({
      ...productQueryOptions(apiClient, id),
      select: toProductCard,
    })),
  });
  const recentlyViewed: DashboardRecentItem[] = viewed.flatMap(({ data }) =>
    data
      ? [
          {
            productID: data.productID,
            name: data.name,
            imageUrl: data.imageUrl,
            href: data.href,
            priceKobo: data.price,
          },
        ]
      : [],
  );
  const failed = orders.isError || mandates.isError;
  const counts = orders.data?.status_counts;
  return (
    <ShoppingOverviewScreen
      status={failed ? 'error' : orders.data && mandates.data ? 'ready' : 'loading'}
      counts={counts && { ongoing: counts.ongoing, completed: counts.completed, cancelled: counts.cancelled }}
      activeMandates={
        mandates.data &&
        toDashboardMandates(mandates.data, orders.data?.orders).filter((m) => m.status === 'active')
      }
      recentPurchases={orders.data?.orders.flatMap((o) => toDashboardOrder(o) ?? [])}
      recentlyViewed={recentlyViewed}
      onRetry={() => {
        void orders.refetch();
        void mandates.refetch();
      }}
      hrefs={hrefs}
    />
  );
}
