import { createHmac } from 'node:crypto';

/**
 * The key that signs device cookies (auth/device-cookie.ts) and proof-of-work challenges (auth/challenge.ts):
 * SIGN_IN_SECRET when set (every process of one shop needs the same, so a challenge issued by one is
 * accepted by another). In production without it, one is derived from BVN_HASH_KEY, which production
 * requires, so the key is never a public constant there; the sandbox uses a fixed one.
 */
function signInSecret(
  env: Readonly<Partial<Record<'SIGN_IN_SECRET' | 'OJA_MODE' | 'BVN_HASH_KEY', string>>> = process.env,
): string {
  if (env.SIGN_IN_SECRET) return env.SIGN_IN_SECRET;
  if (env.OJA_MODE === 'production' && env.BVN_HASH_KEY) {
    return createHmac('sha256', env.BVN_HASH_KEY).update('oja sign-in secret').digest('hex');
  }
  if (env.OJA_MODE === 'production') throw new Error('SIGN_IN_SECRET is required in production.');
  return 'oja-sandbox-sign-in-secret';
}

let cached: string | undefined;

/** The key, read once (a missing one in production fails the first sign-in loudly, never silently). */
export function signInKey(): string {
  cached ??= signInSecret();
  return cached;
}
