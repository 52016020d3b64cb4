import {
  type CalendarDate,
  formatKobo,
  formatLagosDateTime,
  type Kobo,
  type ReturnReason,
  type Shipment,
  type StaffPermission,
} from '@oja/domain';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../badge/badge';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { Skeleton } from '../../skeleton/skeleton';
import { FULFILMENT_LABELS, NO_FULFILMENT, PAYMENT_STATE_LABELS, PLAN_LABELS } from '../admin-labels';
import { AdminLoadFailure } from '../admin-load-failure';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import './order.css';
import { OrderAudit } from './order-audit';
import { OrderFulfilment } from './order-fulfilment';
import { OrderLedger, OrderMandate, OrderSchedule } from './order-money';
import { OrderNotes } from './order-notes';
import { OrderReturns } from './order-returns';
import type { AdminOrderAction, AdminOrderDetail, AdminOrderItem, AdminOrderRefusal } from './order-types';

export interface OrderScreenProps {
  status: 'ready' | 'loading' | 'error';
  /** The order, once loaded. */
  order: AdminOrderDetail | null;
  /** What the signed-in staff member may do (the domain's ROLE_PERMISSIONS of their role). */
  permissions: readonly StaffPermission[];
  /** Today in Lagos (the ship form's earliest expected delivery). */
  today: CalendarDate;
  /** The action the server is doing. */
  busy?: AdminOrderAction | null;
  /** The action the server refused, with its message. */
  refusal?: AdminOrderRefusal | null;
  hrefs: { orders: string };
  onPack: () => void;
  onShip: (shipment: Shipment) => void;
  onDeliver: () => void;
  /** Cancelling before shipping, with the operator's reason; without it there is no Cancel button. */
  onCancel?: ((reason: string) => void) | undefined;
  onAddNote: (text: string) => void;
  /** Record a return ('returns:write', once delivered). */
  onRecordReturn: (input: { reason: ReturnReason; note: string }) => void;
  /** Ask for a refund ('refunds:create'); the server holds one of ₦100,000 or more for a second approval. */
  onRefund: (input: { amountKobo: Kobo; reason: string; returnId?: string }) => void;
  /** Approve or reject a refund waiting for a second approval ('refunds:approve', not one's own). */
  onDecideRefund: (refundId: string, decision: 'approve' | 'reject') => void;
  onRetry: () => void;
  /** The collections tools (issue 45), rendered by the app after the schedule; the app holds their data. */
  collections?: ReactNode;
}

const itemColumns: DataTableColumn<AdminOrderItem>[] = [
  { id: 'name', header: 'Item', cell: (item) => item.name },
  { id: 'quantity', header: 'Quantity', align: 'end', cell: (item) => item.quantity },
  { id: 'price', header: 'Unit price', align: 'end', cell: (item) => formatKobo(item.unitPriceKobo) },
  { id: 'total', header: 'Total', align: 'end', cell: (item) => formatKobo(item.lineTotalKobo) },
];

/**
 * An order's console page (/admin/orders/:id): the header (number, date, payment and fulfilment states in
 * words); fulfilment with the actions the state and the staff member's permissions allow; the shopper, the
 * delivery address and the direct debit; the items and totals; the whole ledger with the totals paid, owed
 * and refunded; returns and refunds (recording a return, asking for a refund, a second member's approval);
 * the schedule; notes (the form only with `orders:note`); the audit trail. It computes no
 * amount: every figure is the server's.
 *
 * Accessibility: h1 the order number; each block a region named by its h2; states are words; a refused
 * action an alert where it was asked; loading a status, failure an alert with Retry.
 */
