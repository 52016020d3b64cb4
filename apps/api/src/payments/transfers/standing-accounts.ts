import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { standingAccounts, users } from '../../db/schema.ts';
import type { TransferPayments } from './transfer-payments.ts';

export type StandingAccountRow = typeof standingAccounts.$inferSelect;

/** The shopper's standing account as stored, or undefined before one is made. */
export async function findStandingAccount(
  db: Database,
  userId: number,
): Promise<StandingAccountRow | undefined> {
  const [row] = await db.select().from(standingAccounts).where(eq(standingAccounts.userId, userId));
  return row;
}

/** Whether a standing account number is one of ours (the webhook's `issued` lookup for standing targets). */
export async function isStandingAccount(db: Database, accountNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: standingAccounts.userId })
    .from(standingAccounts)
    .where(eq(standingAccounts.accountNumber, accountNumber));
  return row !== undefined;
}

/**
 * The shopper's standing account, made through the provider on first need and stored. Retry-safe: the
 * provider answers the same account for the same shopper on every call (found by email), and a second store
 * of it is a no-op, so two callers at once keep one account. A provider failure throws PaymentProviderError
 * and stores nothing: the caller shows the page without the account and a later call makes it. Never called
 * while checkout waits.
 */
export async function ensureStandingAccount(
  db: Database,
  transfers: TransferPayments,
  userId: number,
  now: Date,
): Promise<StandingAccountRow> {
  const stored = await findStandingAccount(db, userId);
  if (stored) return stored;
  const [shopper] = await db.select().from(users).where(eq(users.id, userId));
  if (!shopper) throw new Error(`no shopper ${userId}`);
  const account = await transfers.standingAccount({
    email: shopper.email,
    // Sign-up asks no names: the provider needs some, and the account's name is the shop's anyway.
    firstName: shopper.firstName ?? 'Oja',
    lastName: shopper.lastName ?? 'Shopper',
    phone: shopper.phoneNumber,
  });
  await db
    .insert(standingAccounts)
    .values({
      userId,
      bankName: account.bankName,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      createdAt: now,
    })
    .onConflictDoNothing();
  const made = await findStandingAccount(db, userId);
  if (!made) throw new Error(`standing account of shopper ${userId} not stored`);
  return made;
}
