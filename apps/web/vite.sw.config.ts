import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { injectManifest } from 'workbox-build';

/**
 * The service worker's build (`vite build -c vite.sw.config.ts`, after the app's): service-worker/sw.ts and the
 * Workbox modules it imports, bundled into one classic script, dist/sw.js (a fixed address: the browser checks
 * it for a new release). Then Workbox's injectManifest writes into it the list of this release's files to
 * precache, each with its hash, so a new release's worker fetches exactly what changed.
 *
 * Why workbox-build and not vite-plugin-pwa: the shop's pages are rendered by the server (apps/api) and name
 * their files themselves, so the plugin's HTML injection, manifest generation and registration code would go
 * unused; what is needed is Workbox's precache list, which workbox-build makes from dist/.
 */
const dist = fileURLToPath(new URL('./dist/', import.meta.url));

/** What is precached: the shell's script and CSS, fonts, the offline page and the app's icons. */
const PRECACHED = [
  'assets/*.css',
  'assets/*.woff2',
  'assets/{boot,vendor,index,react}-*.js',
  'offline.html',
  'offline.css',
  'offline.js',
  'manifest.webmanifest',
  'icons/icon-192.png',
];

function precacheList(): Plugin {
  return {
    name: 'oja-precache-list',
    apply: 'build',
    async closeBundle() {
      const { count, size, warnings } = await injectManifest({
        swSrc: `${dist}sw.js`,
        swDest: `${dist}sw.js`,
        globDirectory: dist,
        globPatterns: PRECACHED,
        // Hashed names carry their version: Workbox need not add one.
        dontCacheBustURLsMatching: /^assets\//,
      });
      for (const warning of warnings) console.warn(warning);
      console.log(`service worker: ${count} files precached (${(size / 1000).toFixed(1)} KB)`);
    },
  };
}

export default defineConfig({
  plugins: [precacheList()],
  // The domain's paths (the cart's, never cached) from source, as the app's build reads them.
  resolve: {
    alias: { '@oja/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    lib: {
      entry: fileURLToPath(new URL('./service-worker/sw.ts', import.meta.url)),
      formats: ['iife'],
      name: 'ojaServiceWorker',
      fileName: () => 'sw.js',
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
