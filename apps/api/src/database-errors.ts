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
