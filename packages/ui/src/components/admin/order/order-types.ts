import type {
  CalendarDate,
  DebitStatus,
  FulfilmentStatus,
  InstalmentRowStatus,
  Kobo,
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

/** The shopper of an order, as the console shows them. */
export interface AdminOrderShopper {
  name: string;
  email: string;
  /** '+2348031234567'. */
  phone: string;
  /** Their credit tier: 1 (up to ₦300,000) or 2 (up to ₦1,000,000). */
  tier: 1 | 2;
}

export interface AdminOrderItem {
  id: string;
  name: string;
  quantity: number;
  unitPriceKobo: Kobo;
  lineTotalKobo: Kobo;
}

/** The order's totals, as checkout priced them (the server's figures: the screen adds nothing up). */
export interface AdminOrderTotals {
  itemsKobo: Kobo;
  vatKobo: Kobo;
  deliveryKobo: Kobo;
  totalKobo: Kobo;
}

/**
 * One movement of money on the order, from the settlement core: a card payment (the down payment, an
 * instalment paid ahead), a direct debit, or a refund. Its state is the domain's for its kind.
 */
export type AdminLedgerEntry = {
  id: string;
  /** The provider's reference ('OJA-PAY-…', 'RF-…'). */
  reference: string;
  /** What it was for ('Down payment', 'Instalment 2 of 6', 'Duplicate payment'). */
  description: string;
  amountKobo: Kobo;
  /** When it was made (an ISO instant). */
  at: string;
} & (
  | { kind: 'payment'; status: PaymentAttemptStatus }
  | { kind: 'debit'; status: DebitStatus }
  | { kind: 'refund'; status: RefundStatus }
);

/** The ledger's totals, from the server: paid in, still owed on the schedule, paid back. */
export interface AdminLedgerTotals {
  paidKobo: Kobo;
  owedKobo: Kobo;
  refundedKobo: Kobo;
}

/** One row of the schedule: number 0 is the down payment. */
export interface AdminInstalment {
  number: number;
  dueOn: CalendarDate;
  amountKobo: Kobo;
  status: InstalmentRowStatus;
  /** The day it was paid, when paid. */
  paidOn?: CalendarDate;
}

/** The direct-debit mandate that collects the instalments; null on the order when none was set up. */
export interface AdminMandate {
  status: MandateStatus;
  bankName: string;
  /** The account's last four digits. */
  last4: string;
  reference: string;
}

/** One step the order has taken on its way to the shopper, and when (an ISO instant). */
export interface AdminFulfilmentStep {
  status: FulfilmentStatus;
  at: string;
  /** The staff member who moved it; absent for 'received' (the payment did). */
  by?: string;
}

export interface AdminShipment {
  carrier: string;
  trackingNumber: string;
  expectedDelivery: CalendarDate;
}

export interface AdminOrderFulfilment {
  /** Null until the first payment: nothing goes to the warehouse before. */
  status: FulfilmentStatus | null;
  steps: AdminFulfilmentStep[];
  /** Once shipped. */
  shipment?: AdminShipment;
  /** What cancelling would pay back (paid, less refunded already): the server's figure, said in the confirm. */
  cancelRefundKobo: Kobo;
}

export interface AdminOrderNote {
  id: string;
  author: string;
  role: StaffRole;
  /** An ISO instant. */
  at: string;
  text: string;
}

/** One staff write on the order, from the append-only audit trail. */
export interface AdminAuditEntry {
  id: string;
  actor: string;
  role: StaffRole;
  /** What was done, in words ('Packed the order', 'Added a note'). */
  action: string;
  /** The value before and after, in words ('Received' → 'Packed'); absent when nothing was replaced. */
  before?: string;
  after?: string;
  /** An ISO instant. */
  at: string;
  /** The address the request came from. */
  ipAddress: string;
}

/** An item the shopper sent back, as staff recorded it: collection pauses while it is open. */
export interface AdminReturn {
  id: string;
  reason: ReturnReason;
  note: string;
  status: ReturnStatus;
  recordedBy: string;
  /** ISO instant */
  at: string;
}

/** Money a staff member asked to pay back on the order, and where its approval stands. */
export interface AdminStaffRefund {
  id: string;
  amountKobo: Kobo;
  kind: StaffRefundKind;
  reason: string;
  status: StaffRefundStatus;
  requestedBy: string;
  /** ISO */
  requestedAt: string;
  decidedBy?: string;
  decidedAt?: string;
  /** The server says this member may approve or reject it (permission, and not their own request). */
  canDecide: boolean;
  /** The return it pays for. */
  returnId?: string;
}

/** An order as its console page shows it. Amounts in kobo. */
export interface AdminOrderDetail {
  id: string;
  orderNumber: string;
  /** An ISO instant. */
  placedAt: string;
  paymentStatus: OrderPaymentStatus;
  plan: PaymentPlanType;
  shopper: AdminOrderShopper;
  items: AdminOrderItem[];
  /** The delivery address, line by line ('12 Admiralty Way', 'Lekki Phase 1', 'Lagos'). */
  deliveryAddress: string[];
  totals: AdminOrderTotals;
  ledger: AdminLedgerEntry[];
  ledgerTotals: AdminLedgerTotals;
  /** Empty for an order paid in full. */
  schedule: AdminInstalment[];
  mandate: AdminMandate | null;
  fulfilment: AdminOrderFulfilment;
  notes: AdminOrderNote[];
  audit: AdminAuditEntry[];
  /** Returns recorded, newest first. */
  returns: AdminReturn[];
  /** Refunds staff asked for, newest first. */
  staffRefunds: AdminStaffRefund[];
  /** What the order may still pay back now (the server's figure). */
  refundableKobo: Kobo;
}

/** What an operator can do from the order's page: the fulfilment steps, a note, returns and refunds. */
export type AdminOrderAction =
  | 'pack'
  | 'ship'
  | 'deliver'
  | 'cancel'
  | 'note'
  | 'return'
  | 'refund'
  | 'approve-refund'
  | 'reject-refund';

/** The server refused an action: its message, shown beside what was tried. */
export interface AdminOrderRefusal {
  action: AdminOrderAction;
  message: string;
}
