import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { RefundRow } from '../db/refunds-repository.ts';
import { refunds } from '../db/schema.ts';
import type { EmailSender } from '../email/sender.ts';
import { inPool, repeatEvery } from '../jobs/repeat.ts';
import {
  claimRefunds,
  DEFAULT_RECHECK_MS,
  recordProviderAnswer,
  refuseRefund,
} from '../money/refund-progress.ts';
import { logger } from '../ops/log.ts';
import { refundsCounter } from '../ops/metrics.ts';
import {
  type CardPayments,
  PaymentProviderError,
  type ProviderRefund,
  RefundRefusedError,
} from '../payments/card-payments.ts';
import { PayoutRefusedError, type Payouts } from '../payments/payouts/payouts.ts';
import { sendRefundEmails } from './refund-email.ts';
import { findSentRefund, NoPayoutDestinationError, sendRefund } from './refund-route.ts';

/**
 * What the refund job needs: the database, the card provider and the payouts (refunds go back the way money
 * came: refund-route.ts), email.
 */
export interface RefundJobDeps {
  db: Database;
  cardPayments: CardPayments;
  /** Bank payouts, for money that came by transfer or USSD and refunds to a bank account. */
  payouts?: Payouts | undefined;
  email: EmailSender;
  /** The shop's clock (the sandbox clock in sandbox mode). */
  now: () => number;
  log?: (line: string) => void;
}

export interface RefundTickOptions {
  /** Refunds claimed at a time (50). */
  batchSize?: number;
  /** Refunds of one batch in flight at once (4). */
  concurrency?: number;
  /**
   * How long a claim on a refund being sent holds (2 minutes): far longer than a provider call may take (15 s),
   * so a refund whose first request may still be on its way is never asked about, let alone sent again. A
   * refund left 'sending' past it (a process killed mid-send, no answer) is asked about with findRefund first.
   */
  leaseMs?: number;
  /** A refund the provider is processing is asked about again after this long (an hour). */
  recheckMs?: number;
  /** Stop claiming after this many batches (tests); every batch by default. */
  maxBatches?: number;
  /** Who claims (`claimed_by`); a new id per tick by default. */
  workerId?: string;
}

export interface RefundFigures {
  /** Refunds left 'sending' past their lease that the provider was asked about. */
  recovered: number;
  /** Refund requests sent to the provider (first sends, and resends of refunds the provider never received). */
  sent: number;
  /** Refunds the provider refused outright (now 'failed', for a person to look at). */
  refused: number;
  /** Sent with no readable answer: asked about once their lease is over. */
  unresolved: number;
  /** Refunds that became 'processed' or 'failed' in this tick (from the send's answer or a recheck). */
  processed: number;
  failed: number;
  /** Refunds still processing at the provider that were asked about again. */
  rechecked: number;
  emails: number;
}

/** A claim's holder: this host, this process and a random part (one per tick). */
function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/**
 * One tick of the refund job, safe in any number of processes at once (the collector's discipline):
 *
 * 1. recovery: refunds left 'sending' past their lease (a process killed mid-send, an answer that never came)
 *    are re-claimed (SKIP LOCKED) and the provider's books are asked about our reference (findRefund) before
 *    anything else: one it has is recorded as it is there; one it never received is sent now, under the same
 *    reference; no answer leaves it for the next lease. Never sent twice on a guess.
 * 2. claim: `UPDATE refunds SET status = 'sending', claimed_by, claimed_until … WHERE id IN (SELECT … WHERE
 *    status = 'queued' ORDER BY id LIMIT n FOR UPDATE SKIP LOCKED)`; each claimed refund is sent by its
 *    holder only (the claim is renewed, and `attempts` counted, in one conditional UPDATE right before the
 *    request leaves) and the provider's answer recorded through transition() (money/refund-progress.ts). A
 *    refusal makes it 'failed' with the provider's words in `failure`.
 * 3. recheck: refunds the provider is still processing are asked about again every `recheckMs` (their
 *    webhook may have been lost).
 * 4. emails: each refund the provider has taken is emailed to the shopper once (refund-email.ts).
 */
