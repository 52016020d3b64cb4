import { formatKobo, refundNeedsApproval } from '@oja/domain';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';
import type { AdminUnmatchedTransfer, UnmatchedTransferRequest } from './unmatched-transfers-types';

/** The contract's bounds of a reason (openapi.yaml: 3 to 500 characters). */
const REASON_INVALID = 'Say why, in 3 to 500 characters: it is kept in the audit trail';
const ORDER_INVALID = 'Enter the order number the money was for, as OJA-2026-000418';

export interface UnmatchedTransferDialogProps {
  transfer: AdminUnmatchedTransfer;
  kind: UnmatchedTransferRequest['kind'];
  /** The request is with the server. */
  busy: boolean;
  /** The server refused it: its message, at the top of the form. */
  refusal: string | null;
  onOpenChange: (open: boolean) => void;
  onRequest: (request: UnmatchedTransferRequest) => void;
}

/**
 * Match an open transfer to an order (its number and why), or refund it to the account it came from (why).
 * It says before sending that ₦100,000 or more (the domain's refundNeedsApproval) waits for a second member.
 */
export function UnmatchedTransferDialog({
  transfer,
  kind,
  busy,
  refusal,
  onOpenChange,
  onRequest,
}: UnmatchedTransferDialogProps) {
  const [orderNumber, setOrderNumber] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ orderNumber?: string; reason?: string }>({});
  const amount = formatKobo(transfer.amountKobo);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const order = orderNumber.trim();
    const why = reason.trim();
    const found = {
      ...(kind === 'match' && (order.length === 0 || order.length > 40)
        ? { orderNumber: ORDER_INVALID }
        : {}),
      ...(why.length < 3 || why.length > 500 ? { reason: REASON_INVALID } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onRequest(kind === 'match' ? { kind, orderNumber: order, reason: why } : { kind, reason: why });
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={kind === 'match' ? `Match ${amount} to an order` : `Refund ${amount} to the sender`}
        description={
          kind === 'match'
            ? 'It pays the order’s instalments, oldest first; what is above them is refunded.'
            : 'The money goes back by payout to the account the transfer came from.'
        }
      >
        <form className="oja-unmatched__form" noValidate onSubmit={submit}>
          {refusal ? (
            <p role="alert" className="oja-unmatched__refusal">
              {refusal}
            </p>
          ) : null}
          {kind === 'match' ? (
            <TextField
              label="Order number"
              autoComplete="off"
              value={orderNumber}
              onChange={(event) => setOrderNumber(event.target.value)}
              error={errors.orderNumber}
              disabled={busy}
            />
          ) : null}
          <TextareaField
            label="Reason"
            hint="What you saw: the shopper's message, the bank statement line. Up to 500 characters."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
            disabled={busy}
          />
          <p className="oja-admin-screen__muted">
            {refundNeedsApproval(transfer.amountKobo)
              ? 'At ₦100,000 or more, a second finance or owner member must approve it first.'
              : 'It happens at once.'}
          </p>
          <DialogActions
            confirm={kind === 'match' ? 'Match transfer' : 'Refund to sender'}
            cancel="Not now"
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
