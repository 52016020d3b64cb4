import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/connect.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { WorkerHeartbeats } from './heartbeat.ts';

/** The newest migration this build knows (drizzle/meta/_journal.json): a database without it is not ready. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

type Check = 'ok' | 'failed';

/**
 * GET /healthz: the process is alive (200, nothing asked of anything). GET /readyz: the database answers, its
 * migrations are this build's, and the background workers of this process (if any) ticked recently; 503
 * naming the check that failed otherwise, and 503 `{"status":"stopping"}` at once, asking nothing, once the
 * process is shutting down (`stopping`, main.ts: a SIGTERM). Operators' paths, outside /api/v1: never cached,
 * no auth (load balancers call them), and nothing secret in them (no error text, no address).
 */
export function healthRoutes({
  db,
  heartbeats,
  stopping = () => false,
}: {
  db: Database;
  heartbeats?: WorkerHeartbeats | undefined;
  /** True once the process is shutting down: no load balancer should send it anything new. */
  stopping?: (() => boolean) | undefined;
}) {
  const newest = newestMigrationMillis();
  const routes = new Hono();
  // No middleware here: mounted at '/', a `use('*')` would reach every path of the app.
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  routes.get('/readyz', async (c) => {
    if (stopping()) return c.json({ status: 'stopping' }, 503, { 'Cache-Control': 'no-store' });
    const checks: Record<string, Check> = {};
    let migrated = false;
    try {
      await db.execute(sql`select 1`);
      checks.database = 'ok';
      const applied = await db.execute(
        sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
      );
      // Both drivers (node-postgres and PGlite) answer the rows in `rows`.
      const { rows } = applied as unknown as { rows: Array<{ newest: string | number | null }> };
      migrated = Number(rows[0]?.newest ?? 0) >= newest;
    } catch {
      checks.database ??= 'failed';
    }
    checks.migrations = migrated ? 'ok' : 'failed';
    const stale = heartbeats?.stale() ?? [];
    if (heartbeats) checks.workers = stale.length === 0 ? 'ok' : 'failed';
    const ready = Object.values(checks).every((check) => check === 'ok');
    return c.json(
      { status: ready ? 'ok' : 'unavailable', checks, ...(stale.length > 0 ? { staleWorkers: stale } : {}) },
      ready ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
  return routes;
}
