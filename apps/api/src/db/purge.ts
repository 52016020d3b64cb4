import { and, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { repeatEvery } from '../jobs/repeat.ts';
import { logger } from '../ops/log.ts';
import type { Database } from './connect.ts';
import { anonymiseExpiredLendingRecords } from './data-rights-repository.ts';
import {
  carts,
  messages,
  otpCodes,
  outbox,
  passwordResets,
  rateLimits,
  sessions,
  smsOutbox,
} from './schema.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Used or dead one-time codes are kept a day (to read back while a sign-up or reset is looked into). */
const OTP_KEPT_MS = DAY;
/**
 * The email sandbox's messages, and every delivered message of the `messages` table, are kept a week: long
 * enough to look into a complaint, short enough that the codes and names they hold do not pile up. Messages
 * not delivered yet are never deleted (failed ones wait for a person).
 */
const OUTBOX_KEPT_MS = 7 * DAY;
/** A guest cart (a session id and no shopper) is dropped, with its lines, after 30 days without a change. */
const GUEST_CART_KEPT_MS = 30 * DAY;

export interface Purged {
  sessions: number;
  otpCodes: number;
  passwordResets: number;
  rateLimits: number;
  /** Sandbox messages: emails (`outbox`) and texts (`sms_outbox`). */
  outbox: number;
  sentMessages: number;
  guestCarts: number;
}

/**
 * Deletes what has expired at `now` (ms since the epoch):
 * - sessions whose expiry has passed (they are refused already; see auth/sessions.ts);
 * - one-time codes created more than a day ago that are used or expired (live codes last minutes);
 * - password-reset tokens whose expiry has passed;
 * - rate-limit counters whose window has ended (a counter past its window counts as none), and the used
 *   proof-of-work answers kept there until their challenge expired (auth/challenge.ts);
 * - email and SMS sandbox messages older than 7 days, and messages delivered more than 7 days ago;
 * - guest carts (a session id, no shopper) not changed for 30 days, with their lines (ON DELETE CASCADE).
 * A shopper's cart is never deleted. One statement per table, each committed on its own.
 */
export async function purgeExpired(db: Database, now: number): Promise<Purged> {
  const at = new Date(now);
  const sessionRows = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, at))
    .returning({ id: sessions.tokenHash });
  const otpRows = await db
    .delete(otpCodes)
    .where(
      and(
        lt(otpCodes.createdAt, new Date(now - OTP_KEPT_MS)),
        or(isNotNull(otpCodes.consumedAt), lte(otpCodes.expiresAt, at)),
      ),
    )
    .returning({ id: otpCodes.id });
  const resetRows = await db
    .delete(passwordResets)
    .where(lte(passwordResets.expiresAt, at))
    .returning({ id: passwordResets.tokenHash });
  const limitRows = await db
    .delete(rateLimits)
    .where(lte(rateLimits.windowEndsAt, at))
    .returning({ id: rateLimits.key });
  const outboxRows = await db
    .delete(outbox)
    .where(lt(outbox.createdAt, new Date(now - OUTBOX_KEPT_MS)))
    .returning({ id: outbox.id });
  const smsOutboxRows = await db
    .delete(smsOutbox)
    .where(lt(smsOutbox.createdAt, new Date(now - OUTBOX_KEPT_MS)))
    .returning({ id: smsOutbox.id });
  const sentRows = await db
    .delete(messages)
    .where(and(eq(messages.status, 'sent'), lt(messages.sentAt, new Date(now - OUTBOX_KEPT_MS))))
    .returning({ id: messages.id });
  const cartRows = await db
    .delete(carts)
    .where(
      and(
        isNotNull(carts.sessionId),
        isNull(carts.userId),
        lt(carts.updatedAt, new Date(now - GUEST_CART_KEPT_MS)),
      ),
    )
    .returning({ id: carts.id });
  return {
    sessions: sessionRows.length,
    otpCodes: otpRows.length,
    passwordResets: resetRows.length,
    rateLimits: limitRows.length,
    outbox: outboxRows.length + smsOutboxRows.length,
    sentMessages: sentRows.length,
    guestCarts: cartRows.length,
  };
}

/**
 * Runs `purgeExpired` once right away (a server restarted more often than `everyMs` would otherwise never
 * purge) and then every `everyMs`, never two runs at once. The timer does not keep the process alive. A run
 * that fails is logged and the next one tries again. The returned stop function ends the schedule and
 * resolves once a run in progress has finished (await it before closing the database).
 */
export function startPurgeSchedule(
  db: Database,
  { now, everyMs }: { now: () => number; everyMs: number },
): () => Promise<void> {
  return repeatEvery({ name: 'Purging expired rows', worker: 'purge', everyMs }, async () => {
    const purged = await purgeExpired(db, now());
    const parts = Object.entries(purged).filter(([, n]) => n > 0);
    if (parts.length > 0) logger.info(`Purged ${parts.map(([table, n]) => `${n} ${table}`).join(', ')}`);
    // Issue 42's retention: closed accounts' lending records are anonymised five years after their last order.
    const anonymised = await anonymiseExpiredLendingRecords(db, now());
    if (anonymised > 0) logger.info(`Anonymised the lending records of ${anonymised} closed accounts`);
  });
}
