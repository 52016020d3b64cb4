import type { createStore } from 'jotai';
import { servedCartAtom } from '../features/cart/served-cart';
import { SIGNED_OUT } from '../shared/auth';
import { cartOwner } from '../shared/cart/cart-query';
import { SERVER_TOKEN } from './signed-in-page';

/**
 * The signed-in shopper's cart query (checkout's and the cart page's, rendered for a session), under the key
 * the browser's cart query uses for them (their userID), so the browser finds the server's answer in its
 * cache. Server-only: the server's prefetch (prefetch.tsx) gives it to the manifest's `data` with the session.
 */
export function sessionCartOptions(userID: string) {
  return cartOwner({ ...SIGNED_OUT, token: SERVER_TOKEN, userID }, null).options;
}

/**
 * A page rendered for a session: the cart page shows the shopper's cart from its first render, as a guest's
 * served cart does (features/cart/served-cart.ts), so its forms, which the server answers for the session's
 * shopper (apps/api's cart-forms.ts), work before the app starts and without JavaScript. Set on every page
 * rendered for a session, as the browser reads it (from the page's signed-in marker), so both agree.
 */
export function serveSessionCart(store: ReturnType<typeof createStore>): void {
  store.set(servedCartAtom, true);
}
