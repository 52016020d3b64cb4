/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

/** The workspace packages from source, as in apps/web: a change in ui or domain hot-reloads, and one CSS build. */
const sourceAliases = [
  { find: /^@oja\/ui\/styles\.css$/, replacement: source('ui/src/styles/index.css') },
  { find: /^@oja\/ui\/admin$/, replacement: source('ui/src/admin.ts') },
  { find: /^@oja\/ui\/route-focus$/, replacement: source('ui/src/route-focus.ts') },
  { find: /^@oja\/ui$/, replacement: source('ui/src/index.ts') },
  { find: /^@oja\/domain$/, replacement: source('domain/src/index.ts') },
  { find: /^@oja\/api-client$/, replacement: source('api-client/src/index.ts') },
];

/** In development the API runs beside Vite (apps/api `npm run dev`, port 3001); Vite proxies to it. */
const API_DEV_ORIGIN = process.env.OJA_API_ORIGIN ?? 'http://localhost:3001';

/**
 * The operator console: a single-page app under /admin/ (the API serves dist/ there, index.html for every
 * other /admin path). No server rendering: every page is for signed-in staff, whom no search engine sees.
 */
export default defineConfig({
  // The console's unit tests (`npm test -w @oja/admin`): its pure logic (hrefs), in node.
  test: { name: 'admin', environment: 'node', include: ['src/**/*.test.ts'] },
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: sourceAliases },
  server: { port: 3002, strictPort: true, proxy: { '/api': API_DEV_ORIGIN } },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    // Fonts stay files, as in the shop (apps/web's vite.config.ts): the CSP's font-src allows no data:.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    // As the shop's: maps for debugging by hand, never named by the bundles nor served (the server refuses .map).
    sourcemap: 'hidden',
  },
});
