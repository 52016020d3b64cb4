import { formatKobo, type Kobo, refundNeedsApproval, validateCancellation } from '@oja/domain';
import { useDomainForm } from '../../../lib/form';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { TextareaField } from '../../text-field/textarea-field';

export interface CancelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  /** What cancelling pays back (the server's figure). */
  refundKobo: Kobo;
  onCancel: (reason: string) => void;
  /** The cancellation is with the server. */
  busy?: boolean;
  /** The server's message when it refused. */
  refusal?: string;
}

/**
 * Cancel an order not yet shipped, asked once: what it pays back and what else happens, in words, and why
 * (validateCancellation: 10 to 500 characters, kept with the refund and in the audit trail). A refund of
 * ₦100,000 or more says it will wait for a second staff member, as every refund does.
 */
export function CancelDialog({ open, onOpenChange, orderNumber, refundKobo, ...form }: CancelDialogProps) {
  const refund =
    refundKobo > 0
      ? `The shopper is refunded ${formatKobo(refundKobo)}, everything they have paid${
          refundNeedsApproval(refundKobo) ? ', once a second staff member approves it' : ''
        }.`
      : 'Nothing has been paid, so nothing is refunded.';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Cancel ${orderNumber}?`}
        description={`${refund} The items go back into stock and the direct debit ends. This cannot be undone.`}
      >
        <CancelForm {...form} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form: mounted with the dialog, so each opening starts empty. */
function CancelForm({
  onCancel,
  busy = false,
  refusal,
}: Pick<CancelDialogProps, 'onCancel' | 'busy' | 'refusal'>) {
  const { form, submitWith } = useDomainForm<{ reason: string }, { reason: string }>(
    { reason: '' },
    validateCancellation,
    { focusFirstError: true },
  );
  const { register, formState } = form;
  return (
    <form
      className="oja-admin-order__dialog-form"
      noValidate
      onSubmit={submitWith(({ reason }) => onCancel(reason))}
    >
      {refusal ? (
        <p role="alert" className="oja-admin-order__refusal">
          {refusal}
        </p>
      ) : null}
      <TextareaField
        {...register('reason')}
        label="Why is it cancelled?"
        hint="10 to 500 characters, kept with the refund and in the audit trail."
        error={formState.errors.reason?.message}
        disabled={busy}
      />
      <DialogActions confirm="Cancel order" cancel="Keep the order" variant="danger" busy={busy} />
    </form>
  );
}
