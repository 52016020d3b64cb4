import { adminCatalogueCategoriesQueryOptions, adminProductsQueryOptions } from '@oja/api-client';
import { can } from '@oja/domain';
import { ProductsScreen } from '@oja/ui/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { adminClient } from '../../app/api';
import { ConsolePage } from '../../app/console-page';
import type { SignedInRouteProps } from '../../app/signed-in-route-props';
import { catalogueHrefs } from '../../hrefs';
import { routes } from '../../routes';
import {
  PRODUCTS_PAGE_SIZE,
  productsQueryOf,
  productsSearchOf,
  productsStateOf,
  toCatalogueProduct,
  toCategoryNodes,
} from './catalogue-view';

/** /admin/catalogue: every product, searched and filtered; the state lives in the address. */
export default function ProductsRoute({ session }: SignedInRouteProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, page } = productsStateOf(search);
  const products = useQuery({
    ...adminProductsQueryOptions(adminClient, productsQueryOf(filters, page)),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery(adminCatalogueCategoriesQueryOptions(adminClient));
  return (
    <ConsolePage session={session} title="Products" section="catalogue" headedByScreen>
      {/* Keyed by the address, so the filter form shows the filters of the page opened (Back, a link). */}
      <ProductsScreen
        key={search}
        status={products.data ? 'ready' : products.error ? 'error' : 'loading'}
        products={products.data?.products.map(toCatalogueProduct) ?? []}
        total={products.data?.total ?? 0}
        page={page}
        pageSize={PRODUCTS_PAGE_SIZE}
        filters={filters}
        categories={toCategoryNodes(categories.data)}
        canWrite={can(session.staff.role, 'catalogue:write')}
        hrefs={catalogueHrefs}
        onFilters={(next) => navigate(`${routes.catalogue.path}${productsSearchOf(next, 1)}`)}
        onPage={(next) => navigate(`${routes.catalogue.path}${productsSearchOf(filters, next)}`)}
        onRetry={() => void products.refetch()}
      />
    </ConsolePage>
  );
}
