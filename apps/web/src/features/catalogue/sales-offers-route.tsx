import { parsePage } from '@oja/domain';
import { ListingScreen } from '@oja/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { useDocumentTitle } from '../../shared/document-title';
import { useCategoryLinks } from './category-links';
import { salesQueryOptions } from './queries';

const pageHref = (page: number) => `${hrefs.salesOffers}?page=${page}`;

/** /sales-offers: every product on offer, 10 a page (the category has no subcategories of its own). */
export default function SalesRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Sales & Offers');
  const page = parsePage(new URLSearchParams(useSearch()).get('page'));
  const categories = useCategoryLinks();
  const sales = useQuery({
    ...salesQueryOptions(page),
    placeholderData: keepPreviousData,
  });
  return (
    <ListingScreen
      heading="Sales & Offers"
      breadcrumbs={[{ label: 'Home', href: hrefs.home }, { label: 'Sales & Offers' }]}
      status={sales.isPending ? 'loading' : sales.isError ? 'error' : 'ready'}
      products={sales.data?.products}
      totalProducts={sales.data?.totalProducts}
      page={page}
      totalPages={Math.max(1, sales.data?.totalPages ?? 1)}
      onPageChange={(next) => {
        navigate(pageHref(next));
        window.scrollTo({ top: 0 });
      }}
      // Links: paging works before the app starts and without JavaScript.
      pageHref={pageHref}
      subcategories={[]}
      categories={categories}
      showFilters={false}
      filters={{}}
      onFiltersChange={() => undefined}
      errorMessage={sales.error?.message}
      onRetry={() => void sales.refetch()}
      salesHref={hrefs.salesOffers}
    />
  );
}
