/** Order groupings, purchase tabs, instalment dots, order-number search and when a mandate may start. */

/** Order statuses the spec names. Anything else from the server is read as unknown, never as an error. */
export const ORDER_STATUSES = [
  'active',
  'completed',
  'cancelled',
  'pending',
  'ongoing',
  'direct_debit_in_progress',
  'processing',
  'successful',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether `value` is one of the order statuses the spec names. */
export function isKnownOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The storefront's order groupings. */
export type OrderGroup = 'active' | 'completed' | 'cancelled' | 'pending';

/** The two status fields a grouping reads. */
export interface OrderStatusFields {
  orderStatus?: string | null;
  fullPaymentStatus?: string | null;
}

/**
 * active = orderStatus active; completed = completed, or fullPaymentStatus success; cancelled = cancelled,
 * or fullPaymentStatus cancelled; pending = pending or ongoing. Any other status
 * (direct_debit_in_progress, processing, successful, failed, or one the spec never names) belongs to no
 * group: `null`.
 */
export function orderGroup(order: OrderStatusFields): OrderGroup | null {
  const status = normalise(order.orderStatus);
  const full = normalise(order.fullPaymentStatus);
  if (status === 'active') return 'active';
  if (status === 'completed' || full === 'success') return 'completed';
  if (status === 'cancelled' || full === 'cancelled') return 'cancelled';
  if (status === 'pending' || status === 'ongoing') return 'pending';
  return null;
}

/** Sorts orders into the four groupings, keeping the server's order inside each group. */
export function groupOrders<T extends OrderStatusFields>(orders: readonly T[]): Record<OrderGroup, T[]> {
  const groups: Record<OrderGroup, T[]> = { active: [], completed: [], cancelled: [], pending: [] };
  for (const order of orders) {
    const group = orderGroup(order);
    if (group) groups[group].push(order);
  }
  return groups;
}

/** The purchases screen's four tabs, in the order they appear. */
export const PURCHASE_TABS = ['pending', 'ongoing', 'completed', 'cancelled'] as const;
export type PurchaseTab = (typeof PURCHASE_TABS)[number];

/** Tab labels as the purchases screen shows them. */
export const PURCHASE_TAB_LABELS: Readonly<Record<PurchaseTab, string>> = {
  pending: 'Pending',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Empty message of each purchases tab; 'No orders were found' when there are no orders at all. */
export const PURCHASE_EMPTY_MESSAGES: Readonly<Record<PurchaseTab | 'all', string>> = {
  all: 'No orders were found',
  pending: 'No pending orders were found',
  ongoing: 'No ongoing orders were found',
  completed: 'No completed orders were found',
  cancelled: 'No cancelled orders were found',
};

/** The colour-coded state of one instalment dot. */
export type InstalmentDotState = 'completed' | 'current' | 'failed' | 'pending';

/**
 * The name of each dot state, read out and shown in the dots' legend; colour alone never carries the
 * meaning. The current dot is the next payment to make, which is usually weeks away: 'Next payment', not
 * 'Due now'.
 */
export const INSTALMENT_DOT_LABELS: Readonly<Record<InstalmentDotState, string>> = {
  completed: 'Paid',
  current: 'Next payment',
  failed: 'Payment failed',
  pending: 'Not yet due',
};

/**
 * An instalment dot shows the payment's status: completed (black), current (yellow), failed (red) or
 * pending (grey). An unknown or missing status reads as pending, the state that claims nothing.
 */
export function instalmentDotState(payment: { status?: string | null }): InstalmentDotState {
  const status = normalise(payment.status);
  return status === 'completed' || status === 'current' || status === 'failed' ? status : 'pending';
}

/**
 * Order-number search: the query is trimmed and lowercased and matched as a substring of the order
 * number. An empty query does nothing: the answer is `null`, and the caller keeps what it shows.
 */
export function searchOrdersByNumber<T extends { orderNumber?: string | null }>(
  orders: readonly T[],
  query: string,
): T[] | null {
  const needle = normalise(query);
  if (needle === '') return null;
  return orders.filter((order) => normalise(order.orderNumber).includes(needle));
}

/** A mandate can start only when the order's mandateStatus is 'pending'. */
export function canStartMandate(order: { mandateStatus?: string | null }): boolean {
  return normalise(order.mandateStatus) === 'pending';
}

/** A pending order's direct-debit status before a mandate exists. */
export const MANDATE_NOT_INITIATED = 'Not yet initiated';

/** Late payment charge shown on an order card: fixed ₦200.00 on completed orders, ₦0.00 on ongoing ones. */
export function latePaymentChargeLabel(tab: PurchaseTab): string {
  return tab === 'completed' ? 'N200.00' : 'N0.00';
}

/** The refund notice an order card shows on the day of delivery (refundNotice names the days left after it). */
export const REFUND_NOTICE = 'Eligible for refund in 7 days';

function normalise(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
