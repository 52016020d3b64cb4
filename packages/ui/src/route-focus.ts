/**
 * A separate entry point, so an app's first load takes this hook alone (a few hundred bytes), not the main
 * entry's barrel: moving focus to the new page's heading after a client-side navigation (lib/route-focus.ts).
 */
export { useFocusHeadingOnChange } from './lib/route-focus';
