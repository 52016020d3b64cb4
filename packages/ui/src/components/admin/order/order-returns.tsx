import { formatKobo, formatLagosDateTime, type StaffPermission } from '@oja/domain';
import { useState } from 'react';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  STAFF_REFUND_KIND_LABELS,
  STAFF_REFUND_STATUS_LABELS,
} from '../admin-labels';
import { AdminSection } from '../admin-section';
import type { AdminOrderAction, AdminOrderDetail, AdminOrderRefusal, AdminStaffRefund } from './order-types';
import { RefundDialog, type RefundInput } from './refund-dialog';
import { ReturnDialog, type ReturnInput } from './return-dialog';

export interface OrderReturnsProps {
  order: Pick<AdminOrderDetail, 'orderNumber' | 'fulfilment' | 'returns' | 'staffRefunds' | 'refundableKobo'>;
  /** What the signed-in member may do: 'returns:write', 'refunds:create', 'refunds:approve'. */
  permissions: readonly StaffPermission[];
  /** The action the server is doing. */
  busy?: AdminOrderAction | null;
  /** The action the server refused, with its message. */
  refusal?: AdminOrderRefusal | null;
  onRecordReturn: (input: ReturnInput) => void;
  onRefund: (input: RefundInput) => void;
  onDecideRefund: (refundId: string, decision: 'approve' | 'reject') => void;
}

/** The dialog asked for, and how many returns or refunds the order had then: one more closes it. */
type Asking = { kind: 'return' | 'refund'; count: number };

/**
 * The order's returns and the refunds staff asked for: each return's reason and state in words, who recorded
 * it and when; each refund's amount, kind, reason and approval in words, who asked and who decided. A refund
 * waiting for a second approval has Approve and Reject for a member the server allows (not the one who asked:
 * they read why not). 'Record a return' (`returns:write`, once delivered) and 'Refund' (`refunds:create`,
 * while something is left to pay back) open their dialogs, which stay open until the order has one more
 * return or refund, so a refusal is read where it was asked.
 */
