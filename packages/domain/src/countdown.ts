/** One-time-code countdowns. The clock is the caller's: pass `now` in milliseconds since the epoch. */

/** A password-reset code lives 900 seconds (15 minutes), shown as mm:ss. */
export const RESET_OTP_SECONDS = 900;
/** An email-verification code lives 86,400 seconds (24 hours), shown as hh:mm:ss. */
export const EMAIL_VERIFICATION_OTP_SECONDS = 86_400;
/** The countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1_000;
/** The code entry submits itself 150 ms after the last digit. */
export const OTP_AUTO_SUBMIT_DELAY_MS = 150;

export type CountdownFormat = 'mm:ss' | 'hh:mm:ss';

/**
 * Formats whole seconds left as mm:ss (the reset countdown, 900 → '15:00') or hh:mm:ss (the
 * email-verification countdown, 86400 → '24:00:00'). Negative, NaN or infinite input shows as zero.
 */
export function formatCountdown(secondsLeft: number, format: CountdownFormat): string {
  const total = Number.isFinite(secondsLeft) ? Math.max(0, Math.floor(secondsLeft)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = total % 60;
  if (format === 'mm:ss') return `${pad(Math.floor(total / 60))}:${pad(seconds)}`;
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(seconds)}`;
}

/** When a code issued at `issuedAt` (ms) stops working. */
export function otpExpiresAt(issuedAt: number, lifetimeSeconds: number): number {
  return issuedAt + lifetimeSeconds * 1_000;
}

/** Whole seconds left until `expiresAt`, rounded up so the display reaches 00:00 exactly at expiry. */
export function secondsUntil(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1_000));
}

/** A code has expired once `now` reaches its expiry time. */
export function isOtpExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt;
}
