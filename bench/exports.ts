/**
 * `npm run bench:exports`: a year of a busy shop's audit trail, 100,000 rows, exported as the console's
 * finance export streams it (GET /admin/records?type=audit: pages of 500 rows, each written before the next is
 * read), with the process's memory sampled as the file goes out (issue 45: a year exports without holding it
 * in memory). Needs DATABASE_URL, a database of its own:
 *   createdb oja_exports_bench && DATABASE_URL=postgres://…/oja_exports_bench npm run bench:exports
 *
 * The rows are generated in the database (INSERT … SELECT over generate_series), each with a before and
 * after of a few hundred bytes, and reused by a second run. The file is read as a response body would be and
 * dropped chunk by chunk; heapUsed is sampled every 20 chunks, after a garbage collection. Flat memory: the heap's growth stays a small
 * part of the file's size. Options: --rows=N (default 100000), --out=FILE (default bench/results/exports.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/connect.ts';
import { lendingRecordsCsv } from '../apps/api/src/records/lending-records.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    out: { type: 'string', default: 'bench/results/exports.json' },
  },
});
const ROWS = Number(values.rows);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is needed: the benchmark is of PostgreSQL');

const { db, close } = await openDatabase({ databaseUrl, dataDir: '' });
// A year and a day: the console's longest period is 400 days.
const YEAR = { from: new Date('2029-01-01T00:00:00Z'), to: new Date('2030-01-02T00:00:00Z') };
const existing = Number(
  (
    (await db.execute(
      sql`select count(*) as n from audit_events where staff_email = 'bench@oja.test'`,
    )) as unknown as { rows: Array<{ n: string }> }
  ).rows[0]?.n ?? 0,
);
if (existing < ROWS) {
  // Spread over 2029, a few hundred bytes each: a refund's decision, as the console writes them.
  await db.execute(sql`
    insert into audit_events (staff_email, role, action, target_type, target_id, before, after, at, client_address)
    select 'bench@oja.test', 'finance', 'refund.approve', 'order', 'OJA-BENCH-' || n,
      jsonb_build_object('status', 'awaiting-approval', 'amountKobo', n * 100, 'note', repeat('b', 120)),
      jsonb_build_object('status', 'approved', 'amountKobo', n * 100, 'reason', repeat('a', 160)),
      timestamptz '2029-01-01T00:00:00Z' + (n - 1) * (31536000.0 / ${ROWS}::int) * interval '1 second',
      '192.0.2.1'
    from generate_series(${existing + 1}::int, ${ROWS}::int) as n`);
}

const heap = () => process.memoryUsage().heapUsed;
if (!globalThis.gc) throw new Error('Run with node --expose-gc (npm run bench:exports does)');
globalThis.gc();
const baseline = heap();
let peak = baseline;
let bytes = 0;
let lines = 0;
let chunks = 0;
const started = performance.now();
const reader = lendingRecordsCsv(db, 'audit', YEAR).getReader();
while (true) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  for (const byte of value) if (byte === 10) lines++;
  // Garbage is not growth: collected before each sample (node --expose-gc, as the npm script runs it).
  if (++chunks % 20 === 0) {
    globalThis.gc?.();
    peak = Math.max(peak, heap());
  }
}
const seconds = (performance.now() - started) / 1000;
globalThis.gc();
peak = Math.max(peak, heap());
const result = {
  rows: lines - 1,
  fileMegabytes: Number((bytes / 1e6).toFixed(1)),
  seconds: Number(seconds.toFixed(1)),
  heapBaselineMegabytes: Number((baseline / 1e6).toFixed(1)),
  heapPeakGrowthMegabytes: Number(((peak - baseline) / 1e6).toFixed(1)),
  rssMegabytes: Number((process.memoryUsage().rss / 1e6).toFixed(1)),
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);
await close();
if (result.rows < ROWS) throw new Error(`exported ${result.rows} rows, expected at least ${ROWS}`);
// Flat: holding the file would grow the heap by at least its size (twice that as JS strings).
if (peak - baseline > bytes / 4) throw new Error('the heap grew with the file: the export is not streamed');
