import { Secret, TOTP } from 'otpauth';

/**
 * The staff's second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps), as every authenticator app
 * reads it, through the otpauth library. A code is accepted one step either side of now (a phone's clock
 * drifts), and only once: the step it was made for must be later than the last step accepted.
 */
const PERIOD_SECONDS = 30;

/** The 30-second step `now` falls in. */
function totpStep(now: number): number {
  return Math.floor(now / 1000 / PERIOD_SECONDS);
}

/** A new secret: 20 random bytes (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans, shown once, when a staff member sets up their account. */
export function totpUri(secret: string, email: string): string {
  return new TOTP({ issuer: 'Oja', label: email, secret: Secret.fromBase32(secret) }).toString();
}

/** The code `secret` makes at `now` (the sandbox's documented owner, and tests). */
export function totpCode(secret: string, now: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now });
}

/**
 * The step of `code` if it is right for `secret` at `now` (one step of drift either way) and later than
 * `lastStep` (so a code seen over a shoulder cannot be used again); null otherwise.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
