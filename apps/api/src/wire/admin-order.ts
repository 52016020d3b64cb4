import { kobo, lagosCalendarDate, multiplyKobo } from '@oja/domain';
import type { AdminOrderListRow, AdminOrderRecords, AdminOrderRow } from '../db/admin-orders-repository.ts';
import type { FulfilmentEventRow } from '../db/fulfilment-repository.ts';
import { fulfilmentOf, fulfilmentSteps, shipmentOf } from './fulfilment.ts';

type Shopper = AdminOrderRow['shopper'];

function toWireShopper(shopper: Shopper) {
  return {
    userId: shopper.userId,
    name: [shopper.firstName, shopper.lastName].filter(Boolean).join(' '),
    email: shopper.email,
    phoneNumber: shopper.phoneNumber,
    tier: shopper.isTier2 ? (2 as const) : (1 as const),
  };
}

/** One order of the console's list: its shopper, states and amounts in kobo (the console is right to the kobo). */
export function toWireAdminOrderSummary({ order, shopper, itemCount }: AdminOrderListRow) {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    orderDate: lagosCalendarDate(order.createdAt.getTime()),
    shopper: toWireShopper(shopper),
    paymentStatus: order.status,
    fulfilmentStatus: fulfilmentOf(order),
    plan: order.plan as 'full' | 'monthly' | 'weekly' | 'daily',
    itemCount,
    totalKobo: order.totalKobo,
    firstPaymentKobo: order.firstPaymentKobo,
  };
}

/** When a ledger entry happened: when it was paid or settled, else when it started. */
const when = (...dates: Array<Date | null>) => (dates.find((d) => d) ?? new Date(0)).toISOString();

/**
 * Every kobo of the order as the settlement core wrote it, oldest first: each card payment of the first
 * payment, each direct-debit attempt, each card payment ahead of the direct debit, each refund.
 */
function ledger(records: AdminOrderRecords) {
  const entries = [
    ...records.cardPayments.map((p) => ({
      kind: 'card-payment' as const,
      reference: p.reference,
      amountKobo: p.amountKobo,
      status: p.status,
      detail: p.gatewayResponse,
      instalments: [0],
      at: when(p.paidAt, p.createdAt),
    })),
    ...records.debits.map((d) => ({
      kind: 'direct-debit' as const,
      reference: d.reference,
      amountKobo: d.amountKobo,
      status: d.status,
      detail: d.gatewayResponse,
      instalments: [d.number],
      at: when(d.finishedAt, d.createdAt),
    })),
    ...records.payAheads.map((p) => ({
      kind: 'pay-ahead' as const,
      reference: p.reference,
      amountKobo: p.amountKobo,
      status: p.status,
      detail: p.gatewayResponse,
      instalments: p.numbers,
      at: when(p.paidAt, p.createdAt),
    })),
    ...records.refunds.map((r) => ({
      kind: 'refund' as const,
      reference: r.reference,
      amountKobo: r.amountKobo,
      status: r.status,
      detail: `${r.reason}, of ${r.sourceReference}${r.failure ? `: ${r.failure}` : ''}`,
      instalments: [] as number[],
      at: when(r.settledAt, r.createdAt),
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The ledger's totals: what came in and was kept (first payments, debits and card payments ahead that
 * succeeded), what the schedule still owes, and what was paid back (refunds the provider processed).
 */
function ledgerTotals(records: AdminOrderRecords) {
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  return {
    paidKobo: sum([
      ...records.cardPayments.filter((p) => p.status === 'succeeded').map((p) => p.amountKobo),
      ...records.debits.filter((d) => d.status === 'succeeded').map((d) => d.amountKobo),
      ...records.payAheads.filter((p) => p.status === 'succeeded').map((p) => p.amountKobo),
    ]),
    owedKobo: sum(
      records.schedule.filter((row) => row.number >= 1 && row.status !== 'paid').map((row) => row.amountKobo),
    ),
    refundedKobo: sum(records.refunds.filter((r) => r.status === 'processed').map((r) => r.amountKobo)),
  };
}

/** The order's page: everything the console shows of it, amounts in kobo. */
export function toWireAdminOrder(
  { order, shopper }: AdminOrderRow,
  records: AdminOrderRecords,
  events: readonly FulfilmentEventRow[],
  names: ReadonlyMap<number, string>,
) {
  const mandate = records.mandates.find((m) => m.status !== 'refused') ?? records.mandates.at(-1);
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentStatus: order.status,
    plan: order.plan as 'full' | 'monthly' | 'weekly' | 'daily',
    instalmentCount: order.instalmentCount,
    shopper: toWireShopper(shopper),
    items: records.items.map((item) => ({
      productName: item.productName,
      quantity: item.quantity,
      unitPriceKobo: item.unitPriceKobo,
      totalKobo: multiplyKobo(kobo(item.unitPriceKobo), item.quantity),
      plan: item.plan as 'full' | 'monthly' | 'weekly' | 'daily',
    })),
    deliveryAddress: { street: order.deliveryStreet, state: order.deliveryState },
    shippingOption: order.shippingOption as 'standard' | 'express',
    totals: {
      subtotalKobo: order.subtotalKobo,
      vatKobo: order.vatKobo,
      shippingKobo: order.shippingKobo,
      totalKobo: order.totalKobo,
      firstPaymentKobo: order.firstPaymentKobo,
    },
    ledger: ledger(records),
    ledgerTotals: ledgerTotals(records),
    schedule: records.schedule.map((row) => ({
      number: row.number,
      amountKobo: row.amountKobo,
      dueDate: row.dueDate,
      status: row.status,
      paidAt: row.paidAt?.toISOString() ?? null,
      paidReference: row.paidReference,
    })),
    mandate: mandate
      ? {
          reference: mandate.reference,
          status: mandate.status,
          bankName: mandate.bankName,
          last4: mandate.last4,
          createdAt: mandate.createdAt.toISOString(),
          activatedAt: mandate.activatedAt?.toISOString() ?? null,
          endsOn: mandate.endsOn,
        }
      : null,
    fulfilment: {
      status: fulfilmentOf(order),
      steps: fulfilmentSteps(order, events).map(({ staffId, ...step }) => ({
        ...step,
        staffName: staffId === null ? null : (names.get(staffId) ?? null),
      })),
      ...shipmentOf(events),
    },
    notes: records.notes.map((note) => ({
      text: note.text,
      at: note.at.toISOString(),
      staffName: note.staffName,
      staffRole: note.staffRole,
    })),
    audit: records.audit.map((event) => ({
      action: event.action,
      staffEmail: event.staffEmail,
      role: event.role,
      at: event.at.toISOString(),
      before: event.before ?? null,
      after: event.after ?? null,
      clientAddress: event.clientAddress,
    })),
  };
}