export function OrderScreen({
  status,
  order,
  permissions,
  today,
  busy = null,
  refusal = null,
  hrefs,
  onPack,
  onShip,
  onDeliver,
  onCancel,
  onAddNote,
  onRecordReturn,
  onRefund,
  onDecideRefund,
  onRetry,
  collections,
}: OrderScreenProps) {
  const back = (
    <Link href={hrefs.orders} className="oja-admin-order__back">
      ← All orders
    </Link>
  );
  if (status === 'loading' || (status === 'ready' && !order)) {
    return (
      <div className="oja-admin-screen" aria-busy="true" data-slot="admin-order-screen">
        {back}
        <p role="status" className="oja-sr-only">
          Loading the order…
        </p>
        <Skeleton width={280} height={32} />
        <div className="oja-admin-order__summary">
          {['fulfilment', 'shopper', 'address', 'mandate'].map((block) => (
            <Skeleton key={block} shape="rect" height={160} />
          ))}
        </div>
        <Skeleton shape="rect" height={240} />
      </div>
    );
  }
  if (status === 'error' || !order) {
    return (
      <div className="oja-admin-screen" data-slot="admin-order-screen">
        {back}
        <AdminLoadFailure what="this order" onRetry={onRetry} />
      </div>
    );
  }
  const payment = PAYMENT_STATE_LABELS[order.paymentStatus];
  const fulfilment = order.fulfilment.status ? FULFILMENT_LABELS[order.fulfilment.status] : NO_FULFILMENT;
  const { shopper, totals } = order;
  return (
    <div className="oja-admin-screen" data-slot="admin-order-screen">
      {back}
      <header className="oja-admin-screen__header">
        <div>
          <h1 className="oja-admin-screen__title">Order {order.orderNumber}</h1>
          <p className="oja-admin-screen__subtitle">
            Placed {formatLagosDateTime(order.placedAt)} · {PLAN_LABELS[order.plan]}
          </p>
        </div>
        <ul className="oja-admin-screen__states" aria-label="Order states">
          <li>
            <Badge variant={payment.tone}>Payment: {payment.label}</Badge>
          </li>
          <li>
            <Badge variant={fulfilment.tone}>Fulfilment: {fulfilment.label}</Badge>
          </li>
        </ul>
      </header>
      <div className="oja-admin-order__summary">
        <OrderFulfilment
          orderNumber={order.orderNumber}
          fulfilment={order.fulfilment}
          canFulfil={permissions.includes('fulfilment:write')}
          today={today}
          busy={busy}
          refusal={refusal}
          onPack={onPack}
          onShip={onShip}
          onDeliver={onDeliver}
          onCancel={onCancel}
        />
        <AdminSection title="Shopper">
          <dl className="oja-admin-screen__facts">
            <dt>Name</dt>
            <dd>{shopper.name}</dd>
            <dt>Email</dt>
            <dd>{shopper.email}</dd>
            <dt>Phone</dt>
            <dd>{shopper.phone}</dd>
            <dt>Credit</dt>
            <dd>Tier {shopper.tier}</dd>
          </dl>
        </AdminSection>
        <AdminSection title="Delivery address">
          <address className="oja-admin-order__address">
            {order.deliveryAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </AdminSection>
        <OrderMandate mandate={order.mandate} />
      </div>
      <AdminSection title="Items">
        <DataTable
          caption="Items"
          hideCaption
          columns={itemColumns}
          rows={order.items}
          rowKey={(item) => item.id}
        />
        <dl className="oja-admin-order__bill">
          <dt>Items</dt>
          <dd>{formatKobo(totals.itemsKobo)}</dd>
          <dt>VAT</dt>
          <dd>{formatKobo(totals.vatKobo)}</dd>
          <dt>Delivery</dt>
          <dd>{formatKobo(totals.deliveryKobo)}</dd>
          <dt className="oja-admin-order__grand">Total</dt>
          <dd className="oja-admin-order__grand">{formatKobo(totals.totalKobo)}</dd>
        </dl>
      </AdminSection>
      <OrderLedger entries={order.ledger} totals={order.ledgerTotals} />
      <OrderReturns
        order={order}
        permissions={permissions}
        busy={busy}
        refusal={refusal}
        onRecordReturn={onRecordReturn}
        onRefund={onRefund}
        onDecideRefund={onDecideRefund}
      />
      <OrderSchedule schedule={order.schedule} />
      {collections}
      <OrderNotes
        notes={order.notes}
        canNote={permissions.includes('orders:note')}
        onAddNote={onAddNote}
        busy={busy === 'note'}
        refusal={refusal?.action === 'note' ? refusal.message : undefined}
      />
      <OrderAudit entries={order.audit} />
    </div>
  );
}
