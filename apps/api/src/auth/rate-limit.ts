import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { rateLimitEvents } from '../db/schema.ts';

/**
 * Rate limits kept in the database, so they hold across processes and restarts: each counted event is a
 * row under a key ('login-account:ada@example.com', 'otp-address:203.0.113.9', ...), counted over a
 * sliding window.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed logins per account, and per client address. */
export const LOGIN_ACCOUNT_LIMIT: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
export const LOGIN_ADDRESS_LIMIT: Limit = { max: 20, windowMs: FIFTEEN_MINUTES };
/** Wrong codes per client address on verify-email and verify-otp. */
export const OTP_ADDRESS_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };
/** Codes sent per email and purpose. */
export const OTP_SEND_LIMIT: Limit = { max: 1, windowMs: 60 * 1000 };

export const TOO_MANY_LOGINS = 'Too many attempts. Please try again in 15 minutes.';
export const TOO_MANY_CODES = 'Too many attempts. Please try again in 15 minutes.';
export const WAIT_A_MINUTE = 'Please wait a minute before asking for a new code.';

/** True when the key already has `max` events in the window ending now. */
export async function isLimited(db: Database, key: string, limit: Limit, now: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, new Date(now - limit.windowMs))));
  return (row?.n ?? 0) >= limit.max;
}

/** Counts one event under the key, and forgets the key's events that have left the window. */
export async function recordEvent(db: Database, key: string, limit: Limit, now: number): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), lte(rateLimitEvents.createdAt, new Date(now - limit.windowMs))));
  await db.insert(rateLimitEvents).values({ key, createdAt: new Date(now) });
}

/** Forgets a key's events (an account's failed logins after a successful one). */
export async function clearEvents(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}
