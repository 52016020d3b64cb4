import type { MouseEvent } from 'react';

/** Lets the app route a link click itself (client-side navigation) while the markup stays a plain <a>. */
export type NavigateHandler = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/** Calls `onNavigate` for a plain left click; modified clicks (new tab, download) keep the browser's behaviour. */
export function handleLinkClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  onNavigate?: NavigateHandler,
) {
  if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  onNavigate(href, event);
}
