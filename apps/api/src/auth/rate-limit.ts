import type { Limit } from '../db/rate-limits-repository.ts';

/**
 * How often each guarded thing may be tried, and what a refusal says. The counters themselves are rows of
 * rate_limits (db/rate-limits-repository.ts: takeAttempt, limitKeys).
 */

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Login attempts for one account from one client address (failures and successes alike). */
export const LOGIN_PAIR_LIMIT: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
/** Login attempts from one client address, whatever the account. */
export const LOGIN_ADDRESS_LIMIT: Limit = { max: 30, windowMs: FIFTEEN_MINUTES };
/** Failed logins of one account from every address: past the threshold, a progressive delay. */
export const LOGIN_ACCOUNT_FAILURES: Limit = { max: 10, windowMs: DAY };
/** Code checks from one client address (verify-email and verify-otp). */
export const OTP_ADDRESS_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };
/** Code checks for one account a day, whichever code and address: 4-digit codes stay out of reach. */
export const OTP_ACCOUNT_LIMIT: Limit = { max: 20, windowMs: DAY };
/** Codes sent per email and purpose. */
export const OTP_SEND_LIMIT: Limit = { max: 1, windowMs: MINUTE };
/** Reset attempts from one client address. */
export const RESET_ADDRESS_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };
/**
 * Sign-ups from one client address (each costs a 32 MiB scrypt hash). Generous, because many shoppers on
 * one mobile network share an address (carrier-grade NAT); the sign-up queue bounds the CPU it can take.
 */
export const REGISTER_ADDRESS_LIMIT: Limit = { max: 30, windowMs: HOUR };

export const TOO_MANY_LOGINS = 'Too many attempts. Please try again in 15 minutes.';
export const TOO_MANY_CODES = 'Too many attempts. Please try again in 15 minutes.';
export const TOO_MANY_CODES_TODAY = 'Too many codes tried today. Please try again tomorrow.';
export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from this network. Please try again in an hour.';
export const WAIT_A_MINUTE = 'Please wait a minute before asking for a new code.';

/**
 * The progressive delay after an account's failures from every address: none up to the threshold, then
 * 1 s, 2 s, 4 s … doubling with each further failure, at most a minute. It slows a guesser spread over many
 * addresses to about a guess a minute without locking the owner out for long (and an address the owner has
 * logged in from before is not delayed at all; see the login route).
 */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_ACCOUNT_FAILURES.max;
  if (over < 0) return 0;
  return Math.min(1000 * 2 ** over, MINUTE);
}
