import { type CartData, type CartOwnerRef, queryKeys, viewCart } from '@oja/api-client';
import { kobo } from '@oja/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiClient } from '../api';
import { type AuthState, authAtom } from '../auth';
import type { CartView } from './cart-lines';
import { cartSessionIdAtom } from './cart-session';

export const EMPTY_CART_VIEW: CartView = { lines: [], summary: { totalQuantity: 0, subtotal: kobo(0) } };

/** The cart's parsing (cart-lines.ts, with the domain's payment options): it loads with the first answer. */
async function cartViewOf(answer: Promise<CartData>): Promise<CartView> {
  const [{ toCartView }, data] = await Promise.all([import('./cart-lines'), answer]);
  return toCartView(data);
}

/**
 * Whose cart the shop shows: the signed-in shopper's, else the guest session's (none before a first add).
 * Its query keeps the cart as the screens show it: the answer is parsed once, here, where it arrives.
 */
export function cartOwner({ token, userID }: AuthState, sessionId: string | null) {
  const signedIn = token !== null && userID !== null;
  const ref: CartOwnerRef = signedIn ? { userID } : { cartSessionID: sessionId ?? '' };
  const options = queryOptions({
    queryKey: queryKeys.cart(ref),
    // The parsing loads beside the request, so the home page's first load does without it.
    queryFn: ({ signal }) => cartViewOf(viewCart(apiClient, ref, signal)),
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
