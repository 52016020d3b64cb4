import { createHmac } from 'node:crypto';
import type { DebtVerificationDecision, DebtVerificationReason } from '@oja/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { bvnChecks, users } from './schema.ts';

/** A BVN as it is kept: HMAC-SHA256 under the server's key, so the table alone gives no BVN back. */
export function bvnHash(key: string, bvn: string): string {
  return createHmac('sha256', key).update(bvn, 'utf8').digest('hex');
}

/** Who else an approved BVN belongs to, and what this shopper's own checks say, before the bureau is asked. */
export async function bvnStanding(db: Database, userId: number, hash: string) {
  const [owner] = await db
    .select({ userId: bvnChecks.userId })
    .from(bvnChecks)
    .where(and(eq(bvnChecks.bvnHash, hash), eq(bvnChecks.decision, 'APPROVED'), ne(bvnChecks.userId, userId)))
    .limit(1);
  const [declined] = await db
    .select({ bvnHash: bvnChecks.bvnHash })
    .from(bvnChecks)
    .where(and(eq(bvnChecks.userId, userId), eq(bvnChecks.decision, 'DECLINED')))
    .orderBy(desc(bvnChecks.checkedAt))
    .limit(1);
  return {
    /** Approved for another account already. */
    takenByAnother: owner !== undefined,
    /** This shopper was declined with a different BVN: another one needs support's review. */
    declinedWithAnother: declined !== undefined && declined.bvnHash !== hash,
  };
}

/**
 * Records the bureau's answer for audit (hash, last four digits, decision and its reasons, the bureaux's
 * references, the consent's reference, when),
 * and on approval the last four digits on the account, in one transaction. Answers false when the BVN was
 * approved for another account meanwhile (the partial unique index: two accounts racing with one BVN).
 */
export async function recordBvnCheck(
  db: Database,
  check: {
    userId: number;
    hash: string;
    bvn: string;
    decision: DebtVerificationDecision['decision'];
    reasons: readonly DebtVerificationReason[];
    bureauReference: string | null;
    consentReference: string;
    at: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(bvnChecks)
      .values({
        userId: check.userId,
        bvnHash: check.hash,
        bvnLast4: check.bvn.slice(-4),
        decision: check.decision,
        reasons: check.reasons,
        bureauReference: check.bureauReference,
        consentReference: check.consentReference,
        checkedAt: check.at,
      })
      .onConflictDoNothing()
      .returning({ id: bvnChecks.id });
    if (inserted.length === 0) {
      // Only an approval conflicts: with this shopper's own earlier approval (fine) or another account's.
      const [owner] = await tx
        .select({ userId: bvnChecks.userId })
        .from(bvnChecks)
        .where(and(eq(bvnChecks.bvnHash, check.hash), eq(bvnChecks.decision, 'APPROVED')));
      if (owner?.userId !== check.userId) return false;
      // This shopper's own BVN approved again (the 90-day re-check): the approval's row tells the latest.
      await tx
        .update(bvnChecks)
        .set({
          bureauReference: check.bureauReference,
          consentReference: check.consentReference,
          checkedAt: check.at,
        })
        .where(and(eq(bvnChecks.bvnHash, check.hash), eq(bvnChecks.decision, 'APPROVED')));
    }
    if (check.decision === 'APPROVED') {
      await tx
        .update(users)
        .set({ bvnLast4: check.bvn.slice(-4), bvnVerifiedAt: check.at })
        .where(eq(users.id, check.userId));
    }
    return true;
  });
}
