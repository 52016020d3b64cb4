import type { AddressCheckFacts, AddressVerificationPayload } from '@oja/domain';
import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { AddressCheck, AddressCheckResult } from '../verification/address-verifier.ts';
import type { Database } from './connect.ts';
import { addressChecks, users } from './schema.ts';

/** A check as the worker and the result email need it. */
export interface AddressCheckRow {
  id: number;
  userId: number;
  providerReference: string | null;
  address: AddressVerificationPayload;
  requestedAt: Date;
}

const asPayload = (row: { street: string; city: string; state: string }): AddressVerificationPayload => ({
  residentialAddress: row.street,
  residentialCity: row.city,
  residentialState: row.state,
});

/**
 * Records a check before the provider is asked ('asking'). Answers false when the shopper has one asking or
 * pending already (the partial unique index, so two quick requests pay for one field visit).
 */
export async function startAddressCheck(
  db: Database,
  check: { userId: number; reference: string; address: AddressVerificationPayload; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(addressChecks)
    .values({
      userId: check.userId,
      reference: check.reference,
      street: check.address.residentialAddress,
      city: check.address.residentialCity,
      state: check.address.residentialState,
      status: 'asking',
      requestedAt: check.at,
    })
    .onConflictDoNothing()
    .returning({ id: addressChecks.id });
  return rows.length > 0;
}

/**
 * Keeps the provider's first answer to the check `reference`: verified (the address becomes the account's, in
 * the same transaction), failed, pending (with the provider's reference) or unavailable.
 */
export async function recordAddressAnswer(
  db: Database,
  reference: string,
  answer: AddressCheck,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(addressChecks)
      .set(
        answer.status === 'pending'
          ? { status: 'pending', providerReference: answer.providerReference }
          : {
              status: answer.status,
              reason: answer.status === 'verified' ? null : answer.reason,
              decidedAt: at,
            },
      )
      .where(and(eq(addressChecks.reference, reference), eq(addressChecks.status, 'asking')))
      .returning();
    if (row && answer.status === 'verified') await keepAddress(tx, row.userId, asPayload(row));
  });
}

/**
 * Decides a pending check, once: the update's `status = 'pending'` guard makes a callback and a poll that
 * race, or a callback the provider sends twice, decide it one time. Answers the decided check (for its
 * result email), or null when it was not pending (unknown, or decided already).
 */
export async function decideAddressCheck(
  db: Database,
  providerReference: string,
  result: AddressCheckResult,
  at: Date,
): Promise<AddressCheckRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(addressChecks)
      .set({
        status: result.status,
        reason: result.status === 'failed' ? result.reason : null,
        decidedAt: at,
      })
      .where(and(eq(addressChecks.providerReference, providerReference), eq(addressChecks.status, 'pending')))
      .returning();
    if (!row) return null;
    if (result.status === 'verified') await keepAddress(tx, row.userId, asPayload(row));
    return { ...row, address: asPayload(row) };
  });
}

/**
 * The pending checks the worker asks about: not asked since `polledBefore` (every one when the clock has moved
 * past them all), oldest first, a batch at a time.
 */
export async function pendingAddressChecks(
  db: Database,
  polledBefore: Date,
  limit = 50,
): Promise<AddressCheckRow[]> {
  const rows = await db
    .select()
    .from(addressChecks)
    .where(
      and(
        eq(addressChecks.status, 'pending'),
        or(isNull(addressChecks.polledAt), lt(addressChecks.polledAt, polledBefore)),
      ),
    )
    .orderBy(addressChecks.requestedAt)
    .limit(limit);
  return rows.map((row) => ({ ...row, address: asPayload(row) }));
}

/** Notes that the worker asked about a check (so the next poll asks the others first). */
export async function markAddressCheckPolled(db: Database, id: number, at: Date): Promise<void> {
  await db.update(addressChecks).set({ polledAt: at }).where(eq(addressChecks.id, id));
}

/**
 * A check left 'asking' by a server that stopped while the provider answered: after `before`, it is recorded
 * as unavailable, so the shopper may ask again (the provider's answer was never kept).
 */
export async function abandonStaleAddressChecks(db: Database, before: Date, at: Date): Promise<number> {
  const rows = await db
    .update(addressChecks)
    .set({ status: 'unavailable', reason: 'the server stopped before the answer was kept', decidedAt: at })
    .where(and(eq(addressChecks.status, 'asking'), lt(addressChecks.requestedAt, before)))
    .returning({ id: addressChecks.id });
  return rows.length;
}

/**
 * The shopper's latest check, as the account and checkout show it: pending while one is asking or pending,
 * failed when the latest was refused, else null (none, verified, or the provider was unavailable).
 */
export async function latestAddressCheck(db: Database, userId: number): Promise<AddressCheckFacts | null> {
  const [latest] = await db
    .select({ status: addressChecks.status })
    .from(addressChecks)
    .where(
      and(
        eq(addressChecks.userId, userId),
        inArray(addressChecks.status, ['asking', 'pending', 'verified', 'failed']),
      ),
    )
    .orderBy(desc(addressChecks.requestedAt), desc(addressChecks.id))
    .limit(1);
  if (!latest) return null;
  if (latest.status === 'asking' || latest.status === 'pending') return { status: 'pending' };
  return latest.status === 'failed' ? { status: 'failed' } : null;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The verified address becomes the account's. */
async function keepAddress(tx: Tx, userId: number, address: AddressVerificationPayload): Promise<void> {
  await tx
    .update(users)
    .set({
      residentialAddress: address.residentialAddress,
      residentialCity: address.residentialCity,
      residentialState: address.residentialState,
    })
    .where(eq(users.id, userId));
}
