import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { startedFromServerHtml } from './render-mode';

const HydratedContext = createContext(false);

/**
 * Says whether the page is live (useHydrated) to the components that ask. A server-rendered page hydrates
 * with `false`, as the server rendered it, and switches to `true` right after, as a transition: React re-renders
 * only the components that asked, in slices that leave a slow phone responsive (a store read by
 * useSyncExternalStore would re-render them in one long task). A page the browser renders itself is live
 * at once.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => !import.meta.env.SSR && !startedFromServerHtml());
  useEffect(() => {
    if (hydrated) {
      // The page is live (`<html data-hydrated>`): what only the app does (add to cart, the phone menu) works
      // from here, and end-to-end tests wait for it before they act on a page.
      document.documentElement.dataset.hydrated = 'true';
      return;
    }
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards (and at once in
 * a page the browser renders itself). What only the device knows (the signed-in shopper, the cart kept on
 * it, recently viewed products) waits for it: the first render in the browser must be the server's, or
 * React throws the page away with a hydration error.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