export async function runRefunds(
  deps: RefundJobDeps,
  options: RefundTickOptions = {},
): Promise<RefundFigures> {
  const {
    batchSize = 50,
    concurrency = 4,
    leaseMs = 120_000,
    recheckMs = DEFAULT_RECHECK_MS,
    maxBatches = Number.POSITIVE_INFINITY,
    workerId = newWorkerId(),
  } = options;
  const tick: Tick = { deps, workerId, leaseMs, recheckMs };
  const figures: RefundFigures = {
    recovered: 0,
    sent: 0,
    refused: 0,
    unresolved: 0,
    processed: 0,
    failed: 0,
    rechecked: 0,
    emails: 0,
  };
  await recoverStaleSends(tick, figures);
  for (let batch = 0; batch < maxBatches; batch++) {
    const claimed = await claimBatch(tick, batchSize);
    if (claimed.length === 0) break;
    await inPool(claimed, concurrency, (refund) => sendOne(tick, refund, figures));
  }
  await recheckProcessing(tick, figures);
  figures.emails = await sendRefundEmails(deps);
  return figures;
}

interface Tick {
  deps: RefundJobDeps;
  workerId: string;
  leaseMs: number;
  recheckMs: number;
}

/** Step 2's claim: up to `size` queued refunds, oldest first, 'sending' and held by this tick. */
async function claimBatch({ deps, workerId, leaseMs }: Tick, size: number): Promise<RefundRow[]> {
  const at = deps.now();
  const queued = deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.status, 'queued'))
    .orderBy(asc(refunds.id))
    .limit(size)
    .for('update', { skipLocked: true });
  return claimRefunds(deps.db, inArray(refunds.id, queued), { workerId, until: new Date(at + leaseMs) });
}

/**
 * Sends one refund this tick holds. Right before the request leaves, one conditional UPDATE checks the claim
 * is still this tick's (a batch sent slowly can outlive its lease, and another job then recovers the rest),
 * restarts its lease and counts the attempt; a refund someone else holds now is left to them.
 */
async function sendOne(tick: Tick, refund: RefundRow, figures: RefundFigures): Promise<void> {
  const { deps, workerId, leaseMs } = tick;
  const log = deps.log ?? ((line: string) => logger.info(line));
  try {
    const [held] = await deps.db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, claimedUntil: new Date(deps.now() + leaseMs) })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'sending'), eq(refunds.claimedBy, workerId)))
      .returning({ id: refunds.id });
    if (!held) return;
    let answer: ProviderRefund;
    try {
      figures.sent++;
      refundsCounter.inc({ outcome: 'sent' });
      answer = await sendRefund(deps, refund);
    } catch (error) {
      if (error instanceof NoPayoutDestinationError) {
        await refuse(tick, refund, error.message);
        figures.refused++;
        refundsCounter.inc({ outcome: 'refused' });
        return;
      }
      if (error instanceof RefundRefusedError || error instanceof PayoutRefusedError) {
        await refuse(tick, refund, `Refused by the provider: ${error.message}`);
        figures.refused++;
        refundsCounter.inc({ outcome: 'refused' });
        return;
      }
      if (!(error instanceof PaymentProviderError)) throw error;
      // No answer, or one that cannot be read: the refund may exist. It stays 'sending' and the provider's
      // books are asked about it once the lease is over.
      figures.unresolved++;
      refundsCounter.inc({ outcome: 'unanswered' });
      log(`[refunds] ${refund.reference}: no answer from the provider, asked again later (${error.message})`);
      return;
    }
    await record(tick, refund, answer, figures);
  } catch (error) {
    // A database that did not answer: whatever happened, the refund is 'sending' and recovered after its lease.
    (deps.log ?? ((line: string) => logger.error(line)))(
      `[refunds] ${refund.reference}: ${(error as Error).message}`,
    );
  }
}

/** Records the provider's answer about a refund this job sent (or recovered). */
async function record(tick: Tick, refund: RefundRow, answer: ProviderRefund, figures: RefundFigures) {
  const row = await recordProviderAnswer(tick.deps.db, refund, answer, {
    from: ['sending'],
    at: new Date(tick.deps.now()),
    recheckMs: tick.recheckMs,
  });
  if (row?.status === 'processed') figures.processed++;
  if (row?.status === 'failed') {
    figures.failed++;
    (tick.deps.log ?? ((line: string) => logger.error(line)))(
      `[refunds] ${refund.reference}: the provider failed to pay it back; for a person to look at`,
    );
  }
}

/** The provider refused the refund (or it has nowhere to go): 'failed', with the words, for a person. */
async function refuse({ deps }: Tick, refund: RefundRow, failure: string): Promise<void> {
  await refuseRefund(deps.db, refund.id, failure, new Date(deps.now()));
  (deps.log ?? ((line: string) => logger.error(line)))(
    `[refunds] ${refund.reference}: failed (${failure}); for a person to look at`,
  );
}

