import { useSearch } from 'wouter';

/** Any address is read against this origin: a path of the shop stays on it, anything else leaves it. */
const SHOP = 'https://oja.invalid';

/** The sign-in pages: coming back to one of them would go round in a circle. */
const SIGN_IN_PAGES = /^\/(login|sign-up|forgot-password|reset-password)(\/|$)/;

/**
 * The page to go back to after signing in (the `from` of /login, /sign-up and the verify page), if it is
 * a path of this shop: '/cart-items/checkout', never '//evil.com', '/\evil.com', 'https://…' or
 * 'javascript:…' (no open redirect), nor a sign-in page. Null when there is none to follow.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil.com' and '/\t/evil.com' are other sites.
  if (/[\\\s]/.test(raw) || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, SHOP);
  } catch {
    return null;
  }
  if (url.origin !== SHOP || SIGN_IN_PAGES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `href` carrying the way back (`?from=…`), or `href` alone when there is none. */
export function withReturnPath(href: string, from: string | null): string {
  return from ? `${href}?from=${encodeURIComponent(from)}` : href;
}

/** The way back this sign-in page was given (validated), or null. */
export function useReturnPath(): string | null {
  return safeReturnPath(new URLSearchParams(useSearch()).get('from'));
}
