import { Button, Link, ProductCollectionScreen } from '@oja/ui';
import { hrefs } from '../../hrefs';
import { useDocumentTitle } from '../../shared/document-title';
import { useFavourites } from '../catalogue/favourites-query';
import { toProductCard } from '../catalogue/product-cards';

/** /user-dashboard/favorites: the shopper's favourite products (protected). */
export default function FavouritesRoute() {
  useDocumentTitle('Favourites');
  const { query, products } = useFavourites();
  return (
    <ProductCollectionScreen
      title="Favourites"
      status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      products={products.map(toProductCard)}
      emptyMessage="No favourites yet. Tap the heart on a product to keep it here."
      emptyAction={
        <Button asChild variant="secondary">
          <Link href={hrefs.home}>Start shopping</Link>
        </Button>
      }
      errorMessage={query.error?.message}
      onRetry={() => void query.refetch()}
    />
  );
}
