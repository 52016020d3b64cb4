import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { servedCartAtom } from '../features/cart/served-cart';
import { hrefs } from '../hrefs';
import type { AuthState } from '../shared/auth';
import { cartOwner } from '../shared/cart/cart-query';
import { cartSessionIdAtom } from '../shared/cart/cart-session';

/**
 * A page rendered for one guest names their cart (the cookie's id): the cart page asks for it first and
 * renders its lines, so it works before the app starts and without JavaScript; the browser adopts the same
 * id and finds the same answer in its cache (shared/cart/cart-session.ts). A guest without a cart cookie
 * (`null`) has no cart: the page shows the empty cart at once, not 'loading' until the app starts.
 */
export async function serveGuestCart(
  queryClient: QueryClient,
  store: ReturnType<typeof createStore>,
  path: string,
  cartSessionID: string | null,
): Promise<void> {
  if (path !== hrefs.cart) return;
  store.set(servedCartAtom, true);
  if (cartSessionID === null) return;
  // The server's store only (its storage is the browser's: on the server it writes nothing).
  store.set(cartSessionIdAtom, cartSessionID);
  const owner = cartOwner({ token: null, userID: null } as AuthState, cartSessionID);
  await queryClient.prefetchQuery(owner.options);
}
