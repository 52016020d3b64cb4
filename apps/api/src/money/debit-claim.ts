import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { DebitRow } from './debit.ts';
import { transition } from './transition.ts';

/**
 * The collector's hold on a debit while it charges it (issue 43: every status move through transition()).
 * Settling the provider's answer is money/debit.ts's; these only take a queued debit and give it back.
 */

/** Claims the queued debits `which` selects (the collector's SKIP LOCKED batch): 'charging' since `at`. */
export function claimDebits(db: Database, which: SQL, at: Date): Promise<DebitRow[]> {
  return transition(db, 'debit', { rows: which, from: 'queued', to: 'charging', set: { claimedAt: at } });
}

/**
 * Gives a claimed debit back to the queue, uncharged: its mandate was revoked after the claim, or the provider
 * never saw the charge (so it is charged again later under the same reference).
 */
export async function releaseDebit(db: Database, debitId: number): Promise<void> {
  await transition(db, 'debit', { rows: debitId, from: 'charging', to: 'queued', set: { claimedAt: null } });
}
