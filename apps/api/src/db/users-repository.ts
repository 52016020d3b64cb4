import { type CalendarDate, debtVerificationStands, lagosCalendarDate } from '@oja/domain';
import { eq } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

/** Whether the shopper's debt verification stands on `today`: an approval stands 90 days (the domain's rule). */
export function debtVerified(u: Pick<UserRow, 'bvnVerifiedAt'>, today: CalendarDate): boolean {
  return debtVerificationStands(u.bvnVerifiedAt && lagosCalendarDate(u.bvnVerifiedAt.getTime()), today);
}
export type NewUser = Pick<
  typeof users.$inferInsert,
  'userId' | 'email' | 'phoneNumber' | 'firstName' | 'passwordHash' | 'createdAt'
>;

/** Emails are compared trimmed and lowercased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, emailKey(email)));
  return row;
}

export async function findUserByPhone(db: Database, phoneNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return row;
}

/**
 * Inserts a user; null when the email or phone number is taken (the unique constraints decide, so two
 * sign-ups at once cannot both win).
 */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: emailKey(user.email) })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function markEmailVerified(db: Database, id: number): Promise<void> {
  await db.update(users).set({ isEmailVerified: true }).where(eq(users.id, id));
}

/** Keeps the shopper's own first and last name on the account (the address check asks for them). */
export async function setAccountName(
  db: Database,
  id: number,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db.update(users).set(name).where(eq(users.id, id));
}
