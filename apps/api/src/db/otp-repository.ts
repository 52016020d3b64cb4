import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { otpCodes } from './schema.ts';

export type OtpPurpose = 'verify-email' | 'reset-password';
export type OtpRow = typeof otpCodes.$inferSelect;

/** Stores a new code, deleting every older code of the same user and purpose (a new code replaces them). */
export async function replaceOtp(
  db: Database,
  code: {
    userId: number;
    purpose: OtpPurpose;
    codeHash: string;
    salt: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(otpCodes)
      .where(and(eq(otpCodes.userId, code.userId), eq(otpCodes.purpose, code.purpose)));
    await tx.insert(otpCodes).values(code);
  });
}

/** The user's live (unconsumed) code of a purpose, if any. */
export async function findLiveOtp(db: Database, userId: number, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Counts a try at the code before it is checked, in one statement: answers the tries now recorded, or null
 * when the code already had `maxTries` (or was consumed meanwhile), so a burst of parallel guesses checks at
 * most `maxTries` of them.
 */
export async function takeTry(db: Database, id: number, maxTries: number): Promise<number | null> {
  const [updated] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxTries), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  return updated?.attempts ?? null;
}

/** Consumes a code once: false when another request consumed it first. */
export async function consumeOtp(db: Database, id: number, at: Date): Promise<boolean> {
  const done = await db
    .update(otpCodes)
    .set({ consumedAt: at })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return done.length === 1;
}
