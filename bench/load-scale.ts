/**
 * `npm run load -- --scale=<db>,<db>…`: the catalogue's costs as it grows. The same targets (three searches, a
 * listing page deep in the catalogue, a product page) against a shop on each database in turn, each target at
 * `connections` for `duration` s, then one table with the databases side by side and the ratio of the last
 * one's p99 to the first's: the point is that the cost does not grow with the catalogue.
 *
 * Each <db> is a PostgreSQL URL or a PGlite data folder (OJA_DATA_DIR), filled beforehand by
 * `npm run seed:scale -- --products=N` (apps/api/README.md, "A large catalogue"); the bench adds nothing to them.
 * Exits with 1 on any error, time-out or non-2xx answer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { type AutocannonResult, loadAll, warmUpAll } from './load-run.ts';
import { provenance, startShop } from './shop.ts';

/** The deep listing page: with 20 a page, page 500 is the last of 10,000 products, and as deep at 1,000,000. */
const DEEP_PAGE = { page: 500, limit: 20 };

/** Typical searches: a brand half the catalogue has, a synonym (fridge → refrigerator), a misspelt brand. */
const SEARCHES = ['samsung', 'fridge', 'samsng'];

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

/** One database: its shop started, its targets loaded one after the other, its shop stopped. */
async function measure(spec: string, duration: number, connections: number): Promise<Measured> {
  const isUrl = /^postgres(ql)?:\/\//.test(spec);
  const shop = await startShop(isUrl ? { databaseUrl: spec } : { env: { OJA_DATA_DIR: resolve(spec) } });
  try {
    const deepPath = `/api/v1/products/get-products?type=new&limit=${DEEP_PAGE.limit}&page=${DEEP_PAGE.page}`;
    const deep = await getJson<{ data: { totalProducts: number; products: Array<{ productID: string }> } }>(
      `${shop.origin}${deepPath}`,
    );
    const product = deep.data.products[0];
    if (!product)
      throw new Error(`${spec}: page ${DEEP_PAGE.page} is empty; seed it with npm run seed:scale`);
    const targets = [
      ...SEARCHES.map((q) => ({ name: `search '${q}'`, path: `/api/v1/products/search?q=${q}` })),
      { name: `listing page ${DEEP_PAGE.page} (${DEEP_PAGE.limit} a page)`, path: deepPath },
      { name: 'product page (API)', path: `/api/v1/products/get-single-product/${product.productID}` },
    ];
    const label = isUrl ? new URL(spec).pathname.slice(1) : spec;
    const measured: Measured = {
      database: shop.database,
      label,
      products: deep.data.totalProducts,
      targets: [],
    };
    for (const target of targets) {
      await getJson(`${shop.origin}${target.path}`);
      process.stderr.write(
        `${label} (${measured.products.toLocaleString('en')} products): ${target.name}, ${connections} connections for ${duration} s\n`,
      );
      const url = `${shop.origin}${target.path}`;
      await warmUpAll([url]);
      const [result] = await loadAll([url], [connections], duration);
      if (!result) throw new Error(`no result for ${url}`);
      measured.targets.push({ ...target, result });
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
  outFile: string;
}): Promise<void> {
  const { databases, duration, connections, outFile } = options;
  const loadBefore = loadavg();
  const runs: Measured[] = [];
  for (const spec of databases) runs.push(await measure(spec, duration, connections));

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
