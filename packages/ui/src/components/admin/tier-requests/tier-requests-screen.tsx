import { formatKobo, formatLagosDateTime, formatLagosDay } from '@oja/domain';
import { useState } from 'react';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { Skeleton } from '../../skeleton/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../tabs/tabs';
import type { StateLabel } from '../admin-labels';
import { AdminLoadFailure } from '../admin-load-failure';
import '../admin-screen.css';
import { ApproveTierDialog, RefuseTierDialog } from './tier-decision-dialogs';
import type { AdminTierRequest, AdminTierRequestShopper, TierRequestStatus } from './tier-requests-types';
import './tier-requests.css';

export interface TierRequestsScreenProps {
  status: 'ready' | 'loading' | 'error';
  /** The tab shown: the requests of this status. */
  requestStatus: TierRequestStatus;
  /** The requests of that status, oldest waiting first (the server's order). */
  requests: readonly AdminTierRequest[];
  /** The request whose decision is with the server. */
  busyRequestId?: string | null;
  /** The server's refusal of the last decision, shown in the dialog still open. */
  refusal?: string | null;
  onStatusChange: (status: TierRequestStatus) => void;
  onApprove: (requestId: string) => void;
  onRefuse: (requestId: string, reason: string) => void;
  onRetry: () => void;
}

const TABS: readonly { value: TierRequestStatus; label: string; empty: string }[] = [
  { value: 'waiting', label: 'Waiting', empty: 'No requests waiting' },
  { value: 'approved', label: 'Approved', empty: 'No approved requests' },
  { value: 'refused', label: 'Refused', empty: 'No refused requests' },
];

const isStatus = (value: string): value is TierRequestStatus => TABS.some((tab) => tab.value === value);

/** The address checks' states in words; anything new reads as the server names it. */
const ADDRESS_CHECKS: Record<string, StateLabel> = {
  asking: { label: 'Asking the checker', tone: 'warning' },
  pending: { label: 'Check pending', tone: 'warning' },
  verified: { label: 'Verified', tone: 'success' },
  failed: { label: 'Check failed', tone: 'danger' },
  unavailable: { label: 'Checker unavailable', tone: 'neutral' },
};
const NOT_CHECKED: StateLabel = { label: 'Not checked', tone: 'neutral' };

/** The shopper's name from their account; their email when they gave none. */
const nameOf = (shopper: AdminTierRequestShopper) =>
  [shopper.firstName, shopper.lastName].filter(Boolean).join(' ') || shopper.email;

type Asking = { kind: 'approve' | 'refuse'; requestId: string };

/**
 * The Tier 2 queue (/admin/tier-requests): a tab each for waiting, approved and refused requests; each request
 * a card with what the team judges by (the shopper's account, BVN, address and its check, how they have paid)
 * and, while waiting, Approve (asked once, with the new limit) and Refuse (with a reason the shopper reads).
 * A dialog closes by itself once its request is no longer waiting; until then a refusal shows inside it.
 *
 * Accessibility: h1 'Tier 2 requests'; the tabs Radix's (arrow keys); each request an article named by the
 * shopper (h2); states are words; loading a status, a failed load an alert with Retry.
 */
