import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type DestinationStream, type Logger, pino } from 'pino';
import { clientAddressOf } from '../auth/client-address.ts';
import { REDACT_PATHS, redactText, serializeError } from './redact.ts';

export type { Logger };

/** The request being answered, if any: every log line written while it is answered carries its id. */
const currentRequest = new AsyncLocalStorage<string>();

/**
 * A JSON logger (pino): one object a line, with `requestId` on every line written while a request is being
 * answered. `destination` is stdout unless given (tests capture the lines). No personal data or secret reaches
 * a line (ops/redact.ts): named fields are redacted wherever they sit, errors are logged without their values,
 * and every message's text loses what looks like an email, a phone number, a BVN, a hash or a token.
 */
export function createLogger({
  level = 'info',
  destination,
}: {
  level?: string;
  destination?: DestinationStream;
} = {}): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      serializers: { err: serializeError, error: serializeError },
      hooks: {
        logMethod(args, method) {
          const texts = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
          method.apply(this, texts as Parameters<typeof method>);
        },
      },
      mixin: () => {
        const requestId = currentRequest.getStore();
        return requestId ? { requestId } : {};
      },
    },
    // Synchronous writes to stdout by default: pino's own default writes asynchronously and flushes at exit,
    // and at a fatal start-up exit a line still being written arrived after the fatal one or not at all (CI
    // on PostgreSQL, database-outage.test.ts). One write a line is cheap beside the request it records.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * The process's logger, for what runs outside a request's handlers too (background workers, start-up).
 * main.ts sets its level from LOG_LEVEL; the tests silence it (test/setup.ts).
 */
export const logger = createLogger();

/** An incoming X-Request-Id kept as it is: short, and only characters that cannot forge anything. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A request id for every request (the client's sane X-Request-Id, else a new UUID), answered in the
 * X-Request-Id header and, on an error answer in JSON, as `requestId`; one access line per request (method,
 * route pattern, path without its query, status, time, and the client's address as the trusted proxy setting
 * reads it: TRUST_PROXY, auth/client-address.ts), written by `log`.
 */
export function requestLogging(
  log: Logger,
  { trustedHops = 0 }: { trustedHops?: number } = {},
): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    await currentRequest.run(requestId, async () => {
      await next();
      await addRequestIdToError(c.res, requestId, (response) => {
        c.res = undefined;
        c.res = response;
      });
      try {
        c.res.headers.set('X-Request-Id', requestId);
      } catch {
        // An answer with immutable headers (none of this app's own) goes without it.
      }
      const status = c.res.status;
      log[status >= 500 ? 'error' : 'info'](
        {
          method: c.req.method,
          route: c.req.routePath,
          path: c.req.path,
          status,
          client: clientAddressOf(c, trustedHops),
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
  };
}

/** An error answer in JSON (4xx, 5xx, not encoded) gets the request's id as `requestId`. */
async function addRequestIdToError(
  response: Response,
  requestId: string,
  replace: (response: Response) => void,
): Promise<void> {
  if (response.status < 400 || response.headers.has('content-encoding')) return;
  if (!response.headers.get('content-type')?.startsWith('application/json')) return;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const text = JSON.stringify({ ...body, requestId });
  const headers = new Headers(response.headers);
  // Its length, as the answer had one: the compress middleware leaves a small answer as it is by it.
  headers.set('content-length', String(Buffer.byteLength(text)));
  replace(
    new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers,
    }),
  );
}
