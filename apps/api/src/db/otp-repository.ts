import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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

/** Counts a wrong try; returns the attempts now recorded. */
export async function countWrongTry(db: Database, row: OtpRow): Promise<number> {
  const [updated] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, row.id))
    .returning({ attempts: otpCodes.attempts });
  return updated?.attempts ?? row.attempts + 1;
}

export async function markOtpVerified(db: Database, id: number, at: Date): Promise<void> {
  await db.update(otpCodes).set({ verifiedAt: at }).where(eq(otpCodes.id, id));
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
