import { Hono } from 'hono';
import { clientAddressOf } from '../auth/client-address.ts';
import { contractMiddleware } from '../contract-middleware.ts';
import type { ApiEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { httpCache } from '../http-cache.ts';
import { staffSessionFirst } from '../staff/staff-sessions.ts';
import { bodyLimits } from './body-limits.ts';
import { API_BASE_PATH, type AppSettings } from './options.ts';

/**
 * The API (openapi.yaml's operations, mounted at API_BASE_PATH): its cache, body limits, the request's
 * providers, the console's session and the contract's checks, before the routes `mountRoutes` adds.
 */
export function apiApp(settings: AppSettings, mountRoutes: (api: Hono<ApiEnv>) => void) {
  const { mode, validator, clock } = settings;
  // Not strict: the spec's paths end with a slash ('auth/register/'); both forms are served.
  const api = new Hono<ApiEnv>({ strict: false });
  // First: public catalogue answers come from memory with an ETag; everything else is private, no-store.
  api.use('*', httpCache({ cache: settings.answerCache, validator, basePath: API_BASE_PATH }));
  api.use('*', bodyLimits());
  api.use('*', async (c, next) => {
    // Another process may have moved the sandbox clock: its offset is read again when a second old (ahead of
    // time, without waiting, from half a second).
    await clock?.refreshIfStale();
    c.set('db', settings.db);
    c.set('now', settings.now);
    c.set('clock', clock);
    c.set('email', settings.email);
    c.set('addressVerifier', settings.addressVerifier);
    c.set('creditBureau', settings.creditBureau);
    c.set('bvnHashKey', settings.bvnHashKey);
    c.set('cardPayments', settings.cardPayments);
    c.set('directDebit', settings.directDebit);
    c.set('settlementReports', settings.settlementReports);
    c.set('transfers', settings.transfers);
    c.set('payouts', settings.payouts);
    c.set('publicUrl', settings.publicUrl);
    c.set('clientAddress', clientAddressOf(c, settings.trustedHops));
    c.set('runsWorkers', settings.runsWorkers);
    c.set('sms', settings.sms);
    c.set('pictureStore', settings.pictureStore);
    await next();
  });
  if (mode === 'production') {
    // Before the contract check, so that no query of any /dev path answers anything but 404.
    api.all('/dev/*', (c) => refuse(c, 404, 'Not found'));
  }
  // The console's session before its body: a visitor without one gets 401, never the body's field rules.
  api.use('*', staffSessionFirst(validator, API_BASE_PATH));
  api.use('*', contractMiddleware(validator, API_BASE_PATH));
  mountRoutes(api);
  return api;
}
