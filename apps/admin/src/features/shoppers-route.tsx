import { adminShopperSearchQueryOptions, SHOPPER_SEARCH_MIN_LENGTH } from '@oja/api-client';
import { ShopperSearchScreen } from '@oja/ui/admin';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { shopperHref } from '../hrefs';
import { routes } from '../routes';

/**
 * /admin/shoppers: the shopper search. The query is a shopper's name, email or phone, so it lives in the
 * history entry's state, never in the address (no personal data in URLs, history lists or server logs); Back
 * from a shopper's page still returns to the results.
 */
export default function ShoppersRoute({ session }: SignedInRouteProps) {
  const state = useHistoryState<{ shopperSearch?: unknown } | null>();
  const query = typeof state?.shopperSearch === 'string' ? state.shopperSearch.trim() : '';
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
        onSearch={(next) => navigate(routes.shoppers.path, { state: { shopperSearch: next } })}
        onRetry={() => void found.refetch()}
      />
    </ConsolePage>
  );
}
