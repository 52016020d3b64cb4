import { pendingPayAheads } from '../db/pay-ahead-repository.ts';
import { type EmailKind, pendingPayments, unsentEmails } from '../db/payments-repository.ts';
import { expireTransferAccounts } from '../money/transfer.ts';
import { expireUnpaidOrders } from '../money/unpaid-order.ts';
import { logger } from '../ops/log.ts';
import { workerFailures } from '../ops/metrics.ts';
import type { DirectDebit } from '../payments/direct-debit.ts';
import { makeMissingStandingAccounts } from '../payments/transfers/standing-accounts.ts';
import type { TransferPayments } from '../payments/transfers/transfer-payments.ts';
import { sendOrderEmail } from '../settlement/order-emails.ts';
import { type SettleDeps, settle } from '../settlement/settle.ts';
import { endCancelledMandates } from './mandate-endings.ts';
import { sweepMandates } from './mandate-news.ts';

/** What the sweep needs: settling's needs, and the direct-debit provider when mandates are caught up too. */
export type SweepDeps = SettleDeps & {
  directDebit?: DirectDebit;
  publicUrl?: string | undefined;
  /** With the transfer provider, shoppers paying in instalments get their standing account (issue 44). */
  transfers?: TransferPayments;
};

/** A payment still pending a day after it started is no longer asked about (the shopper has left). */
const RECONCILED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * What a restarted or idle server catches up on, at start and then on a schedule: payments still pending
 * after `graceMs` (checkouts' and payments ahead of the direct debit) are verified with the provider (a success whose webhook was lost, or whose process was
 * killed before it answered, is confirmed once, like any other), then unpaid orders whose time is up expire,
 * order emails recorded but never sent are sent, and (with a direct-debit provider) mandates are caught up
 * (mandate-news.ts: consents whose answer was lost are verified, answers not yet emailed are emailed;
 * mandate-endings.ts: cancelled mandates whose notice is over are revoked), and (with the transfer provider)
 * shoppers with an instalment order and no standing account get one.
 */
export async function sweepPayments(
  deps: SweepDeps,
  { graceMs = 60_000 }: { graceMs?: number } = {},
): Promise<{ verified: number; paid: number; emails: number }> {
  const at = deps.now();
  let verified = 0;
  let paid = 0;
  for (const { reference } of await pendingPayments(deps.db, {
    since: new Date(at - RECONCILED_FOR_MS),
    before: new Date(at - graceMs),
  })) {
    try {
      const settled = await settle(deps, reference);
      verified++;
      if (settled.kind === 'paid' && settled.newlyPaid) paid++;
    } catch (error) {
      logger.warn(`Payment ${reference} not verified this time: ${(error as Error).message}`);
    }
  }
  // Payments ahead of the direct debit whose shopper never came back and whose webhook was lost.
  for (const { reference } of await pendingPayAheads(deps.db, {
    since: new Date(at - RECONCILED_FOR_MS),
    before: new Date(at - graceMs),
  })) {
    try {
      const settled = await settle(deps, reference);
      verified++;
      if (settled.kind === 'paid' && settled.newlyPaid) paid++;
    } catch (error) {
      logger.warn(`Payment ahead ${reference} not verified this time: ${(error as Error).message}`);
    }
  }
  // One-time transfer accounts past their expiry close (held short money refunded) before their orders expire.
  await expireTransferAccounts(deps.db, new Date(at));
  await expireUnpaidOrders(deps.db, new Date(at));
  const emails = await unsentEmails(deps.db, new Date(at - graceMs));
  for (const { orderId, kind } of emails) await sendOrderEmail(deps, orderId, kind as EmailKind);
  const mandates = deps.directDebit
    ? await sweepMandates({ ...deps, directDebit: deps.directDebit }, { graceMs })
    : { verified: 0, emailed: 0 };
  if (deps.directDebit) await endCancelledMandates({ ...deps, directDebit: deps.directDebit });
  if (deps.transfers) await makeMissingStandingAccounts(deps.db, deps.transfers, new Date(at));
  return {
    verified: verified + mandates.verified,
    paid,
    emails: emails.length + mandates.emailed,
  };
}

/**
 * Runs sweepPayments at once (a restarted server reconciles before anything else happens to its orders) and
 * then every `everyMs`, never two at once; the timer does not keep the process alive. The returned function
 * stops it and waits for a sweep in progress.
 */
export function startPaymentSweep(
  deps: SweepDeps,
  { everyMs, onTick }: { everyMs: number; onTick?: () => void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = (graceMs?: number) => {
    if (running || stopped) return;
    running = sweepPayments(deps, graceMs === undefined ? {} : { graceMs })
      .then(({ verified, paid, emails }) => {
        if (verified + emails > 0) {
          logger.info(
            `Payment sweep: ${verified} references verified, ${paid} orders paid, ${emails} emails sent`,
          );
        }
        onTick?.();
      })
      .catch((error: unknown) => {
        workerFailures.inc({ worker: 'payment sweep' });
        logger.error({ err: error }, 'Payment sweep failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  // At start every pending reference counts: whatever was in flight when the last process died.
  run(0);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
