import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { orders, standingAccounts, users } from '../../db/schema.ts';
import { logger } from '../../ops/log.ts';
import { PaymentProviderError } from '../card-payments.ts';
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

/** An instalment order whose down payment settled: the moment a shopper is owed a standing account. */
const placedOnInstalments = and(eq(orders.status, 'paid'), gt(orders.instalmentCount, 0));

/** Whether the shopper has an instalment order whose down payment settled. */
async function paysInInstalments(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), placedOnInstalments))
    .limit(1);
  return row !== undefined;
}

/**
 * The shopper's standing account for a page that shows it: the stored one; else, once the shopper has an
 * instalment order with its down payment settled, made now. Before that, or when the provider fails (logged
 * by shopper id only), undefined: the page shows itself without the account and the next view, or the sweep,
 * makes it. Never inside a money transaction: the provider's call can take seconds.
 */
export async function standingAccountOnDemand(
  db: Database,
  transfers: TransferPayments,
  userId: number,
  now: Date,
): Promise<StandingAccountRow | undefined> {
  const stored = await findStandingAccount(db, userId);
  if (stored || !(await paysInInstalments(db, userId))) return stored;
  return makeOrPostpone(db, transfers, userId, now);
}

async function makeOrPostpone(
  db: Database,
  transfers: TransferPayments,
  userId: number,
  now: Date,
): Promise<StandingAccountRow | undefined> {
  try {
    return await ensureStandingAccount(db, transfers, userId, now);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn(`Standing account of shopper ${userId} not made this time: ${error.message}`);
    return undefined;
  }
}

/**
 * The sweep's part (every 5 minutes): shoppers with an instalment order and no standing account yet get one,
 * a few at a time, so the reminders and the failed-debit notice name it even for a shopper who never opened
 * the order page. A provider failure leaves the shopper for the next sweep.
 */
export async function makeMissingStandingAccounts(
  db: Database,
  transfers: TransferPayments,
  now: Date,
  { batch = 20 }: { batch?: number } = {},
): Promise<number> {
  const missing = await db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .leftJoin(standingAccounts, eq(standingAccounts.userId, orders.userId))
    .where(and(placedOnInstalments, isNull(standingAccounts.userId)))
    .limit(batch);
  let made = 0;
  for (const { userId } of missing) {
    if (await makeOrPostpone(db, transfers, userId, now)) made++;
  }
  return made;
}
