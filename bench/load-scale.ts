/**
 * `npm run load -- --scale=<db>,<db>…`: the catalogue's costs as it grows. The same targets (search, listing
 * pages deep in the catalogue, product pages) against a shop on each database in turn, each target at
 * `connections` for `duration` s, then one table with the databases side by side and the ratio of the last
 * one's p99 to the first's: the point is that the cost does not grow with the catalogue.
 *
 * Each <db> is a PostgreSQL URL or a PGlite data folder (OJA_DATA_DIR), filled beforehand by
 * `npm run seed:scale -- --products=N` (docs/api/catalogue-at-scale.md, "A large catalogue"); the bench adds nothing to them.
 * Exits with 1 on any error, time-out or non-2xx answer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import autocannon from 'autocannon';
import type { AutocannonResult } from './load-run.ts';
import { provenance, startShop } from './shop.ts';

/**
 * The shop keeps each public answer for 10 s (AnswerCache in apps/api/src/http-cache.ts, 500 answers, the
 * oldest out first), so one URL loaded for 30 s measures that cache, not the catalogue. Each target's "every
 * request a miss" mix is instead a cycle of more than 500 distinct URLs, handed out one after the other across
 * all connections: every request finds its answer evicted, and reaches the database (and is compressed).
 */
const DISTINCT_MIN = 600;

/**
 * Each target's "repeated" mix: a cycle of this many of its URLs (the ones shoppers ask for most: a search's
 * first pages, a listing's pages at the shop's page size, the same products), which the answer cache holds, so
 * most requests are served from memory and each URL reaches the database about once per 10 s.
 */
const POPULAR_URLS = 48;

/** Typical searches: a brand half the catalogue has, synonyms (fridge, tv), a misspelt brand, goods by name. */
const SEARCHES = ['samsung', 'fridge', 'samsng', 'tv 43 inch', 'rice', 'iphone', 'generator', 'blender'];

/** Listing pages whose first product is the 9,001st to the 10,000th newest (the last tenth of 10,000 products). */
function deepListingPaths(): string[] {
  const paths: string[] = [];
  for (let limit = 10; limit <= 100; limit++) {
    for (let page = Math.ceil(9_000 / limit) + 1; (page - 1) * limit < 10_000; page++) {
      paths.push(`/api/v1/products/get-products?type=new&limit=${limit}&page=${page}`);
    }
  }
  return paths;
}

/** Each typical search at pages 1 to 3, 10 to 50 a page: 984 distinct URLs. */
function searchPaths(): string[] {
  return SEARCHES.flatMap((q) =>
    [1, 2, 3].flatMap((page) =>
      Array.from(
        { length: 41 },
        (_, i) => `/api/v1/products/search?q=${encodeURIComponent(q)}&page=${page}&limit=${10 + i}`,
      ),
    ),
  );
}

/** Which mixes to load: both (the default), or only one. */
export type LoadMix = 'both' | 'misses' | 'repeated';

interface Measured {
  database: string;
  label: string;
  products: number;
  targets: Array<{ name: string; path: string; result: AutocannonResult }>;
}

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** `connections` on `origin` for `duration` s, each request the next of `paths` (round the cycle). */
async function loadCycle(origin: string, paths: string[], connections: number, duration: number) {
  let next = 0;
  const options = (run: { duration?: number; amount?: number; connections: number }) => ({
    url: origin,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    ...run,
    requests: [
      {
        setupRequest: (request: { path: string }) => {
          request.path = paths[next++ % paths.length] ?? '/';
          return request;
        },
      },
    ],
  });
  // A short warm-up, not counted: the first requests compile code and fill the database's caches.
  await autocannon(options({ connections: 10, amount: 300 }));
  return (await autocannon(options({ connections, duration }))) as AutocannonResult;
}

