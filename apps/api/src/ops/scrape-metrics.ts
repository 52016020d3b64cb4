import { AsyncLocalStorage } from 'node:async_hooks';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { WorkerHeartbeats } from './heartbeat.ts';
import { logger } from './log.ts';
import { type WaitingMessages, waitingMessages } from './outbox-depth.ts';

/**
 * What a scrape reads at its own time from the app that answers it (metricsRoutes): the database, the shop's
 * clock, the process's worker heartbeats and its readiness. Carried by the scrape's async context, not kept
 * in the module, so the collect() callbacks below read this app's sources even where one process builds
 * several apps (the tests). `outbox` is the one query's answer, shared by the two outbox gauges.
 */
interface ScrapeSources {
  db: Database;
  now: () => number;
  heartbeats: WorkerHeartbeats | undefined;
  ready: (() => Promise<boolean>) | undefined;
  outbox?: Promise<WaitingMessages[] | null>;
}
const scrapeSources = new AsyncLocalStorage<ScrapeSources>();

/**
 * How long a scrape waits for the database (the outbox query, the readiness check). Prometheus gives up on a
 * scrape after 10 s by default: a slow database must cost the scrape its database figures, never the rest.
 */
export const SCRAPE_QUERY_BUDGET_MS = 2_000;

/** Registered with the others by registerScrapeMetrics (prom-client's default registry is not used). */
const collectFailures = new Counter({
  name: 'oja_metrics_collect_failures_total',
  help: 'Scrape-time database reads that failed or ran out of time (their figures left out of that scrape), by source: outbox, readiness.',
  labelNames: ['source'] as const,
  registers: [],
});

/** `work`'s answer, or a rejection once `ms` have passed (its own later failure is then ignored). */
function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The outbox's waiting messages, read once per scrape; null when the database did not answer in time. */
function outboxOfThisScrape(): Promise<WaitingMessages[] | null> | undefined {
  const sources = scrapeSources.getStore();
  if (!sources) return undefined;
  sources.outbox ??= withinBudget(
    waitingMessages(sources.db, SCRAPE_QUERY_BUDGET_MS),
    SCRAPE_QUERY_BUDGET_MS,
  ).catch((error: unknown) => {
    collectFailures.inc({ source: 'outbox' });
    logger.warn(`Metrics: the outbox was not read (${error instanceof Error ? error.message : error})`);
    return null;
  });
  return sources.outbox;
}

const CHANNELS = ['email', 'sms'] as const;

/** Registers the figures read at scrape time (and the count of their failed reads) in the process's registry. */
export function registerScrapeMetrics(registry: Registry): void {
  registry.registerMetric(collectFailures);
  new Gauge({
    name: 'oja_outbox_messages',
    help: 'Messages waiting in the outbox to be delivered (queued, or being sent), by channel: email, sms.',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const waiting = await outboxOfThisScrape();
      if (!waiting) return;
      for (const channel of CHANNELS) {
        this.set({ channel }, waiting.find((row) => row.channel === channel)?.waiting ?? 0);
      }
    },
  });

  new Gauge({
    name: 'oja_outbox_oldest_message_age_seconds',
    help: 'Age of the oldest message waiting in the outbox (0 when none waits), by channel: email, sms.',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const waiting = await outboxOfThisScrape();
      const now = scrapeSources.getStore()?.now() ?? Date.now();
      if (!waiting) return;
      for (const channel of CHANNELS) {
        const oldest = waiting.find((row) => row.channel === channel)?.oldestCreatedAt;
        // Never negative: a sandbox worker's ops app reads the real clock, and the sandbox clock that dates
        // messages may run ahead of it.
        this.set({ channel }, oldest ? Math.max(0, now - oldest.getTime()) / 1000 : 0);
      }
    },
  });

  new Gauge({
    name: 'oja_worker_last_tick_age_seconds',
    help: 'Seconds since each background worker of this process last finished a tick (or started), by worker; /readyz fails past three of its intervals.',
    labelNames: ['worker'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { worker, ageMs } of scrapeSources.getStore()?.heartbeats?.ages() ?? []) {
        this.set({ worker }, ageMs / 1000);
      }
    },
  });

  new Gauge({
    name: 'oja_worker_tick_interval_seconds',
    help: 'How often each background worker of this process ticks, by worker.',
    labelNames: ['worker'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { worker, everyMs } of scrapeSources.getStore()?.heartbeats?.ages() ?? []) {
        this.set({ worker }, everyMs / 1000);
      }
    },
  });

  new Gauge({
    name: 'oja_ready',
    help: "1 when this process's GET /readyz answers 200 (database, migrations, workers), else 0.",
    registers: [registry],
    async collect() {
      this.reset();
      const ready = scrapeSources.getStore()?.ready;
      if (!ready) return;
      try {
        this.set((await withinBudget(ready(), SCRAPE_QUERY_BUDGET_MS)) ? 1 : 0);
      } catch {
        collectFailures.inc({ source: 'readiness' });
        this.set(0);
      }
    },
  });
}

/** Runs a scrape (`registry.metrics()`) with what its collect() callbacks read. */
export function withScrapeSources<T>(
  sources: Omit<ScrapeSources, 'outbox'>,
  scrape: () => Promise<T>,
): Promise<T> {
  return scrapeSources.run({ ...sources }, scrape);
}
