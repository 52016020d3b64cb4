import { adminShopperSearchQueryOptions, SHOPPER_SEARCH_MIN_LENGTH } from '@oja/api-client';
import { ShopperSearchScreen } from '@oja/ui/admin';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { shopperHref, shopperSearchHref } from '../hrefs';

/** /admin/shoppers: the shopper search; the query lives in the address (`?q=`), so Back returns to the results. */
export default function ShoppersRoute({ session }: SignedInRouteProps) {
  const query = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  const [, navigate] = useLocation();
  const found = useQuery(adminShopperSearchQueryOptions(adminClient, query));
  return (
    <ConsolePage session={session} title="Shoppers" section="shoppers" headedByScreen>
      <ShopperSearchScreen
        query={query}
        status={
          query.length < SHOPPER_SEARCH_MIN_LENGTH
            ? 'idle'
            : found.data
              ? 'ready'
              : found.error
                ? 'error'
                : 'loading'
        }
        shoppers={found.data ?? []}
        shopperHref={shopperHref}
        onSearch={(next) => navigate(shopperSearchHref(next))}
        onRetry={() => void found.refetch()}
      />
    </ConsolePage>
  );
}
