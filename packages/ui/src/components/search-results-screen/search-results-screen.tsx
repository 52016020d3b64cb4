import { pluralizeItems } from '@oja/domain';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  type FilterFacets,
  type ListingFilters,
  ListingFiltersForm,
} from '../listing-screen/listing-filters';
import { Pagination } from '../pagination/pagination';
import type { ProductCardData } from '../product-card/product-card';
import { ProductGrid, type ProductGridStatus } from '../product-grid/product-grid';
import { type CategoryLinkData, FindSomethingElse } from './find-something-else';
import './search-results-screen.css';

/** How many close matches a search with no results shows. */
const CLOSE_MATCHES_SHOWN = 5;

/** The search page shows 10 skeleton cards while it loads (and 10 results per page). */
export const SEARCH_SKELETON_COUNT = 10;

export type SearchResultsScreenProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What the shopper searched for, as typed. */
  query: string;
  status: ProductGridStatus;
  products?: ProductCardData[];
  total?: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The address of a page of these results (`?q=…&page=`): the paging controls are then links the server
   * answers, before the app starts and without JavaScript; with it, `onPageChange` runs instead.
   */
  pageHref?: (page: number) => string;
  /** The server's message, shown in red. */
  errorMessage?: string;
  onRetry?: () => void;
  /** Where the no-results search box sends `q` without JavaScript (this page). */
  searchAction?: string;
  /** A new search from the no-results search box (trimmed, lowercased). */
  onSearch?: (query: string) => void;
  /** The main categories, offered when nothing was found. */
  categories?: CategoryLinkData[];
  /** Products close to the query (the domain's closeMatchQueries), offered when nothing was found. */
  closeMatches?: { status: ProductGridStatus; products: ProductCardData[] };
  /**
   * The filter panel (brand, price, plan, in stock), each choice with its count: shown when the facets are
   * given. Without JavaScript it is a GET form to `searchAction` that keeps `q`.
   */
  facets?: FilterFacets;
  filters?: ListingFilters;
  onFiltersChange?: (filters: ListingFilters) => void;
  /** Where 'Clear filters' links: this search without its filters. */
  clearFiltersHref?: string;
};

/**
 * Search results: the query, the count, 10 skeleton cards while loading, 'No products found for {query}.'
 * when nothing matches, errors in red, numbered paging. The query is shown as text, never as HTML. Nothing
 * found is no dead end: close matches (when there are any), a search box that keeps the query, and the
 * categories.
 */
export function SearchResultsScreen({
  query,
  status,
  products = [],
  total = 0,
  page,
  totalPages,
  onPageChange,
  pageHref,
  errorMessage,
  onRetry,
  searchAction = '',
  onSearch,
  categories,
  closeMatches,
  facets,
  filters = {},
  onFiltersChange = () => {},
  clearFiltersHref,
  className,
  ...props
}: SearchResultsScreenProps) {
  const nothingFound = status === 'ready' && products.length === 0;
  const filtered = Object.values(filters).some(Boolean);
  // A search that found nothing offers other searches, not filters, unless filters are what emptied it.
  const showFilters = facets !== undefined && (!nothingFound || filtered);
  const matches = closeMatches?.products.slice(0, CLOSE_MATCHES_SHOWN) ?? [];
  return (
    <div data-slot="search-results" className={cn('oja-search-results', className)} {...props}>
      <header className="oja-search-results__header">
        <h1 className="oja-search-results__title">
          Results for <q>{query}</q>
        </h1>
        {status === 'ready' && total > 0 ? (
          <p className="oja-search-results__count" aria-live="polite">
            {total} {pluralizeItems(total)}
          </p>
        ) : null}
      </header>
      <div className={cn('oja-search-results__body', showFilters && 'oja-search-results__body--filters')}>
        {showFilters ? (
          <ListingFiltersForm
            value={filters}
            onChange={onFiltersChange}
            sizes={[]}
            brands={[]}
            facets={facets}
            showSales={false}
            action={searchAction}
            hiddenFields={{ q: query }}
            clearHref={clearFiltersHref}
          />
        ) : null}
        <div className="oja-search-results__results">
          <ProductGrid
            hideHeading
            heading="Search results"
            className="oja-search-results__grid"
            status={status}
            products={products}
            skeletonCount={SEARCH_SKELETON_COUNT}
            errorMessage={errorMessage}
            onRetry={onRetry}
            emptyMessage={`No products found for ${query}.`}
          />
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} pageHref={pageHref} />
        </div>
      </div>
      {nothingFound && closeMatches && (closeMatches.status === 'loading' || matches.length > 0) ? (
        <ProductGrid
          heading="Close matches"
          status={closeMatches.status === 'loading' ? 'loading' : 'ready'}
          products={matches}
          skeletonCount={CLOSE_MATCHES_SHOWN}
          eagerImages={0}
        />
      ) : null}
      {nothingFound ? (
        <FindSomethingElse
          heading="Try another search"
          query={query}
          searchAction={searchAction}
          onSearch={onSearch}
          categories={categories}
        />
      ) : null}
    </div>
  );
}
