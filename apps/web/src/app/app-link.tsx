import type { LinkProps } from '@oja/ui';
import { Link as RouterLink } from 'wouter';

/**
 * How ui's links navigate in the shop (given to ui's LinkProvider in app.tsx): a path of the shop goes
 * through wouter's Link, which renders the same <a> and navigates client-side on a plain left click, leaving
 * modified clicks (new tab, new window, download) to the browser. A link to another origin, a fragment, or
 * one that opens another window or downloads stays a plain anchor, since wouter would route it in this tab.
 */
export function AppLink({ ref, state, ...props }: LinkProps) {
  const { href, target, download } = props;
  const shopPath = href.startsWith('/') && !href.startsWith('//');
  if (!shopPath || (target !== undefined && target !== '_self') || download !== undefined) {
    return <a ref={ref} {...props} />;
  }
  return <RouterLink ref={ref} state={state} {...props} />;
}
