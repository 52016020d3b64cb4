import { and, eq, gt, inArray, like, or } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { keyPrefixPattern, limitKeys } from './rate-limits-repository.ts';
import { passwordResets, rateLimits, sessions, users } from './schema.ts';

/** Stores a reset token's hash for a user, replacing the user's older ones. */
export async function storePasswordReset(
  db: Database,
  reset: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, reset.userId));
    await tx.insert(passwordResets).values(reset);
  });
}

/**
 * Sets a new password with a live reset token, in one transaction: the token is deleted (so it works once,
 * even for two requests at once), the password hash replaced, every session ended and the account's login
 * counters forgotten. Answers the user's id, or null when the token is unknown, used, expired or belongs
 * to another email; then nothing changes.
 */
export async function resetPasswordWithToken(
  db: Database,
  {
    tokenHash,
    email,
    passwordHash,
    now,
  }: { tokenHash: string; email: string; passwordHash: string; now: Date },
): Promise<{ id: number; email: string } | null> {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          gt(passwordResets.expiresAt, now),
          inArray(
            passwordResets.userId,
            tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
          ),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, reset.userId))
      .returning({ id: users.id, email: users.email });
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx
      .delete(rateLimits)
      .where(
        or(
          eq(rateLimits.key, limitKeys.loginAccount(user.email)),
          like(rateLimits.key, keyPrefixPattern(limitKeys.loginPairsOf(user.email))),
        ),
      );
    return user;
  });
}
