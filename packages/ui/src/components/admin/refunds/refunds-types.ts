import type { Kobo, RefundStatus, StaffRefundKind, StaffRefundStatus } from '@oja/domain';

/** A staff refund of ₦100,000 or more waiting for a second member's approval, as the API sends it. */
export interface AdminAwaitingRefund {
  id: string;
  /** 'OJA-2026-000418'. */
  orderNumber: string;
  amountKobo: Kobo;
  kind: StaffRefundKind;
  /** Why, in the words of the member who asked. */
  reason: string;
  requestedBy: string;
  /** ISO instant. */
  requestedAt: string;
  /** The server says this member may approve or reject it (permission, and not their own request). */
  canDecide: boolean;
}

/** A refund the payment provider is asked to pay, the system's own (a duplicate payment) included. */
export interface AdminRefundRow {
  /** The provider's reference ('RF-OJA-PAY-9B1M4R7T'). */
  reference: string;
  orderNumber: string;
  amountKobo: Kobo;
  /** Why, in words from the server: 'Duplicate payment', 'Return', 'Cancelled order'. */
  reason: string;
  status: RefundStatus;
  /** ISO instant. */
  createdAt: string;
  /** When the money reached the shopper (ISO instant); null until then. */
  settledAt: string | null;
  /** What the provider said when it failed. */
  failure: string | null;
}

/** The refunds listed: one state, or all. */
export type AdminRefundStatusFilter = RefundStatus | 'all';

/** A failed refund sent to a bank account the shopper gave (issue 45), as the API sends it. */
export interface AdminBankRefund {
  id: string;
  /** The failed refund it pays ('RF-OJA-PAY-…'). */
  refundReference: string;
  orderNumber: string;
  amountKobo: Kobo;
  bankName: string;
  /** Masked to its last four digits ('••••••0031'): the console never has the whole number back. */
  accountNumber: string;
  /** The holder's name as the bank gave it. */
  accountName: string;
  status: StaffRefundStatus;
  /** Where the payout is once approved; null until then. */
  paidRefundStatus: RefundStatus | null;
  requestedBy: string;
  /** ISO instant. */
  requestedAt: string;
  /** The server says this member may approve or reject it (permission, and not their own request). */
  canDecide: boolean;
}

/** The account the operator checked last, with the name its bank gave: shown while the fields still hold it. */
export interface CheckedBankAccount {
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

/** What the bank-refund dialog hands the app to send. */
export interface BankRefundInput {
  bankCode: string;
  accountNumber: string;
  reason: string;
}
