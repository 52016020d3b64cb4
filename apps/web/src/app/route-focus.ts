import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long after a route change the new page's heading is waited for (its code or data may still load). */
const HEADING_WAIT_MS = 5000;

/** Focuses a page heading without scrolling (the route change already scrolled to the top). */
function focusHeading(heading: HTMLElement) {
  // A heading is not focusable by itself; -1 lets a script focus it without adding a tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

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
    const main = document.querySelector('main');
    if (!main) return;
    let focused: HTMLElement | null = null;
    const update = () => {
      // While the new page's code loads, React keeps the old page in the DOM but hidden (display: none):
      // its heading cannot take focus, so only a rendered heading counts.
      const heading = [...main.querySelectorAll<HTMLElement>('h1')].find(
        (h) => h.getClientRects().length > 0,
      );
      if (!heading || heading === focused) return;
      const active = document.activeElement;
      const lost = focused !== null && !focused.isConnected && (active === null || active === document.body);
      if (focused === null || lost) {
        focusHeading(heading);
        // Counted only once it really has focus; until then the next heading is tried.
        if (document.activeElement === heading) focused = heading;
      }
    };
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    update();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location]);
}
