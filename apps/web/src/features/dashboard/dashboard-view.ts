import type { Mandates, Order } from '@oja/api-client';
import type { InstalmentRow, PaymentPlanType } from '@oja/domain';
import type { DashboardMandate, DashboardOrder, DashboardOrderMandate } from '@oja/ui';
import { koboFromWire } from '../../shared/wire-money';

/** A payment's dot on the wire as the schedule row the domain reads: collected, failed, or still owed. */
function rowStatus(dot: Order['payments'][number]['status']): InstalmentRow['status'] {
  if (dot === 'completed') return 'paid';
  return dot === 'failed' ? 'failed' : 'unpaid';
}

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
    installmentCount: order.installmentCount,
    instalments: order.payments.map((payment) => ({
      number: payment.number,
      dueDate: payment.date,
      amountKobo: koboFromWire(payment.amount),
      status: rowStatus(payment.status),
    })),
    totalPaidKobo: koboFromWire(next.total_amount_paid),
    nextDue:
      next.next_due_date && next.next_due_amount !== null
        ? { date: next.next_due_date, amountKobo: koboFromWire(next.next_due_amount) }
        : null,
    mandate: orderMandate(order),
    refunds: (order.refunds ?? []).map((refund) => ({
      reference: refund.reference,
      amountKobo: koboFromWire(refund.amount),
      status: refund.status,
      reason: refund.reason,
    })),
  };
}

/** The API's direct debits as the dashboard lists them: one per order's mandate. */
export function toDashboardMandates(list: Mandates): DashboardMandate[] {
  return list.map((mandate) => ({
    id: mandate.Id,
    bankName: mandate.bank_name,
    accountName: mandate.account_name,
    last4: mandate.last4,
    status: mandate.status,
    orders: [{ id: mandate.order.id, orderNumber: mandate.order.orderNumber }],
    nextDebit: mandate.next_debit
      ? { date: mandate.next_debit.date, amountKobo: koboFromWire(mandate.next_debit.amount) }
      : null,
    ...(mandate.ends_on ? { endsOn: mandate.ends_on } : {}),
  }));
}
