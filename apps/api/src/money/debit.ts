import { type Kobo, kobo, lagosCalendarDate, retryDates } from '@oja/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { recordNotice } from '../collector/notices.ts';
import type { Database } from '../db/connect.ts';
import { instalmentCharges, orderSchedule } from '../db/schema.ts';
import type { VerifiedCharge } from '../payments/direct-debit.ts';
import { markInstalmentsPaid } from './instalments.ts';
import { overpaidByParts } from './part-paid.ts';
import { recordRefund } from './refund.ts';
import { transition } from './transition.ts';

/** A debit the collector charged (`charging`), as its row is. */
export type DebitRow = typeof instalmentCharges.$inferSelect;

/** How the provider's answer is settled: whether a failure earns a retry, and what a rejected one took. */
export interface DebitSettlement {
  /** A failure queues the next attempt on the next of the domain's `retryDates`. */
  retry: boolean;
  /** What a rejected answer took from the shopper (the domain's settlementDecision said it pays nothing). */
  refundKobo?: number;
  at: Date;
  /** Where the warning of a debit that came in for an instalment already paid goes. */
  warn: (line: string) => void;
}

/**
 * Settles a debit with the provider's final answer, in one transaction, only by the process that moves the
 * debit out of 'charging' (a compare-and-set through transition()): so a debit is settled once however many
 * collectors verify it. A success marks the instalment paid (conditional on it not being paid already, so it
 * is never paid twice) and records its receipt; a success for an instalment the shopper paid by card meanwhile
 * is owed back (`refund_kobo` and a refund) with its notice; a failure marks the instalment failed, queues the
 * next attempt (counted from the day the first attempt failed; none after the last) and records the notice.
 * Answers whether this call settled it.
 */
export async function settleDebit(
  db: Database,
  debit: DebitRow,
  answer: VerifiedCharge,
  settlement: DebitSettlement,
): Promise<boolean> {
  const { at } = settlement;
  return db.transaction(async (tx) => {
    const [finished] = await transition(tx, 'debit', {
      rows: debit.id,
      from: 'charging',
      to: answer.status === 'success' ? 'succeeded' : 'failed',
      set: { finishedAt: at, gatewayResponse: answer.gatewayResponse },
    });
    if (!finished) return false;
    if (answer.status === 'success') await payInstalment(tx, debit, settlement);
    else await failInstalment(tx, debit, settlement);
    return true;
  });
}

/** The debit succeeded: its instalment is paid, or, paid by card meanwhile, the debit's money goes back. */
async function payInstalment(tx: Database, debit: DebitRow, { at, warn }: DebitSettlement): Promise<void> {
  const [paid] = await markInstalmentsPaid(tx, {
    orderId: debit.orderId,
    numbers: [debit.number],
    reference: debit.reference,
    at,
  });
  if (paid) {
    await recordNotice(tx, debit.orderId, debit.number, 'receipt', at);
    // A transfer's part that came while the debit was at the bank: the shopper paid it twice.
    const overpaid = await overpaidByParts(tx, debit);
    if (overpaid > 0) await oweBack(tx, debit, overpaid, at);
    return;
  }
  await oweBack(tx, debit, kobo(debit.amountKobo), at);
  // The refund job emails the shopper about it once, with its amount and reference (src/refunds/).
  warn(`[collector] ${debit.reference}: the instalment was already paid; ${debit.amountKobo} kobo to refund`);
}

/** What the debit took above what the instalment needed goes back to the shopper (`refund_kobo` and a refund). */
async function oweBack(tx: Database, debit: DebitRow, amountKobo: Kobo, at: Date): Promise<void> {
  await tx
    .update(instalmentCharges)
    .set({ refundKobo: amountKobo })
    .where(eq(instalmentCharges.id, debit.id));
  await recordRefund(tx, {
    orderId: debit.orderId,
    sourceReference: debit.reference,
    sourceKind: 'debit',
    amountKobo,
    reason: 'overpaid',
    now: at,
  });
}

/** The debit failed (or was rejected): what it took goes back, the instalment fails, the next attempt waits. */
async function failInstalment(
  tx: Database,
  debit: DebitRow,
  { retry, refundKobo, at }: DebitSettlement,
): Promise<void> {
  if (refundKobo !== undefined && Number.isSafeInteger(refundKobo) && refundKobo > 0) {
    await recordRefund(tx, {
      orderId: debit.orderId,
      sourceReference: debit.reference,
      sourceKind: 'debit',
      amountKobo: kobo(refundKobo),
      reason: 'rejected',
      now: at,
    });
  }
  await transition(tx, 'instalment', {
    rows: and(eq(orderSchedule.orderId, debit.orderId), eq(orderSchedule.number, debit.number)) as SQL,
    from: ['unpaid', 'failed'],
    to: 'failed',
  });
  const next = retry ? await nextAttemptDate(tx, debit, lagosCalendarDate(at.getTime())) : null;
  if (next) {
    await tx
      .insert(instalmentCharges)
      .values({
        orderId: debit.orderId,
        number: debit.number,
        attempt: debit.attempt + 1,
        dueOn: next,
        reference: debit.reference.replace(/-A\d+$/, `-A${debit.attempt + 1}`),
        amountKobo: kobo(debit.amountKobo),
        status: 'queued',
        createdAt: at,
      })
      .onConflictDoNothing();
  }
  await recordNotice(tx, debit.orderId, debit.number, `failed-${debit.attempt}`, at);
}

/** The day of the next attempt after attempt `debit.attempt` failed today, or null after the last retry. */
async function nextAttemptDate(db: Database, debit: DebitRow, today: string): Promise<string | null> {
  let firstFailedOn = today;
  if (debit.attempt > 1) {
    const [first] = await db
      .select({ finishedAt: instalmentCharges.finishedAt })
      .from(instalmentCharges)
      .where(
        and(
          eq(instalmentCharges.orderId, debit.orderId),
          eq(instalmentCharges.number, debit.number),
          eq(instalmentCharges.attempt, 1),
        ),
      );
    if (first?.finishedAt) firstFailedOn = lagosCalendarDate(first.finishedAt.getTime());
  }
  return retryDates(firstFailedOn)[debit.attempt - 1] ?? null;
}
