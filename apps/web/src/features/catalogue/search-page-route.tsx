import { searchQueryOptions } from '@oja/api-client';
import { normalizeSearchQuery, parsePage } from '@oja/domain';
import { SearchResultsScreen } from '@oja/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Redirect, useLocation, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { toProductCard } from './product-cards';

/** /search-results?q=: 10 results a page; no query redirects home (spec). */
export default function SearchRoute() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const typed = params.get('q') ?? '';
  const query = normalizeSearchQuery(typed);
  const page = parsePage(params.get('page'));
  const results = useQuery({
    ...searchQueryOptions(apiClient, { q: query ?? '', page }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
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
        navigate(hrefs.search(typed.trim(), next));
        window.scrollTo({ top: 0 });
      }}
      errorMessage={results.error?.message}
      onRetry={() => void results.refetch()}
    />
  );
}
