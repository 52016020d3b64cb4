import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { RefundRow } from '../db/refunds-repository.ts';
import {
  bankRefunds,
  standingTransfers,
  transferAccounts,
  transferReceipts,
  transferSenders,
  unmatchedTransfers,
} from '../db/schema.ts';
import type { CardPayments, ProviderRefund } from '../payments/card-payments.ts';
import {
  BANK_CODE,
  NUBAN,
  type Payout,
  type PayoutDestination,
  type Payouts,
} from '../payments/payouts/payouts.ts';

/**
 * Which way a refund goes back (issues 44 and 45): to a bank account an operator entered (bank_refunds), by
 * payout to the account a transfer came from (transfer_senders, recorded when its notice arrived), or to the
 * card provider for a card payment or a direct debit, as before. Money that came by transfer or USSD whose
 * sender's account the notice did not name cannot be sent anywhere by itself: `unknown-sender`, for an
 * operator to refund to a bank account the shopper gives.
 */
type RefundRoute =
  | { kind: 'card' }
  | { kind: 'payout'; destination: PayoutDestination }
  | { kind: 'unknown-sender' };

/** Why a refund of transfer money with no known sender fails: an operator's next step. */
export const UNKNOWN_SENDER =
  "The transfer's notice did not name the sender's account: refund it to a bank account the shopper gives";

/** The route of one refund, read from the rows that say where its money came from. */
async function refundRouteOf(db: Database, refund: RefundRow): Promise<RefundRoute> {
  const [entered] = await db.select().from(bankRefunds).where(eq(bankRefunds.paidRefundId, refund.id));
  if (entered) {
    return {
      kind: 'payout',
      destination: {
        bankCode: entered.bankCode,
        accountNumber: entered.accountNumber,
        accountName: entered.accountName,
      },
    };
  }
  const transferId = await transferOf(db, refund);
  if (transferId === null) return { kind: 'card' };
  const [sender] = await db
    .select()
    .from(transferSenders)
    .where(eq(transferSenders.providerReference, transferId));
  if (
    !sender?.bankCode ||
    !sender.accountNumber ||
    !BANK_CODE.test(sender.bankCode) ||
    !NUBAN.test(sender.accountNumber)
  ) {
    return { kind: 'unknown-sender' };
  }
  return {
    kind: 'payout',
    destination: {
      bankCode: sender.bankCode,
      accountNumber: sender.accountNumber,
      accountName: sender.accountName ?? 'Oja shopper',
    },
  };
}

/**
 * The provider's id of the transfer a refund gives back, or null for card (and debit) money. Settlement's
 * refunds of transfers are keyed by that id; a staff refund of a down payment paid by transfer names the
 * one-time account's reference (its payment's): the last transfer that settled it is where it came from.
 */
async function transferOf(db: Database, refund: RefundRow): Promise<string | null> {
  const source = refund.sourceReference;
  if (refund.sourceKind === 'standing-transfer') return source;
  const [receipt] = await db
    .select({ id: transferReceipts.providerReference })
    .from(transferReceipts)
    .where(eq(transferReceipts.providerReference, source));
  if (receipt) return receipt.id;
  const [other] = await db
    .select({ id: standingTransfers.providerReference })
    .from(standingTransfers)
    .where(eq(standingTransfers.providerReference, source))
    .unionAll(
      db
        .select({ id: unmatchedTransfers.providerReference })
        .from(unmatchedTransfers)
        .where(eq(unmatchedTransfers.providerReference, source)),
    );
  if (other) return other.id;
  const [settled] = await db
    .select({ id: transferReceipts.providerReference })
    .from(transferReceipts)
    .innerJoin(transferAccounts, eq(transferAccounts.id, transferReceipts.accountId))
    .where(and(eq(transferAccounts.reference, source), eq(transferReceipts.decision, 'settle')))
    .orderBy(transferReceipts.id);
  return settled?.id ?? null;
}

/** A payout in the refund's words: taken and not final is 'processing'; a reversal is a failure. */
export function refundAnswerOf(payout: Payout): ProviderRefund & { failure?: string } {
  if (payout.status === 'success') return { providerRefundId: payout.transferCode, status: 'processed' };
  if (payout.status === 'pending') return { providerRefundId: payout.transferCode, status: 'processing' };
  return {
    providerRefundId: payout.transferCode,
    status: 'failed',
    failure: `Payout ${payout.status}: ${payout.failure ?? 'no reason given'}`,
  };
}

/** What the refund job and the webhooks need to send a refund and ask about it, whichever way it goes. */
export interface RefundProviders {
  db: Database;
  cardPayments: CardPayments;
  /** Bank payouts; without it (older wiring) every refund goes to the card provider. */
  payouts?: Payouts | undefined;
}

/** Thrown for a refund of transfer money whose sender is unknown: the job fails it with the words. */
export class NoPayoutDestinationError extends Error {
  override readonly name = 'NoPayoutDestinationError';
}

/** Sends one refund the way its money came (card refund or payout). */
export async function sendRefund(deps: RefundProviders, refund: RefundRow): Promise<ProviderRefund> {
  const route = deps.payouts ? await refundRouteOf(deps.db, refund) : ({ kind: 'card' } as const);
  if (route.kind === 'unknown-sender') throw new NoPayoutDestinationError(UNKNOWN_SENDER);
  if (route.kind === 'payout' && deps.payouts) {
    const payout = await deps.payouts.sendPayout({
      ...route.destination,
      reference: refund.reference,
      amountKobo: refund.amountKobo,
      reason: 'Oja refund',
    });
    return refundAnswerOf(payout);
  }
  return deps.cardPayments.refund({
    reference: refund.reference,
    transactionReference: refund.sourceReference,
    amountKobo: refund.amountKobo,
    currency: 'NGN',
  });
}

/** What the provider's books say of one refund, asked where it was sent; null when it has none. */
export async function findSentRefund(
  deps: RefundProviders,
  refund: RefundRow,
): Promise<ProviderRefund | null> {
  const route = deps.payouts ? await refundRouteOf(deps.db, refund) : ({ kind: 'card' } as const);
  if (route.kind === 'unknown-sender') return null;
  if (route.kind === 'payout' && deps.payouts) {
    const payout = await deps.payouts.findPayout(refund.reference);
    return payout ? refundAnswerOf(payout) : null;
  }
  return deps.cardPayments.findRefund({
    reference: refund.reference,
    transactionReference: refund.sourceReference,
  });
}
