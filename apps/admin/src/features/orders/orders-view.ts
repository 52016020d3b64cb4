import type { AdminOrderData, AdminOrderSummaryData, AdminOrdersQuery } from '@oja/api-client';
import { kobo, lagosCalendarDate, type StaffRole } from '@oja/domain';
import type {
  AdminLedgerEntry,
  AdminOrderDetail,
  AdminOrderFilters,
  AdminOrderRow,
  AdminOrdersSortKey,
  DataTableSort,
} from '@oja/ui/admin';

/** The list's page size: the server answers at most 100. */
export const ORDERS_PAGE_SIZE = 25;

/** One row of the list, as the screen shows it. */
export function toOrderRow(order: AdminOrderSummaryData): AdminOrderRow {
  return {
    id: order.orderNumber,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    shopperName: order.shopper.name,
    shopperEmail: order.shopper.email,
    plan: order.plan,
    totalKobo: kobo(order.totalKobo),
    paymentStatus: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus,
  };
}

const SORTS: Record<NonNullable<AdminOrdersQuery['sort']>, DataTableSort<AdminOrdersSortKey>> = {
  newest: { key: 'placedAt', direction: 'descending' },
  oldest: { key: 'placedAt', direction: 'ascending' },
  total_desc: { key: 'total', direction: 'descending' },
  total_asc: { key: 'total', direction: 'ascending' },
};

/** The server's sort for the table's; the order number sorts as the date does (numbers follow placing). */
function toServerSort(sort: DataTableSort<AdminOrdersSortKey>): NonNullable<AdminOrdersQuery['sort']> {
  if (sort.key === 'total') return sort.direction === 'ascending' ? 'total_asc' : 'total_desc';
  return sort.direction === 'ascending' ? 'oldest' : 'newest';
}

/** The list's filters, sort and page, read from the address (what a link or Back restores). */
export function ordersStateOf(search: string) {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name) ?? '';
  const filters = {
    query: text('q'),
    paymentStatus: text('paymentStatus'),
    fulfilmentStatus: text('fulfilmentStatus'),
    plan: text('plan'),
    from: text('from'),
    to: text('to'),
  } as AdminOrderFilters;
  const sortName = (params.get('sort') ?? 'newest') as keyof typeof SORTS;
  const sort = SORTS[sortName] ?? SORTS.newest;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { filters, sort, page };
}

/** The address of the list in that state (empty filters left out). */
export function ordersSearchOf(
  filters: AdminOrderFilters,
  sort: DataTableSort<AdminOrdersSortKey>,
  page: number,
): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => value && params.set(name, value);
  set('q', filters.query);
  set('paymentStatus', filters.paymentStatus);
  set('fulfilmentStatus', filters.fulfilmentStatus);
  set('plan', filters.plan);
  set('from', filters.from);
  set('to', filters.to);
  const server = toServerSort(sort);
  if (server !== 'newest') params.set('sort', server);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API's query for the list in that state. */
export function ordersQueryOf(
  filters: AdminOrderFilters,
  sort: DataTableSort<AdminOrdersSortKey>,
  page: number,
): AdminOrdersQuery {
  return {
    ...(filters.query ? { q: filters.query } : {}),
    ...(filters.paymentStatus ? { paymentStatus: filters.paymentStatus } : {}),
    ...(filters.fulfilmentStatus ? { fulfilmentStatus: filters.fulfilmentStatus } : {}),
    ...(filters.plan ? { plan: filters.plan } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    sort: toServerSort(sort),
    page,
    pageSize: ORDERS_PAGE_SIZE,
  };
}

const numbered = (numbers: readonly number[], count: number) =>
  numbers.length === 1
    ? `Instalment ${numbers[0]} of ${count}`
    : `Instalments ${numbers.join(', ')} of ${count}`;

/** What a ledger entry was for, in words. */
function ledgerEntryOf(
  entry: AdminOrderData['ledger'][number],
  order: AdminOrderData,
  index: number,
): AdminLedgerEntry {
  const common = {
    id: `${entry.reference}-${index}`,
    reference: entry.reference,
    amountKobo: kobo(entry.amountKobo),
    at: entry.at,
  };
  switch (entry.kind) {
    case 'card-payment':
      return {
        ...common,
        kind: 'payment',
        description: order.plan === 'full' ? 'Payment in full' : 'Down payment',
        status: entry.status as Extract<AdminLedgerEntry, { kind: 'payment' }>['status'],
      };
    case 'pay-ahead':
      return {
        ...common,
        kind: 'payment',
        description: `${numbered(entry.instalments, order.instalmentCount)}, paid ahead by card`,
        status: entry.status as Extract<AdminLedgerEntry, { kind: 'payment' }>['status'],
      };
    case 'direct-debit':
      return {
        ...common,
        kind: 'debit',
        description: `${numbered(entry.instalments, order.instalmentCount)}, direct debit`,
        status: entry.status as Extract<AdminLedgerEntry, { kind: 'debit' }>['status'],
      };
    default:
      return {
        ...common,
        kind: 'refund',
        description: entry.detail ? `Refund: ${entry.detail}` : 'Refund',
        status: entry.status as Extract<AdminLedgerEntry, { kind: 'refund' }>['status'],
      };
  }
}

/** An audit value in words: 'key: value' pairs, never raw JSON. */
function inWords(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, each]) => `${key}: ${typeof each === 'object' ? JSON.stringify(each) : String(each)}`)
    .join(', ');
}