/**
 * Step 1: refunds 'sending' past their lease are re-claimed by this tick (SKIP LOCKED, the lease restarted)
 * and the provider's books asked about each, in batches of 100.
 */
async function recoverStaleSends(tick: Tick, figures: RefundFigures): Promise<void> {
  const { deps, workerId, leaseMs } = tick;
  const log = deps.log ?? ((line: string) => logger.info(line));
  for (;;) {
    const at = deps.now();
    const stale = deps.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'sending'), lt(refunds.claimedUntil, new Date(at))))
      .orderBy(asc(refunds.id))
      .limit(100)
      .for('update', { skipLocked: true });
    const rows = await deps.db
      .update(refunds)
      .set({ claimedBy: workerId, claimedUntil: new Date(at + leaseMs) })
      .where(
        and(
          inArray(refunds.id, stale),
          eq(refunds.status, 'sending'),
          lt(refunds.claimedUntil, new Date(at)),
        ),
      )
      .returning();
    if (rows.length === 0) return;
    await inPool(rows, 4, async (refund) => {
      let found: ProviderRefund | null;
      try {
        found = await findSentRefund(deps, refund);
      } catch (error) {
        log(`[refunds] ${refund.reference}: not asked about this time (${(error as Error).message})`);
        return;
      }
      figures.recovered++;
      // The provider never received it (killed before the request left): sent now, under the same reference.
      if (found === null) return sendOne(tick, refund, figures);
      try {
        await record(tick, refund, found, figures);
      } catch (error) {
        log(`[refunds] ${refund.reference}: ${(error as Error).message}`);
      }
    });
    if (rows.length < 100) return;
  }
}

/** Step 3: refunds still processing whose time to ask again has come (`claimed_until`). */
async function recheckProcessing(tick: Tick, figures: RefundFigures): Promise<void> {
  const { deps, recheckMs } = tick;
  const log = deps.log ?? ((line: string) => logger.info(line));
  for (;;) {
    const at = deps.now();
    const due = deps.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'processing'), lt(refunds.claimedUntil, new Date(at))))
      .orderBy(asc(refunds.id))
      .limit(100)
      .for('update', { skipLocked: true });
    const rows = await deps.db
      .update(refunds)
      .set({ claimedUntil: new Date(at + recheckMs) })
      .where(
        and(
          inArray(refunds.id, due),
          eq(refunds.status, 'processing'),
          lt(refunds.claimedUntil, new Date(at)),
        ),
      )
      .returning();
    if (rows.length === 0) return;
    await inPool(rows, 4, async (refund) => {
      try {
        const found = await findSentRefund(deps, refund);
        figures.rechecked++;
        if (!found) {
          log(
            `[refunds] ${refund.reference}: processing here, unknown to the provider; for a person to look at`,
          );
          return;
        }
        const row = await recordProviderAnswer(deps.db, refund, found, {
          from: ['processing'],
          at: new Date(deps.now()),
          recheckMs,
        });
        if (row?.status === 'processed') figures.processed++;
        if (row?.status === 'failed') {
          figures.failed++;
          log(`[refunds] ${refund.reference}: the provider failed to pay it back; for a person to look at`);
        }
      } catch (error) {
        log(`[refunds] ${refund.reference}: not asked about this time (${(error as Error).message})`);
      }
    });
    if (rows.length < 100) return;
  }
}

/**
 * Runs runRefunds at once and then every `everyMs` (never two ticks of this loop at once); `before` runs
 * ahead of each tick (the sandbox clock reads its offset). The timer does not keep the process alive. The
 * returned function stops it and waits for a tick in progress. Shaped like startCollector.
 */
export function startRefundJob(
  deps: RefundJobDeps,
  {
    everyMs,
    before,
    tick,
    onTick,
  }: { everyMs: number; before?: () => Promise<void>; tick?: RefundTickOptions; onTick?: () => void },
): () => Promise<void> {
  return repeatEvery({ name: 'Refund job', worker: 'refund job', everyMs }, async () => {
    await before?.();
    const figures = await runRefunds(deps, tick);
    if (figures.sent + figures.recovered + figures.rechecked + figures.emails > 0) {
      logger.info(`Refund job: ${describeRefundFigures(figures)}`);
    }
    onTick?.();
  });
}

function describeRefundFigures(f: RefundFigures): string {
  return (
    `${f.sent} sent (${f.refused} refused, ${f.unresolved} awaiting an answer), ${f.recovered} recovered, ` +
    `${f.rechecked} rechecked, ${f.processed} processed, ${f.failed} failed, ${f.emails} emails sent`
  );
}
