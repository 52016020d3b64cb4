import type { Kobo } from '@oja/domain';

/** Where an unmatched transfer stands: still to decide, waiting for a second member, or done. */
export type UnmatchedTransferStatus = 'open' | 'awaiting-approval' | 'matched' | 'refunded';

/** A transfer to an account no shopper holds, as the API sends it (issue 44). */
export interface AdminUnmatchedTransfer {
  id: string;
  amountKobo: Kobo;
  /** When the provider received it (ISO instant). */
  receivedAt: string;
  /** The account the money went to, when the provider's notice names it. */
  accountNumber: string | null;
  /** The provider's reference of the transfer. */
  providerReference: string;
  status: UnmatchedTransferStatus;
  /** What an operator asked for: a match to `orderNumber`, or a refund to the sender; null while open. */
  resolution: 'match' | 'refund' | null;
  /** The order it was matched (or waits to be matched) to. */
  orderNumber: string | null;
  /** Why, in the words of the member who asked. */
  reason: string | null;
  /** The viewer asked for the waiting match or refund (so they cannot approve it). */
  requestedByMe: boolean;
}

/** What an operator asks for an open transfer. */
export type UnmatchedTransferRequest =
  | { kind: 'match'; orderNumber: string; reason: string }
  | { kind: 'refund'; reason: string };
