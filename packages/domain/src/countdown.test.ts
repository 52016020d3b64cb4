import { describe, expect, it } from 'vitest';
import {
  EMAIL_VERIFICATION_OTP_SECONDS,
  formatCountdown,
  isOtpExpired,
  otpExpiresAt,
  RESET_OTP_SECONDS,
  secondsUntil,
} from './countdown';

describe('OTP countdowns: 900 s reset as mm:ss, 86400 s email verification as hh:mm:ss', () => {
  it.each([
    [RESET_OTP_SECONDS, 'mm:ss', '15:00'],
    [899, 'mm:ss', '14:59'],
    [61, 'mm:ss', '01:01'],
    [0, 'mm:ss', '00:00'],
    [EMAIL_VERIFICATION_OTP_SECONDS, 'hh:mm:ss', '24:00:00'],
    [86_399, 'hh:mm:ss', '23:59:59'],
    [3_661, 'hh:mm:ss', '01:01:01'],
    [-5, 'hh:mm:ss', '00:00:00'],
    [Number.NaN, 'mm:ss', '00:00'],
    [12.7, 'mm:ss', '00:12'],
  ] as const)('%s seconds as %s is %s', (seconds, format, shown) => {
    expect(formatCountdown(seconds, format)).toBe(shown);
  });
});

describe('expiry is decided from the injected clock', () => {
  const issuedAt = Date.UTC(2026, 10, 22, 9, 0, 0);
  const expiresAt = otpExpiresAt(issuedAt, RESET_OTP_SECONDS);

  it('a reset code expires 15 minutes after it was issued', () => {
    expect(expiresAt - issuedAt).toBe(900_000);
    expect(isOtpExpired(expiresAt, expiresAt - 1)).toBe(false);
    expect(isOtpExpired(expiresAt, expiresAt)).toBe(true);
  });

  it('counts whole seconds left, rounding up, and never below zero', () => {
    expect(secondsUntil(expiresAt, issuedAt)).toBe(900);
    expect(secondsUntil(expiresAt, expiresAt - 1)).toBe(1);
    expect(secondsUntil(expiresAt, expiresAt + 5_000)).toBe(0);
  });
});
