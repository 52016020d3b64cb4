import { type CartData, cartQueryOptions, userCartQueryOptions } from '@oja/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useEffect } from 'react';
import { apiClient } from '../api';
import { authAtom } from './auth';
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
  owner: { cartSessionID: null },
};

/** Whose cart the shop shows: the signed-in shopper's, else the guest session's (none before a first add). */
export function useCartOwner() {
  const { token, userID } = useAtomValue(authAtom);
  const sessionId = useAtomValue(cartSessionIdAtom);
  const signedIn = token !== null && userID !== null;
  // Both answer the same cart shape; only their keys differ.
  const options = signedIn
    ? (userCartQueryOptions(apiClient, userID) as unknown as ReturnType<typeof cartQueryOptions>)
    : cartQueryOptions(apiClient, sessionId ?? '');
  return { signedIn, sessionId, options, enabled: signedIn || sessionId !== null };
}

/** The cart from the server, with the device's last copy shown while it loads. */
export function useCartQuery() {
  const owner = useCartOwner();
  const [snapshot, setSnapshot] = useAtom(cartSnapshotAtom);
  const query = useQuery({
    ...owner.options,
    enabled: owner.enabled,
    placeholderData: snapshot ?? undefined,
  });
  const data = query.data;
  useEffect(() => {
    if (data && !query.isPlaceholderData) setSnapshot(data);
  }, [data, query.isPlaceholderData, setSnapshot]);
  return {
    query,
    owner,
    key: owner.options.queryKey as readonly unknown[],
    cart: owner.enabled ? (data ?? EMPTY_CART) : EMPTY_CART,
  };
}

/** How many items the cart holds (the header badge): the sum of the quantities. */
export function useCartCount(): number {
  return useCartQuery().cart.cart.summary.total_quantity;
}
