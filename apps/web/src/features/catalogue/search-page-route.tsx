import { searchQueryOptions } from '@oja/api-client';
import { closeMatchQueries, normalizeSearchQuery, parsePage } from '@oja/domain';
import { type ListingFilters, type ProductCardData, SearchResultsScreen } from '@oja/ui';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Redirect, useLocation, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { useMainCategories } from '../static/not-found-route';
import { toProductCard } from './product-cards';
import { readSearchFilters, searchPageQueryOptions } from './queries';

/** A search's address with its page (none: the first) and facets, so a filtered search can be shared, reloaded and paged. */
function searchHref(query: string, page: number | undefined, filters: ListingFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  const facets = params.toString();
  return `${hrefs.search(query, page)}${facets ? `&${facets}` : ''}`;
}

/**
 * /search-results?q=: 10 results a page; no query redirects home (spec). Nothing found is no dead end: the
 * close matches (the domain's closeMatchQueries, each asked as a search of its own), a search box keeping the
 * query, and the main categories.
 */
export default function SearchRoute() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const typed = params.get('q') ?? '';
  const query = normalizeSearchQuery(typed);
  const page = parsePage(params.get('page'));
  const filters = readSearchFilters(search);
  const filtered = Object.values(filters).some(Boolean);
  const results = useQuery({
    // The same query the server asked (routes.ts), so the server's answer is found in the cache.
    ...(searchPageQueryOptions(search) ?? searchQueryOptions(apiClient, { q: '', page })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  // Close matches are for a search that found nothing, not for filters that left nothing.
  const nothingFound =
    results.isSuccess && !results.isPlaceholderData && results.data.total === 0 && !filtered;
  const closeMatches = useQueries({
    queries: (nothingFound && query ? closeMatchQueries(query) : []).map((q) => ({
      ...searchQueryOptions(apiClient, { q, page: 1 }),
    })),
    combine: (answers) => {
      const seen = new Set<string>();
      const products: ProductCardData[] = [];
      for (const answer of answers) {
        for (const product of answer.data?.results.products ?? []) {
          if (seen.has(product.productID)) continue;
          seen.add(product.productID);
          products.push(toProductCard(product));
        }
      }
      return {
        status: answers.some((a) => a.isPending) ? ('loading' as const) : ('ready' as const),
        products,
      };
    },
  });
  const categories = useMainCategories();
  useDocumentTitle(`Results for “${typed.trim()}”`);
  if (query === null) return <Redirect to={hrefs.home} replace />;
  const data = results.data;
  return (
    <SearchResultsScreen
      query={typed.trim()}
      status={results.isPending ? 'loading' : results.isError ? 'error' : 'ready'}
      products={data?.results.products.map(toProductCard)}
      total={data?.total}
      page={page}
      totalPages={Math.max(1, data?.total_pages ?? 1)}
      onPageChange={(next) => {
        navigate(searchHref(typed.trim(), next, filters));
        window.scrollTo({ top: 0 });
      }}
      // Links the server answers before the app starts and without JavaScript (the server renders ?page=).
      pageHref={(next) => searchHref(typed.trim(), next, filters)}
      errorMessage={results.error?.message}
      onRetry={() => void results.refetch()}
      searchAction={hrefs.searchPage}
      onSearch={(next) => navigate(hrefs.search(next))}
      categories={categories}
      closeMatches={closeMatches}
      facets={data?.facets}
      filters={filters}
      // A new choice starts from the first page (no page in the address, as the form's GET without JavaScript).
      onFiltersChange={(next) => navigate(searchHref(typed.trim(), undefined, next))}
      clearFiltersHref={hrefs.search(typed.trim())}
    />
  );
}
