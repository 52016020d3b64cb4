import { Button, ProductCollectionScreen } from '@oja/ui';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../document-title';
import { toProductCard } from '../product-cards';
import { useFavourites } from '../state/favourites';

/** /user-dashboard/favorites: the shopper's favourite products (protected). */
export default function FavouritesRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Favourites');
  const { query, products } = useFavourites();
  return (
    <ProductCollectionScreen
      title="Favourites"
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      products={products.map(toProductCard)}
      emptyMessage="No favourites yet. Tap the heart on a product to keep it here."
      emptyAction={
        <Button variant="secondary" onClick={() => navigate('/')}>
          Start shopping
        </Button>
      }
      errorMessage={query.error?.message}
      onRetry={() => void query.refetch()}
      onNavigate={(href) => navigate(href)}
    />
  );
}
