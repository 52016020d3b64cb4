import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, createApp } from '../src/app.ts';
import type { Database } from '../src/db/connect.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import { WorkerHeartbeats } from '../src/ops/heartbeat.ts';
import { createLogger } from '../src/ops/log.ts';
import { SandboxDirectDebit } from '../src/payments/direct-debit-sandbox.ts';
import { SandboxPayouts } from '../src/payments/payouts/sandbox-payouts.ts';
import { SandboxCardPayments } from '../src/payments/sandbox.ts';
import { SandboxTransferPayments } from '../src/payments/transfers/sandbox-transfers.ts';
import { runRefunds } from '../src/refunds/refund-job.ts';
import { SandboxAddressVerifier } from '../src/verification/address-verifier.ts';
import { SandboxCreditBureau } from '../src/verification/credit-bureau.ts';
import { parsePrometheusText, sampleValue } from './support/prometheus-text.ts';
import { seedQueuedRefunds } from './support/queued-refunds.ts';
import { createTestDatabase } from './test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const sandboxApp = (options: Partial<AppOptions> = {}) =>
  createApp({ db: database.db, imagesDir: database.dataDir, ...options });

const productionApp = (options: Partial<AppOptions> = {}) =>
  createApp({
    db: database.db,
    mode: 'production',
    imagesDir: database.dataDir,
    email: { kind: 'smtp', send: async () => undefined },
    addressVerifier: new SandboxAddressVerifier(),
    creditBureau: new SandboxCreditBureau(() => undefined),
    cardPayments: new SandboxCardPayments({ db: database.db }),
    directDebit: new SandboxDirectDebit({ db: database.db }),
    transfers: new SandboxTransferPayments(),
    payouts: new SandboxPayouts({ db: database.db }),
    bvnHashKey: 'a-production-key-of-at-least-32-characters',
    ...options,
  });

