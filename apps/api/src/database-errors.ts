/**
 * PostgreSQL's SQLSTATE class 22, "data exception": the database refused a value the request carried (22P05
 * untranslatable character, 22021 bad byte sequence such as NUL, 22003 number out of range, 22P02 bad text
 * for the type, 22001 string too long, 22007/22008 bad date or time...). Such a value is the client's
 * mistake that the contract did not catch, not a failure of the server.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/** How deep to follow `cause`: Drizzle wraps the driver's error once; leave room for another wrapper. */
const MAX_CAUSE_DEPTH = 4;

export interface DataException {
  /** The SQLSTATE, e.g. '22021'. */
  code: string;
  /** The database's message (it may quote the value: log it escaped). */
  message: string;
}

/**
 * The PostgreSQL data exception (SQLSTATE class 22) behind an error, or null. node-postgres's DatabaseError
 * and PGlite's error both carry the SQLSTATE as `code`; Drizzle's DrizzleQueryError carries the driver's
 * error as `cause`, so the causes are followed too.
 */
export function dataExceptionOf(error: unknown): DataException | null {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH; depth++) {
    if (current === null || typeof current !== 'object') return null;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) {
      return { code, message: typeof message === 'string' ? message : '' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True when the database refused a value of the request (SQLSTATE class 22): a 400, not a 500. */
export function isDatabaseInputError(error: unknown): boolean {
  return dataExceptionOf(error) !== null;
}

/**
 * The Retry-After of a 503 for a database outage: a restart or a failover takes seconds, and the pool opens new
 * connections on the next request, so a client asking again this much later usually gets its answer.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs that say the database cannot answer at all, whatever was asked: class 08 (connection exception),
 * 57P01/57P02/57P03 (the server is shutting down, crashed, or not accepting connections yet: a restart or a
 * failover), 53300 (too many connections), 28000/28P01 (the login is refused: a rotated password) and 3D000
 * (the database is not there).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300|28000|28P01|3D000)$/;

/** A socket that could not reach the database server, or lost it. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own failures carry no code, only these messages: the server went mid-query ('Connection
 * terminated unexpectedly'), a connection could not be made in the pool's connectionTimeoutMillis ('timeout
 * exceeded when trying to connect', 'Connection terminated due to connection timeout'), a client left broken
 * by either ('… is not queryable'). PGlite after it was closed says 'PGlite is closed'.
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|PGlite is closed)/;

/** Every error behind `error`: its `cause`s (Drizzle wraps the driver's error) and an AggregateError's errors. */
function errorsBehind(error: unknown, depth = 0): unknown[] {
  if (depth > MAX_CAUSE_DEPTH || error === null || typeof error !== 'object') return [];
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  return [
    error,
    ...errorsBehind(cause, depth + 1),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => errorsBehind(inner, depth + 1)) : []),
  ];
}

/**
 * Why the database cannot answer, or null when `error` is not that: a code (SQLSTATE or socket) and a message.
 * Log the code under another name than `code`, which the logger redacts (ops/log.ts: sign-in codes).
 */
export function databaseUnavailable(error: unknown): { code: string; message: string } | null {
  for (const each of errorsBehind(error)) {
    const { code, message } = each as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
      return { code, message: text };
    }
    if (UNAVAILABLE_MESSAGE.test(text)) return { code: 'connection', message: text };
  }
  return null;
}

/**
 * True when the database could not be reached or stopped answering (not when it refused what was asked): the
 * request may succeed once it is back, so the answer is a 503 with Retry-After, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailable(error) !== null;
}
