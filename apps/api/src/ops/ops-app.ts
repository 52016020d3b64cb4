import { Hono } from 'hono';
import type { OjaMode } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { refuse } from '../http/refuse.ts';
import { securityHeaders } from '../security-headers.ts';
import { healthRoutes } from './health.ts';
import type { WorkerHeartbeats } from './heartbeat.ts';
import { type Logger, requestLogging } from './log.ts';
import { metricsRoutes, requestMetrics } from './metrics.ts';

/**
 * What a worker process (OJA_ROLE=worker) serves: GET /healthz, GET /readyz and GET /metrics, nothing else
 * (404), with the same request ids, access lines and security headers as the shop.
 */
export function createOpsApp({
  db,
  mode,
  heartbeats,
  metricsToken,
  logger,
  stopping,
}: {
  db: Database;
  mode: OjaMode;
  heartbeats: WorkerHeartbeats | undefined;
  metricsToken: string | undefined;
  logger: Logger;
  /** True once the process is shutting down (GET /readyz then answers 503). */
  stopping?: (() => boolean) | undefined;
}) {
  const app = new Hono({ strict: false });
  app.use('*', requestMetrics());
  app.use('*', securityHeaders(mode, []));
  app.use('*', requestLogging(logger));
  const health = healthRoutes({ db, heartbeats, stopping });
  app.route('/', health);
  const ready = async () => (await health.request('/readyz')).status === 200;
  app.route(
    '/',
    metricsRoutes({ protect: mode === 'production', token: metricsToken, db, heartbeats, ready }),
  );
  app.notFound((c) => refuse(c, 404, 'Not found'));
  return app;
}
