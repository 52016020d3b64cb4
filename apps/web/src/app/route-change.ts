import { useFocusHeadingOnChange } from '@oja/ui/route-focus';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

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
}
