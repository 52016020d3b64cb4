import {
  type CalendarDate,
  canTransition,
  type FulfilmentStatus,
  formatCalendarDate,
  formatLagosDateTime,
  type Shipment,
} from '@oja/domain';
import { useState } from 'react';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { FULFILMENT_LABELS, NO_FULFILMENT } from '../admin-labels';
import { AdminSection } from '../admin-section';
import { CancelDialog } from './cancel-dialog';
import type { AdminOrderAction, AdminOrderFulfilment, AdminOrderRefusal } from './order-types';
import { ShipDialog } from './ship-dialog';

export interface OrderFulfilmentProps {
  orderNumber: string;
  fulfilment: AdminOrderFulfilment;
  /** The staff member may move the order (`fulfilment:write`): without it no action is shown. */
  canFulfil: boolean;
  today: CalendarDate;
  /** The action the server is doing. */
  busy?: AdminOrderAction | null;
  /** The action the server refused, with its message. */
  refusal?: AdminOrderRefusal | null;
  onPack: () => void;
  onShip: (shipment: Shipment) => void;
  onDeliver: () => void;
  /** Cancelling before shipping, with the operator's reason; without it there is no Cancel. */
  onCancel?: ((reason: string) => void) | undefined;
}

/** Whether the order may move from its state to `to` (the domain's fulfilment lifecycle). */
const may = (from: FulfilmentStatus | null, to: FulfilmentStatus) =>
  from !== null && canTransition('fulfilment', from, to);

/**
 * Where the order is on its way to the shopper: its state in words, each step taken with its date and who
 * moved it, the carrier, tracking number and expected delivery once shipped, and the next steps the state
 * allows (Pack; Ship, with its form; Mark delivered; Cancel order, confirmed once with what it pays back),
 * only for a staff member who may fulfil. A dialog stays open until the order has moved, so a refusal is
 * read where the action was asked.
 */
export function OrderFulfilment({
  orderNumber,
  fulfilment,
  canFulfil,
  today,
  busy = null,
  refusal = null,
  onPack,
  onShip,
  onDeliver,
  onCancel,
}: OrderFulfilmentProps) {
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const { status, steps, shipment } = fulfilment;
  const state = status ? FULFILMENT_LABELS[status] : NO_FULFILMENT;
  const canPack = canFulfil && may(status, 'packed');
  const canShip = canFulfil && may(status, 'shipped');
  const canDeliver = canFulfil && may(status, 'delivered');
  const canCancel = canFulfil && onCancel !== undefined && may(status, 'cancelled');
  const working = busy !== null;
  const inlineRefusal =
    refusal && (refusal.action === 'pack' || refusal.action === 'deliver') ? refusal : null;
  return (
    <AdminSection title="Fulfilment">
      <p className="oja-admin-order__state">
        <span className="oja-admin-screen__muted">Now: </span>
        <Badge variant={state.tone}>{state.label}</Badge>
      </p>
      {status === null ? (
        <p className="oja-admin-screen__muted">Nothing goes to the warehouse before the first payment.</p>
      ) : null}
      {steps.length > 0 ? (
        <ol className="oja-admin-order__steps" aria-label="Steps taken">
          {steps.map((step) => (
            <li key={step.status}>
              <span className="oja-admin-order__step-name">{FULFILMENT_LABELS[step.status].label}</span>
              <span className="oja-admin-screen__muted">
                {formatLagosDateTime(step.at)}
                {step.by ? ` · ${step.by}` : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {shipment ? (
        <dl className="oja-admin-screen__facts">
          <dt>Carrier</dt>
          <dd>{shipment.carrier}</dd>
          <dt>Tracking number</dt>
          <dd>{shipment.trackingNumber}</dd>
          <dt>Expected delivery</dt>
          <dd>{formatCalendarDate(shipment.expectedDelivery)}</dd>
        </dl>
      ) : null}
      {inlineRefusal ? (
        <p role="alert" className="oja-admin-order__refusal">
          {inlineRefusal.message}
        </p>
      ) : null}
      {canPack || canShip || canDeliver || canCancel ? (
        <div className="oja-admin-order__actions">
          {canPack ? (
            <Button size="sm" loading={busy === 'pack'} disabled={working} onClick={onPack}>
              Pack
            </Button>
          ) : null}
          {canShip ? (
            <Button size="sm" disabled={working} onClick={() => setDialog('ship')}>
              Ship…
            </Button>
          ) : null}
          {canDeliver ? (
            <Button size="sm" loading={busy === 'deliver'} disabled={working} onClick={onDeliver}>
              Mark delivered
            </Button>
          ) : null}
          {canCancel ? (
            <Button size="sm" variant="danger" disabled={working} onClick={() => setDialog('cancel')}>
              Cancel order…
            </Button>
          ) : null}
        </div>
      ) : null}
      <ShipDialog
        // Closes by itself once the order has shipped.
        open={dialog === 'ship' && canShip}
        onOpenChange={(open) => setDialog(open ? 'ship' : null)}
        orderNumber={orderNumber}
        today={today}
        onShip={onShip}
        busy={busy === 'ship'}
        refusal={refusal?.action === 'ship' ? refusal.message : undefined}
      />
      <CancelDialog
        // Closes by itself once the order is cancelled.
        open={dialog === 'cancel' && canCancel}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        orderNumber={orderNumber}
        refundKobo={fulfilment.cancelRefundKobo}
        onCancel={(reason) => onCancel?.(reason)}
        busy={busy === 'cancel'}
        refusal={refusal?.action === 'cancel' ? refusal.message : undefined}
      />
    </AdminSection>
  );
}
