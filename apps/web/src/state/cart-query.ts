import { type CartData, cartQueryOptions, userCartQueryOptions } from '@oja/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiClient } from '../api';
import { type AuthState, authAtom } from './auth';
import { cartSessionIdAtom } from './cart-session';

export const EMPTY_CART: CartData = {
  cart: { items: [], summary: { total_items: 0, total_quantity: 0, total_amount: 0 } },
  owner: { cartSessionID: null },
};

/** Whose cart the shop shows: the signed-in shopper's, else the guest session's (none before a first add). */
export function cartOwner({ token, userID }: AuthState, sessionId: string | null) {
  const signedIn = token !== null && userID !== null;
  // Both answer the same cart shape; only their keys differ.
  const options = signedIn
    ? (userCartQueryOptions(apiClient, userID) as unknown as ReturnType<typeof cartQueryOptions>)
    : cartQueryOptions(apiClient, sessionId ?? '');
  return { signedIn, sessionId, options, enabled: signedIn || sessionId !== null };
}

export function useCartOwner() {
  return cartOwner(useAtomValue(authAtom), useAtomValue(cartSessionIdAtom));
}

/**
 * The cart from the server. After a reload the device's copy (state/cart-persistence.ts) is in the cache
 * at once, so the badge and the panel show it while the server's answer is on its way.
 */
export function useCartQuery() {
  const owner = useCartOwner();
  const query = useQuery({ ...owner.options, enabled: owner.enabled });
  return {
    query,
    owner,
    key: owner.options.queryKey as readonly unknown[],
    cart: owner.enabled ? (query.data ?? EMPTY_CART) : EMPTY_CART,
  };
}

/** How many items the cart holds (the header badge): the sum of the quantities. */
export function useCartCount(): number {
  return useCartQuery().cart.cart.summary.total_quantity;
}
