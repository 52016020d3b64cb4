import { describe, expect, it } from 'vitest';
import { hashParams, hashPassword, TEST_COST_ENV, verifyPassword } from '../src/auth/passwords.ts';

/** N, r and p of a stored hash (scrypt$N$r$p$salt$hash). */
const costOf = (stored: string) => stored.split('$').slice(0, 4).join('$');

describe('password hashing cost', () => {
  it('is the full cost by default: N = 2^15, r = 8, p = 1', async () => {
    expect(hashParams({})).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(costOf(await hashPassword('Sup3r-secret!', hashParams({})))).toBe('scrypt$32768$8$1');
  });

  it('is cheap only when a test asks for it, and never in production mode', () => {
    // The API's tests run with it (vitest.config.ts), so a sign-up costs a millisecond.
    expect(process.env[TEST_COST_ENV]).toBe('1');
    expect(hashParams({ [TEST_COST_ENV]: '1' })).toEqual({ N: 2 ** 10, r: 8, p: 1 });
    expect(hashParams({ [TEST_COST_ENV]: 'yes' }).N).toBe(2 ** 15);
    expect(hashParams({ [TEST_COST_ENV]: '1', OJA_MODE: 'production' }).N).toBe(2 ** 15);
  });

  it('verifies a hash made at either cost, whatever the current one (the stored form keeps its parameters)', async () => {
    const full = await hashPassword('Sup3r-secret!', hashParams({}));
    const cheap = await hashPassword('Sup3r-secret!', hashParams({ [TEST_COST_ENV]: '1' }));
    expect(costOf(cheap)).toBe('scrypt$1024$8$1');
    for (const stored of [full, cheap]) {
      expect(await verifyPassword('Sup3r-secret!', stored)).toBe(true);
      expect(await verifyPassword('Sup3r-secret?', stored)).toBe(false);
    }
  });
});
