import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, createApp } from '../src/app.ts';
import type { Database } from '../src/db/connect.ts';
import { WorkerHeartbeats } from '../src/ops/heartbeat.ts';
import { SandboxDirectDebit } from '../src/payments/direct-debit-sandbox.ts';
import { SandboxCardPayments } from '../src/payments/sandbox.ts';
import { SandboxAddressVerifier } from '../src/verification/address-verifier.ts';
import { SandboxCreditBureau } from '../src/verification/credit-bureau.ts';
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

  it('are not under /api/v1', async () => {
    expect((await sandboxApp().request('/api/v1/healthz')).status).toBe(404);
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
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', workers: 'failed' },
      staleWorkers: ['collector'],
    });
    beat();
    expect((await app.request('/readyz')).status).toBe(200);
  });
});
