import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { ProductCard, type ProductCardData } from '../product-card/product-card';
import { Skeleton } from '../skeleton/skeleton';
import './product-grid.css';

/** By default the first row loads its images at once; the rest lazily (five columns at desktop width). */
const EAGER_IMAGES = 5;

export type ProductGridStatus = 'loading' | 'error' | 'ready';

export type ProductGridProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The section's heading and accessible name. */
  heading: string;
  /** Keep the heading for screen readers only (a page whose h1 already names the grid). */
  hideHeading?: boolean;
  /** loading shows skeleton cards; error shows the message and Retry; ready shows the products (or the empty state). */
  status: ProductGridStatus;
  products?: ProductCardData[];
  /** How many skeleton cards to show while loading. */
  skeletonCount?: number;
  /** What went wrong, in words a shopper understands. */
  errorMessage?: string;
  /** Called by the Retry button of the error state. */
  onRetry?: () => void;
  /** Shown when there are no products. */
  emptyMessage?: string;
  /** The next step offered when there are no products (a link or button). */
  emptyAction?: ReactNode;
  /**
   * How many cards load their image with the page rather than when near the screen: the first row (5) by
   * default. 0 for a grid below a phone's first screen (home's), whose images would otherwise share a slow
   * network with what the first screen needs; the browser still loads them at once where they are on screen.
   * The first of them is asked for first (the page's largest paint on a phone).
   */
  eagerImages?: number;
  /** Below the cards when they show (home's 'See all new products'). */
  footer?: ReactNode;
};

function SkeletonCard() {
  return (
    <li className="oja-product-grid__skeleton" data-slot="product-grid-skeleton">
      <Skeleton shape="rect" style={{ aspectRatio: '1', borderRadius: 0 }} />
      <Skeleton width="85%" />
      <Skeleton width="50%" height="1.25em" />
      <Skeleton width="60%" />
    </li>
  );
}

/**
 * A titled grid of product cards with its loading, error and empty states: two columns on a phone,
 * five on a desktop. Accessibility: a region named by its heading; aria-busy while loading, with a status
 * text; errors are announced (role alert) with a Retry button.
 */
export function ProductGrid({
  heading,
  hideHeading = false,
  status,
  products = [],
  skeletonCount = 10,
  errorMessage = 'Check your connection and try again.',
  onRetry,
  emptyMessage = 'No products to show yet.',
  emptyAction,
  eagerImages = EAGER_IMAGES,
  footer,
  className,
  ...props
}: ProductGridProps) {
  const headingId = useId();
  return (
    <section
      data-slot="product-grid"
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      className={cn('oja-product-grid', className)}
      {...props}
    >
      <h2 id={headingId} className={cn('oja-product-grid__heading', hideHeading && 'oja-sr-only')}>
        {heading}
      </h2>
      {status === 'loading' ? (
        <>
          <p role="status" className="oja-sr-only">
            Loading products…
          </p>
          <ul className="oja-product-grid__list" aria-hidden="true">
            {Array.from({ length: skeletonCount }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <SkeletonCard key={i} />
            ))}
          </ul>
        </>
      ) : status === 'error' ? (
        <div role="alert" className="oja-product-grid__message" data-slot="product-grid-error">
          <p className="oja-product-grid__message-title">We could not load the products.</p>
          <p>{errorMessage}</p>
          {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
        </div>
      ) : products.length === 0 ? (
        <div className="oja-product-grid__message" data-slot="product-grid-empty">
          <p>{emptyMessage}</p>
          {emptyAction}
        </div>
      ) : (
        <>
          <ul className="oja-product-grid__list">
            {products.map((product, index) => (
              <li key={product.productID} className="oja-product-grid__item">
                <ProductCard
                  product={product}
                  eager={index < eagerImages}
                  priority={index === 0 && eagerImages > 0}
                />
              </li>
            ))}
          </ul>
          {footer}
        </>
      )}
    </section>
  );
}
