/**
 * The lifecycles of the things that hold or move money: an order's first payment, a card payment, a card
 * payment ahead, an instalment, a direct-debit mandate, a debit and a refund. Each is a union of states, a readonly array of
 * them (for a SQL CHECK and Drizzle's `$type<>()`) and a transition table: the states each state may move
 * to. The server moves a row only along the table, with a conditional UPDATE (`where status in (…)`, see
 * {@link statesLeadingTo}), so two workers or two copies of a webhook can never move a row twice or
 * backwards. A state with nowhere to go is terminal: its money is settled for this table's purposes.
 *
 * The order, instalment and mandate unions are the ones instalment-status.ts already reads
 * (`OrderPaymentStatus`, `InstalmentRowStatus`, `MandateStatus`); this module adds their arrays and tables.
 */
import type { InstalmentRowStatus, MandateStatus, OrderPaymentStatus } from './instalment-status';

/**
 * An order's states, as `OrderPaymentStatus` names them. `refund_due` is legacy: a late payment used to
 * revive an expired order or mark it; now a payment that arrives for an expired or cancelled order never
 * changes the order (the payment is `late` and refunded), so nothing moves into `refund_due` any more,
 * but old rows may still hold it.
 */
export const ORDER_PAYMENT_STATUSES = [
  'awaiting_payment',
  'paid',
  'expired',
  'cancelled',
  'refund_due',
] as const satisfies readonly OrderPaymentStatus[];

/**
 * A card payment attempt: the first payment of an order, or instalments paid ahead of the direct debit.
 * pending: sent to the provider, no answer yet; succeeded: it paid what it was for; failed: the card was
 * refused (the provider may still report a success later); rejected: the provider reports a success for
 * another reference, amount or currency (money was taken: refunded); duplicate: a second success for
 * something already paid (refunded); late: a success for an order that had expired or been replaced
 * (cancelled), or for a pay-ahead page that had closed (refunded).
 */
export type PaymentAttemptStatus = 'pending' | 'succeeded' | 'failed' | 'rejected' | 'duplicate' | 'late';
export const PAYMENT_ATTEMPT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'rejected',
  'duplicate',
  'late',
] as const satisfies readonly PaymentAttemptStatus[];

/**
 * A card payment ahead of the direct debit: a payment attempt that is never `duplicate` (a success for
 * instalments the debit paid meanwhile pays what is still owed and refunds the rest, `refund_kobo`), as the
 * CHECK of `instalment_card_payments` says.
 */
export type PayAheadStatus = Exclude<PaymentAttemptStatus, 'duplicate'>;
export const PAY_AHEAD_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'rejected',
  'late',
] as const satisfies readonly PayAheadStatus[];

/** An instalment's states, as `InstalmentRowStatus` names them: unpaid, failed (its last debit), paid. */
export const INSTALMENT_ROW_STATUSES = [
  'unpaid',
  'failed',
  'paid',
] as const satisfies readonly InstalmentRowStatus[];

/** A mandate's states, as `MandateStatus` names them. */
export const MANDATE_STATUSES = [
  'pending',
  'active',
  'refused',
  'revoked',
] as const satisfies readonly MandateStatus[];

/**
 * One direct-debit charge attempt: queued (waiting for a worker), charging (a worker holds its lease and
 * asks the provider), succeeded or failed (the provider's answer). A retry after a failure is a new attempt,
 * so failed is terminal.
 */
export type DebitStatus = 'queued' | 'charging' | 'succeeded' | 'failed';
export const DEBIT_STATUSES = [
  'queued',
  'charging',
  'succeeded',
  'failed',
] as const satisfies readonly DebitStatus[];

/**
 * A refund: queued (waiting for a worker), sending (a worker claimed it and is asking the provider),
 * processing (the provider accepted it and is paying it back), processed (paid back), failed (the provider
 * refused it: an operator looks, then queues it again).
 */
export type RefundStatus = 'queued' | 'sending' | 'processing' | 'processed' | 'failed';
export const REFUND_STATUSES = [
  'queued',
  'sending',
  'processing',
  'processed',
  'failed',
] as const satisfies readonly RefundStatus[];

/**
 * A paid order's way to the shopper, moved by the operator: received (paid, waiting to be packed), packed,
 * shipped (with a carrier and tracking number), delivered; cancelled before it ships (which refunds what was
 * paid, gives the stock back and ends the mandate). A return after delivery is a return of its own, not a
 * fulfilment state: the order stays delivered.
 */
/** A one-time transfer account (issue 44): taking money, paid in full, or closed at its expiry. */
export type TransferAccountStatus = 'open' | 'settled' | 'expired';
export const TRANSFER_ACCOUNT_STATUSES = [
  'open',
  'settled',
  'expired',
] as const satisfies readonly TransferAccountStatus[];

