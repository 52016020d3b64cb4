import { useEffect, useRef } from 'react';

/**
 * After a client-side navigation (never on the first load), focus moves to the new page's main heading,
 * so a screen reader announces the page and the next Tab starts from it, as after a full page load. Each
 * app passes its router's location (the shop's and the console's wouter); a change of it is a navigation.
 * The heading may appear only once the route's code and data arrive, and a loading heading may be
 * replaced by the ready one: for a few seconds the main region is watched, and a heading that took focus
 * and then left the page hands it to its successor, unless the person has put focus somewhere else. The
 * watcher (heading-focus.ts) loads with the first navigation: the first load has no use for it.
 */
export function useFocusHeadingOnChange(location: string) {
  const firstLoad = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger, not an input
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    let stop: (() => void) | undefined;
    let left = false;
    // Read now, not when the watcher's code has come: the shopper may have tapped a field of the new page since.
    const before = document.activeElement;
    void import('./heading-focus').then(({ focusNewPageHeading }) => {
      if (!left) stop = focusNewPageHeading(before);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [location]);
}
