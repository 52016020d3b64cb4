import {
  formatKobo,
  formatLagosDay,
  type Kobo,
  REFUND_APPROVAL_THRESHOLD_KOBO,
  refundNeedsApproval,
  type Validation,
  validateRefundRequest,
} from '@oja/domain';
import { useDomainForm } from '../../../lib/form';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';
import { RETURN_REASON_LABELS } from '../admin-labels';
import type { AdminReturn } from './order-types';

/** What a refund asked for hands the app. */
export interface RefundInput {
  amountKobo: Kobo;
  reason: string;
  /** The open return it pays for. */
  returnId?: string;
}

export interface RefundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  /** What the order may still pay back (the server's figure): the most the form accepts. */
  refundableKobo: Kobo;
  /** The order's open returns, newest first: the refund may pay for one (the newest, unless changed). */
  openReturns: readonly AdminReturn[];
  onRefund: (input: RefundInput) => void;
  /** The refund is with the server. */
  busy?: boolean;
  /** The server's message when it refused the refund. */
  refusal?: string;
}

/**
 * Pay money back on the order: an amount in naira, at most what the order may still refund, and a reason
 * kept in the audit trail, judged by the domain's validateRefundRequest; with an open return, which one it
 * pays for. A refund of ₦100,000 or more says, before it is sent, that a second member must approve it.
 */
export function RefundDialog({ open, onOpenChange, orderNumber, ...form }: RefundDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Refund on ${orderNumber}`}
        description="The money goes back the way it came in: the shopper's card or bank account."
      >
        <RefundForm {...form} />
      </DialogContent>
    </Dialog>
  );
}

type RefundForm = { amount: string; reason: string; returnId: string };

/** A reason that passes, to judge the typed amount alone (whether the approval note shows). */
const ANY_REASON = 'Judging the amount alone';

const returnLabel = (item: AdminReturn) =>
  `For the return of ${formatLagosDay(item.at)} (${RETURN_REASON_LABELS[item.reason]})`;

/** The dialog's form: mounted with the dialog, so each opening starts afresh. */
function RefundForm({
  refundableKobo,
  openReturns,
  onRefund,
  busy = false,
  refusal,
}: Omit<RefundDialogProps, 'open' | 'onOpenChange' | 'orderNumber'>) {
  const validate = (values: RefundForm): Validation<'amount' | 'reason', RefundInput> => {
    const result = validateRefundRequest(values, refundableKobo);
    if (!result.ok || !values.returnId) return result;
    return { ...result, value: { ...result.value, returnId: values.returnId } };
  };
  const { form, submitWith } = useDomainForm<RefundForm, RefundInput>(
    { amount: '', reason: '', returnId: openReturns[0]?.id ?? '' },
    validate,
    { focusFirstError: true },
  );
  const { register, formState, watch } = form;
  const typed = validateRefundRequest({ amount: watch('amount'), reason: ANY_REASON }, refundableKobo);
  const needsApproval = typed.ok && refundNeedsApproval(typed.value.amountKobo);
  return (
    <form className="oja-admin-order__dialog-form" noValidate onSubmit={submitWith(onRefund)}>
      {refusal ? (
        <p role="alert" className="oja-admin-order__refusal">
          {refusal}
        </p>
      ) : null}
      <div className="oja-admin-order__amount">
        <TextField
          {...register('amount')}
          label="Amount (₦)"
          inputMode="decimal"
          autoComplete="off"
          hint={`Up to ${formatKobo(refundableKobo)}.`}
          error={formState.errors.amount?.message}
          disabled={busy}
        />
        {/* Always there, so the note is announced when the amount crosses the threshold. */}
        <p className="oja-admin-order__approval-note" aria-live="polite">
          {needsApproval
            ? `A refund of ${formatKobo(REFUND_APPROVAL_THRESHOLD_KOBO)} or more waits for a second staff member's approval.`
            : ''}
        </p>
      </div>
      <TextareaField
        {...register('reason')}
        label="Reason"
        hint="Kept in the audit trail: 10 to 500 characters."
        error={formState.errors.reason?.message}
        disabled={busy}
      />
      {openReturns.length > 0 ? (
        <SelectField
          {...register('returnId')}
          label="What it pays for"
          options={[
            ...openReturns.map((item) => ({ value: item.id, label: returnLabel(item) })),
            { value: '', label: 'No return' },
          ]}
          disabled={busy}
        />
      ) : null}
      <DialogActions confirm="Confirm refund" cancel="Not now" busy={busy} />
    </form>
  );
}
