import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard): N = 2^15, r = 8, p = 1 (32 MiB a hash), a random 16-byte
 * salt. The stored form keeps the parameters, so they can be raised later without breaking old hashes:
 * `scrypt$N$r$p$salt$hash` (salt and hash base64url).
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * Tests only: N = 2^10 (1 MiB, about 1 ms a hash), with OJA_TEST_CHEAP_PASSWORDS=1 in the environment (the
 * API's vitest config and the e2e server set it), so that hundreds of sign-ups do not spend minutes hashing.
 * Never in production: hashPassword ignores it when OJA_MODE=production, and config.ts refuses to start
 * production with it set. A hash keeps its parameters, so a cheap hash still verifies, and vice versa.
 */
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
export const TEST_COST_ENV = 'OJA_TEST_CHEAP_PASSWORDS';

/** The parameters a new hash gets: the full cost, unless a test asked for the cheap one outside production. */
export function hashParams(env: Record<string, string | undefined> = process.env) {
  return env[TEST_COST_ENV] === '1' && env.OJA_MODE !== 'production' ? TEST_PARAMS : PARAMS;
}
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params = hashParams()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** True when `password` matches `stored`; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same scrypt work as a real check, for an email no account has, so the time an answer takes
 * does not tell whether the email is registered. Always false.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
