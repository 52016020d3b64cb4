import { type CartOwnerRef, cartQueryKey, viewCart } from '@oja/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiClient } from '../api';
import { type CartView, EMPTY_CART_VIEW, toCartView } from '../cart-lines';
import { type AuthState, authAtom } from './auth';
import { cartSessionIdAtom } from './cart-session';

/**
 * Whose cart the shop shows: the signed-in shopper's, else the guest session's (none before a first add).
 * Its query keeps the cart as the screens show it: the answer is parsed once, here, where it arrives.
 */
export function cartOwner({ token, userID }: AuthState, sessionId: string | null) {
  const signedIn = token !== null && userID !== null;
  const ref: CartOwnerRef = signedIn ? { userID } : { cartSessionID: sessionId ?? '' };
  const options = queryOptions({
    queryKey: cartQueryKey(ref),
    queryFn: async ({ signal }): Promise<CartView> => toCartView(await viewCart(apiClient, ref, signal)),
  });
  return { signedIn, sessionId, options, enabled: signedIn || sessionId !== null };
}

function useCartOwner() {
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
    key: owner.options.queryKey,
    cart: owner.enabled ? (query.data ?? EMPTY_CART_VIEW) : EMPTY_CART_VIEW,
  };
}

/** How many items the cart holds (the header badge): the sum of the quantities. */
export function useCartCount(): number {
  return useCartQuery().cart.summary.totalQuantity;
}