export type FulfilmentStatus = 'received' | 'packed' | 'shipped' | 'delivered' | 'cancelled';
export const FULFILMENT_STATUSES = [
  'received',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly FulfilmentStatus[];

/** The state union of each lifecycle, by the name {@link canTransition} takes. */
export interface LifecycleStates {
  order: OrderPaymentStatus;
  paymentAttempt: PaymentAttemptStatus;
  payAhead: PayAheadStatus;
  instalment: InstalmentRowStatus;
  mandate: MandateStatus;
  debit: DebitStatus;
  refund: RefundStatus;
  transferAccount: TransferAccountStatus;
  fulfilment: FulfilmentStatus;
}

export type LifecycleName = keyof LifecycleStates;

/** A lifecycle: its states, in the order a CHECK lists them, and where each may go (none: terminal). */
export interface Lifecycle<S extends string> {
  readonly states: readonly S[];
  readonly transitions: { readonly [From in S]: readonly S[] };
}

/**
 * Every lifecycle. A transition table must name every state (the type demands it); a state not listed as a
 * target of another cannot be reached from it.
 */
export const LIFECYCLES: { readonly [M in LifecycleName]: Lifecycle<LifecycleStates[M]> } = {
  order: {
    states: ORDER_PAYMENT_STATUSES,
    transitions: {
      // Paid by its first payment, expired when its payment window closes, cancelled when replaced by a
      // newer checkout. What happens after payment (fulfilment) is not this table's business yet.
      awaiting_payment: ['paid', 'expired', 'cancelled'],
      paid: [],
      // A payment that arrives now is the payment's problem (late, refunded), never the order's.
      expired: [],
      cancelled: [],
      refund_due: [],
    },
  },
  paymentAttempt: {
    states: PAYMENT_ATTEMPT_STATUSES,
    transitions: {
      pending: ['succeeded', 'failed', 'rejected', 'duplicate', 'late'],
      // A provider may report a success after an earlier failure (a retried card on the same page).
      failed: ['succeeded', 'rejected', 'duplicate', 'late'],
      succeeded: [],
      rejected: [],
      duplicate: [],
      late: [],
    },
  },
  payAhead: {
    states: PAY_AHEAD_STATUSES,
    transitions: {
      pending: ['succeeded', 'failed', 'rejected', 'late'],
      failed: ['succeeded', 'rejected', 'late'],
      succeeded: [],
      rejected: [],
      late: [],
    },
  },
  instalment: {
    states: INSTALMENT_ROW_STATUSES,
    transitions: {
      unpaid: ['paid', 'failed'],
      // Retried on its own days: each retry may fail again (its failure recorded again) or pay it.
      failed: ['paid', 'failed'],
      paid: [],
    },
  },
  mandate: {
    states: MANDATE_STATUSES,
    transitions: {
      // The bank approves or refuses it; the shopper may withdraw it before the bank answers.
      pending: ['active', 'refused', 'revoked'],
      active: ['revoked'],
      // A new mandate is a new row.
      refused: [],
      revoked: [],
    },
  },
  debit: {
    states: DEBIT_STATUSES,
    transitions: {
      queued: ['charging'],
      // Back to queued only when the worker lost its lease before the provider was asked: asking twice
      // could take the money twice.
      charging: ['succeeded', 'failed', 'queued'],
      succeeded: [],
      failed: [],
    },
  },
  refund: {
    states: REFUND_STATUSES,
    transitions: {
      queued: ['sending'],
      // Back to queued only when a look-up proved the provider never received it.
      sending: ['processing', 'processed', 'failed', 'queued'],
      // Still processing when asked again: the row stays, and when to ask next is renewed (provider-answer.ts).
      processing: ['processed', 'failed', 'processing'],
      processed: [],
      // An operator retries it.
      failed: ['queued'],
    },
  },
  transferAccount: {
    states: TRANSFER_ACCOUNT_STATUSES,
    transitions: {
      // bank-transfer.ts decides: paid in full (exact or over), or closed at its expiry (held money refunded).
      open: ['settled', 'expired'],
      // A later transfer to a settled or expired account is refunded; the account itself never moves again.
      settled: [],
      expired: [],
    },
  },
  fulfilment: {
    states: FULFILMENT_STATUSES,
    transitions: {
      received: ['packed', 'cancelled'],
      // Unpacked goods go back on the shelf: cancelling is still possible until the carrier has them.
      packed: ['shipped', 'cancelled'],
      // Once shipped, only delivery: a parcel the shopper refuses comes back as a return.
      shipped: ['delivered'],
      delivered: [],
      cancelled: [],
    },
  },
};

/** The table of `machine`, or nothing for a name the domain does not know (a value from outside). */
function transitionsOf(machine: string): Readonly<Record<string, readonly string[]>> | undefined {
  return Object.hasOwn(LIFECYCLES, machine)
    ? (LIFECYCLES[machine as LifecycleName].transitions as Readonly<Record<string, readonly string[]>>)
    : undefined;
}

/**
 * The states `from` may move to, in the table's order; none for a terminal state, and none for a machine or
 * state the domain does not know (a value read from outside the types), never an error.
 */
export function nextStates<M extends LifecycleName>(
  machine: M,
  from: LifecycleStates[M],
): readonly LifecycleStates[M][] {
  const transitions = transitionsOf(machine);
  return transitions && Object.hasOwn(transitions, from)
    ? (transitions[from] as readonly LifecycleStates[M][])
    : [];
}

/**
 * Whether a `machine` in state `from` may move to `to`. Only the table's transitions are allowed: staying
 * put is not a transition unless the table lists it (a failed instalment failing again). An unknown machine
 * or state is never allowed to move.
 */
export function canTransition<M extends LifecycleName>(
  machine: M,
  from: LifecycleStates[M],
  to: LifecycleStates[M],
): boolean {
  return nextStates(machine, from).includes(to);
}

/**
 * The states that may move to `to`, in the order of the machine's states: the `where status in (…)` of the
 * conditional UPDATE that makes the move, so it happens once and only from where the table allows. None for
 * a state nothing moves to (`awaiting_payment`, which an order is created in) or one the domain does not know.
 */
export function statesLeadingTo<M extends LifecycleName>(
  machine: M,
  to: LifecycleStates[M],
): readonly LifecycleStates[M][] {
  if (!Object.hasOwn(LIFECYCLES, machine)) return [];
  const states: readonly LifecycleStates[M][] = LIFECYCLES[machine].states;
  return states.filter((from) => canTransition(machine, from, to));
}
