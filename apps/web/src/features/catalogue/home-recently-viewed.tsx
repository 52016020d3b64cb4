import { productQueryOptions } from '@oja/api-client';
import type { ProductCardData } from '@oja/ui';
import { type QueryObserverResult, useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../shared/api';
import { toProductCard } from './product-cards';

/** Module level, so useQueries hands back the same array until a product's answer changes. */
function loadedCards(results: QueryObserverResult<ProductCardData>[]): ProductCardData[] {
  return results.flatMap((r) => (r.data ? [r.data] : []));
}

/**
 * Home's recently viewed products as cards (each fetched once and cached), handed to the home route. Its own
 * chunk: the list is the device's, so the server renders none and the first load does without this code; the
 * home route loads it only once the page is live and there are products to show.
 */
export default function HomeRecentlyViewed({
  ids,
  onCards,
}: {
  ids: string[];
  onCards: (cards: ProductCardData[]) => void;
}) {
  const cards = useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(apiClient, id), select: toProductCard })),
    combine: loadedCards,
  });
  useEffect(() => onCards(cards), [cards, onCards]);
  return null;
}
