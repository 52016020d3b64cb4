import { pluralizeItems } from '@oja/domain';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs';
import { Pagination } from '../pagination/pagination';
import type { ProductCardData } from '../product-card/product-card';
import { ProductGrid, type ProductGridStatus } from '../product-grid/product-grid';
import { type FilterFacets, type ListingFilters, ListingFiltersForm } from './listing-filters';
import './listing-screen.css';

/** A link in the subcategory tab bar or the categories dropdown. */
export interface ListingLink {
  name: string;
  href: string;
  /** The listing being shown. */
  current?: boolean;
  /** Shown disabled with 'Coming soon'. */
  isComingSoon?: boolean;
}

export type ListingScreenProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The category or subcategory name: the page's h1. */
  heading: string;
  breadcrumbs: Crumb[];
  status: ProductGridStatus;
  products?: ProductCardData[];
  /** All matching products, across pages. */
  totalProducts?: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** A page's address: paging is then links, which work before the app starts and without JavaScript. */
  pageHref?: (page: number) => string;
  /**
   * The listing's own address, where the filters' form sends its choices (a GET) before the app starts and
   * without JavaScript; 'Clear filters' links to it.
   */
  filtersAction?: string;
  /** The subcategories of this parent, for the tab bar. */
  subcategories: ListingLink[];
  /** Every parent category, for the categories dropdown. */
  categories: ListingLink[];
  /** Where the Sales & Offers link goes. */
  salesHref: string;
  /** Hide the filter form (a listing the filters cannot narrow, such as Sales & Offers). */
  showFilters?: boolean;
  filters: ListingFilters;
  onFiltersChange: (filters: ListingFilters) => void;
  sizes?: string[];
  brands?: string[];
  /** Counts beside each filter's choices, with the in-stock and plan filters (the API's facets). */
  facets?: FilterFacets;
  errorMessage?: string;
  onRetry?: () => void;
};

/**
 * A category or subcategory listing: breadcrumbs, the subcategory tab bar with the categories dropdown and
 * Sales & Offers, the item count, filters, the grid and numbered pagination.
 * Accessibility: h1 is the listing's name; the tab bar is a navigation landmark with the current
 * subcategory marked aria-current; the dropdown is a native disclosure.
 */
export function ListingScreen({
  heading,
  breadcrumbs,
  status,
  products = [],
  totalProducts = 0,
  page,
  totalPages,
  onPageChange,
  pageHref,
  filtersAction,
  subcategories,
  categories,
  salesHref,
  showFilters = true,
  filters,
  onFiltersChange,
  sizes = [],
  brands = [],
  facets,
  errorMessage,
  onRetry,
  className,
  ...props
}: ListingScreenProps) {
  const link = (item: ListingLink, className: string) =>
    item.isComingSoon ? (
      <span className={cn(className, 'oja-listing__link--soon')} aria-disabled="true">
        {item.name} (Coming soon)
      </span>
    ) : (
      <Link className={className} href={item.href} aria-current={item.current ? 'page' : undefined}>
        {item.name}
      </Link>
    );
  return (
    <div data-slot="listing-screen" className={cn('oja-listing', className)} {...props}>
      <Breadcrumbs items={breadcrumbs} />
      <nav aria-label="Subcategories" className="oja-listing__tabs">
        <details className="oja-listing__dropdown">
          <summary>Categories</summary>
          <ul>
            {categories
              .filter((c) => c.href !== salesHref)
              .map((c) => (
                <li key={c.href}>{link(c, 'oja-listing__dropdown-link')}</li>
              ))}
          </ul>
        </details>
        <ul className="oja-listing__tab-list">
          {subcategories.map((s) => (
            <li key={s.href}>{link(s, 'oja-listing__tab')}</li>
          ))}
          <li>
            {link({ name: 'Sales & Offers', href: salesHref }, 'oja-listing__tab oja-listing__tab--sale')}
          </li>
        </ul>
      </nav>
      <header className="oja-listing__header">
        <h1 className="oja-listing__title">{heading}</h1>
        {status === 'ready' ? (
          <p className="oja-listing__count" aria-live="polite">
            {totalProducts} {pluralizeItems(totalProducts)}
          </p>
        ) : null}
      </header>
      <div className={cn('oja-listing__body', !showFilters && 'oja-listing__body--full')}>
        {showFilters ? (
          <ListingFiltersForm
            value={filters}
            onChange={onFiltersChange}
            sizes={sizes}
            brands={brands}
            facets={facets}
            action={filtersAction}
          />
        ) : null}
        <div className="oja-listing__results">
          <ProductGrid
            hideHeading
            heading={`Products in ${heading}`}
            className="oja-listing__grid"
            status={status}
            products={products}
            errorMessage={errorMessage}
            onRetry={onRetry}
            emptyMessage="No products found in this subcategory."
          />
          <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} pageHref={pageHref} />
        </div>
      </div>
    </div>
  );
}
