import { useFocusHeadingOnChange } from '@oja/ui/route-focus';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { WEB_FONT_KEPT_KEY } from '../shared/web-font';

/**
 * What a route change does: the new page starts at the top (spec: scroll to top on route change) and, after a
 * client-side navigation, focus goes to its main heading (ui's lib/route-focus.ts). One hook, one location.
 */
export function useRouteChangeEffects() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger, not an input
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location]);
  useFocusHeadingOnChange(location);
  useWebFontAfterNavigation(location);
}

/**
 * A page drawn in the phone's own font because this device had not kept the shop's yet (index.html, ui's
 * tokens.css) takes Inter at its first navigation in the app once the boot script has kept it (WEB_FONT_KEPT_KEY):
 * the whole screen changes then, so nothing the shopper was reading moves.
 */
function useWebFontAfterNavigation(location: string) {
  const first = useRef(location);
  useEffect(() => {
    const html = document.documentElement;
    if (location === first.current || html.dataset.webFont !== 'later') return;
    try {
      if (localStorage.getItem(WEB_FONT_KEPT_KEY)) delete html.dataset.webFont;
    } catch {
      // Storage refused: the phone's font stays.
    }
  }, [location]);
}
