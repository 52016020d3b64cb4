import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsPlugin } from './vite-compile-hints-plugin';
import { fontPreloadPlugin } from './vite-font-preload-plugin';
import { ojaModePlugin } from './vite-mode-plugin';
import { pureWouterLinkPlugin } from './vite-pure-link-plugin';
import { ojaSsrDevPlugin } from './vite-ssr-dev-plugin';

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

/**
 * The workspace packages are read from source, in development (a change in ui, domain or content hot-reloads) and in
 * the production build (Rollup then sees each component as its own module, so a screen's code and CSS land
 * in the chunk of the route that shows it instead of in the first load).
 */
const sourceAliases = [
  { find: /^@oja\/ui\/styles\.css$/, replacement: source('ui/src/styles/index.css') },
  { find: /^@oja\/ui\/tier-upgrade-dialog$/, replacement: source('ui/src/tier-upgrade-dialog.ts') },
  { find: /^@oja\/ui\/route-focus$/, replacement: source('ui/src/route-focus.ts') },
  { find: /^@oja\/ui$/, replacement: source('ui/src/index.ts') },
  { find: /^@oja\/domain$/, replacement: source('domain/src/index.ts') },
  { find: /^@oja\/content$/, replacement: source('content/src/index.ts') },
  { find: /^@oja\/api-client$/, replacement: source('api-client/src/index.ts') },
  // React 19 has useSyncExternalStore: wouter's polyfill for older Reacts is dead weight in the first load.
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./src/app/use-sync-external-store-shim.ts', import.meta.url)),
  },
];

/**
 * The server renderer (`vite build --ssr src/entry-server.tsx`), which apps/api imports to render each public
 * page: one file in dist-ssr/ (outside dist/, which the API serves to browsers). Packages from node_modules
 * stay imports (the API process has them); the workspace packages are bundled from source (aliases above).
 */
const serverBuild = {
  outDir: 'dist-ssr',
  target: 'node22',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
} as const;

/** In development the API runs beside Vite (apps/api `npm run dev`, port 3001); Vite proxies to it. */
const API_DEV_ORIGIN = process.env.OJA_API_ORIGIN ?? 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  // The web app's unit tests (`npx vitest run --project=web`, `npm test -w @oja/web`): its pure logic, in node.
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
  plugins: [
    react(),
    ojaModePlugin(),
    ojaSsrDevPlugin(API_DEV_ORIGIN),
    fontPreloadPlugin(),
    pureWouterLinkPlugin(),
    // The chunks (codeSplitting's groups below) whose every function runs while a page first hydrates.
    compileHintsPlugin(['react', 'index']),
  ],
  resolve: { alias: sourceAliases },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': API_DEV_ORIGIN,
      '/media': API_DEV_ORIGIN,
      // The card sandbox's hosted payment page (apps/api/src/payments/sandbox-page.ts).
      '/sandbox': API_DEV_ORIGIN,
    },
  },
  build: isSsrBuild
    ? serverBuild
    : {
        // The manifest tells scripts/budget.ts which files the home route loads first. It lands in
        // dist/.vite/, which the API's static serving never serves (apps/api/src/static.ts).
        manifest: true,
        target: 'es2022',
        // No modulepreload polyfill (0.35 KB gzipped of the first load): every browser but Safari before 17 and
        // Firefox before 115 preloads modules itself, and those few still load every module, a little later.
        modulePreload: { polyfill: false },
        // Fonts stay files, however small. Inlined (Vite's default under 4 KB), the naira sign's 1.3 KB subset
        // went into every page's own style as base64, which brotli cannot shrink: 1.28 KB of home's 15.3 KB of
        // HTML, which then no longer fit the 14.6 KB a new connection's first round trip carries. As a file it
        // is fetched only by a page that shows a price, cached once, precached by the service worker, and the
        // CSP's font-src needs no data: (apps/api's security-headers.ts).
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        // Maps are written for debugging a production stack trace by hand, but the bundles do not name them
        // and the server refuses every .map: the app's source is not published.
        sourcemap: 'hidden' as const,
        rolldownOptions: {
          // The app (index.html) and the few-hundred-byte script a server-rendered page starts it with
          // (src/boot.ts; the server finds its file in the manifest).
          input: ['index.html', 'src/boot.ts', 'src/vendor.ts'],
          output: {
            codeSplitting: {
              // Everything the home page loads before its first render goes in one file. Left to itself the
              // bundler split it into a dozen files along the lines the lazy routes share (React, TanStack
              // Query, Jotai...): every file then pays its own import/export glue and gzip starts each one
              // with an empty dictionary, which cost the first load about 3.7 KB gzipped (110.0 -> 106.2 KB).
              // The lazy routes import what they share with the first load from this file.
              // boot.ts stays a file of its own (a page loads it first, and the app only after the first paint).
              groups: [
                {
                  name: 'react',
                  priority: 2,
                  tags: ['$initial' as const],
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                },
                {
                  name: 'index',
                  priority: 1,
                  tags: ['$initial' as const],
                  test: (id: string) => !/\/src\/(boot|vendor)\.ts$/.test(id),
                },
              ],
            },
          },
        },
      },
}));
