/**
 * `npm run load`: autocannon against the production shop (as `npm start` runs it, sandbox mode, a free port):
 * home's HTML, a product page's HTML, the catalogue API home calls (the newest products, the categories), the
 * product page's (the product, its reviews) and a guest's cart API (two items), one after the other, each at
 * 50 connections for 30 s. Prints requests per second, p50 and p99 latency, errors
 * and non-2xx answers per target, and writes them to a JSON report.
 *
 * It builds nothing: run `npm run build` first. On a throw-away PGlite folder by default; with DATABASE_URL
 * on that PostgreSQL server (it seeds an empty database and adds one guest cart; use a database of its own).
 * Options:
 *   --duration=S      seconds per target (default 30)
 *   --connections=N   concurrent connections (default 50)
 *   --out=FILE        the JSON report (default bench/results/load-<pglite|postgresql>.json)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { provenance, readOptions, shopPaths, startShop } from './shop.ts';

const options = readOptions(process.argv.slice(2), ['duration', 'connections', 'out']);
const duration = Number(options.get('duration') ?? 30);
const connections = Number(options.get('connections') ?? 50);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  throw new Error('--duration must be a number of seconds above 0, --connections a whole number from 1');
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = databaseUrl ? 'postgresql' : 'pglite';
const outFile = resolve(
  options.get('out') ??
    join(fileURLToPath(new URL('.', import.meta.url)), 'results', `load-${database}.json`),
);

/** What autocannon answers (the part read here). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

const shop = await startShop({ databaseUrl });
const loadBefore = loadavg();
const rows: Array<{ name: string; path: string; result: AutocannonResult }> = [];
try {
  const paths = await shopPaths(shop.origin);
  // A guest cart with two products, as the cart page of a shopper who added them would ask for it.
  const cartSessionID = randomUUID();
  const products = (await fetch(`${shop.origin}/api/v1/products/get-products?type=new&limit=2`).then((r) =>
    r.json(),
  )) as { data: { products: Array<{ productID: string }> } };
  for (const { productID } of products.data.products) {
    const added = await fetch(`${shop.origin}/api/v1/cart/add-to-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productID, cartSessionID }),
    });
    if (!added.ok) throw new Error(`add-to-cart answered ${added.status}: ${await added.text()}`);
  }
  const targets = [
    { name: 'home HTML', path: '/' },
    { name: 'product HTML', path: paths.product.path },
    { name: 'catalogue API', path: '/api/v1/products/get-products?type=new' },
    // The other catalogue calls of home (categories) and of a product page (the product, its reviews).
    { name: 'categories API', path: '/api/v1/products/categories' },
    { name: 'product API', path: `/api/v1/products/get-single-product/${paths.product.id}` },
    { name: 'reviews API', path: `/api/v1/products/get-product-reviews/${paths.product.id}` },
    { name: 'cart API (guest, 2 items)', path: `/api/v1/cart/view-cart?cartSessionID=${cartSessionID}` },
  ];
  // Browsers ask for compressed answers; the shop compresses, and that work is part of serving a page.
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  for (const target of targets) {
    const url = `${shop.origin}${target.path}`;
    const check = await fetch(url);
    if (!check.ok) throw new Error(`${url} answered ${check.status} before the load`);
    process.stderr.write(`${target.name}: ${url}, ${connections} connections for ${duration} s\n`);
    // A short warm-up, not counted: the first requests compile code and fill caches.
    await autocannon({ url, headers, connections: 10, amount: 200 });
    const result = (await autocannon({ url, headers, connections, duration })) as AutocannonResult;
    rows.push({ ...target, result });
  }
} finally {
  await shop.stop();
}

const table = [
  ['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'timeouts', 'non-2xx', 'KB/s'],
  ...rows.map(({ name, result }) => [
    name,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.latency.max),
    String(result.requests.total),
    String(result.errors),
    String(result.timeouts),
    String(result.non2xx),
    (result.throughput.average / 1024).toFixed(0),
  ]),
];
const widths =
  table[0]?.map((_, column) => Math.max(...table.map((line) => line[column]?.length ?? 0))) ?? [];
console.log(
  `\nautocannon, ${connections} connections, ${duration} s per target, on ${shop.database}; ` +
    `${cpus().length} CPUs shared by the server and autocannon (load average before: ${loadBefore
      .map((l) => l.toFixed(1))
      .join(' ')})`,
);
for (const [index, line] of table.entries()) {
  console.log(
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  '),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      database: shop.database,
      connections,
      durationSeconds: duration,
      cpus: cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg(),
      ...provenance(),
      targets: rows.map(({ name, path, result }) => ({
        name,
        path,
        requestsPerSecond: result.requests.average,
        requests: result.requests.total,
        latencyMs: {
          average: result.latency.average,
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
        ),
        bytesPerSecond: result.throughput.average,
      })),
    },
    null,
    2,
  )}\n`,
);
console.log(`\nReport: ${outFile}`);
