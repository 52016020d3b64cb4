import { ListingScreen } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { hrefs } from '../../hrefs';
import { useDocumentTitle } from '../../shared/document-title';
import { usePageHead } from '../../shared/page-head';
import { useCategoryLinks } from './category-links';
import { newProductCardsQueryOptions } from './product-card-queries';

/** /new-products: the 50 newest products on one page (spec §9), home's 'See all new products'. */
export default function NewProductsRoute() {
  useDocumentTitle('New products');
  usePageHead(() => ({
    description: 'The newest products on Oja: pay in full or in daily, weekly or monthly instalments.',
  }));
  const categories = useCategoryLinks();
  const products = useQuery(newProductCardsQueryOptions());
  return (
    <ListingScreen
      heading="New products"
      breadcrumbs={[{ label: 'Home', href: hrefs.home }, { label: 'New products' }]}
      status={products.isPending ? 'loading' : products.isError ? 'error' : 'ready'}
      products={products.data?.products}
      totalProducts={products.data?.products.length}
      // One page: the spec's list of new products is its first 50.
      page={1}
      totalPages={1}
      onPageChange={() => undefined}
      subcategories={[]}
      categories={categories}
      showFilters={false}
      filters={{}}
      onFiltersChange={() => undefined}
      errorMessage={products.error?.message}
      onRetry={() => void products.refetch()}
      salesHref={hrefs.salesOffers}
    />
  );
}