/** One database: its shop started, its targets loaded one after the other, its shop stopped. */
async function measure(spec: string, duration: number, connections: number, mix: LoadMix): Promise<Measured> {
  const isUrl = /^postgres(ql)?:\/\//.test(spec);
  const shop = await startShop(isUrl ? { databaseUrl: spec } : { env: { OJA_DATA_DIR: resolve(spec) } });
  try {
    type Page = { data: { totalProducts: number; products: Array<{ productID: string }> } };
    const first = await getJson<Page>(`${shop.origin}/api/v1/products/get-products?type=new&limit=1`);
    // Products from the last tenth of the first 10,000, as the deep listing shows them.
    const productPaths: string[] = [];
    for (let page = 91; productPaths.length < DISTINCT_MIN; page++) {
      const answer = await getJson<Page>(
        `${shop.origin}/api/v1/products/get-products?type=new&limit=100&page=${page}`,
      );
      if (answer.data.products.length === 0)
        throw new Error(`${spec}: fewer than 10,000 products; seed it with npm run seed:scale`);
      productPaths.push(
        ...answer.data.products.map((p) => `/api/v1/products/get-single-product/${p.productID}`),
      );
    }
    const popularSearches = SEARCHES.flatMap((q) =>
      [1, 2, 3].flatMap((page) =>
        [20, 40].map(
          (limit) => `/api/v1/products/search?q=${encodeURIComponent(q)}&page=${page}&limit=${limit}`,
        ),
      ),
    );
    const popularListing = Array.from(
      { length: POPULAR_URLS },
      (_, i) => `/api/v1/products/get-products?type=new&limit=20&page=${451 + i}`,
    );
    const all = [
      { name: `search (${SEARCHES.length} queries)`, paths: searchPaths(), popular: popularSearches },
      { name: 'listing, 9,001st–10,000th newest', paths: deepListingPaths(), popular: popularListing },
      { name: 'product page (API)', paths: productPaths, popular: productPaths.slice(0, POPULAR_URLS) },
    ];
    const targets = all.flatMap(({ name, paths, popular }) => [
      ...(mix === 'repeated'
        ? []
        : [{ name: `${name}, every request a miss`, paths, distinct: DISTINCT_MIN }]),
      ...(mix === 'misses'
        ? []
        : [{ name: `${name}, repeated (cache)`, paths: popular, distinct: POPULAR_URLS }]),
    ]);
    const label = isUrl ? new URL(spec).pathname.slice(1) : spec;
    const measured: Measured = {
      database: shop.database,
      label,
      products: first.data.totalProducts,
      targets: [],
    };
    for (const target of targets) {
      if (new Set(target.paths).size < target.distinct)
        throw new Error(`${target.name}: too few distinct URLs`);
      for (const path of target.paths.slice(0, 3)) await getJson(`${shop.origin}${path}`);
      process.stderr.write(
        `${label} (${measured.products.toLocaleString('en')} products): ${target.name}, ${target.paths.length} URLs, ${connections} connections for ${duration} s\n`,
      );
      const result = await loadCycle(shop.origin, target.paths, connections, duration);
      measured.targets.push({ name: target.name, path: target.paths[0] ?? '', result });
    }
    return measured;
  } finally {
    await shop.stop();
  }
}

/** Runs every database in turn and prints them side by side; writes the JSON report to `outFile`. */
export async function runScaleLoad(options: {
  databases: string[];
  duration: number;
  connections: number;
  mix: LoadMix;
  outFile: string;
}): Promise<void> {
  const { databases, duration, connections, mix, outFile } = options;
  const loadBefore = loadavg();
  const runs: Measured[] = [];
  for (const spec of databases) runs.push(await measure(spec, duration, connections, mix));

  const first = runs[0];
  const last = runs[runs.length - 1];
  const header = [
    'target',
    ...runs.flatMap((r) => {
      const n = r.products.toLocaleString('en');
      return [`${n}: req/s`, 'p50 ms', 'p99 ms', 'errors'];
    }),
    ...(runs.length > 1 ? ['p99 ratio'] : []),
  ];
  const lines = (first?.targets ?? []).map((target, index) => {
    const cells = runs.flatMap((r) => {
      const result = r.targets[index]?.result;
      if (!result) return ['', '', '', ''];
      return [
        result.requests.average.toFixed(0),
        String(result.latency.p50),
        String(result.latency.p99),
        String(result.errors + result.timeouts + result.non2xx),
      ];
    });
    const p99First = target.result.latency.p99;
    const p99Last = last?.targets[index]?.result.latency.p99 ?? 0;
    return [
      target.name,
      ...cells,
      ...(runs.length > 1 ? [p99First > 0 ? `${(p99Last / p99First).toFixed(2)}×` : '–'] : []),
    ];
  });
  const table = [header, ...lines];
  const widths = header.map((_, c) => Math.max(...table.map((l) => l[c]?.length ?? 0)));
  console.log(
    `\nautocannon, ${connections} connections, ${duration} s per target; ${runs
      .map((r) => `${r.database} '${r.label}' with ${r.products.toLocaleString('en')} products`)
      .join(
        ' beside ',
      )}; ${cpus().length} CPUs shared by the server and autocannon (load average before: ${loadBefore
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const [index, line] of table.entries()) {
    console.log(
      line
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
        .join('  '),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }

  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        connections,
        durationSeconds: duration,
        cpus: cpus().length,
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadavg(),
        ...provenance(),
        databases: runs.map((r) => ({
          database: r.database,
          label: r.label,
          products: r.products,
          targets: r.targets.map(({ name, path, result }) => ({
            name,
            path,
            requestsPerSecond: result.requests.average,
            requests: result.requests.total,
            latencyMs: {
              p50: result.latency.p50,
              p90: result.latency.p90,
              p99: result.latency.p99,
              max: result.latency.max,
            },
            errors: result.errors,
            timeouts: result.timeouts,
            non2xx: result.non2xx,
          })),
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nReport: ${outFile}`);
  const problems = runs.flatMap((r) =>
    r.targets
      .filter(({ result }) => result.errors + result.timeouts + result.non2xx > 0)
      .map(
        ({ name, result }) =>
          `${r.label} ${name}: ${result.errors} errors, ${result.timeouts} time-outs, ${result.non2xx} non-2xx`,
      ),
  );
  if (problems.length > 0) {
    console.error(`\nFAILED:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
}
