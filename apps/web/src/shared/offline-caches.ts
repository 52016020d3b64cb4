import { shopPatterns } from '@oja/domain';

/**
 * What the service worker (service-worker/sw.ts) keeps, shared with the app, which empties them at sign-out.
 * Workbox's precache (its own name, `workbox-precache-…`) holds only the release's files, nothing of a shopper's.
 */
export const CACHE_NAMES = {
  /** Pages as the device last saw them (My purchases and an opened order among them): for offline. */
  pages: 'oja-pages',
  /** Hashed build files an open page of an older release may still ask for. */
  assets: 'oja-assets',
  /** Product and property pictures, capped. */
  pictures: 'oja-pictures',
} as const;

/** Our page for a page the device has no copy of, offline (public/offline.html, precached). */
export const OFFLINE_PAGE = '/offline.html';

/**
 * The cart, checkout and every page a payment provider sends the shopper back to (all under the cart's path):
 * never kept, so a money page is always the server's answer of now.
 */
export function isNeverCachedPage(pathname: string): boolean {
  return pathname === shopPatterns.cart || pathname.startsWith(`${shopPatterns.cart}/`);
}

/**
 * Deletes every cache that can hold something of a shopper's (pages, pictures they looked at), keeping the
 * release's precache so the shop still opens offline. Called at sign-out; does nothing where there is no
 * Cache Storage (an old browser, a page not on HTTPS).
 */
export async function clearShopperCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)),
  );
}
