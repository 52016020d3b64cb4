import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { rateLimits } from './schema.ts';

/**
 * Attempt counters kept in the database, so they hold across processes and restarts: one row per key
 * ('login:ada@example.com|203.0.113.9', 'otp-account:42', ...) counting attempts in a fixed window. The limits
 * are @oja/domain's (sign-in-limits.ts) and auth/rate-limit.ts's.
 *
 * `takeAttempt` reads and increments a counter in ONE statement, before the secret it guards is checked.
 * Reading first and writing after the check lets a burst of parallel requests all read the same count and
 * all pass; with one statement, the database serialises them on the row and exactly `max` of them pass.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

/** The counters' keys, written once. Emails are the lowercased account keys. */
export const limitKeys = {
  loginPair: (email: string, address: string) => `login:${email}|${address}`,
  loginPairsOf: (email: string) => `login:${email}|`,
  loginAddress: (address: string) => `login-address:${address}`,
  loginAccount: (email: string) => `login-account:${email}`,
  /** Wrong passwords from one device cookie (auth/device-cookie.ts), whoever else fails. */
  loginDevice: (deviceId: string) => `login-device:${deviceId}`,
  otpAddress: (address: string) => `otp-address:${address}`,
  otpAccount: (userId: number) => `otp-account:${userId}`,
  resetAddress: (address: string) => `reset-address:${address}`,
  /** Codes asked for (forgot-password, resend-otp) from one address. */
  codeSendAddress: (address: string) => `code-send-address:${address}`,
  registerAddress: (address: string) => `register-address:${address}`,
  /** Viewing and short-let requests (public posts that send an email). */
  propertyRequestAddress: (address: string) => `property-request-address:${address}`,
  bvnCheck: (userId: number) => `bvn-check:${userId}`,
  addressCheck: (userId: number) => `address-check:${userId}`,
  /** Calls that make the shop ask a payment provider (verify, start a page, re-check a mandate). */
  providerCalls: (userId: number) => `provider-calls:${userId}`,
};

/** A LIKE pattern matching every key that starts with `prefix`. */
export function keyPrefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface Attempt {
  /** False when this attempt is over the limit: refuse it without checking anything. */
  allowed: boolean;
  /** Attempts counted in the window, this one included. */
  count: number;
}

/**
 * Counts one attempt under the key and answers whether it is within the limit. A window that has ended
 * starts again at 1. Atomic: the increment and the read are one statement.
 */
export async function takeAttempt(db: Database, key: string, limit: Limit, now: number): Promise<Attempt> {
  const at = new Date(now);
  const windowEnd = new Date(now + limit.windowMs);
  const expired = sql`${rateLimits.windowEndsAt} <= ${at.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnd, lastAt: at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEnd.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
        lastAt: at,
      },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return { allowed: count <= limit.max, count };
}

/** The attempts counted under the key in its current window, and when the last one was (null when none). */
export async function readAttempts(
  db: Database,
  key: string,
  now: number,
): Promise<{ count: number; lastAt: Date | null }> {
  const [row] = await db
    .select({ count: rateLimits.count, lastAt: rateLimits.lastAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, new Date(now))));
  return row ? { count: row.count, lastAt: row.lastAt } : { count: 0, lastAt: null };
}

/** Gives one attempt back (a login that succeeded does not use up its address's allowance). */
export async function giveBackAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets a key (an account's failed logins after a successful one or a password reset). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