export function TierRequestsScreen({
  status,
  requestStatus,
  requests,
  busyRequestId = null,
  refusal,
  onStatusChange,
  onApprove,
  onRefuse,
  onRetry,
}: TierRequestsScreenProps) {
  const [asking, setAsking] = useState<Asking | null>(null);
  // Derived, not stored: the dialog closes once its request has been decided (or has left the list).
  const asked = asking
    ? requests.find((request) => request.requestId === asking.requestId && request.status === 'waiting')
    : undefined;
  const close = (open: boolean) => (open ? undefined : setAsking(null));
  const busy = asked !== undefined && asked.requestId === busyRequestId;
  return (
    <div className="oja-admin-screen" data-slot="admin-tier-requests-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">Tier 2 requests</h1>
      </header>
      <Tabs value={requestStatus} onValueChange={(value) => (isStatus(value) ? onStatusChange(value) : null)}>
        <TabsList aria-label="Requests by status">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="oja-tier-requests__panel">
            {status === 'error' ? (
              <AdminLoadFailure what="the requests" onRetry={onRetry} />
            ) : status === 'loading' ? (
              <div aria-busy="true" className="oja-tier-requests__list">
                <p role="status" className="oja-sr-only">
                  Loading requests…
                </p>
                <Skeleton className="oja-tier-requests__skeleton" />
                <Skeleton className="oja-tier-requests__skeleton" />
              </div>
            ) : requests.length === 0 ? (
              <p className="oja-tier-requests__empty">{tab.empty}</p>
            ) : (
              <ul className="oja-tier-requests__list">
                {requests.map((request) => (
                  <li key={request.requestId}>
                    <TierRequestCard
                      request={request}
                      busy={request.requestId === busyRequestId}
                      onAsk={(kind) => setAsking({ kind, requestId: request.requestId })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <ApproveTierDialog
        open={asking?.kind === 'approve' && asked !== undefined}
        onOpenChange={close}
        shopperName={asked ? nameOf(asked.shopper) : ''}
        busy={busy}
        refusal={refusal ?? undefined}
        onApprove={() => (asked ? onApprove(asked.requestId) : undefined)}
      />
      <RefuseTierDialog
        open={asking?.kind === 'refuse' && asked !== undefined}
        onOpenChange={close}
        shopperName={asked ? nameOf(asked.shopper) : ''}
        busy={busy}
        refusal={refusal ?? undefined}
        onRefuse={(reason) => (asked ? onRefuse(asked.requestId, reason) : undefined)}
      />
    </div>
  );
}

function TierRequestCard({
  request,
  busy,
  onAsk,
}: {
  request: AdminTierRequest;
  busy: boolean;
  onAsk: (kind: 'approve' | 'refuse') => void;
}) {
  const { shopper, history } = request;
  const name = nameOf(shopper);
  const check = shopper.addressCheck
    ? (ADDRESS_CHECKS[shopper.addressCheck] ?? { label: shopper.addressCheck, tone: 'neutral' })
    : NOT_CHECKED;
  const headingId = `tier-request-${request.requestId}`;
  return (
    <article aria-labelledby={headingId} aria-busy={busy || undefined} className="oja-tier-requests__card">
      <header className="oja-tier-requests__card-header">
        <div>
          <h2 id={headingId} className="oja-tier-requests__name">
            {name}
          </h2>
          <p className="oja-admin-screen__muted">Asked {formatLagosDateTime(request.requestedAt)}</p>
        </div>
        {request.status === 'waiting' ? (
          <div className="oja-tier-requests__actions">
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAsk('refuse')}>
              Refuse<span className="oja-sr-only"> {name}</span>
            </Button>
            <Button size="sm" disabled={busy} onClick={() => onAsk('approve')}>
              Approve<span className="oja-sr-only"> {name}</span>
            </Button>
          </div>
        ) : (
          <Badge variant={request.status === 'approved' ? 'success' : 'danger'}>
            {request.status === 'approved' ? 'Approved' : 'Refused'}
            {request.decidedAt ? ` ${formatLagosDateTime(request.decidedAt)}` : ''}
          </Badge>
        )}
      </header>
      {request.status === 'refused' && request.refusalReason ? (
        <p className="oja-tier-requests__reason">
          <span className="oja-admin-screen__muted">Reason given: </span>
          {request.refusalReason}
        </p>
      ) : null}
      <div className="oja-tier-requests__columns">
        <dl className="oja-admin-screen__facts">
          <dt>Email</dt>
          <dd>
            {shopper.email} ({shopper.emailVerified ? 'verified' : 'not verified'})
          </dd>
          <dt>Phone</dt>
          <dd>{shopper.phoneNumber}</dd>
          <dt>Member since</dt>
          <dd>{formatLagosDay(shopper.memberSince)}</dd>
          <dt>BVN</dt>
          <dd>
            {shopper.bvnLast4 ? `Ends in ${shopper.bvnLast4}` : 'Not given'}
            {shopper.bvnLast4
              ? shopper.bvnVerifiedAt
                ? `, checked ${formatLagosDay(shopper.bvnVerifiedAt)}`
                : ', not checked'
              : ''}
          </dd>
          <dt>Address</dt>
          <dd>
            {shopper.residentialAddress
              ? [shopper.residentialAddress, shopper.residentialState].filter(Boolean).join(', ')
              : 'Not given'}
          </dd>
          <dt>Address check</dt>
          <dd>
            <Badge variant={check.tone}>{check.label}</Badge>
          </dd>
        </dl>
        <dl className="oja-admin-screen__facts">
          <dt>Paid orders</dt>
          <dd>{history.paidOrders}</dd>
          <dt>Instalments paid</dt>
          <dd>{history.instalmentsPaid}</dd>
          <dt>Instalments failed</dt>
          <dd>{history.instalmentsFailed}</dd>
          <dt>Owed</dt>
          <dd>{formatKobo(history.owedKobo)}</dd>
        </dl>
      </div>
    </article>
  );
}
