import type { Limit } from '../db/rate-limits-repository.ts';

/**
 * What a refusal says, and the limits other parts of the API keep. The sign-in, sign-up, code and reset
 * thresholds are @oja/domain's (sign-in-limits.ts, each with its reason); the counters themselves are rows
 * of rate_limits (db/rate-limits-repository.ts: takeAttempt, limitKeys).
 */

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;

/** Staff password set-ups (routes/admin-staff.ts) from one client address: staff are few, a refusal is fine. */
export const RESET_ADDRESS_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };

export const TOO_MANY_CODES = 'Too many attempts. Please try again in 15 minutes.';
export const TOO_MANY_CODES_TODAY = 'Too many codes tried today. Please try again tomorrow.';
export const WAIT_A_MINUTE = 'Please wait a minute before asking for a new code.';
/** The growing delay of an account's failures (loginDelayMs); the answer carries Retry-After. */
export const SIGN_IN_DELAYED =
  'Too many failed attempts for this account. Please wait a moment and try again.';
