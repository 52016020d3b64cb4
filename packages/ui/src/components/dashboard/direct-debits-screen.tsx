import { cutBankAccountName, MANDATE_CANCEL_NOTICE_BUSINESS_DAYS } from '@oja/domain';
import { useState } from 'react';
import { Button } from '../button/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '../dialog/dialog';
import { Skeleton } from '../skeleton/skeleton';
import type { DashboardMandate, DashboardStatus } from './dashboard-types';
import { MandateCard } from './mandate-card';
import './dashboard.css';

/** The empty text of the direct debits (spec). */
export const NO_ACTIVE_DIRECT_DEBITS = 'No active direct debits';

export interface DirectDebitsScreenProps {
  status: DashboardStatus;
  mandates?: DashboardMandate[];
  /** Where an order a mandate pays is shown. */
  orderHref: (order: { id: string; orderNumber: string }) => string;
  /** The mandate whose cancellation is on its way: its confirm button waits. */
  cancellingId?: string;
  /** Open the cancel dialog of this mandate at first (stories, or the app coming back to it). */
  defaultCancelId?: string;
  onRetry?: () => void;
  /** The shopper confirmed 'Cancel direct debit' in the dialog. */
  onCancelMandate: (mandateId: string) => void;
}

/** A pending or active mandate can be cancelled; a revoked or refused one is already over. */
function cancellable(mandate: DashboardMandate): boolean {
  return (mandate.status === 'active' || mandate.status === 'pending') && !mandate.endsOn;
}

/**
 * The shopper's direct debits (/user-dashboard/direct-debit): each mandate with its bank, account, status in
 * words, the orders it pays and the next debit; 'Cancel direct debit' opens a dialog that explains the
 * 5-business-day notice of the direct-debit terms and confirms by callback.
 *
 * Accessibility: h1 'Direct debits'; each mandate an article named by its bank and account; the dialog is a
 * Radix dialog (focus trapped, Escape closes, focus back to its button); loading a status, failure an alert.
 */
export function DirectDebitsScreen({
  status,
  mandates = [],
  orderHref,
  cancellingId,
  defaultCancelId,
  onRetry,
  onCancelMandate,
}: DirectDebitsScreenProps) {
  const [cancelId, setCancelId] = useState<string | null>(defaultCancelId ?? null);
  let body: React.ReactNode;
  if (status === 'loading') {
    body = (
      <div aria-busy="true" className="oja-dashboard__stack">
        <p role="status" className="oja-dashboard__muted">
          Loading your direct debits…
        </p>
        <Skeleton shape="rect" height="10rem" />
        <Skeleton shape="rect" height="10rem" />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div role="alert" className="oja-dashboard__failure">
        <p>Failed to load your direct debits</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  } else if (mandates.length === 0) {
    body = <p className="oja-dashboard__empty">{NO_ACTIVE_DIRECT_DEBITS}</p>;
  } else {
    body = (
      <ul className="oja-dashboard__mandates" aria-label="Your direct debits">
        {mandates.map((mandate) => (
          <li key={mandate.id}>
            <MandateCard mandate={mandate} orderHref={orderHref}>
              {cancellable(mandate) ? (
                <Dialog
                  open={cancelId === mandate.id}
                  onOpenChange={(open) => setCancelId(open ? mandate.id : null)}
                >
                  <DialogTrigger asChild>
                    <Button
                      variant="secondary"
                      aria-label={`Cancel direct debit on ${mandate.bankName} account ending ${mandate.last4}`}
                    >
                      Cancel direct debit
                    </Button>
                  </DialogTrigger>
                  <CancelMandateDialog
                    mandate={mandate}
                    cancelling={cancellingId === mandate.id}
                    onConfirm={() => onCancelMandate(mandate.id)}
                  />
                </Dialog>
              ) : null}
            </MandateCard>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="oja-dashboard" data-slot="direct-debits-screen">
      <h1 className="oja-dashboard__title">Direct debits</h1>
      {body}
    </div>
  );
}

function CancelMandateDialog({
  mandate,
  cancelling,
  onConfirm,
}: {
  mandate: DashboardMandate;
  cancelling: boolean;
  onConfirm: () => void;
}) {
  const days = MANDATE_CANCEL_NOTICE_BUSINESS_DAYS;
  return (
    <DialogContent
      title="Cancel direct debit?"
      description={`${mandate.bankName}, ${cutBankAccountName(mandate.accountName)}, account ending ${mandate.last4}`}
      closeLabel="Close"
    >
      <div className="oja-dashboard__dialog-body">
        <p>
          Our direct debit terms ask for at least {days} business days’ notice before the next due date, so
          the change reaches every bank in time. A debit due within the next {days} business days may still be
          taken.
        </p>
        <p>
          Cancelling the direct debit does not cancel what you owe, so while its order still has instalments
          to pay it stays: pay them off first from My purchases, or write to support@oja.ng to change the
          account it debits.
        </p>
        <DialogFooter>
          <Button variant="danger" loading={cancelling} onClick={onConfirm}>
            Cancel direct debit
          </Button>
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancelling}>
              Keep direct debit
            </Button>
          </DialogClose>
        </DialogFooter>
      </div>
    </DialogContent>
  );
}