export function OrderReturns({
  order,
  permissions,
  busy = null,
  refusal = null,
  onRecordReturn,
  onRefund,
  onDecideRefund,
}: OrderReturnsProps) {
  const [asking, setAsking] = useState<Asking | null>(null);
  // The refund whose Approve or Reject was pressed last: its buttons show the server's work and refusal.
  const [deciding, setDeciding] = useState<string | null>(null);
  const { returns, staffRefunds, refundableKobo } = order;
  const canReturn = permissions.includes('returns:write') && order.fulfilment.status === 'delivered';
  const canRefund = permissions.includes('refunds:create') && refundableKobo > 0;
  const mayApprove = permissions.includes('refunds:approve');
  const working = busy !== null;
  const openReturns = returns.filter((item) => item.status === 'open');
  const ask = (kind: Asking['kind']) =>
    setAsking({ kind, count: kind === 'return' ? returns.length : staffRefunds.length });
  const close = (open: boolean) => (open ? undefined : setAsking(null));
  const decide = (refund: AdminStaffRefund, decision: 'approve' | 'reject') => {
    setDeciding(refund.id);
    onDecideRefund(refund.id, decision);
  };
  const decisionRefusal =
    refusal && (refusal.action === 'approve-refund' || refusal.action === 'reject-refund') ? refusal : null;
  // A refusal shows by the refund decided last (the first one that can be decided, before any press).
  const decidedAt =
    deciding ??
    staffRefunds.find((refund) => refund.status === 'awaiting-approval' && refund.canDecide)?.id ??
    null;
  return (
    <AdminSection title="Returns and refunds">
      {returns.length === 0 && staffRefunds.length === 0 ? (
        <p className="oja-admin-screen__muted">No return or refund on this order.</p>
      ) : null}
      {returns.length > 0 ? (
        <div className="oja-admin-order__returns">
          <h3 className="oja-admin-order__subtitle">Returns</h3>
          <ul className="oja-admin-order__notes">
            {returns.map((item) => {
              const state = RETURN_STATUS_LABELS[item.status];
              return (
                <li key={item.id}>
                  <p className="oja-admin-order__line">
                    <span className="oja-admin-order__step-name">{RETURN_REASON_LABELS[item.reason]}</span>
                    <Badge variant={state.tone}>{state.label}</Badge>
                  </p>
                  {item.note ? <p className="oja-admin-order__note-text">{item.note}</p> : null}
                  <p className="oja-admin-screen__muted">
                    Recorded by {item.recordedBy} · {formatLagosDateTime(item.at)}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {staffRefunds.length > 0 ? (
        <div className="oja-admin-order__returns">
          <h3 className="oja-admin-order__subtitle">Refunds asked for</h3>
          <ul className="oja-admin-order__notes">
            {staffRefunds.map((refund) => {
              const state = STAFF_REFUND_STATUS_LABELS[refund.status];
              const waiting = refund.status === 'awaiting-approval';
              const canDecide = waiting && refund.canDecide && mayApprove;
              const mine = refund.id === decidedAt;
              return (
                <li key={refund.id}>
                  <p className="oja-admin-order__line">
                    <span className="oja-admin-order__step-name">{formatKobo(refund.amountKobo)}</span>
                    <span>{STAFF_REFUND_KIND_LABELS[refund.kind]}</span>
                    <Badge variant={state.tone}>{state.label}</Badge>
                  </p>
                  <p className="oja-admin-order__note-text">{refund.reason}</p>
                  <p className="oja-admin-screen__muted">
                    Asked by {refund.requestedBy} · {formatLagosDateTime(refund.requestedAt)}
                  </p>
                  {refund.decidedBy ? (
                    <p className="oja-admin-screen__muted">
                      {refund.status === 'rejected' ? 'Rejected' : 'Approved'} by {refund.decidedBy}
                      {refund.decidedAt ? ` · ${formatLagosDateTime(refund.decidedAt)}` : ''}
                    </p>
                  ) : null}
                  {waiting && !canDecide ? (
                    <p className="oja-admin-screen__muted">
                      Another finance or owner member must approve it.
                    </p>
                  ) : null}
                  {canDecide && mine && decisionRefusal ? (
                    <p role="alert" className="oja-admin-order__refusal">
                      {decisionRefusal.message}
                    </p>
                  ) : null}
                  {canDecide ? (
                    <div className="oja-admin-order__actions">
                      <Button
                        size="sm"
                        loading={mine && busy === 'approve-refund'}
                        disabled={working}
                        onClick={() => decide(refund, 'approve')}
                      >
                        Approve refund
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={mine && busy === 'reject-refund'}
                        disabled={working}
                        onClick={() => decide(refund, 'reject')}
                      >
                        Reject
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {canReturn || canRefund ? (
        <div className="oja-admin-order__actions">
          {canReturn ? (
            <Button size="sm" variant="secondary" disabled={working} onClick={() => ask('return')}>
              Record a return
            </Button>
          ) : null}
          {canRefund ? (
            <Button size="sm" variant="secondary" disabled={working} onClick={() => ask('refund')}>
              Refund
            </Button>
          ) : null}
        </div>
      ) : null}
      <ReturnDialog
        // Closes by itself once the order has one more return.
        open={asking?.kind === 'return' && asking.count === returns.length && canReturn}
        onOpenChange={close}
        orderNumber={order.orderNumber}
        onRecordReturn={onRecordReturn}
        busy={busy === 'return'}
        refusal={refusal?.action === 'return' ? refusal.message : undefined}
      />
      <RefundDialog
        // Closes by itself once the order has one more staff refund.
        open={asking?.kind === 'refund' && asking.count === staffRefunds.length && canRefund}
        onOpenChange={close}
        orderNumber={order.orderNumber}
        refundableKobo={refundableKobo}
        openReturns={openReturns}
        onRefund={onRefund}
        busy={busy === 'refund'}
        refusal={refusal?.action === 'refund' ? refusal.message : undefined}
      />
    </AdminSection>
  );
}
