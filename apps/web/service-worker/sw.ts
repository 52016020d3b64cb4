/// <reference lib="webworker" />
/**
 * The shop's service worker (built by vite.sw.config.ts to dist/sw.js; Workbox's injectManifest writes the
 * release's file list into `self.__WB_MANIFEST`). What it keeps, and why:
 * - The release's app shell, fonts, CSS and the offline page, precached at install. Each page's HTML names
 *   hashed files, and every file is answered by its exact address (this release's from the precache, an older
 *   page's lazy chunks from `oja-assets`), so a page never runs two releases' code.
 * - Pages: network first, with a short time-out, then the last copy this device saw, then our offline page.
 *   The cart, checkout and the pages a payment provider sends the shopper back to are never kept: a money
 *   page must be the server's answer of now.
 * - Product pictures: cache first, capped (a phone short of storage must not fill up with pictures).
 * - The API is never answered from here: carts, quotes, payments and every other money answer go to the
 *   network (and the app's own offline handling).
 * Sign-out deletes every cache but the precache (shared/offline-caches.ts), so nothing of a
 * shopper's stays on a shared phone. A new release waits (the default) until no page of the old one is open;
 * until then the old worker answers the old release's files and the network the new one's.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { CACHE_NAMES, isNeverCachedPage, OFFLINE_PAGE } from '../src/shared/offline-caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A page that does not answer within this many seconds is shown from the device's copy, if there is one. */
const PAGE_TIMEOUT_SECONDS = 3;

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isNeverCachedPage(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    // Asked of the server every time (a 304 when unchanged), never answered by the browser's HTTP cache: the
    // first navigation after a deploy must be the new release's (e2e/tests/release-change.spec.ts).
    fetchOptions: { cache: 'no-cache' },
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
);

// The cart, checkout and a provider's return pages: the network only (offline: our offline page, below).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isNeverCachedPage(url.pathname),
  new NetworkOnly(),
);

// Hashed build files an open page of an older release may still ask for (a lazy route's chunk).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

// Product and property pictures: their addresses change when the picture does (served immutable).
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.pictures,
    plugins: [
      okOnly,
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Anything that failed with no copy: a page gets our offline page, the rest the network's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
