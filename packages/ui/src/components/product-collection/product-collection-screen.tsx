import { pluralizeItems } from '@oja/domain';
import type { ReactNode } from 'react';
import type { ProductCardData } from '../product-card/product-card';
import { ProductGrid, type ProductGridStatus } from '../product-grid/product-grid';

export interface ProductCollectionScreenProps {
  /** 'Favourites' or 'Recently viewed': the page's h1. */
  title: string;
  status: ProductGridStatus;
  products?: ProductCardData[];
  /** What to say when there is nothing yet. */
  emptyMessage: string;
  /** The next step offered when empty (a link to shop). */
  emptyAction?: ReactNode;
  errorMessage?: string;
  onRetry?: () => void;
}

/**
 * A shopper's own list of products (favourites, recently viewed): a heading with the count and the grid
 * with its loading, error and empty states.
 */
export function ProductCollectionScreen({
  title,
  status,
  products = [],
  emptyMessage,
  emptyAction,
  errorMessage,
  onRetry,
}: ProductCollectionScreenProps) {
  return (
    <div className="oja-collection" style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <h1 style={{ margin: 0, fontSize: 'var(--font-size-2xl)' }}>{title}</h1>
      {status === 'ready' && products.length > 0 ? (
        <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>
          {products.length} {pluralizeItems(products.length)}
        </p>
      ) : null}
      <ProductGrid
        heading={`Your ${title.toLowerCase()}`}
        status={status}
        products={products}
        emptyMessage={emptyMessage}
        emptyAction={emptyAction}
        errorMessage={errorMessage}
        onRetry={onRetry}
      />
    </div>
  );
}
