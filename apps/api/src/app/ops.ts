import type { Hono } from 'hono';
import { healthRoutes } from '../ops/health.ts';
import { metricsRoutes } from '../ops/metrics.ts';
import type { AppSettings } from './options.ts';

/** Operators' paths: is the process alive, is it ready (database, migrations, workers), and GET /metrics. */
export function mountOps(
  app: Hono,
  { db, heartbeats, stopping, mode, metricsToken, now }: AppSettings,
): void {
  const health = healthRoutes({ db, heartbeats, stopping });
  app.route('/', health);
  // A scrape reports this process's readiness (oja_ready) as /readyz answers it, asked in process.
  const ready = async () => (await health.request('/readyz')).status === 200;
  app.route(
    '/',
    metricsRoutes({ protect: mode === 'production', token: metricsToken, db, now, heartbeats, ready }),
  );
}
