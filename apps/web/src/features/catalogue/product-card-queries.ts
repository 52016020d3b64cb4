import {
  HOME_NEW_PRODUCTS_LIMIT,
  NEW_PRODUCTS_LIMIT,
  type Product,
  productsQueryOptions,
} from '@oja/api-client';
import {
  type QueryFunction,
  type QueryFunctionContext,
  type QueryKey,
  queryOptions,
  type SkipToken,
} from '@tanstack/react-query';
import { apiClient } from '../../shared/api';
import { toProductCard } from './product-cards';

// Apart from queries.ts: home's first load takes these, and a module the lazy listing shares with it would
// bring the listing's and search's queries into home's first load too.

/**
 * A product list's query whose answer keeps, of each product, only its card (product-cards.ts). The server
 * writes a rendered page's answers into the page (ssr/server-state.ts): home's 50 products carried whole were
 * 57 KB of its HTML, mostly descriptions, plans and vendors no card shows, and a page over the slow network's
 * first round trip (~14 KB compressed) paints a round trip later. A key of its own, so a whole product list
 * (a product page's, the cart's) is never read from it.
 */
export function asProductCards<TData extends { products: Product[] }, TKey extends QueryKey>(options: {
  queryKey: TKey;
  queryFn?: QueryFunction<TData, TKey> | SkipToken;
}) {
  // The api-client's list queries always have their function (never skipToken): no check for home's budget.
  const queryFn = options.queryFn as QueryFunction<TData, TKey>;
  const { queryKey } = options;
  return queryOptions({
    queryKey: [...queryKey, 'cards'] as const,
    queryFn: async (context: QueryFunctionContext) => {
      const data = await queryFn({ ...context, queryKey } as QueryFunctionContext<TKey>);
      return { ...data, products: data.products.map(toProductCard) };
    },
  });
}

/**
 * The newest products as cards, the new products page's 50 (NEW_PRODUCTS_LIMIT) or home's first few
 * (HOME_NEW_PRODUCTS_LIMIT): the route and the server ask the same.
 */
export function newProductCardsQueryOptions(limit = NEW_PRODUCTS_LIMIT) {
  return asProductCards(productsQueryOptions(apiClient, { type: 'new', limit }));
}

/** Home's newest products, HOME_NEW_PRODUCTS_LIMIT of them. */
export const homeNewProductCardsQueryOptions = () => newProductCardsQueryOptions(HOME_NEW_PRODUCTS_LIMIT);
