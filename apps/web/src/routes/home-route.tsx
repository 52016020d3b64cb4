import { productsQueryOptions } from '@oja/api-client';
import { ProductGrid } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiClient } from '../api';
import { toProductCard } from '../product-cards';

/** Home: the newest products from the API (spec: new products, page 1, limit 50). */
export function HomeRoute() {
  const [, navigate] = useLocation();
  const products = useQuery({
    ...productsQueryOptions(apiClient, { type: 'new' }),
    select: (page) => page.products.map(toProductCard),
  });
  return (
    <ProductGrid
      heading="New products"
      status={products.isPending ? 'loading' : products.isError ? 'error' : 'ready'}
      products={products.data}
      errorMessage={products.error?.message}
      onRetry={() => void products.refetch()}
      onNavigate={(href) => navigate(href)}
    />
  );
}
