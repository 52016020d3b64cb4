import {
  type CalendarDate,
  type CollectionActionKind,
  formatKobo,
  formatLagosDateTime,
  owedKobo,
  type PaymentPlanType,
  type StaffPermission,
} from '@oja/domain';
import { useState } from 'react';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { AdminSection } from '../admin-section';
import type { AdminInstalment } from '../order/order-types';
import { ChargeDialog, waivableInstalments } from './charge-dialogs';
import { RefusalAlert } from './collection-preview';
import {
  type AdminCollectionActionView,
  bookOf,
  type CollectionActionRequest,
  type CollectionToolsRefusal,
  type CollectionToolsWork,
} from './collection-tools-types';
import { OutsidePaymentDialog } from './outside-payment-dialog';
import { ScheduleChangeDialog } from './schedule-change-dialog';
import '../admin-screen.css';
import '../order/order.css';
import './collection-tools.css';

export interface CollectionToolsProps {
  orderNumber: string;
  plan: PaymentPlanType;
  /** The order's schedule as the server has it (number 0 is the first payment). */
  schedule: readonly AdminInstalment[];
  /** The order's collections actions, newest first. */
  actions: readonly (AdminCollectionActionView & { canDecide: boolean })[];
  /** What the signed-in member may do: 'collections:act' asks, 'refunds:approve' decides. */
  permissions: readonly StaffPermission[];
  today: CalendarDate;
  /** Now (ms): the shopper's agreement is recorded no later. */
  now: number;
  /** What the server is doing. */
  busy?: CollectionToolsWork | null;
  /** What the server refused, with its messages. */
  refusal?: CollectionToolsRefusal | null;
  onRequest: (request: CollectionActionRequest) => void;
  onDecide: (actionId: string, decision: 'approve' | 'reject') => void;
}

const KIND_LABELS: Record<CollectionActionKind, string> = {
  'outside-payment': 'Outside payment',
  reschedule: 'Reschedule',
  restructure: 'Restructure',
  waiver: 'Late charge waived',
  'write-off': 'Write-off',
};
const STATUS: Record<
  AdminCollectionActionView['status'],
  { label: string; tone: 'warning' | 'success' | 'neutral' }
> = {
  'awaiting-approval': { label: 'Waiting for a second approval', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'neutral' },
};
const TOOLS: ReadonlyArray<{ kind: CollectionActionKind; label: string }> = [
  { kind: 'outside-payment', label: 'Record outside payment…' },
  { kind: 'reschedule', label: 'Reschedule…' },
  { kind: 'restructure', label: 'Restructure…' },
  { kind: 'waiver', label: 'Waive a charge…' },
  { kind: 'write-off', label: 'Write off…' },
];

/** The dialog asked for, and how many actions the order had then: one more closes it. */
type Asking = { kind: CollectionActionKind; count: number };

/**
 * An order's collections tools (issue 45): the actions taken, each with what was at stake, its reason and where
 * its approval stands, Approve and Reject for a member the server allows (not the one who asked); and, with
 * 'collections:act', the tools that apply to the order now, each in its dialog, which stays open until the
 * order has one more action, so a refusal is read where it was asked.
 *
 * Accessibility: a region named by its h2 'Collections'; states in words; a refused decision an alert by the
 * action decided.
 */
export function CollectionTools(props: CollectionToolsProps) {
  const { actions, permissions, busy = null, refusal = null, onDecide } = props;
  const [asking, setAsking] = useState<Asking | null>(null);
  const [deciding, setDeciding] = useState<string | null>(null);
  const owed = owedKobo(bookOf(props.schedule));
  const canAct = permissions.includes('collections:act');
  const offered = TOOLS.filter(({ kind }) => {
    if (kind === 'waiver') return waivableInstalments(props).length > 0;
    return owed > 0;
  });
  const dialog = (kind: CollectionActionKind) => ({
    open: asking !== null && asking.kind === kind && asking.count === actions.length && canAct,
    onOpenChange: (open: boolean) => (open ? undefined : setAsking(null)),
    orderNumber: props.orderNumber,
    plan: props.plan,
    schedule: props.schedule,
    today: props.today,
    now: props.now,
    onRequest: props.onRequest,
    busy: busy === kind,
    refusal: refusal && refusal.work === kind ? refusal : undefined,
  });
  return (
    <AdminSection title="Collections">
      {actions.length === 0 ? (
        <p className="oja-admin-screen__muted">No collections action on this order.</p>
      ) : (
        <ul className="oja-admin-order__notes" aria-label="Collections actions">
          {actions.map((action) => {
            const state = STATUS[action.status];
            const mine = action.actionId === (deciding ?? actions.find((each) => each.canDecide)?.actionId);
            return (
              <li key={action.actionId}>
                <p className="oja-admin-order__line">
                  <span className="oja-admin-order__step-name">{KIND_LABELS[action.kind]}</span>
                  <span>{formatKobo(action.amountKobo)}</span>
                  <Badge variant={state.tone}>{state.label}</Badge>
                </p>
                <p className="oja-admin-order__note-text">{action.reason}</p>
                <p className="oja-admin-screen__muted">
                  Asked {formatLagosDateTime(action.requestedAt)}
                  {action.decidedAt ? ` · decided ${formatLagosDateTime(action.decidedAt)}` : ''}
                </p>
                {action.status === 'awaiting-approval' && !action.canDecide ? (
                  <p className="oja-admin-screen__muted">Another finance or owner member must approve it.</p>
                ) : null}
                {action.canDecide && mine && refusal?.work === 'decide' ? (
                  <RefusalAlert message={refusal.message} />
                ) : null}
                {action.canDecide ? (
                  <div className="oja-admin-order__actions">
                    <Button
                      size="sm"
                      loading={mine && busy === 'decide'}
                      disabled={busy !== null}
                      onClick={() => {
                        setDeciding(action.actionId);
                        onDecide(action.actionId, 'approve');
                      }}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy !== null}
                      onClick={() => {
                        setDeciding(action.actionId);
                        onDecide(action.actionId, 'reject');
                      }}
                    >
                      Reject
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {canAct && offered.length > 0 ? (
        <div className="oja-admin-order__actions">
          {offered.map(({ kind, label }) => (
            <Button
              key={kind}
              size="sm"
              variant="secondary"
              disabled={busy !== null}
              onClick={() => setAsking({ kind, count: actions.length })}
            >
              {label}
            </Button>
          ))}
        </div>
      ) : null}
      <OutsidePaymentDialog {...dialog('outside-payment')} />
      <ScheduleChangeDialog kind="reschedule" {...dialog('reschedule')} />
      <ScheduleChangeDialog kind="restructure" {...dialog('restructure')} />
      <ChargeDialog kind="waiver" {...dialog('waiver')} />
      <ChargeDialog kind="write-off" {...dialog('write-off')} />
    </AdminSection>
  );
}
