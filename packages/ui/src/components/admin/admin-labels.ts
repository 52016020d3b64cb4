import type {
  DebitStatus,
  FulfilmentStatus,
  InstalmentRowStatus,
  LatenessBucket,
  MandateStatus,
  OrderPaymentStatus,
  PaymentAttemptStatus,
  PaymentPlanType,
  RefundStatus,
  ReturnReason,
  ReturnStatus,
  StaffRefundKind,
  StaffRefundStatus,
  StaffRole,
} from '@oja/domain';

/**
 * The console's words for each state the domain names, and the badge colour beside them: a state is always
 * read as a word, its colour only repeats it.
 */
type Tone = 'neutral' | 'success' | 'warning' | 'danger';

/** A state's word and its tone. */
export interface StateLabel {
  label: string;
  tone: Tone;
}

export const PAYMENT_STATE_LABELS: Record<OrderPaymentStatus, StateLabel> = {
  awaiting_payment: { label: 'Awaiting payment', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refund_due: { label: 'Refund due', tone: 'danger' },
};

export const FULFILMENT_LABELS: Record<FulfilmentStatus, StateLabel> = {
  received: { label: 'Received', tone: 'warning' },
  packed: { label: 'Packed', tone: 'warning' },
  shipped: { label: 'Shipped', tone: 'neutral' },
  delivered: { label: 'Delivered', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

/** An order not paid yet has no fulfilment: nothing goes to the warehouse before the first payment. */
export const NO_FULFILMENT: StateLabel = { label: 'Not started', tone: 'neutral' };

export const PLAN_LABELS: Record<PaymentPlanType, string> = {
  monthly: 'Monthly',
  weekly: 'Weekly',
  daily: 'Daily',
  full: 'Paid in full',
};

export const INSTALMENT_LABELS: Record<InstalmentRowStatus, StateLabel> = {
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Debit failed', tone: 'danger' },
  unpaid: { label: 'Not paid yet', tone: 'neutral' },
};

export const MANDATE_LABELS: Record<MandateStatus, StateLabel> = {
  pending: { label: 'Waiting for the bank', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  refused: { label: 'Refused by the bank', tone: 'danger' },
  revoked: { label: 'Ended', tone: 'neutral' },
};

export const CARD_PAYMENT_LABELS: Record<PaymentAttemptStatus, StateLabel> = {
  pending: { label: 'Pending', tone: 'warning' },
  succeeded: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  rejected: { label: 'Rejected (refunded)', tone: 'danger' },
  duplicate: { label: 'Duplicate (refunded)', tone: 'warning' },
  late: { label: 'Late (refunded)', tone: 'warning' },
};

export const DEBIT_LABELS: Record<DebitStatus, StateLabel> = {
  queued: { label: 'Queued', tone: 'neutral' },
  charging: { label: 'Charging', tone: 'warning' },
  succeeded: { label: 'Collected', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const REFUND_LABELS: Record<RefundStatus, StateLabel> = {
  queued: { label: 'Owed', tone: 'warning' },
  sending: { label: 'Sending', tone: 'warning' },
  processing: { label: 'With the provider', tone: 'warning' },
  processed: { label: 'Paid back', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/**
 * The refunds screen's words for the same states: finance follows each refund to the shopper's bank, so
 * 'Queued' and 'With the bank' (the order's ledger says 'Owed' and 'With the provider').
 */
export const REFUND_PROGRESS_LABELS: Record<RefundStatus, StateLabel> = {
  queued: { label: 'Queued', tone: 'neutral' },
  sending: { label: 'Sending', tone: 'warning' },
  processing: { label: 'With the bank', tone: 'warning' },
  processed: { label: 'Paid back', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** Why an item came back (the domain's RETURN_REASONS). */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Damaged',
  'wrong-item': 'Wrong item',
  incomplete: 'Incomplete',
  'changed-mind': 'Changed mind',
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, StateLabel> = {
  open: { label: 'Open — collection paused', tone: 'warning' },
  refunded: { label: 'Refunded', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
};

export const STAFF_REFUND_KIND_LABELS: Record<StaffRefundKind, string> = {
  return: 'Return',
  cancellation: 'Cancellation',
  goodwill: 'Goodwill',
};

export const STAFF_REFUND_STATUS_LABELS: Record<StaffRefundStatus, StateLabel> = {
  'awaiting-approval': { label: 'Waiting for a second approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  operations: 'Operations',
  finance: 'Finance',
  support: 'Support',
};

/** How late an instalment is, in words: the collections screen's buckets (the domain's latenessBucket). */
export const LATENESS_LABELS: Record<LatenessBucket, string> = {
  '1-7': '1–7 days',
  '8-30': '8–30 days',
  '31-60': '31–60 days',
  '61+': 'Over 60 days',
};
