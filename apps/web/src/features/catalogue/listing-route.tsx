import { categoriesQueryOptions } from '@oja/api-client';
import { pageCount } from '@oja/domain';
import { type ListingFilters, ListingScreen } from '@oja/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { isNotFound } from '../../shared/errors';
import { usePageHead } from '../../shared/page-head';
import { NOT_FOUND_PAGE, NotFoundRoute } from '../static/not-found-route';
import { listingQueryOptions, readListingSearch } from './queries';

function listingSearch(page: number, filters: ListingFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** /{parentCategorySlug} and /{categorySlug}/{subcategorySlug}: a category or subcategory listing. */
export default function ListingRoute({ params }: { params: { parent: string; sub?: string } }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { page, filters } = readListingSearch(search);
  const { parent, sub } = params;
  const categories = useQuery(categoriesQueryOptions(apiClient));
  const listing = useQuery({
    ...listingQueryOptions(parent, sub, search),
    // Keep the last page on screen while the next one loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });

  const notFound = listing.isError && isNotFound(listing.error);
  const data = listing.data;
  const parentCategory = categories.data?.find((c) => c.slug === parent);
  const heading = data?.subcategory?.name ?? data?.category.name ?? parentCategory?.name ?? '';
  // A parent's effect runs after its child's, so the 404 title is named here too.
  useDocumentTitle(notFound ? NOT_FOUND_PAGE : heading);
  usePageHead(() => ({
    canonicalPath: location,
    description: heading
      ? `${heading} on Oja: pay in full or in daily, weekly or monthly instalments.`
      : undefined,
  }));
  if (notFound) return <NotFoundRoute />;
  const go = (nextPage: number, nextFilters: ListingFilters) =>
    navigate(`${location}${listingSearch(nextPage, nextFilters)}`);
  return (
    <ListingScreen
      heading={heading}
      breadcrumbs={[
        { label: 'Home', href: hrefs.home },
        ...(sub
          ? [
              { label: data?.category.name ?? parentCategory?.name ?? parent, href: hrefs.category(parent) },
              { label: heading },
            ]
          : [{ label: heading }]),
      ]}
      status={listing.isPending ? 'loading' : listing.isError ? 'error' : 'ready'}
      products={data?.products}
      totalProducts={data?.totalProducts}
      page={page}
      totalPages={data ? Math.max(1, data.totalPages) : pageCount(0)}
      onPageChange={(next) => {
        go(next, filters);
        window.scrollTo({ top: 0 });
      }}
      // Links and a GET form to this listing's own address: paging and filters work before the app starts.
      pageHref={(next) => `${location}${listingSearch(next, filters)}`}
      filtersAction={location}
      subcategories={(parentCategory?.subcategories ?? []).map((s) => ({
        name: s.name,
        href: hrefs.subcategory(parent, s.slug),
        current: s.slug === sub,
      }))}
      categories={(categories.data ?? []).map((c) => ({
        name: c.name,
        href: hrefs.category(c.slug),
        isComingSoon: c.isComingSoon,
        current: c.slug === parent,
      }))}
      filters={filters}
      onFiltersChange={(next) => go(1, next)}
      sizes={data?.sizes}
      brands={data?.brands}
      facets={data?.facets}
      errorMessage={listing.error?.message}
      onRetry={() => void listing.refetch()}
      salesHref={hrefs.salesOffers}
    />
  );
}
