import type { Kobo, RefundStatus, StaffRefundKind } from '@oja/domain';

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
