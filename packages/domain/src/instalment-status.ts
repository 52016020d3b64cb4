/**
 * Where an order sits on the purchases screen (the tabs Pending, Ongoing, Completed, Cancelled) and the
 * state of each of its payment dots, from the facts the server keeps. The spec names the tabs but not the
 * rule ('source of bucketing in this area: not shown'); this is Oja's rule.
 */
import type { CalendarDate } from './calendar';
import type { Kobo } from './money';
import type { InstalmentDotState, PurchaseTab } from './orders';

/**
 * An order's own status, as the server stores it: awaiting_payment (its first payment not yet made),
 * paid (the first payment is confirmed), expired or cancelled (never paid), refund_due (paid after it had
 * expired; the payment goes back).
 */
export type OrderPaymentStatus = 'awaiting_payment' | 'paid' | 'expired' | 'cancelled' | 'refund_due';

/**
 * A direct-debit mandate's state: pending until the bank approves, active, revoked later, or refused by the
 * bank or the shopper.
 */
export type MandateStatus = 'pending' | 'active' | 'revoked' | 'refused';

/** What the bucketing rule reads of an order. */
export interface PurchaseFacts {
  /** The order's status; a value the domain does not know is treated as not yet paid. */
  status: OrderPaymentStatus | (string & {});
  /** Instalments after the first payment; 0 for an order paid in full (it is an instalment order when > 0). */
  instalmentCount: number;
  /** How many of those instalments have been collected. */
  instalmentsCompleted: number;
  /**
   * The order's direct-debit mandate; null or absent when none was ever set up. Only 'active' counts, so the
   * API's mandateState words (not_started, awaiting_bank, refused, active, revoked) read the same way.
   */
  mandateStatus?: MandateStatus | (string & {}) | null;
  /** The order's payments are being given back (a return accepted after delivery, for instance). */
  refunded?: boolean;
}

/** Instalments still to collect: never negative, whatever the counts say. */
export function instalmentsLeft(
  facts: Pick<PurchaseFacts, 'instalmentCount' | 'instalmentsCompleted'>,
): number {
  return Math.max(0, facts.instalmentCount - facts.instalmentsCompleted);
}

/**
 * The purchases tab of an order. The first rule that applies wins:
 * 1. cancelled: the order expired or was cancelled (never paid), is `refund_due`, or is being refunded;
 * 2. no tab (null): the first payment has not been made (awaiting payment, or a status the domain does not
 *    know): the order is not a purchase yet;
 * 3. completed: everything is paid: a full-payment order once paid, or an instalment order whose every
 *    instalment has been collected (whatever its mandate has become since);
 * 4. ongoing: the mandate is active and instalments are left;
 * 5. pending: the down payment is paid and instalments are left, but no mandate is active: none set up
 *    yet, one waiting for the bank, one refused, or one revoked (the shopper has to set up a new one).
 */
export function purchaseTab(facts: PurchaseFacts): PurchaseTab | null {
  const { status } = facts;
  if (status === 'expired' || status === 'cancelled' || status === 'refund_due' || facts.refunded) {
    return 'cancelled';
  }
  if (status !== 'paid') return null;
  if (instalmentsLeft(facts) === 0) return 'completed';
  return facts.mandateStatus === 'active' ? 'ongoing' : 'pending';
}

/**
 * Sorts orders into the four purchases tabs by {@link purchaseTab}, keeping the given order inside each
 * tab; an order that belongs to no tab is left out. The tab counts are the lengths.
 */
export function groupPurchases<T extends PurchaseFacts>(orders: readonly T[]): Record<PurchaseTab, T[]> {
  const tabs: Record<PurchaseTab, T[]> = { pending: [], ongoing: [], completed: [], cancelled: [] };
  for (const order of orders) {
    const tab = purchaseTab(order);
    if (tab) tabs[tab].push(order);
  }
  return tabs;
}

/**
 * The shopper's active orders, which the header's 'My Hub' counts: the purchases still being paid for, the
 * Pending and Ongoing tabs (paid, instalments left, with or without an active direct debit). Completed and
 * cancelled purchases are over; an order awaiting its first payment is no purchase yet.
 */
export function activeOrdersCount(tabCounts: Readonly<Record<'pending' | 'ongoing', number>>): number {
  return tabCounts.pending + tabCounts.ongoing;
}

/**
 * Where one payment of a schedule stands: paid (collected), failed (the last debit of it failed and it is
 * still owed) or unpaid (not yet collected, nor failed).
 */
export type InstalmentRowStatus = 'paid' | 'failed' | 'unpaid';

/** One row of an order's payment schedule: number 0 is the first payment, then 1, 2, … */
export interface InstalmentRow {
  number: number;
  dueDate: CalendarDate;
  amountKobo: Kobo;
  status: InstalmentRowStatus;
}

/**
 * The dot of each payment, in the order given: completed (black) when paid; failed (red) when its debit
 * failed and it is still owed; current (yellow) for the next one due: the lowest-numbered payment that is
 * neither paid nor failed (a failed one is retried on its own days; the next is still due on its date);
 * pending (grey) for the later ones. A schedule with nothing left to pay has no current dot.
 */
export function instalmentDotStates(
  rows: readonly Pick<InstalmentRow, 'number' | 'status'>[],
): InstalmentDotState[] {
  let current: number | undefined;
  for (const row of rows) {
    if (row.status === 'unpaid' && (current === undefined || row.number < current)) current = row.number;
  }
  return rows.map((row) => {
    if (row.status === 'paid') return 'completed';
    if (row.status === 'failed') return 'failed';
    return row.number === current ? 'current' : 'pending';
  });
}

/**
 * One payment as the screens show it: its schedule row (for paying ahead and the late charge) and its dot's
 * state, decided once where the whole schedule is known ({@link instalmentDots}, on the server) and never
 * again on the way to the screen.
 */
export interface InstalmentDot extends InstalmentRow {
  dot: InstalmentDotState;
}

/** The schedule's rows with their dots ({@link instalmentDotStates}): what the server sends, once. */
export function instalmentDots<T extends InstalmentRow>(rows: readonly T[]): (T & InstalmentDot)[] {
  const states = instalmentDotStates(rows);
  return rows.map((row, index) => ({ ...row, dot: states[index] as InstalmentDotState }));
}

/**
 * A payment whose dot state came over the wire, as the screens read it: the row status the state stands
 * for (completed is paid, failed is failed, current and pending are unpaid), and the state kept as it came.
 */
export function instalmentDotFromState(
  row: Omit<InstalmentRow, 'status'>,
  dot: InstalmentDotState,
): InstalmentDot {
  const status: InstalmentRowStatus = dot === 'completed' ? 'paid' : dot === 'failed' ? 'failed' : 'unpaid';
  return { ...row, status, dot };
}
