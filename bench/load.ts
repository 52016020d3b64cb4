/**
 * `npm run load`: autocannon against the production shop (as `npm start` runs it, sandbox mode, a free port):
 * home's HTML, a product page's HTML, the catalogue API home calls (the newest products, the categories), the
 * product page's (the product, its reviews) and a guest's cart API (two items), one after the other, each at
 * 50 connections for 30 s. Prints requests per second, p50 and p99 latency, errors
 * and non-2xx answers per target, and writes them to a JSON report.
 *
 * It builds nothing: run `npm run build` first. On a throw-away PGlite folder by default; with DATABASE_URL
 * on that PostgreSQL server (it seeds an empty database and adds one guest cart; use a database of its own).
 *
 * Scaled out, `--web=2 --worker` (needs DATABASE_URL, an empty database of its own): two processes with
 * OJA_ROLE=web and one with OJA_ROLE=worker on that one database. Before the load, 10,000 instalments are
 * seeded and made due (bench/due-debits.ts), so the worker's collector debits them while the web processes are
 * under load; each target is loaded on every web process at once, the connections shared out between them.
 * After the load it waits for the collector and checks that each due instalment was debited exactly once. It
 * exits with 1 on any error, time-out, non-2xx answer, instalment left unpaid or debited twice.
 * Options:
 *   --duration=S      seconds per target (default 30)
 *   --connections=N   concurrent connections in all (default 50)
 *   --web=N --worker  N web processes and one worker (see above)
 *   --out=FILE        the JSON report (default bench/results/load-<pglite|postgresql>[-<N>web-1worker].json)
 *   --scale=DB,DB…    instead: search, a deep listing page and a product page on each database (PostgreSQL
 *                     URLs or PGlite folders filled by `npm run seed:scale`), side by side (bench/load-scale.ts)
 *   --mix=M           with --scale: `misses` (every request a cache miss: the database path), `repeated` (a few
 *                     popular URLs the answer cache serves) or `both` (the default)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Books,
  booksNow,
  booksWhenCollected,
  type ChargesPerInstalment,
  DUE_INSTALMENTS,
  exactlyOnceProblems,
  moveClockToDueDay,
  seedDueDebits,
  succeededChargesPerInstalment,
} from './due-debits.ts';
import { type AutocannonResult, connectionsEach, loadAll, warmUpAll } from './load-run.ts';
import { runScaleLoad } from './load-scale.ts';
import { provenance, readOptions, type Shop, shopPaths, startShop } from './shop.ts';

/** How long the worker may take, after the load, to debit what is left: 10,000 debits take well under this. */
const COLLECTOR_LIMIT_MS = 300_000;

const options = readOptions(process.argv.slice(2), [
  'duration',
  'connections',
  'out',
  'web',
  'worker',
  'scale',
  'mix',
]);
const duration = Number(options.get('duration') ?? 30);
const connections = Number(options.get('connections') ?? 50);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  throw new Error('--duration must be a number of seconds above 0, --connections a whole number from 1');
}
// The catalogue at several sizes side by side (bench/load-scale.ts), instead of the shop's own targets.
if (options.has('scale')) {
  const databases = (options.get('scale') ?? '').split(',').filter(Boolean);
  if (databases.length === 0 || options.get('scale') === 'true') {
    throw new Error('--scale=<db>,<db>…: PostgreSQL URLs or PGlite folders filled by npm run seed:scale');
  }
  const mix = options.get('mix') ?? 'both';
  if (mix !== 'both' && mix !== 'misses' && mix !== 'repeated') {
    throw new Error('--mix is both, misses or repeated');
  }
  await runScaleLoad({
    databases,
    duration,
    connections,
    mix,
    outFile: resolve(
      options.get('out') ?? join(fileURLToPath(new URL('.', import.meta.url)), 'results', 'load-scale.json'),
    ),
  });
  process.exit(process.exitCode ?? 0);
}
const webProcesses = options.has('web') ? Number(options.get('web')) : undefined;
const scaled = webProcesses !== undefined;
if (scaled !== options.has('worker') || (options.has('worker') && options.get('worker') !== 'true')) {
  throw new Error('--web=N and --worker go together: N web processes and one worker on one database');
}
if (scaled && !(Number.isInteger(webProcesses) && webProcesses >= 1 && webProcesses <= connections)) {
  throw new Error('--web must be a whole number of processes from 1 to --connections');
}
const databaseUrl = process.env.DATABASE_URL || undefined;
if (scaled && !databaseUrl) {
  throw new Error(
    '--web=N --worker needs DATABASE_URL: the processes share one PostgreSQL database (PGlite is one ' +
      'process by design). Give it an empty database of its own, e.g. `createdb oja_load` and ' +
      'DATABASE_URL=postgres://user:password@localhost:5432/oja_load',
  );
}
const database = databaseUrl ? 'postgresql' : 'pglite';
const layout = scaled ? `-${webProcesses}web-1worker` : '';
const outFile = resolve(
  options.get('out') ??
    join(fileURLToPath(new URL('.', import.meta.url)), 'results', `load-${database}${layout}.json`),
);

