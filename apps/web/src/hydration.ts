import { useEffect, useSyncExternalStore } from 'react';

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

/**
 * Marks the page live (`<html data-hydrated>`) once React has rendered or hydrated it. A server-rendered page
 * is on screen, and its links work, before its JavaScript starts (src/boot.ts); what only the app does (add
 * to cart, the phone menu) works from this mark. End-to-end tests wait for it before they act on a page.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
