import { productQueryOptions } from '@oja/api-client';
import { Button, Link, ProductCollectionScreen } from '@oja/ui';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { toProductCard } from '../catalogue/product-cards';
import { recentlyViewedAtom } from '../catalogue/recently-viewed';

/** /user-dashboard/recently-viewed: every product the shopper opened, newest first (10 kept). */
export default function RecentlyViewedRoute() {
  useDocumentTitle('Recently viewed');
  const ids = useAtomValue(recentlyViewedAtom);
  const results = useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(apiClient, id), select: toProductCard })),
  });
  const pending = results.some((r) => r.isPending);
  return (
    <ProductCollectionScreen
      title="Recently viewed"
      status={pending ? 'loading' : 'ready'}
      // A product removed from the shop since it was viewed simply drops out of the list.
      products={results.flatMap((r) => (r.data ? [r.data] : []))}
      emptyMessage="No recently viewed items"
      emptyAction={
        <Button asChild variant="secondary">
          <Link href={hrefs.home}>Start shopping</Link>
        </Button>
      }
    />
  );
}