// Scaled out: the due instalments go in first, so the processes start on a database with work waiting.
const dueDebits = scaled && databaseUrl ? await seedDueDebits(databaseUrl) : undefined;
const shops: Shop[] = [];
/** The machine's load average once the processes are up, before the first target. */
let loadBefore: number[] = [];
const rows: Array<{ name: string; path: string; process: string; result: AutocannonResult }> = [];
let shopTime: string | undefined;
let booksAfterLoad: Books | undefined;
let books: Books | undefined;
let perInstalment: ChargesPerInstalment | undefined;
let collectedWithinMs: number | undefined;
try {
  // One after the other: each takes its free port before the next looks for one.
  for (let i = 0; i < (webProcesses ?? 1); i++) {
    shops.push(await startShop({ databaseUrl, role: scaled ? 'web' : 'all' }));
  }
  const webs = [...shops];
  const [first] = webs;
  if (!first) throw new Error('no web process started');
  if (scaled) {
    // A worker serves no webhook endpoint: the sandboxes' webhooks go to a web process, as in production.
    shops.push(await startShop({ databaseUrl, role: 'worker', env: { PUBLIC_URL: first.origin } }));
    shopTime = await moveClockToDueDay(first.origin);
    process.stderr.write(
      `${DUE_INSTALMENTS} instalments due; the shop's clock moved to ${shopTime}: the worker debits them on its next tick\n`,
    );
  }
  const paths = await shopPaths(first.origin);
  // A guest cart with two products, as the cart page of a shopper who added them would ask for it. It is in the
  // database, so every web process serves it.
  const cartSessionID = randomUUID();
  const products = (await fetch(`${first.origin}/api/v1/products/get-products?type=new&limit=2`).then((r) =>
    r.json(),
  )) as { data: { products: Array<{ productID: string }> } };
  for (const { productID } of products.data.products) {
    const added = await fetch(`${first.origin}/api/v1/cart/add-to-cart`, {
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
  const split = connectionsEach(connections, webs.length);
  loadBefore = loadavg();
  for (const target of targets) {
    const urls = webs.map((web) => `${web.origin}${target.path}`);
    for (const url of urls) {
      const check = await fetch(url);
      if (!check.ok) throw new Error(`${url} answered ${check.status} before the load`);
    }
    process.stderr.write(
      `${target.name}: ${target.path}, ${split.join(' + ')} connections on ${urls.length} process(es) for ${duration} s\n`,
    );
    await warmUpAll(urls);
    const results = await loadAll(urls, split, duration);
    for (const [index, result] of results.entries()) {
      rows.push({ ...target, process: scaled ? `web ${index + 1}` : 'all', result });
    }
  }
  if (dueDebits) {
    booksAfterLoad = await booksNow(dueDebits);
    const loadEnded = Date.now();
    books = await booksWhenCollected(dueDebits, COLLECTOR_LIMIT_MS);
    collectedWithinMs = Date.now() - loadEnded;
    perInstalment = await succeededChargesPerInstalment(dueDebits);
  }
} finally {
  for (const shop of shops.reverse()) await shop.stop();
  await dueDebits?.close();
}

const table = [
  [
    'target',
    ...(scaled ? ['process'] : []),
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'requests',
    'errors',
    'timeouts',
    'non-2xx',
    'KB/s',
  ],
  ...rows.map(({ name, process: where, result }) => [
    name,
    ...(scaled ? [where] : []),
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
const textColumns = scaled ? 2 : 1;
console.log(
  `\nautocannon, ${connections} connections, ${duration} s per target, on ${shops[0]?.database}` +
    `${scaled ? ` (${webProcesses} web processes, ${connections} connections shared out, and 1 worker)` : ''}; ` +
    `${cpus().length} CPUs shared by the server${scaled ? 's' : ''} and autocannon (load average before: ${loadBefore
      .map((l) => l.toFixed(1))
      .join(' ')})`,
);
for (const [index, line] of table.entries()) {
  console.log(
    line
      .map((cell, column) =>
        column < textColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  '),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}

const loadProblems = rows
  .filter(({ result }) => result.errors > 0 || result.timeouts > 0 || result.non2xx > 0)
  .map(
    ({ name, process: where, result }) =>
      `${name} on ${where}: ${result.errors} errors, ${result.timeouts} time-outs, ${result.non2xx} non-2xx`,
  );
const debitProblems = books && perInstalment ? exactlyOnceProblems(books, perInstalment) : [];
if (books && booksAfterLoad && perInstalment && collectedWithinMs !== undefined) {
  console.log(
    `\nInstalments (worker's collector): ${DUE_INSTALMENTS} due; ${booksAfterLoad.paidRows} debited by the end of ` +
      `the load, ${books.paidRows} ${books.skipped === 0 ? 'all ' : ''}within ${(collectedWithinMs / 1000).toFixed(0)} s ` +
      `after it. Debited twice: ${books.instalmentsChargedTwice} by the sandbox's record (${books.sandboxSuccesses} ` +
      `successful debits of ${books.sandboxCharges}), ${perInstalment.moreThanOnce} by the shop's charges ` +
      `(${perInstalment.once} instalments with exactly one successful charge, ${perInstalment.never} with none)`,
  );
}

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      database: shops[0]?.database,
      processes: scaled ? { web: webProcesses, worker: 1 } : { all: 1 },
      connections,
      durationSeconds: duration,
      cpus: cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg(),
      ...provenance(),
      targets: rows.map(({ name, path, process: where, result }) => ({
        name,
        path,
        process: where,
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
      ...(books
        ? {
            instalments: {
              due: DUE_INSTALMENTS,
              shopTime,
              debitedByEndOfLoad: booksAfterLoad?.paidRows,
              waitedAfterLoadMs: collectedWithinMs,
              books,
              succeededChargesPerInstalment: perInstalment,
              problems: debitProblems,
            },
          }
        : {}),
    },
    null,
    2,
  )}\n`,
);
console.log(`\nReport: ${outFile}`);

if (scaled && (loadProblems.length > 0 || debitProblems.length > 0)) {
  console.error(`\nFAILED:\n${[...loadProblems, ...debitProblems].map((p) => `- ${p}`).join('\n')}`);
  process.exitCode = 1;
}
