import type { Hono } from 'hono';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable, dataExceptionOf } from '../database-errors.ts';
import { refuse } from '../http/refuse.ts';
import { ForbiddenTransition } from '../money/transition.ts';
import type { Logger } from '../ops/log.ts';
import { redactText } from '../ops/redact.ts';
import { API_BASE_PATH } from './options.ts';

/** The answers of an unknown path and of a request that failed: a clear refusal, never a stack trace. */
export function handleErrors(app: Hono, log: Logger): void {
  app.notFound((c) =>
    c.req.path.startsWith(`${API_BASE_PATH}/`) || c.req.path === API_BASE_PATH
      ? refuse(c, 404, 'Not found')
      : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    // JSON lines: a path holding control characters cannot forge another line.
    const request = { method: c.req.method, path: c.req.path };
    const dataException = dataExceptionOf(error);
    if (dataException) {
      // The database refused a value the contract let through: the client's mistake, not the server's.
      log.warn(
        // The database's words without the value they may quote (ops/redact.ts).
        { ...request, sqlstate: dataException.code, reason: redactText(dataException.message) },
        'refused by the database',
      );
      return refuse(c, 400, 'The request has a value the server cannot store.');
    }
    // A money status move the domain's tables forbid: transition() logged it as an error where it was asked.
    if (error instanceof ForbiddenTransition) return refuse(c, 409, error.message);
    const outage = databaseUnavailable(error);
    if (outage) {
      // The database is unreachable (down, restarting, failing over): nothing is wrong with the request, and
      // it may succeed in a few seconds, so say so (503, Retry-After) rather than 'Something went wrong'.
      log.error({ ...request, failure: outage.code, detail: outage.message }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return refuse(
        c,
        503,
        'The shop cannot reach its database just now. Please try again in a few seconds.',
      );
    }
    log.error({ ...request, err: error }, 'request failed');
    return refuse(c, 500, 'Something went wrong.');
  });
}
