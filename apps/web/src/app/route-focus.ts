import { useFocusHeadingOnChange } from '@oja/ui/route-focus';
import { useLocation } from 'wouter';

/** After a client-side navigation, focus goes to the new page's main heading (ui's lib/route-focus.ts). */
export function useFocusHeadingOnRouteChange() {
  const [location] = useLocation();
  useFocusHeadingOnChange(location);
}
