import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { WorkerHeartbeats } from '../src/ops/heartbeat.ts';
import { createLogger } from '../src/ops/log.ts';
import { createOpsApp } from '../src/ops/ops-app.ts';
import { SCRAPE_QUERY_BUDGET_MS } from '../src/ops/scrape-metrics.ts';
import { parsePrometheusText, type Sample, sampleValue } from './support/prometheus-text.ts';
import { createTestDatabase } from './test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const quietLogger = createLogger({ destination: { write: () => undefined } });

async function scrape(app: { request: (path: string) => Response | Promise<Response> }) {
  const started = performance.now();
  const answer = await app.request('/metrics');
  const seconds = (performance.now() - started) / 1000;
  expect(answer.status).toBe(200);
  return { samples: parsePrometheusText(await answer.text()).samples, seconds };
}

const has = (samples: Sample[], name: string) => samples.some((sample) => sample.name === name);

describe('the figures GET /metrics reads from the database at scrape time', () => {
  it("a worker process (OJA_ROLE=worker) reports each worker's last tick age and interval, and its readiness", async () => {
    let time = 1_000_000;
    const heartbeats = new WorkerHeartbeats(() => time);
    const beat = heartbeats.expect('collector', 30_000);
    heartbeats.expect('message worker', 60_000);
    const app = createOpsApp({
      db: database.db,
      mode: 'sandbox',
      heartbeats,
      metricsToken: undefined,
      logger: quietLogger,
    });
    time += 100_000;
    const stale = (await scrape(app)).samples;
    expect(sampleValue(stale, 'oja_worker_last_tick_age_seconds', { worker: 'collector' })).toBe(100);
    expect(sampleValue(stale, 'oja_worker_tick_interval_seconds', { worker: 'collector' })).toBe(30);
    expect(sampleValue(stale, 'oja_worker_tick_interval_seconds', { worker: 'message worker' })).toBe(60);
    // The collector missed three ticks: /readyz fails, and so does the gauge that pages someone.
    expect(sampleValue(stale, 'oja_ready')).toBe(0);
    expect(sampleValue(stale, 'oja_outbox_messages', { channel: 'email' })).toBe(0);
    beat();
    const fresh = (await scrape(app)).samples;
    expect(sampleValue(fresh, 'oja_worker_last_tick_age_seconds', { worker: 'collector' })).toBe(0);
    expect(sampleValue(fresh, 'oja_ready')).toBe(1);
  });

  it('answers without the outbox figures, within its budget, while the outbox cannot be read', async () => {
    const app = createApp({ db: database.db, imagesDir: database.dataDir });
    const before = (await scrape(app)).samples;
    expect(has(before, 'oja_outbox_messages')).toBe(true);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another session holds the messages table (a long migration, a stuck vacuum): the outbox query waits.
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table messages in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    try {
      const { samples, seconds } = await scrape(app);
      expect(seconds).toBeLessThan(SCRAPE_QUERY_BUDGET_MS / 1000 + 2);
      expect(has(samples, 'oja_outbox_messages')).toBe(false);
      expect(has(samples, 'oja_outbox_oldest_message_age_seconds')).toBe(false);
      // Everything else is still there.
      expect(has(samples, 'oja_http_requests_total')).toBe(true);
      expect(has(samples, 'oja_process_cpu_seconds_total')).toBe(true);
    } finally {
      release();
      await holder;
    }
    const after = (await scrape(app)).samples;
    expect(sampleValue(after, 'oja_outbox_messages', { channel: 'email' })).toBe(0);
    expect(sampleValue(after, 'oja_ready')).toBe(1);
    // The failed read is counted (written out by the scrape after it: the counter was written first).
    expect(
      sampleValue(after, 'oja_metrics_collect_failures_total', { source: 'outbox' }) -
        sampleValue(before, 'oja_metrics_collect_failures_total', { source: 'outbox' }),
    ).toBe(1);
  });

  it('answers 200 with oja_ready 0 and no outbox figures when the database is gone', async () => {
    const gone = await createTestDatabase();
    const app = createApp({ db: gone.db, imagesDir: gone.dataDir });
    await gone.dispose();
    const { samples } = await scrape(app);
    expect(sampleValue(samples, 'oja_ready')).toBe(0);
    expect(has(samples, 'oja_outbox_messages')).toBe(false);
    expect(has(samples, 'oja_http_requests_total')).toBe(true);
  });
});
