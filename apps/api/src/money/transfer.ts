import {
  decideTransfer,
  expireTransferAccount,
  type Kobo,
  kobo,
  lagosCalendarDate,
  type TransferAccountState,
  type TransferDecision,
} from '@oja/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { EmailKind } from '../db/payments-repository.ts';
import type { RefundReason, RefundSourceKind } from '../db/refunds-repository.ts';
import { instalmentCardPayments, payments, transferAccounts, transferReceipts } from '../db/schema.ts';
import { logger } from '../ops/log.ts';
import { applyPaymentDecision } from './first-payment.ts';
import { applyPayAheadDecision } from './pay-ahead.ts';
import { recordRefund } from './refund.ts';
import { transition } from './transition.ts';

type AccountRow = typeof transferAccounts.$inferSelect;

/** One transfer to a one-time account (or a USSD charge), as the provider's notice tells it. */
export interface ReceivedTransfer {
  /** Our reference of the account (the provider's charge reference). */
  reference: string;
  /** The provider's id of the transfer: the same on every copy of its notice (the duplicate key). */
  providerReference: string;
  amountKobo: number;
  /** Epoch ms: when the provider received the money. */
  receivedAt: number;
}

/** What applying one notice did. */
export type TransferApplied =
  | { kind: 'unknown' }
  | { kind: 'duplicate'; orderId: number }
  | {
      kind: 'decided';
      orderId: number;
      purpose: 'first-payment' | 'pay-ahead';
      decision: TransferDecision;
      /** The order (or the instalments) became paid by this notice. */
      newlyPaid: boolean;
      /** Order emails recorded by the first payment, to send after the commit. */
      emails: EmailKind[];
    };

/** The domain's state of an account, from its row (duplicates are the receipts' unique key's business). */
function stateOf(account: AccountRow): TransferAccountState {
  return {
    expectedKobo: account.expectedKobo,
    expiresAt: account.expiresAt.getTime(),
    heldKobo: account.heldKobo,
    status: account.status,
    references: [],
  };
}

/**
 * Applies the domain's decision (decideTransfer) about one transfer notice, exactly once however often it
 * comes: in one transaction, the account's row is locked first (FOR UPDATE: copies of a notice, a second
 * transfer and the expiry job queue behind it), then the transfer is recorded under the provider's id (the
 * receipts' unique key: a copy inserts nothing and moves nothing), then the account moves (transition()), and:
 * - settle: the payment the account belongs to is paid through the same path a card's is (money/first-payment.ts
 *   for a checkout's down payment, money/pay-ahead.ts for a payment ahead), which takes the shopper's lock
 *   and, when the order is no longer waiting for it (paid by a card meanwhile, or expired), refunds it there;
 *   a surplus above the expected amount is refunded (money/refund.ts, reason `overpaid`);
 * - wait: the short money is held on the account (refunded at the expiry if the rest never comes);
 * - refund: a transfer after the expiry (with everything held) or after the account settled is refunded in
 *   full, and the order is never revived.
 * Each refund is keyed by the transfer's own provider id, so it is recorded once.
 */
export async function applyTransferNotice(
  db: Database,
  notice: ReceivedTransfer,
  now: Date,
): Promise<TransferApplied> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(transferAccounts)
      .where(eq(transferAccounts.reference, notice.reference))
      .for('update');
    if (!account) return { kind: 'unknown' } as const;
    const [receipt] = await tx
      .insert(transferReceipts)
      .values({
        providerReference: notice.providerReference,
        accountId: account.id,
        amountKobo: kobo(notice.amountKobo),
        receivedAt: new Date(notice.receivedAt),
        decision: 'wait',
        reason: 'short',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: transferReceipts.id });
    if (!receipt) return { kind: 'duplicate', orderId: account.orderId } as const;

    const { decision, next } = decideTransfer(stateOf(account), {
      amountKobo: kobo(notice.amountKobo),
      receivedAt: notice.receivedAt,
      providerReference: notice.providerReference,
    });
    await moveAccount(tx, account, next);
    await tx
      .update(transferReceipts)
      .set({
        decision: decision.kind === 'duplicate' ? 'wait' : decision.kind,
        reason: 'reason' in decision ? decision.reason : 'short',
        settleKobo: decision.settleKobo,
        refundKobo: decision.refundKobo,
      })
      .where(eq(transferReceipts.id, receipt.id));

    const purpose = account.paymentId !== null ? 'first-payment' : 'pay-ahead';
    let paid: { newlyPaid: boolean; emails: EmailKind[] } = { newlyPaid: false, emails: [] };
    if (decision.kind === 'settle') paid = await settleAccount(tx, account, now);
    if (decision.kind === 'refund' && decision.reason === 'expired') {
      // The held short transfers go back with this one, each under its own id.
      await refundHeld(tx, account, now);
    }
    const reason: RefundReason =
      decision.kind === 'settle'
        ? 'overpaid'
        : 'reason' in decision && decision.reason === 'expired'
          ? 'late'
          : 'duplicate';
    const ownRefund =
      decision.kind === 'refund' && decision.reason === 'expired'
        ? kobo(notice.amountKobo)
        : decision.refundKobo;
    await refundTransfer(tx, account, notice.providerReference, ownRefund, reason, now);
    if (decision.kind === 'refund') {
      logger.warn(
        `Transfer ${notice.providerReference} to ${account.reference} refunded: ${decision.reason}`,
      );
    }
    return { kind: 'decided', orderId: account.orderId, purpose, decision, ...paid } as const;
  });
}

