import type { LinkProps } from '@oja/ui';
import type { MouseEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';

/** A click the browser should handle itself: another button, or a modifier (new tab, new window, download). */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey;
}

/**
 * How ui's links navigate in the shop (given to ui's LinkProvider in app.tsx): a path of the shop is the same
 * <a>, navigated client-side on a plain left click through the browser history wouter's Router reads (its
 * default location), leaving modified clicks (new tab, new window, download) to the browser. A link to another
 * origin, a fragment, or one that opens another window or downloads stays a plain anchor, since routing it
 * would keep it in this tab.
 *
 * Not wouter's Link: each of those subscribes to the location (useSyncExternalStore) and keeps an effect of its
 * own, and a catalogue page has ~130 links, each one more subscription set up while the page hydrates on a slow
 * phone. A link needs no location to render, only to navigate.
 */
export function AppLink({ ref, state, href, onClick, ...props }: LinkProps) {
  const { target, download } = props;
  const shopPath = href.startsWith('/') && !href.startsWith('//');
  if (!shopPath || (target !== undefined && target !== '_self') || download !== undefined) {
    return <a ref={ref} href={href} onClick={onClick} {...props} />;
  }
  const navigateInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || leftToTheBrowser(event)) return;
    event.preventDefault();
    navigate(href, { state: state ?? null });
  };
  return <a ref={ref} href={href} onClick={navigateInApp} {...props} />;
}
