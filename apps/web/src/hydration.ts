import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards (and at once in
 * a page the browser renders itself). What only the device knows (the signed-in shopper, the cart kept on
 * it, recently viewed products) waits for it: the first render in the browser must be the server's, or
 * React throws the page away with a hydration error. React re-renders with `true` right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
