/**
 * What the logs never hold: a shopper's personal data (email, phone, names, addresses, BVN, card data) and
 * secrets (passwords and their hashes, tokens, codes, keys, cookies). The logger (ops/log.ts) applies all of
 * it to every line, so a new log line cannot leak by accident:
 * - fields named below are replaced by [Redacted] wherever they sit in a logged object (pino's `redact`);
 * - an error is logged through `serializeError`: its type, a message with no values, the error code, the
 *   failed statement's name and its stack frames, never its other fields (a PostgreSQL error's `detail` is
 *   'Key (email)=(ada@…) already exists' or 'Failing row contains (…)'; a failed Drizzle query carries its
 *   `params`);
 * - every text written (a line's message, an error's message) loses what looks like personal data
 *   (`redactText`).
 */

/** Field names whose values are never logged, whatever object they sit in. */
const REDACTED_KEYS = [
  // The shopper.
  'email',
  'phone',
  'phoneNumber',
  'recipient',
  'to',
  'name',
  'firstName',
  'lastName',
  'fullName',
  'address',
  'streetAddress',
  'residentialAddress',
  'dateOfBirth',
  'bvn',
  'accountNumber',
  'cardNumber',
  'cvv',
  'expiry',
  // Secrets.
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'csrfToken',
  'otp',
  'code',
  'authorization',
  'Authorization',
  'cookie',
  'set-cookie',
  'secretKey',
  'bvnHashKey',
  // What a failed statement or a database error carries: the values themselves.
  'params',
  'detail',
];

/** pino's redaction paths for those fields, at the top of a line and up to two objects down, and in headers. */
export const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => {
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const child = safe.startsWith('[') ? safe : `.${safe}`;
  return [safe, `*${child}`, `*.*${child}`, `*.headers["${key}"]`];
});

/**
 * Personal data and secrets in free text, each with what stands in its place. Order matters: the whole of a
 * database's 'Key (…)=(…)' or 'Failing row contains (…)' goes before its parts would be.
 */
const TEXT_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Failing row contains \(.*\)/gs, 'Failing row contains ([Redacted])'],
  [/(Key \([^)]*\))=\(.*?\)( already exists| is not present|$)/gm, '$1=([Redacted])$2'],
  // A Drizzle query's values, to the end of the text.
  [/\bparams: [\s\S]*$/, 'params: [Redacted]'],
  // A value a database message quotes: 'invalid input syntax for type uuid: "…"'.
  [/(: )"[^"]*"/g, '$1"[Redacted]"'],
  [/scrypt\$[^\s,'"|)]+/g, '[password hash]'],
  [/Bearer\s+[A-Za-z0-9._~+/-]+=*/gi, 'Bearer [Redacted]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // A query string of an address (a token or an email may ride in it).
  [/(https?:\/\/[^\s?#'"]*)\?[^\s#'"]*/g, '$1?[Redacted]'],
  // Nigerian phone numbers (+234…, 234…, 0803…) and any other run of 10 to 14 digits: a BVN (11), an
  // account number (10), a card's (13 and up).
  [/\+?\b234\d{10}\b/g, '[phone]'],
  [/(?<![\w-])\d{10,19}(?![\w-])/g, '[number]'],
];

/** The text without what looks like personal data or a secret (see TEXT_PATTERNS). */
export function redactText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of TEXT_PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/**
 * The name of a failed SQL statement, without its values: its verb and first table ('insert into "users"',
 * 'select from "rate_limits"'), or its verb alone.
 */
function statementName(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:into|update|from)\s+("[^"]+"|\w+)/i.exec(sql)?.[1];
  if (!table) return verb;
  return verb === 'insert'
    ? `insert into ${table}`
    : verb === 'update'
      ? `update ${table}`
      : `${verb} from ${table}`;
}

/** An error's fields that name what failed without holding a value (PostgreSQL's and Node's). */
const SAFE_ERROR_FIELDS = [
  'severity',
  'table',
  'constraint',
  'column',
  'routine',
  'errno',
  'syscall',
] as const;

const MAX_CAUSES = 4;

interface LoggedError {
  type: string;
  message: string;
  /** The error's code: a PostgreSQL SQLSTATE ('23505'), a Node code ('ECONNREFUSED'). */
  errorCode?: string;
  /** The failed SQL statement's name (a Drizzle query error). */
  statement?: string;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * An error as the logs show it (pino's `err` serializer): what failed, never with what values. Its message
 * and stack pass through redactText; a failed Drizzle query is named by its statement ('Failed query: insert
 * into "users"'), without its SQL's values; its causes (the driver's error) likewise.
 */
export function serializeError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactText(error) : error;
  const fields = error as Error & Record<string, unknown>;
  const statement = typeof fields.query === 'string' ? statementName(fields.query) : undefined;
  const message = statement ? `Failed query: ${statement}` : redactText(error.message);
  const type = error.constructor?.name || error.name || 'Error';
  // The stack's frames are the code's; its first lines are the message, which may hold values.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof fields.code === 'string' || typeof fields.code === 'number')
    logged.errorCode = String(fields.code);
  if (statement) logged.statement = statement;
  for (const name of SAFE_ERROR_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') logged[name] = value;
  }
  if (fields.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = serializeError(fields.cause, depth + 1) as LoggedError;
  }
  return logged;
}
