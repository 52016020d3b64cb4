import { pluralizeItems } from '@oja/domain';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Pagination } from '../pagination/pagination';
import type { ProductCardData } from '../product-card/product-card';
import { ProductGrid, type ProductGridStatus } from '../product-grid/product-grid';
import './search-results-screen.css';

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
  /** The server's message, shown in red. */
  errorMessage?: string;
  onRetry?: () => void;
};

/**
 * Search results: the query, the count, 10 skeleton cards while loading, 'No products found for {query}.'
 * when nothing matches, errors in red, numbered paging. The query is shown as text, never as HTML.
 */
export function SearchResultsScreen({
  query,
  status,
  products = [],
  total = 0,
  page,
  totalPages,
  onPageChange,
  errorMessage,
  onRetry,
  className,
  ...props
}: SearchResultsScreenProps) {
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
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </div>
  );
}
