/**
 * How often sign-in, sign-up, codes and resets may be tried, and what happens past each limit (issue 41).
 *
 * Nigerian mobile networks put thousands of shoppers behind one carrier-grade NAT address, so a limit per
 * address never refuses: past it, the client solves a proof-of-work challenge (ALTCHA) and goes on. What
 * protects an account is counted per account (a growing delay, never a lock a stranger can aim at it) and
 * per device (a signed device cookie from an earlier sign-in, which other people's failures never block).
 */

/** A counter: at most `max` attempts in a fixed window of `windowMs`. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Sign-in attempts from one address, whatever the account, before each further one needs a solved
 * challenge. A ceiling against floods only: a busy evening on one NAT address stays under it, and past it a
 * shopper loses a second or two, never the sign-in. Devices that signed in before are not counted.
 */
export const LOGIN_ADDRESS_CEILING: AttemptLimit = { max: 100, windowMs: FIFTEEN_MINUTES };

/**
 * Sign-in attempts for one account from one address without a device cookie, before each further one needs
 * a solved challenge: a guesser behind the owner's own NAT pays for every guess past the fifth.
 */
export const LOGIN_PAIR_LIMIT: AttemptLimit = { max: 5, windowMs: FIFTEEN_MINUTES };

/**
 * Failed sign-ins of one account from everywhere before the growing delay starts (see `loginDelayMs`). A day
 * long, so a guesser spread over many addresses gets a guess a minute at most.
 */
export const LOGIN_ACCOUNT_FAILURES: AttemptLimit = { max: 10, windowMs: DAY };

/** The growing delay's longest wait: slow enough for a guesser, short enough for an owner on a new phone. */
export const LOGIN_DELAY_MAX_MS = MINUTE;

/**
 * Wrong passwords from one device cookie before the device loses its standing and is treated as a new
 * device (OWASP's device cookies: a stolen cookie gives no unlimited guesses). Counted per cookie, so
 * nobody else's failures touch it.
 */
export const DEVICE_FAILURE_LIMIT: AttemptLimit = { max: 5, windowMs: FIFTEEN_MINUTES };

/** How long a device cookie lasts after a sign-in (each sign-in renews it): a month, as a phone is kept. */
export const DEVICE_COOKIE_LIFETIME_MS = 30 * DAY;

/**
 * Sign-ups from one address in an hour before each further one needs a solved challenge (each sign-up
 * costs a 32 MiB scrypt hash; the sign-up queue bounds the CPU they take).
 */
export const REGISTER_ADDRESS_CEILING: AttemptLimit = { max: 30, windowMs: HOUR };

/**
 * Code checks (verify-email, verify-otp) from one address before each further one needs a solved challenge.
 * The codes themselves are guarded per account (`OTP_ACCOUNT_LIMIT`, and 5 tries a code).
 */
export const OTP_ADDRESS_CEILING: AttemptLimit = { max: 30, windowMs: FIFTEEN_MINUTES };

/** Code checks for one account a day, whichever code and address: 4-digit codes stay out of reach. */
export const OTP_ACCOUNT_LIMIT: AttemptLimit = { max: 20, windowMs: DAY };

/** Codes sent per email and purpose: one a minute, so nobody can fill a shopper's inbox. */
export const OTP_SEND_LIMIT: AttemptLimit = { max: 1, windowMs: MINUTE };

/**
 * Codes asked for (forgot-password, resend-otp) from one address before each further one needs a solved
 * challenge: every request can send an email, so a flood from one address costs work.
 */
export const CODE_SEND_ADDRESS_CEILING: AttemptLimit = { max: 30, windowMs: FIFTEEN_MINUTES };

/** Password resets from one address before each further one needs a solved challenge. */
export const RESET_ADDRESS_CEILING: AttemptLimit = { max: 30, windowMs: FIFTEEN_MINUTES };

/**
 * The challenge's difficulty: the secret number is below this, so a client hashes half of it on average
 * (ALTCHA's solver awaits one WebCrypto SHA-256 per number). Measured: 100,000 took desktop Chromium on a
 * busy 2-core machine 1 s on average (0.06 to 3.6 s); a phone is some 2 to 4 times slower, so half that
 * keeps a phone at about a second or two.
 */
export const CHALLENGE_MAX_NUMBER = 50_000;

/** How long a challenge can be answered: time to solve it on a slow phone, too short to stockpile answers. */
export const CHALLENGE_LIFETIME_MS = 2 * MINUTE;

/**
 * The growing delay after an account's failures from everywhere: none up to the threshold, then 1 s, 2 s,
 * 4 s … doubling with each further failure, at most `LOGIN_DELAY_MAX_MS`. A device that signed in to the
 * account before is not delayed at all.
 */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_ACCOUNT_FAILURES.max;
  if (over < 0) return 0;
  return Math.min(1000 * 2 ** over, LOGIN_DELAY_MAX_MS);
}
