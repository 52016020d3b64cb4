import { describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_FAILURES, LOGIN_DELAY_MAX_MS, loginDelayMs } from './sign-in-limits';

describe('loginDelayMs', () => {
  it('waits nothing below the threshold, then 1 s, 2 s, 4 s … doubling, at most a minute', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(LOGIN_ACCOUNT_FAILURES.max - 1)).toBe(0);
    expect(loginDelayMs(LOGIN_ACCOUNT_FAILURES.max)).toBe(1000);
    expect(loginDelayMs(LOGIN_ACCOUNT_FAILURES.max + 1)).toBe(2000);
    expect(loginDelayMs(LOGIN_ACCOUNT_FAILURES.max + 2)).toBe(4000);
    expect(loginDelayMs(LOGIN_ACCOUNT_FAILURES.max + 50)).toBe(LOGIN_DELAY_MAX_MS);
  });
});
