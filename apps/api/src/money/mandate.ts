import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { MandateRow } from '../db/mandates-repository.ts';
import { mandates } from '../db/schema.ts';
import type { VerifiedAuthorization } from '../payments/direct-debit.ts';
import { transition } from './transition.ts';

/**
 * A mandate's life (issue 43): approved or refused by the bank, cancelled by the shopper, ended when its notice
 * is over. Each move is one conditional transition(), so an answer that comes twice (the webhook and the
 * callback, or a press repeated) moves it once and the second caller learns it changed nothing.
 */

/**
 * Applies the provider's answer about a mandate once, however often it comes: pending → active or
 * pending → refused, and says whether this call made the move.
 */
export async function applyAuthorization(
  db: Database,
  mandate: MandateRow,
  verified: VerifiedAuthorization,
  now: Date,
): Promise<'activated' | 'refused' | 'unchanged'> {
  if (verified.reference !== mandate.reference) return 'unchanged';
  if (verified.status === 'active' && verified.authorizationCode) {
    const moved = await transition(db, 'mandate', {
      rows: mandate.id,
      from: 'pending',
      to: 'active',
      set: {
        authorizationCode: verified.authorizationCode,
        accountName: verified.accountName,
        bankName: verified.bankName,
        last4: verified.last4,
        activatedAt: now,
      },
    });
    return moved.length > 0 ? 'activated' : 'unchanged';
  }
  if (verified.status === 'refused') {
    const moved = await transition(db, 'mandate', {
      rows: mandate.id,
      from: 'pending',
      to: 'refused',
      set: { closedAt: now },
    });
    return moved.length > 0 ? 'refused' : 'unchanged';
  }
  return 'unchanged';
}

/**
 * The shopper cancels a mandate. One the bank has not approved yet ends at once (nothing was ever debited
 * through it); an active one gets its end date (`endsOn`, the notice of the terms) and stays active until
 * then. Conditional UPDATEs: pressed twice, the first answer stands ('unchanged').
 */
export async function cancelMandate(
  db: Database,
  mandate: MandateRow,
  { now, endsOn }: { now: Date; endsOn: string },
): Promise<'revoked' | 'ending' | 'unchanged'> {
  if (mandate.status === 'pending') {
    const moved = await transition(db, 'mandate', {
      rows: mandate.id,
      from: 'pending',
      to: 'revoked',
      set: { closedAt: now },
    });
    return moved.length > 0 ? 'revoked' : 'unchanged';
  }
  // Not a status write: the mandate stays active, with the day its notice ends.
  const moved = await db
    .update(mandates)
    .set({ endsOn })
    .where(and(eq(mandates.id, mandate.id), eq(mandates.status, 'active'), isNull(mandates.endsOn)))
    .returning({ id: mandates.id });
  return moved.length > 0 ? 'ending' : 'unchanged';
}

/** The mandate's notice is over: revoked (conditional: once). */
export async function endMandate(db: Database, mandate: MandateRow, now: Date): Promise<boolean> {
  const moved = await transition(db, 'mandate', {
    rows: mandate.id,
    from: 'active',
    to: 'revoked',
    set: { closedAt: now },
  });
  return moved.length > 0;
}
