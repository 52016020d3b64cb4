import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * After a client-side navigation (never on the first load), focus moves to the new page's main heading,
 * so a screen reader announces the page and the next Tab starts from it, as after a full page load.
 * The heading may appear only once the route's code and data arrive, and a loading heading may be
 * replaced by the ready one: for a few seconds the main region is watched, and a heading that took focus
 * and then left the page hands it to its successor, unless the shopper has put focus somewhere else.
 */
export function useFocusHeadingOnRouteChange() {
  const [location] = useLocation();
  const firstLoad = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger, not an input
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    let stop: (() => void) | undefined;
    let left = false;
    void import('./heading-focus').then(({ focusNewPageHeading }) => {
      if (!left) stop = focusNewPageHeading();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [location]);
}
