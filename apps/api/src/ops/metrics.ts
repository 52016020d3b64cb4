import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (GET /metrics, prom-client's text format). One registry per process: the
 * counters are process-wide, like the background workers that move them. Labels never hold an id, an address
 * or anything a client chose: a route is its pattern (/api/v1/orders/:id), not its path.
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'oja_' });

const httpRequests = new Counter({
  name: 'oja_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: 'oja_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Instalment debits the collector got an answer to: succeeded, failed (retried), or rejected (refunded). */
export const collectorDebits = new Counter({
  name: 'oja_collector_debits_total',
  help: 'Instalment debits answered by the direct-debit provider, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Ticks of a background worker (collector, refund job, payment sweep, purge) that failed as a whole. */
export const workerFailures = new Counter({
  name: 'oja_worker_failures_total',
  help: 'Background worker ticks that failed, by worker.',
  labelNames: ['worker'] as const,
  registers: [registry],
});

/** Refunds sent to the card provider, and those it refused, failed to pay or did not answer. */
export const refundsCounter = new Counter({
  name: 'oja_refunds_total',
  help: 'Refunds sent to the card provider (sent), and those refused, failed or unanswered, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Emails handed to the mail transport (or the sandbox outbox), and those it failed to take. */
export const emailsCounter = new Counter({
  name: 'oja_emails_total',
  help: 'Emails queued for sending (queued) and emails whose delivery failed (failed).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Texts queued for the SMS provider (or the sandbox SMS outbox), and deliveries it failed to take. */
export const smsCounter = new Counter({
  name: 'oja_sms_total',
  help: 'Text messages queued for sending (queued) and texts whose delivery failed (failed).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** What a database pool tells of itself (node-postgres: pg.Pool); PGlite has no pool. */
interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new Set<PoolLike>();
new Gauge({
  name: 'oja_db_pool_connections',
  help: 'PostgreSQL pool connections: total, idle, and clients waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    if (pools.size === 0) return;
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

/** Reports a database pool's usage at /metrics until `forget` is called (the pool ended). */
export function watchPool(pool: PoolLike): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

/** Counts every request and its time, by route pattern (Hono's matched route, never the raw path). */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const labels = { method: c.req.method, route: routeLabel(c.req.routePath), status: String(c.res.status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - started) / 1000);
  };
}

/** A pattern as Hono registered it; an answer no route gave (a middleware's catch-all) is 'unmatched'. */
function routeLabel(pattern: string | undefined): string {
  return !pattern || pattern === '*' || pattern === '/*' ? 'unmatched' : pattern;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics. Open in the sandbox; in production only with `Authorization: Bearer <METRICS_TOKEN>` (and
 * never without a token configured).
 */
export function metricsRoutes({ protect, token }: { protect: boolean; token?: string | undefined }) {
  const routes = new Hono();
  routes.get('/metrics', async (c) => {
    if (protect) {
      const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!token || !given || !sameSecret(given, token)) {
        c.header('WWW-Authenticate', 'Bearer');
        c.header('Cache-Control', 'no-store');
        return c.text('Unauthorized', 401);
      }
    }
    const body = await registry.metrics();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': registry.contentType });
  });
  return routes;
}
