import { type CartData, cartQueryOptions } from '@oja/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useEffect } from 'react';
import { apiClient } from '../api';
import { cartSessionIdAtom } from './cart-session';

/**
 * The last cart the server sent, kept on the device: on a slow network the header's badge and the cart
 * panel show it at once while the server's answer is on its way (it is then replaced).
 */
export const cartSnapshotAtom = atomWithStorage<CartData | null>('oja.cart', null, undefined, {
  getOnInit: true,
});

export const EMPTY_CART: CartData = {
  cart: { items: [], summary: { total_items: 0, total_quantity: 0, total_amount: 0 } },
  owner: { cartSessionID: '' },
};

/** The guest cart from the server; empty (and no request) until the shopper's first add creates a session. */
export function useCartQuery() {
  const sessionId = useAtomValue(cartSessionIdAtom);
  const [snapshot, setSnapshot] = useAtom(cartSnapshotAtom);
  const query = useQuery({
    ...cartQueryOptions(apiClient, sessionId ?? ''),
    enabled: sessionId !== null,
    placeholderData: snapshot ?? undefined,
  });
  const data = query.data;
  useEffect(() => {
    if (data && !query.isPlaceholderData) setSnapshot(data);
  }, [data, query.isPlaceholderData, setSnapshot]);
  return { query, sessionId, cart: sessionId === null ? EMPTY_CART : (data ?? EMPTY_CART) };
}

/** How many items the cart holds (the header badge): the sum of the quantities. */
export function useCartCount(): number {
  return useCartQuery().cart.cart.summary.total_quantity;
}
