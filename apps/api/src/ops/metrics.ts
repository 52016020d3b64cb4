import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { WorkerHeartbeats } from './heartbeat.ts';
import { registerScrapeMetrics, withScrapeSources } from './scrape-metrics.ts';

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

/**
 * Instalment debits the collector asked for: succeeded, failed (retried), rejected (refunded), pending (the
 * provider has not decided: verified later) or unanswered (no answer: verified by its reference later).
 */
export const collectorDebits = new Counter({
  name: 'oja_collector_debits_total',
  help: 'Instalment debits sent to the direct-debit provider, by outcome: succeeded, failed, rejected, pending, unanswered.',
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

/**
 * Refunds sent to the card provider (sent), and what became of them: refused at once, unanswered (asked about
 * later), processed (paid back) or failed (the provider could not pay it back), however the answer came (the
 * refund job's request or recheck, or the provider's webhook).
 */
export const refundsCounter = new Counter({
  name: 'oja_refunds_total',
  help: 'Refunds sent to the card provider (sent), and those refused, unanswered, processed or failed, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/**
 * Emails written to the outbox (queued), taken by the mail transport (sent: counted when the transport
 * answers, in messages/deliver.ts, or by the direct sandbox sender), and delivery attempts that failed.
 */
export const emailsCounter = new Counter({
  name: 'oja_emails_total',
  help: 'Emails queued for sending (queued), taken by the mail transport (sent), and delivery attempts that failed (failed).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Texts queued for the SMS provider, taken by it (sent), and delivery attempts it failed to take. */
export const smsCounter = new Counter({
  name: 'oja_sms_total',
  help: 'Text messages queued for sending (queued), taken by the SMS transport (sent), and delivery attempts that failed (failed).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Card payments the provider agreed to start (a hosted page to send the shopper to), by provider. */
export const cardPaymentsStarted = new Counter({
  name: 'oja_card_payments_started_total',
  help: 'Card payments started at the card provider (its hosted page made), by provider: sandbox or paystack.',
  labelNames: ['provider'] as const,
  registers: [registry],
});

/**
 * Card payments that reached an end, by purpose (first-payment: a checkout's; early-payment: an instalment
 * paid ahead) and outcome: paid, failed (card refused), rejected (the provider took another amount: refunded),
 * duplicate (the order was already paid: refunded) or late (the order expired or was replaced: refunded).
 * A payment already settled is not counted again when a copy of its webhook or the sweep asks about it.
 */
export const cardPaymentsSettled = new Counter({
  name: 'oja_card_payments_settled_total',
  help: 'Card payments settled, by purpose (first-payment, early-payment) and outcome (paid, failed, rejected, duplicate, late).',
  labelNames: ['purpose', 'outcome'] as const,
  registers: [registry],
});

/**
 * The payment providers' webhooks, by webhook (card-charge, card-refund, direct-debit, or card for one whose
 * signature failed, whose event is not read; never the event's own text, which the sender chose) and
 * verdict: accepted (it changed something), duplicate (already recorded), not-settled (it paid nothing:
 * failed, still pending, or refunded as a duplicate, late or wrong amount: see oja_card_payments_settled_total),
 * bad-signature, unknown-reference, ignored (an event the shop does not act on) or provider-unavailable (the
 * provider did not answer our check: 503, delivered again later).
 */
export const webhooksCounter = new Counter({
  name: 'oja_webhooks_total',
  help: 'Payment provider webhooks received, by webhook (card-charge, card-refund, direct-debit; card when unsigned) and verdict.',
  labelNames: ['webhook', 'verdict'] as const,
  registers: [registry],
});

/**
 * The domain's settlementDecision (packages/domain/src/settlement.ts) each time a provider's answer is judged:
 * pay, reject, fail or wait, by purpose (first-payment, early-payment, instalment: the collector's debits).
 */
export const settlementDecisions = new Counter({
  name: 'oja_settlement_decisions_total',
  help: "Settlement decisions about a provider's answer, by purpose (first-payment, early-payment, instalment) and decision (pay, reject, fail, wait).",
  labelNames: ['purpose', 'decision'] as const,
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

// The figures read when Prometheus scrapes: the outbox, readiness, the workers' last ticks.
registerScrapeMetrics(registry);

/**
 * The route a request is counted under when no route pattern says it (the shop's pages and files, answered
 * by one catch-all): set by the handler that answered it. Keyed by the request itself, so nothing outlives it.
 */
const routeLabels = new WeakMap<Request, string>();

/** Counts this request under `route` (a fixed name such as 'page:product' or 'static', never a path). */
export function labelRoute(c: Context, route: string): void {
  routeLabels.set(c.req.raw, route);
}

/**
 * A rendered page's label: 'page:' and its manifest route's name in kebab case ('page:product',
 * 'page:search-page'); a 404 page, whichever route showed it, is 'page:not-found'.
 */
export function pageRouteLabel(routeName: string | undefined, status: number): string {
  if (status === 404) return 'page:not-found';
  if (!routeName) return 'page';
  return `page:${routeName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Counts every request and its time, by route pattern (Hono's matched route, never the raw path). */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeLabels.get(c.req.raw) ?? routeLabel(c.req.routePath);
    const labels = { method: c.req.method, route, status: String(c.res.status) };
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
 * never without a token configured). `db`, `now`, `heartbeats` and `ready` (this process's /readyz verdict)
 * are what the scrape-time gauges read.
 */
export function metricsRoutes({
  protect,
  token,
  db,
  now = Date.now,
  heartbeats,
  ready,
}: {
  protect: boolean;
  token?: string | undefined;
  db: Database;
  now?: () => number;
  heartbeats?: WorkerHeartbeats | undefined;
  ready?: () => Promise<boolean>;
}) {
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
    const body = await withScrapeSources({ db, now, heartbeats, ready }, () => registry.metrics());
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': registry.contentType });
  });
  return routes;
}
