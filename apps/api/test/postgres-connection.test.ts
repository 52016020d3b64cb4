import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/connect.ts';
import { products } from '../src/db/schema.ts';
import { logger } from '../src/ops/log.ts';
import { createServerDatabase } from './process/server.ts';
import { parsePrometheusText, sampleValue } from './support/prometheus-text.ts';

/**
 * A PostgreSQL server may end an idle connection (a restart, a failover, a dropped database): the pool
 * reports it and carries on instead of crashing the process; /metrics reports its use. PostgreSQL only
 * (vitest.config.ts): PGlite has no pool.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('postgres-connection.test.ts needs DATABASE_URL (see vitest.config.ts)');

let server: Awaited<ReturnType<typeof createServerDatabase>>;
beforeAll(async () => {
  server = await createServerDatabase(serverUrl);
});
afterAll(async () => server?.drop());

it('survives the server ending its idle connections, and answers the next query', async () => {
  const database = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent' });
  const logged = vi.spyOn(logger, 'error').mockImplementation((() => undefined) as never);
  try {
    await database.db.execute(sql`select 1`);
    const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '/nonexistent' });
    const name = new URL(server.url).pathname.slice(1);
    await admin.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
    );
    await admin.close();
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/^PostgreSQL closed an idle connection \(57P01\)/),
      ),
    );
    const [row] = await database.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(0);
  } finally {
    logged.mockRestore();
    await database.close();
  }
});

it("reports the pool's connections at /metrics: total, idle and clients waiting", async () => {
  const database = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent' });
  try {
    await database.db.execute(sql`select 1`);
    const app = createApp({ db: database.db, imagesDir: '/nonexistent' });
    const answer = await app.request('/metrics');
    expect(answer.status).toBe(200);
    const { samples } = parsePrometheusText(await answer.text());
    expect(sampleValue(samples, 'oja_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(samples.some((s) => s.name === 'oja_db_pool_connections' && s.labels.state === 'waiting')).toBe(
      true,
    );
  } finally {
    await database.close();
  }
});