/** The account's row follows the domain's next state: held money, and its status through transition(). */
async function moveAccount(tx: Database, account: AccountRow, next: TransferAccountState): Promise<void> {
  if (next.status !== account.status) {
    await transition(tx, 'transferAccount', {
      rows: account.id,
      from: 'open',
      to: next.status as 'settled' | 'expired',
      set: { heldKobo: next.heldKobo },
    });
  } else if (next.heldKobo !== account.heldKobo) {
    await tx
      .update(transferAccounts)
      .set({ heldKobo: next.heldKobo })
      .where(eq(transferAccounts.id, account.id));
  }
}

/** Pays what the account was issued for, through the card's own settlement (reuse, not a fork). */
async function settleAccount(
  tx: Database,
  account: AccountRow,
  now: Date,
): Promise<{ newlyPaid: boolean; emails: EmailKind[] }> {
  if (account.paymentId !== null) {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, account.paymentId));
    if (!payment) throw new Error(`transfer account ${account.reference} lost its payment`);
    const confirmation = await applyPaymentDecision(tx, payment, { kind: 'pay' }, null, now);
    return confirmation.kind === 'paid'
      ? { newlyPaid: confirmation.newlyPaid, emails: confirmation.emails }
      : { newlyPaid: false, emails: [] };
  }
  const [ahead] = await tx
    .select()
    .from(instalmentCardPayments)
    .where(eq(instalmentCardPayments.id, account.payAheadId ?? 0));
  if (!ahead) throw new Error(`transfer account ${account.reference} lost its payment ahead`);
  const outcome = await applyPayAheadDecision(
    tx,
    ahead,
    { kind: 'pay' },
    null,
    now,
    lagosCalendarDate(now.getTime()),
  );
  if (outcome.kind === 'paid') return { newlyPaid: outcome.newlyPaid, emails: [] };
  // The payment ahead was closed meanwhile (its hold ran out): the money is not kept.
  await recordRefund(tx, {
    orderId: account.orderId,
    sourceReference: ahead.reference,
    sourceKind: 'pay-ahead',
    amountKobo: ahead.amountKobo,
    reason: 'late',
    now,
  });
  return { newlyPaid: false, emails: [] };
}

/** Refunds one transfer's `amountKobo` (nothing when 0), once: keyed by the transfer's provider id. */
async function refundTransfer(
  tx: Database,
  account: AccountRow,
  providerReference: string,
  amountKobo: Kobo,
  reason: RefundReason,
  now: Date,
): Promise<void> {
  const sourceKind: RefundSourceKind = account.paymentId !== null ? 'payment' : 'pay-ahead';
  await recordRefund(tx, {
    orderId: account.orderId,
    sourceReference: providerReference,
    sourceKind,
    amountKobo,
    reason,
    now,
  });
}

/** The short transfers held on an account that expired: each refunded in full, marked so. */
async function refundHeld(tx: Database, account: AccountRow, now: Date): Promise<void> {
  const held = await tx
    .update(transferReceipts)
    .set({ decision: 'refund', reason: 'expired', refundKobo: transferReceipts.amountKobo })
    .where(and(eq(transferReceipts.accountId, account.id), eq(transferReceipts.decision, 'wait')))
    .returning();
  for (const receipt of held) {
    await refundTransfer(tx, account, receipt.providerReference, receipt.amountKobo, 'late', now);
  }
}

/**
 * The expiry job's one step: every one-time account still open at its expiry closes (transition() to
 * expired), and what short transfers left held on it is refunded (expireTransferAccount decides). Each
 * account in its own transaction, locked and re-read, so a notice deciding the same account waits or has
 * already settled it. The order itself expires with its payment window (orders-repository's expiry, which
 * the account's issue extended to the account's expiry) and is never revived: a later transfer is refunded.
 * Answers how many accounts closed.
 */
export async function expireTransferAccounts(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: transferAccounts.id })
    .from(transferAccounts)
    .where(and(eq(transferAccounts.status, 'open'), lte(transferAccounts.expiresAt, now)))
    .orderBy(asc(transferAccounts.id));
  let closed = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [account] = await tx
        .select()
        .from(transferAccounts)
        .where(eq(transferAccounts.id, id))
        .for('update');
      if (!account) return false;
      const expiry = expireTransferAccount(stateOf(account), now.getTime());
      if (!expiry) return false;
      await moveAccount(tx, account, expiry.next);
      await refundHeld(tx, account, now);
      return true;
    });
    if (done) closed++;
  }
  return closed;
}