describe('GET /healthz and GET /readyz', () => {
  it('answer 200 in both modes, never cached, without auth', async () => {
    for (const app of [sandboxApp(), productionApp()]) {
      const health = await app.request('/healthz');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(health.headers.get('cache-control')).toBe('no-store');
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
      expect(ready.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('are not under /api/v1, and leave the other answers their own Cache-Control', async () => {
    expect((await sandboxApp().request('/api/v1/healthz')).status).toBe(404);
    const catalogue = await sandboxApp().request('/api/v1/products/categories');
    expect(catalogue.headers.get('cache-control')).toMatch(/^public/);
  });

  it('/readyz answers 503 naming the database when it does not answer, and tells nothing of why', async () => {
    const broken = new Proxy(database.db, {
      get: (target, name) =>
        name === 'execute'
          ? async () => {
              throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret');
            }
          : Reflect.get(target, name),
    }) as Database;
    const app = sandboxApp({ db: broken });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    const text = await ready.text();
    expect(JSON.parse(text)).toMatchObject({ status: 'unavailable', checks: { database: 'failed' } });
    expect(text).not.toMatch(/ECONNREFUSED|secret|10\.0\.0\.5/);
    // Alive all the same.
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('/readyz answers 503 naming the migrations when the newest one is not applied', async () => {
    const newest = await database.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = (newest as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> })
      .rows[0];
    if (!row) throw new Error('no migrations');
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const ready = await sandboxApp().request('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { database: 'ok', migrations: 'failed' } });
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await sandboxApp().request('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 naming a background worker whose last tick is too old', async () => {
    let time = 1_000_000;
    const heartbeats = new WorkerHeartbeats(() => time);
    const beat = heartbeats.expect('collector', 30_000);
    const app = sandboxApp({ heartbeats });
    // Just started: the first tick is on its way.
    expect(await (await app.request('/readyz')).json()).toMatchObject({ checks: { workers: 'ok' } });
    time += 60_000;
    beat();
    time += 89_000;
    expect((await app.request('/readyz')).status).toBe(200);
    time += 2_000;
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', workers: 'failed' },
      staleWorkers: ['collector'],
    });
    beat();
    expect((await app.request('/readyz')).status).toBe(200);
  });
});

describe('GET /metrics', () => {
  const scrape = async (app: ReturnType<typeof sandboxApp>, headers: Record<string, string> = {}) => {
    const answer = await app.request('/metrics', { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await answer.text()).samples;
  };

  it('counts requests by route pattern and status, with a latency histogram, never a raw path', async () => {
    const app = sandboxApp();
    const before = await scrape(app);
    const route = '/api/v1/products/get-single-product/:id';
    const counted = { name: 'oja_http_requests_total', labels: { method: 'GET', route } };
    const was = sampleValue(before, counted.name, counted.labels);
    for (const id of ['no-such-product-1', 'no-such-product-2']) {
      await app.request(`/api/v1/products/get-single-product/${id}`);
    }
    await app.request('/no/such/path/42');
    const after = await scrape(app);
    expect(sampleValue(after, counted.name, counted.labels)).toBe(was + 2);
    expect(
      sampleValue(after, 'oja_http_request_duration_seconds_count', { method: 'GET', route }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      after.some((s) => s.name === 'oja_http_request_duration_seconds_bucket' && s.labels.le === '+Inf'),
    ).toBe(true);
    expect(
      sampleValue(after, 'oja_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThan(0);
    const routes = after.flatMap((s) => (s.labels.route ? [s.labels.route] : []));
    expect(routes.some((r) => r.includes('no-such-product') || r.includes('42'))).toBe(false);
  });

  it('counts emails sent, texts queued, and refunds sent to the card provider', async () => {
    const app = sandboxApp();
    const before = await scrape(app);
    await new SandboxEmailSender(database.db, Date.now, () => undefined).send({
      to: 'ada@example.com',
      subject: 'Hello',
      text: 'Hello',
    });
    const now = Date.now();
    await seedQueuedRefunds(database, 2, new Date(now), 'OJA-M');
    const cardPayments = new SandboxCardPayments({
      db: database.db,
      now: () => now,
      deliver: async () => 200,
    });
    const email = new SandboxEmailSender(
      database.db,
      () => now,
      () => undefined,
    );
    await runRefunds({ db: database.db, cardPayments, email, now: () => now, log: () => undefined });
    const after = await scrape(app);
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('oja_emails_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(moved('oja_refunds_total', { outcome: 'sent' })).toBe(2);
    // Each refund is texted too (SMS is on by default).
    expect(moved('oja_sms_total', { outcome: 'queued' })).toBe(2);
    for (const name of [
      'oja_collector_debits_total',
      'oja_refunds_total',
      'oja_emails_total',
      'oja_sms_total',
    ]) {
      expect(parsePrometheusText(await (await app.request('/metrics')).text()).types.get(name)).toBe(
        'counter',
      );
    }
  });

  it('in production answers only with the METRICS_TOKEN bearer token', async () => {
    const token = 'a-metrics-token-of-some-length';
    const app = productionApp({ metricsToken: token });
    expect((await app.request('/metrics')).status).toBe(401);
    const wrong = await app.request('/metrics', { headers: { Authorization: 'Bearer not-it' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('oja_');
    await scrape(app, { Authorization: `Bearer ${token}` });
    // Without a token configured it stays closed.
    expect((await productionApp().request('/metrics')).status).toBe(401);
  });
});

describe('structured logs', () => {
  const capture = () => {
    const lines: string[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
    const records = () =>
      lines.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line));
    return { logger, lines, records };
  };

  it('gives every request an id, answers it, puts it in error answers and on every log line, one access line each', async () => {
    const { logger, records } = capture();
    const app = sandboxApp({ logger });
    const kept = await app.request('/api/v1/products/categories', {
      headers: { 'X-Request-Id': 'lb-7f3a.2:9' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.2:9');
    const missing = await app.request('/api/v1/products/get-single-product/no-such-thing');
    expect(missing.status).toBe(404);
    const id = missing.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await missing.json()).toEqual({ success: false, message: expect.any(String), requestId: id });
    // An id that could forge a line or is too long is replaced.
    for (const insane of ['a b', 'x'.repeat(200), 'id"}{"forged":1']) {
      const answer = await app.request('/healthz', { headers: { 'X-Request-Id': insane } });
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const unknown = await app.request('/api/v1/no/such/thing');
    expect(await unknown.json()).toMatchObject({ requestId: unknown.headers.get('x-request-id') });

    const logged = records();
    const access = logged.filter((line) => line.msg === 'request');
    expect(access).toHaveLength(6);
    for (const line of logged) {
      expect(typeof line.requestId).toBe('string');
      expect(typeof line.time).toBe('string');
      expect(typeof line.level).toBe('string');
    }
    expect(access[0]).toMatchObject({
      requestId: 'lb-7f3a.2:9',
      method: 'GET',
      path: '/api/v1/products/categories',
      status: 200,
    });
    expect(access[1]).toMatchObject({
      requestId: id,
      route: '/api/v1/products/get-single-product/:id',
      status: 404,
    });
  });

  it('never logs a BVN, a token, a password or the Authorization header', async () => {
    const { logger, lines } = capture();
    const app = sandboxApp({ logger });
    const secrets = ['22245678901', 'Sup3r-Secret-Passw0rd', 'tok_9f8e7d6c5b4a', 'sess_abcdef123456'];
    await app.request('/api/v1/auth/login/?token=tok_9f8e7d6c5b4a', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sess_abcdef123456' },
      body: JSON.stringify({
        email: 'ada@example.com',
        password: 'Sup3r-Secret-Passw0rd',
        bvn: '22245678901',
      }),
    });
    await app.request('/api/v1/users/me/', { headers: { Authorization: 'Bearer sess_abcdef123456' } });
    // Whatever some code hands the logger, those fields are redacted.
    logger.warn(
      {
        bvn: '22245678901',
        password: 'Sup3r-Secret-Passw0rd',
        body: { token: 'tok_9f8e7d6c5b4a', bvn: '22245678901' },
        req: { headers: { authorization: 'Bearer sess_abcdef123456' } },
      },
      'a careless line',
    );
    const text = lines.join('');
    expect(text).toContain('a careless line');
    expect(text).toContain('[Redacted]');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
