import type { Mandates, Order } from '@oja/api-client';
import {
  type CalendarDate,
  debitDay,
  instalmentDotFromState,
  instalmentDotState,
  lagosCalendarDate,
  type PaymentPlanType,
} from '@oja/domain';
import type {
  DashboardMandate,
  DashboardOrder,
  DashboardOrderMandate,
  DashboardShipment,
  TimelineStep,
} from '@oja/ui';
import { koboFromWire } from '../../shared/wire-money';

/** The order's mandate as the order card reads it; null when none was ever asked of the bank. */
function orderMandate(order: Order): DashboardOrderMandate | null {
  const account = order.mandateAccount
    ? { bankName: order.mandateAccount.bank_name, last4: order.mandateAccount.last4 }
    : {};
  switch (order.mandateState) {
    case 'awaiting_bank':
      return { status: 'pending', ...account };
    case 'active':
    case 'refused':
    case 'revoked':
      return { status: order.mandateState, ...account };
    default:
      return null;
  }
}

type Fulfilment = Order['fulfilment'];

/** The way a paid order goes to the shopper, and each step's words on the timeline. */
const DELIVERY_STEPS = [
  ['received', 'Order received'],
  ['packed', 'Packed'],
  ['shipped', 'Shipped'],
  ['delivered', 'Delivered'],
] as const;

/**
 * The order's delivery timeline from its real fulfilment: the steps reached are done, each with its Lagos day,
 * the next one is in progress and the rest not yet; a cancelled order shows it was received, then cancelled.
 * None before the order is paid (no fulfilment yet).
 */
export function deliveryTimeline(fulfilment: Fulfilment): TimelineStep[] | undefined {
  if (!fulfilment.status) return undefined;
  const days = new Map(fulfilment.steps.map((step) => [step.status, lagosCalendarDate(Date.parse(step.at))]));
  const dated = (status: Fulfilment['steps'][number]['status']) => {
    const date = days.get(status);
    return date ? { date } : {};
  };
  if (fulfilment.status === 'cancelled') {
    return [
      { label: 'Order received', state: 'done', ...dated('received') },
      { label: 'Cancelled', state: 'done', ...dated('cancelled') },
    ];
  }
  const reached = DELIVERY_STEPS.findIndex(([status]) => status === fulfilment.status);
  return DELIVERY_STEPS.map(([status, label], i) => ({
    label,
    state: i <= reached ? 'done' : i === reached + 1 ? 'current' : 'pending',
    ...(i <= reached ? dated(status) : {}),
  }));
}

/** The parcel the shopper follows once it has shipped: carrier, tracking number and expected day. */
function shipmentOf(fulfilment: Fulfilment): DashboardShipment | null {
  const { status, carrier, trackingNumber, expectedDelivery } = fulfilment;
  if ((status !== 'shipped' && status !== 'delivered') || !carrier || !trackingNumber || !expectedDelivery) {
    return null;
  }
  return { status, carrier, trackingNumber, expectedDelivery };
}

/** The Lagos day the order was delivered (the refund notice counts from it), or null before delivery. */
function deliveredOn(fulfilment: Fulfilment): CalendarDate | null {
  if (fulfilment.status !== 'delivered') return null;
  const step = fulfilment.steps.find((each) => each.status === 'delivered');
  return step ? lagosCalendarDate(Date.parse(step.at)) : null;
}

/**
 * An order of the API as the dashboard shows it; null for one that is not a purchase yet (its first payment
 * is still awaited), which no tab lists.
 */
export function toDashboardOrder(order: Order): DashboardOrder | null {
  if (!order.purchaseTab) return null;
  const next = order.paymentSummary;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    tab: order.purchaseTab,
    items: order.items.map((item) => ({
      productID: item.productID,
      name: item.productName,
      imageUrls: [item.coverImage],
    })),
    plan: order.buyingPlan as PaymentPlanType,
    instalmentCount: order.installmentCount,
    // Each payment's dot as the server decided it, kept as it came (its row status read from it, once).
    instalments: order.payments.map((payment) =>
      instalmentDotFromState(
        { number: payment.number, dueDate: payment.date, amountKobo: koboFromWire(payment.amount) },
        instalmentDotState(payment),
      ),
    ),
    totalPaidKobo: koboFromWire(next.total_amount_paid),
    nextDue:
      next.next_due_date && next.next_due_amount !== null
        ? { date: next.next_due_date, amountKobo: koboFromWire(next.next_due_amount) }
        : null,
    mandate: orderMandate(order),
    timeline: deliveryTimeline(order.fulfilment),
    shipment: shipmentOf(order.fulfilment),
    deliveredOn: deliveredOn(order.fulfilment),
    refunds: (order.refunds ?? []).map((refund) => ({
      reference: refund.reference,
      amountKobo: koboFromWire(refund.amount),
      status: refund.status,
      reason: refund.reason,
    })),
    keyFacts: order.keyFacts ?? null,
    // An instalment order carries the shopper's standing account (null while it is made); a full one none.
    ...(order.standingAccount !== undefined ? { standingAccount: order.standingAccount } : {}),
  };
}

/**
 * The due date of the instalment a mandate debits next, when the shopper's orders are at hand: the order's
 * next payment due, if it is the one debited on that day (so the card can say why the day moved).
 */
function nextDebitDueDate(mandate: Mandates[number], orders: readonly Order[] | undefined) {
  const due = orders?.find((order) => order.id === mandate.order.id)?.paymentSummary.next_due_date;
  return due && mandate.next_debit && debitDay(due).debitDate === mandate.next_debit.date
    ? { dueDate: due }
    : {};
}

/**
 * The API's direct debits as the dashboard lists them: one per order's mandate. With the shopper's orders,
 * each next debit also carries its instalment's due date.
 */
export function toDashboardMandates(list: Mandates, orders?: readonly Order[]): DashboardMandate[] {
  return list.map((mandate) => ({
    id: mandate.Id,
    bankName: mandate.bank_name,
    accountName: mandate.account_name,
    last4: mandate.last4,
    status: mandate.status,
    orders: [{ id: mandate.order.id, orderNumber: mandate.order.orderNumber }],
    nextDebit: mandate.next_debit
      ? {
          date: mandate.next_debit.date,
          ...nextDebitDueDate(mandate, orders),
          amountKobo: koboFromWire(mandate.next_debit.amount),
        }
      : null,
    ...(mandate.ends_on ? { endsOn: mandate.ends_on } : {}),
  }));
}
