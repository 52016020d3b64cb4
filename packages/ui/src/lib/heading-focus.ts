/** How long after a route change the new page's heading is waited for (its code or data may still load). */
const HEADING_WAIT_MS = 5000;

/** Focuses a page heading without scrolling (the route change already scrolled to the top). */
function focusHeading(heading: HTMLElement) {
  // A heading is not focusable by itself; -1 lets a script focus it without adding a tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Watches the main region for a few seconds after a client-side navigation and focuses the new page's main
 * heading (route-focus.ts says why), unless the person has focused something of the new page themselves;
 * returns what stops watching. Loaded with the first navigation: the first load has no use for it.
 */
export function focusNewPageHeading(before: Element | null): () => void {
  const main = document.querySelector('main');
  if (!main) return () => undefined;
  // `before`: what had focus when the page changed (the link or button that changed it, or nothing).
  let focused: HTMLElement | null = null;
  const update = () => {
    const active = document.activeElement;
    // The shopper got there first: on a slow phone this code can arrive after they have tapped a field of the
    // new page, and taking focus then would send what they type nowhere. Theirs stands.
    if (
      focused === null &&
      active instanceof HTMLElement &&
      active !== before &&
      main.contains(active) &&
      active.getClientRects().length > 0
    ) {
      observer.disconnect();
      return;
    }
    // While the new page's code loads, React keeps the old page in the DOM but hidden (display: none):
    // its heading cannot take focus, so only a rendered heading counts.
    const heading = [...main.querySelectorAll<HTMLElement>('h1')].find((h) => h.getClientRects().length > 0);
    if (!heading || heading === focused) return;
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
}