/** The order's console page, as the screen shows it: every amount the server's. */
export function toOrderDetail(order: AdminOrderData): AdminOrderDetail {
  const { fulfilment } = order;
  return {
    id: order.orderNumber,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    paymentStatus: order.paymentStatus,
    plan: order.plan,
    shopper: {
      name: order.shopper.name,
      email: order.shopper.email,
      phone: order.shopper.phoneNumber,
      tier: order.shopper.tier === 2 ? 2 : 1,
    },
    items: order.items.map((item, index) => ({
      id: String(index),
      name: item.productName,
      quantity: item.quantity,
      unitPriceKobo: kobo(item.unitPriceKobo),
      lineTotalKobo: kobo(item.totalKobo),
    })),
    deliveryAddress: [order.deliveryAddress.street, order.deliveryAddress.state],
    totals: {
      itemsKobo: kobo(order.totals.subtotalKobo),
      vatKobo: kobo(order.totals.vatKobo),
      deliveryKobo: kobo(order.totals.shippingKobo),
      totalKobo: kobo(order.totals.totalKobo),
    },
    ledger: order.ledger.map((entry, index) => ledgerEntryOf(entry, order, index)),
    ledgerTotals: {
      paidKobo: kobo(order.ledgerTotals.paidKobo),
      owedKobo: kobo(order.ledgerTotals.owedKobo),
      refundedKobo: kobo(order.ledgerTotals.refundedKobo),
    },
    schedule:
      order.plan === 'full'
        ? []
        : order.schedule.map((row) => ({
            number: row.number,
            dueOn: row.dueDate,
            amountKobo: kobo(row.amountKobo),
            status: row.status,
            ...(row.paidAt ? { paidOn: lagosCalendarDate(Date.parse(row.paidAt)) } : {}),
          })),
    mandate: order.mandate
      ? {
          status: order.mandate.status,
          bankName: order.mandate.bankName ?? 'Bank not known yet',
          last4: order.mandate.last4 ?? '····',
          reference: order.mandate.reference,
        }
      : null,
    fulfilment: {
      status: fulfilment.status,
      steps: fulfilment.steps.map((step) => ({
        status: step.status,
        at: step.at,
        ...(step.staffName ? { by: step.staffName } : {}),
      })),
      ...(fulfilment.carrier && fulfilment.trackingNumber && fulfilment.expectedDelivery
        ? {
            shipment: {
              carrier: fulfilment.carrier,
              trackingNumber: fulfilment.trackingNumber,
              expectedDelivery: fulfilment.expectedDelivery,
            },
          }
        : {}),
      // Cancelling pays back what the order can still pay back: the server's figure, quoted in the confirm.
      cancelRefundKobo: kobo(order.refundableKobo),
    },
    refundableKobo: kobo(order.refundableKobo),
    returns: order.returns.map((row) => ({
      id: row.returnId,
      reason: row.reason,
      note: row.note,
      status: row.status,
      recordedBy: row.staffName,
      at: row.createdAt,
    })),
    staffRefunds: order.staffRefunds.map((refund) => ({
      id: refund.refundId,
      amountKobo: kobo(refund.amountKobo),
      kind: refund.kind,
      reason: refund.reason,
      status: refund.status,
      requestedBy: refund.requestedBy,
      requestedAt: refund.requestedAt,
      ...(refund.decidedBy ? { decidedBy: refund.decidedBy } : {}),
      ...(refund.decidedAt ? { decidedAt: refund.decidedAt } : {}),
      canDecide: refund.canDecide,
      ...(refund.returnId ? { returnId: refund.returnId } : {}),
    })),
    notes: order.notes.map((note, index) => ({
      id: String(index),
      author: note.staffName,
      role: note.staffRole as StaffRole,
      at: note.at,
      text: note.text,
    })),
    audit: order.audit.map((event, index) => {
      const before = inWords(event.before);
      const after = inWords(event.after);
      return {
        id: String(index),
        actor: event.staffEmail,
        role: event.role,
        action: event.action,
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
        at: event.at,
        ipAddress: event.clientAddress,
      };
    }),
  };
}
