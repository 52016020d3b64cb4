import type { ReactNode } from 'react';
import { useHydrated } from '../shared/hydration';

/**
 * A signed-in page the server rendered (checkout, My purchases, Direct debits) shows before its app is live,
 * but its forms are the app's: submitted as plain HTML they would send what was typed (an address, a review)
 * in the page's address, and lose it. Until the page is hydrated its screen is inert (seen, not usable); a
 * page the browser renders itself is live at once. `display: contents`: the wrapper adds no box.
 */
export function InertUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div inert={!hydrated} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
