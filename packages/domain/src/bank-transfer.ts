/**
 * Pay by bank transfer to a one-time account: the provider issues an account number for one payment of an
 * exact amount, the shopper sends money to it from their banking app, and the provider tells us of each
 * transfer it receives (a notice). Shoppers type the amount by hand, so it can be short or over; they can
 * send late, or send twice. These rules decide, for each notice, how many kobo settle the payment and how
 * many go back to the shopper. Pure: the time of the notice and of the expiry are passed in.
 */
import { type Kobo, kobo } from './money';

/**
 * How long a one-time transfer account takes money: 30 minutes, Paystack's Pay with Transfer default (its
 * `bank_transfer.account_expires_at` when none is asked; https://paystack.com/docs/payments/payment-methods/#bank-transfer).
 */
export const TRANSFER_ACCOUNT_LIFETIME_MINUTES = 30;

/** When a one-time account issued at `issuedAt` (epoch ms) stops taking money. */
export function transferAccountExpiresAt(issuedAt: number): number {
  return issuedAt + TRANSFER_ACCOUNT_LIFETIME_MINUTES * 60_000;
}

/**
 * What we know of one one-time account between notices. `heldKobo` is money from short transfers, waiting
 * for the rest (neither settled nor refunded yet). `status`: 'open' takes money; 'settled' has been paid in
 * full (the payment is done); 'expired' was refunded at or after its expiry (the order is not revived).
 */
export interface TransferAccountState {
  expectedKobo: Kobo;
  /** Epoch ms: a notice received at or after this instant is late. */
  expiresAt: number;
  heldKobo: Kobo;
  status: 'open' | 'settled' | 'expired';
  /** The provider references of every notice already decided: a repeat is a duplicate. */
  references: readonly string[];
}

/** One transfer the provider says it received on the account. */
export interface TransferNotice {
  amountKobo: Kobo;
  /** Epoch ms: when the provider received the money (not when its notice reached us). */
  receivedAt: number;
  /** The provider's own reference of this transfer, the same on every copy of its notice. */
  providerReference: string;
}

/**
 * What one notice (or the expiry) does. Every decision says how many kobo settle the payment and how many
 * are refunded to the shopper; both are 0 when the money is held ('wait') or nothing moves ('duplicate').
 * - settle/exact: the expected amount arrived (in one transfer or with held ones); the payment is paid.
 * - settle/over: more than expected arrived; the payment is paid and the surplus refunded.
 * - wait: less than expected so far; the money is held and `stillDueKobo` is what the shopper must send.
 * - refund/expired: money arrived after the account expired, or the account expired with money held:
 *   everything held and received is refunded and the order is not revived.
 * - refund/already-settled: a transfer to an account already paid in full is refunded in full.
 * - duplicate: a notice seen before (same provider reference): nothing moves.
 */
export type TransferDecision =
  | { kind: 'settle'; reason: 'exact' | 'over'; settleKobo: Kobo; refundKobo: Kobo }
  | { kind: 'wait'; settleKobo: Kobo; refundKobo: Kobo; stillDueKobo: Kobo }
  | { kind: 'refund'; reason: 'expired' | 'already-settled'; settleKobo: Kobo; refundKobo: Kobo }
  | { kind: 'duplicate'; settleKobo: Kobo; refundKobo: Kobo };

const NONE = kobo(0);

/** A one-time account just issued for `expectedKobo` (a positive whole number of kobo) at `issuedAt`. */
export function openTransferAccount(expectedKobo: Kobo, issuedAt: number): TransferAccountState {
  if (!(kobo(expectedKobo) > 0))
    throw new RangeError(`a transfer account is for a positive amount: ${expectedKobo}`);
  return {
    expectedKobo,
    expiresAt: transferAccountExpiresAt(issuedAt),
    heldKobo: NONE,
    status: 'open',
    references: [],
  };
}

/** Decides one notice against the account's state; answers the decision and the account's next state. */
export function decideTransfer(
  account: TransferAccountState,
  notice: TransferNotice,
): { decision: TransferDecision; next: TransferAccountState } {
  const amount = kobo(notice.amountKobo);
  if (!(amount > 0)) throw new RangeError(`a transfer of ${amount} kobo cannot be received`);
  // Providers deliver notices at least once: the same reference again moves nothing, whatever the state.
  if (account.references.includes(notice.providerReference)) {
    return { decision: { kind: 'duplicate', settleKobo: NONE, refundKobo: NONE }, next: account };
  }
  const seen = { ...account, references: [...account.references, notice.providerReference] };
  if (account.status === 'settled') {
    return {
      decision: { kind: 'refund', reason: 'already-settled', settleKobo: NONE, refundKobo: amount },
      next: seen,
    };
  }
  if (account.status === 'expired' || notice.receivedAt >= account.expiresAt) {
    // At expiry everything received is refunded: the late transfer and whatever short ones were held.
    return {
      decision: {
        kind: 'refund',
        reason: 'expired',
        settleKobo: NONE,
        refundKobo: kobo(amount + account.heldKobo),
      },
      next: { ...seen, heldKobo: NONE, status: 'expired' },
    };
  }
  const received = kobo(account.heldKobo + amount);
  if (received < account.expectedKobo) {
    return {
      decision: {
        kind: 'wait',
        settleKobo: NONE,
        refundKobo: NONE,
        stillDueKobo: kobo(account.expectedKobo - received),
      },
      next: { ...seen, heldKobo: received },
    };
  }
  const surplus = kobo(received - account.expectedKobo);
  return {
    decision: {
      kind: 'settle',
      reason: surplus === 0 ? 'exact' : 'over',
      settleKobo: account.expectedKobo,
      refundKobo: surplus,
    },
    next: { ...seen, heldKobo: NONE, status: 'settled' },
  };
}

/**
 * The account's expiry passed while it was still open: money held from short transfers (0 when none) is
 * refunded in full, the account closes and the order is not revived. Before the expiry, or on an account
 * already settled or expired, nothing happens (null).
 */
export function expireTransferAccount(
  account: TransferAccountState,
  now: number,
): { decision: TransferDecision & { kind: 'refund' }; next: TransferAccountState } | null {
  if (account.status !== 'open' || now < account.expiresAt) return null;
  return {
    decision: { kind: 'refund', reason: 'expired', settleKobo: NONE, refundKobo: account.heldKobo },
    next: { ...account, heldKobo: NONE, status: 'expired' },
  };
}
