import { collectionDate, kobo, lagosCalendarDate, settlementDecision } from '@oja/domain';
import { and, asc, eq, exists, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { PAY_AHEAD_HOLD_MS } from '../db/pay-ahead-repository.ts';
import {
  collectionActions,
  instalmentCardPayments,
  instalmentCharges,
  mandates,
  orderReturns,
  orderSchedule,
  orders,
  users,
} from '../db/schema.ts';
import { inPool, repeatEvery } from '../jobs/repeat.ts';
import { settleDebit } from '../money/debit.ts';
import { debitAmountFor } from '../money/part-paid.ts';
import { transition } from '../money/transition.ts';
import { logger } from '../ops/log.ts';
import { collectorDebits, settlementDecisions } from '../ops/metrics.ts';
import type { VerifiedCharge } from '../payments/direct-debit.ts';
import type { CollectorDeps } from './collector-deps.ts';
import { recordReminders, sendPendingNotices } from './notices.ts';

export type { CollectorDeps };

export interface TickOptions {
  /** Jobs claimed at a time (50). */
  batchSize?: number;
  /** Charges of one batch in flight at once (4). */
  concurrency?: number;
  /**
   * A charge left 'charging' this long (a process killed mid-charge, or a provider still 'pending') is
   * verified by its reference, never charged blind again (2 minutes).
   */
  leaseMs?: number;
  /** Stop claiming after this many batches (tests); every batch by default. */
  maxBatches?: number;
}

export interface TickFigures {
  recovered: number;
  queued: number;
  charged: number;
  succeeded: number;
  failed: number;
  /** Charged, with no final answer yet (pending at the provider, or no answer): verified after the lease. */
  unresolved: number;
  reminders: number;
  emails: number;
}

type ChargeRow = typeof instalmentCharges.$inferSelect;

/** The currency of every instalment debit. */
const NGN = 'NGN';

/**
 * A mandate debits on `today` while it is active and its notice (a cancellation's `ends_on`) is not over:
 * debits due before the end date are still taken, none on or after it.
 */
function debitsOn(today: string) {
  return and(eq(mandates.status, 'active'), or(isNull(mandates.endsOn), gt(mandates.endsOn, today)));
}

/** The deterministic reference of a debit attempt: Paystack allows letters, digits and '-'. */
export function chargeReference(orderNumber: string, number: number, attempt: number): string {
  return `${orderNumber}-I${number}-A${attempt}`;
}

/**
 * One tick of the instalment collector, safe to run in any number of processes at once:
 *
 * 1. recovery: charges left 'charging' past the lease are verified with the provider by their reference
 *    (never charged blind): success or failure is recorded; a reference the provider never saw goes back to
 *    the queue under the same reference (the provider refuses a duplicate, so it cannot be taken twice);
 * 2. enqueue: each unpaid instalment of an order with an active mandate whose collection date (the due date,
 *    or the next business day) has come gets attempt 1 (INSERT … ON CONFLICT DO NOTHING);
 * 3. reminders due today are recorded (3 days and 1 day before the due date);
 * 4. claim batches of queued charges due today with UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED),
 *    charge each through the adapter and record each answer in one transaction (see recordCharge);
 * 5. emails recorded and not sent yet are claimed and sent.
 */
export async function collectInstalments(
  deps: CollectorDeps,
  options: TickOptions = {},
): Promise<TickFigures> {
  const {
    batchSize = 50,
    concurrency = 4,
    leaseMs = 120_000,
    maxBatches = Number.POSITIVE_INFINITY,
  } = options;
  const figures: TickFigures = {
    recovered: 0,
    queued: 0,
    charged: 0,
    succeeded: 0,
    failed: 0,
    unresolved: 0,
    reminders: 0,
    emails: 0,
  };
  figures.recovered = await recoverStaleCharges(deps, figures, leaseMs);
  const today = lagosCalendarDate(deps.now());
  figures.queued = await enqueueDue(deps.db, today, new Date(deps.now()));
  figures.reminders = await recordReminders(deps.db, today, new Date(deps.now()));
  for (let batch = 0; batch < maxBatches; batch++) {
    const claimed = await claimBatch(deps.db, today, new Date(deps.now()), batchSize);
    if (claimed.length === 0) break;
    const debtors = await debtorsOf(deps.db, claimed, today);
    await inPool(claimed, concurrency, (job) => chargeOne(deps, job, debtors.get(job.orderId), figures));
  }
  figures.emails = await sendPendingNotices(deps, leaseMs);
  return figures;
}

/** Step 2: attempt 1 for every instalment whose collection date has come and that has no charge yet. */
async function enqueueDue(db: Database, today: string, at: Date): Promise<number> {
  const candidates = await db
    .select({
      orderId: orderSchedule.orderId,
      number: orderSchedule.number,
      dueDate: orderSchedule.dueDate,
      amountKobo: orderSchedule.amountKobo,
      orderNumber: orders.orderNumber,
    })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .where(
      and(
        eq(orders.status, 'paid'),
        sql`${orderSchedule.number} >= 1`,
        eq(orderSchedule.status, 'unpaid'),
        // The collection date is never before the due date: only these can be due.
        lte(orderSchedule.dueDate, today),
        exists(
          db
            .select({ one: sql`1` })
            .from(mandates)
            .where(and(eq(mandates.orderId, orderSchedule.orderId), debitsOn(today))),
        ),
        sql`not exists (select 1 from ${instalmentCharges} c where c.order_id = ${orderSchedule.orderId} and c.number = ${orderSchedule.number})`,
      ),
    )
    // Every collector inserts in the same order: two inserting the same rows in different orders each waited
    // for a row the other had inserted, and PostgreSQL ended one with 'deadlock detected' (collector-kill on
    // PostgreSQL, with another test file beside it).
    .orderBy(asc(orderSchedule.orderId), asc(orderSchedule.number));
  const due = candidates.filter((row) => collectionDate(row.dueDate) <= today);
  let queued = 0;
  for (let i = 0; i < due.length; i += 500) {
    const rows = await db
      .insert(instalmentCharges)
      .values(
        due.slice(i, i + 500).map((row) => ({
          orderId: row.orderId,
          number: row.number,
          attempt: 1,
          dueOn: collectionDate(row.dueDate),
          reference: chargeReference(row.orderNumber, row.number, 1),
          amountKobo: row.amountKobo,
          status: 'queued' as const,
          createdAt: at,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: instalmentCharges.id });
    queued += rows.length;
  }
  return queued;
}

/**
 * Step 4's claim: up to `size` queued charges due by today, of orders whose mandate is active and whose
 * instalment is not paid, marked 'charging' in one statement. SKIP LOCKED: two collectors never claim the same
 * row and never wait for each other.
 */
async function claimBatch(db: Database, today: string, at: Date, size: number): Promise<ChargeRow[]> {
  const due = db
    .select({ id: instalmentCharges.id })
    .from(instalmentCharges)
    .where(
      and(
        eq(instalmentCharges.status, 'queued'),
        lte(instalmentCharges.dueOn, today),
        // Counts rather than EXISTS: PostgreSQL turns EXISTS into a join whose plan, on PGlite (no autovacuum,
        // so no statistics), walked every mandate for each claim; a count is one index look-up per queued row.
        sql`(select count(*) from ${mandates} m where m.order_id = ${instalmentCharges.orderId} and m.status = 'active' and (m.ends_on is null or m.ends_on > ${today})) > 0`,
        sql`(select count(*) from ${orderSchedule} s where s.order_id = ${instalmentCharges.orderId} and s.number = ${instalmentCharges.number} and s.status <> 'paid') > 0`,
        // Not while the shopper is paying it by card (POST payment/pay-ahead): it would be paid twice.
        sql`(select count(*) from ${instalmentCardPayments} p where p.order_id = ${instalmentCharges.orderId} and p.status = 'pending' and ${instalmentCharges.number} = any(p.numbers) and p.created_at > ${new Date(at.getTime() - PAY_AHEAD_HOLD_MS)}) = 0`,
        // Not while a return of the order is open: the shopper is not debited for an item on its way back.
        sql`(select count(*) from ${orderReturns} r where r.order_id = ${instalmentCharges.orderId} and r.status = 'open') = 0`,
        // Not once the debt is written off (issue 45): the shop stops collecting it for good.
        sql`(select count(*) from ${collectionActions} w where w.order_id = ${instalmentCharges.orderId} and w.kind = 'write-off' and w.status = 'approved') = 0`,
      ),
    )
    .orderBy(asc(instalmentCharges.id))
    .limit(size)
    .for('update', { of: instalmentCharges, skipLocked: true });
  return transition(db, 'debit', {
    rows: inArray(instalmentCharges.id, due),
    from: 'queued',
    to: 'charging',
    set: { claimedAt: at },
  });
}

/** Who is debited for each claimed charge: the shopper's email and the order's active authorization. */
async function debtorsOf(db: Database, jobs: readonly ChargeRow[], today: string) {
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      email: users.email,
      authorizationCode: mandates.authorizationCode,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(mandates, and(eq(mandates.orderId, orders.id), debitsOn(today)))
    .where(inArray(orders.id, [...new Set(jobs.map((job) => job.orderId))]));
  return new Map(rows.map((row) => [row.orderId, row]));
}

type Debtor = { orderNumber: string; email: string; authorizationCode: string | null };

async function chargeOne(
  deps: CollectorDeps,
  job: ChargeRow,
  debtor: Debtor | undefined,
  figures: TickFigures,
): Promise<void> {
  const log = deps.log ?? ((line: string) => logger.info(line));
  if (!debtor?.authorizationCode) {
    // The mandate was revoked after the claim: nothing is charged; the job waits in the queue.
    await transition(deps.db, 'debit', {
      rows: job.id,
      from: 'charging',
      to: 'queued',
      set: { claimedAt: null },
    });
    return;
  }
  // A transfer to the standing account may have paid part of the instalment: only the rest is debited.
  const debit = { ...job, amountKobo: await debitAmountFor(deps.db, job) };
  let answer: VerifiedCharge;
  try {
    answer = await deps.directDebit.charge({
      authorizationCode: debtor.authorizationCode,
      email: debtor.email,
      amountKobo: debit.amountKobo,
      reference: job.reference,
      debitKey: `${debtor.orderNumber}-I${job.number}`,
    });
  } catch (error) {
    // No answer, or a refusal (a duplicate reference): whether money moved is unknown. The job stays
    // 'charging' and is verified by its reference once the lease is over.
    figures.unresolved++;
    collectorDebits.inc({ outcome: 'unanswered' });
    log(
      `[collector] ${job.reference}: no answer from the provider, verified later (${(error as Error).message})`,
    );
    return;
  }
  figures.charged++;
  await applyAnswer(deps, debit, answer, figures);
}

/** Records a provider's answer about a charging job (from charge or from verifyCharge). */
async function applyAnswer(
  deps: CollectorDeps,
  job: ChargeRow,
  answer: VerifiedCharge,
  figures: TickFigures,
): Promise<void> {
  // The same decision as every card payment (src/settlement/settle.ts): only a success for this reference,
  // amount and NGN pays; a success for anything else is never believed, and what it took is refunded.
  const decision = settlementDecision(
    { reference: job.reference, amountKobo: kobo(job.amountKobo), currency: NGN },
    answer,
  );
  settlementDecisions.inc({ purpose: 'instalment', decision: decision.kind });
  if (decision.kind === 'wait') {
    figures.unresolved++;
    collectorDebits.inc({ outcome: 'pending' });
    return;
  }
  if (decision.kind === 'reject') {
    (deps.log ?? ((line: string) => logger.error(line)))(
      `[collector] ${job.reference}: ${decision.reason}; not paid, refunded`,
    );
    await recordCharge(
      deps,
      job,
      { ...answer, status: 'failed' },
      { retry: false, refundKobo: answer.amount },
    );
    figures.failed++;
    collectorDebits.inc({ outcome: 'rejected' });
    return;
  }
  const recorded = await recordCharge(deps, job, answer, { retry: true });
  if (recorded && answer.status === 'success') {
    figures.succeeded++;
    collectorDebits.inc({ outcome: 'succeeded' });
  }
  if (recorded && answer.status === 'failed') {
    figures.failed++;
    collectorDebits.inc({ outcome: 'failed' });
  }
}

/**
 * Step 4's record: money/debit.ts settles the answer once, in its own transaction (whichever collector moves
 * the debit out of 'charging'); true when this call settled it.
 */
function recordCharge(
  deps: CollectorDeps,
  job: ChargeRow,
  answer: VerifiedCharge,
  { retry, refundKobo }: { retry: boolean; refundKobo?: number },
): Promise<boolean> {
  return settleDebit(deps.db, job, answer, {
    retry,
    ...(refundKobo === undefined ? {} : { refundKobo }),
    at: new Date(deps.now()),
    warn: deps.log ?? ((line: string) => logger.warn(line)),
  });
}

/**
 * Step 1: charges left 'charging' longer than the lease are re-claimed (claimed_at moved on, with SKIP LOCKED,
 * so two collectors never verify the same one at once) and verified by their reference.
 */
async function recoverStaleCharges(
  deps: CollectorDeps,
  figures: TickFigures,
  leaseMs: number,
): Promise<number> {
  let recovered = 0;
  for (;;) {
    const at = new Date(deps.now());
    const stale = deps.db
      .select({ id: instalmentCharges.id })
      .from(instalmentCharges)
      .where(
        and(
          eq(instalmentCharges.status, 'charging'),
          lt(instalmentCharges.claimedAt, new Date(at.getTime() - leaseMs)),
        ),
      )
      .orderBy(asc(instalmentCharges.id))
      .limit(100)
      .for('update', { skipLocked: true });
    const jobs = await deps.db
      .update(instalmentCharges)
      .set({ claimedAt: at })
      .where(and(inArray(instalmentCharges.id, stale), eq(instalmentCharges.status, 'charging')))
      .returning();
    if (jobs.length === 0) return recovered;
    await inPool(jobs, 4, async (job) => {
      let answer: VerifiedCharge | null;
      try {
        answer = await deps.directDebit.verifyCharge(job.reference);
      } catch (error) {
        (deps.log ?? ((line: string) => logger.info(line)))(
          `[collector] ${job.reference}: not verified this time (${(error as Error).message})`,
        );
        return;
      }
      recovered++;
      if (answer === null) {
        // The provider never saw it (killed before the request left): charged again under the same reference.
        await transition(deps.db, 'debit', {
          rows: job.id,
          from: 'charging',
          to: 'queued',
          set: { claimedAt: null },
        });
        return;
      }
      await applyAnswer(deps, job, answer, figures);
    });
    // A batch whose answers are all still pending keeps its new claimed_at: it is not asked again this tick.
    if (jobs.length < 100) return recovered;
  }
}

/**
 * Runs collectInstalments at once and then every `everyMs` (never two ticks of this loop at once); `before`
 * runs ahead of each tick (the sandbox clock reads its offset). The timer does not keep the process alive.
 * The returned function stops it and waits for a tick in progress.
 */
export function startCollector(
  deps: CollectorDeps,
  {
    everyMs,
    before,
    tick,
    onTick,
  }: { everyMs: number; before?: () => Promise<void>; tick?: TickOptions; onTick?: () => void },
): () => Promise<void> {
  return repeatEvery({ name: 'Instalment collector', worker: 'collector', everyMs }, async () => {
    await before?.();
    const figures = await collectInstalments(deps, tick);
    if (figures.charged + figures.recovered + figures.reminders + figures.emails > 0) {
      logger.info(`Instalment collector: ${describeFigures(figures)}`);
    }
    onTick?.();
  });
}

function describeFigures(f: TickFigures): string {
  return (
    `${f.charged} charged (${f.succeeded} paid, ${f.failed} failed), ${f.unresolved} awaiting an answer, ` +
    `${f.recovered} recovered, ${f.queued} queued, ${f.reminders} reminders, ${f.emails} emails sent`
  );
}
