/**
 * Budget for the home route's first load: the JavaScript and CSS that index.html pulls in before anything
 * is lazily imported, measured gzipped. Fails (exit 1) when the JavaScript passes the budget.
 * Run after `vite build`: `npm run budget -w @oja/web`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * React 19 alone is about 69 KB gzipped; the whole first screen gets 100 KB (issue 13). What the home page does
 * not need to show and hydrate loads on demand: the routes, the API client's code, recently viewed, the cart's
 * parsing.
 */
const INITIAL_JS_BUDGET_BYTES = 100 * 1000;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
);

/** The entry and every chunk it imports statically: what the browser must fetch before first render. */
function initialFiles(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) initialFiles(imported, seen);
  return seen;
}

const chunks = [...initialFiles('index.html')].map((key) => manifest[key]).filter((c) => c !== undefined);
const js = [...new Set(chunks.map((c) => c.file))];
const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength;
const sum = (files: string[]) => files.reduce((total, f) => total + gzipped(f), 0);

const report = {
  initialJsGzipBytes: sum(js),
  initialCssGzipBytes: sum(css),
  budgetJsGzipBytes: INITIAL_JS_BUDGET_BYTES,
  js,
  css,
};
writeFileSync(join(dist, 'budget.json'), `${JSON.stringify(report, null, 2)}\n`);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(
  `home route initial JS : ${kb(report.initialJsGzipBytes)} gzipped (${js.length} files, budget ${kb(INITIAL_JS_BUDGET_BYTES)})`,
);
console.log(`home route initial CSS: ${kb(report.initialCssGzipBytes)} gzipped (${css.length} files)`);
// The product page: the shell plus the product route's chunk and what it imports (reported, not budgeted).
const productKey = Object.keys(manifest).find((key) => key.endsWith('catalogue/product-route.tsx'));
if (productKey) {
  const productFiles = [...new Set([...initialFiles('index.html'), ...initialFiles(productKey)])]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file !== undefined);
  console.log(`product page JS       : ${kb(sum(productFiles))} gzipped (${productFiles.length} files)`);
}
if (report.initialJsGzipBytes > INITIAL_JS_BUDGET_BYTES) {
  console.error(
    `Over budget by ${kb(report.initialJsGzipBytes - INITIAL_JS_BUDGET_BYTES)}: load more on demand.`,
  );
  process.exit(1);
}
