import { RETURN_REASONS, type ReturnReason, validateReturn } from '@oja/domain';
import { Controller } from 'react-hook-form';
import { useDomainForm } from '../../../lib/form';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { RadioGroup, RadioGroupItem } from '../../radio-group/radio-group';
import { TextareaField } from '../../text-field/textarea-field';
import { RETURN_REASON_LABELS } from '../admin-labels';

/** What a recorded return hands the app. */
export interface ReturnInput {
  reason: ReturnReason;
  note: string;
}

export interface ReturnDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  onRecordReturn: (input: ReturnInput) => void;
  /** The return is with the server. */
  busy?: boolean;
  /** The server's message when it refused the return. */
  refusal?: string;
}

/**
 * Record an item the shopper sent back: why (one of the domain's RETURN_REASONS) and an optional note,
 * judged by validateReturn. The order's collection pauses while the return is open.
 */
export function ReturnDialog({ open, onOpenChange, orderNumber, ...form }: ReturnDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Record a return on ${orderNumber}`}
        description="Collection of the instalments pauses while the return is open."
      >
        <ReturnForm {...form} />
      </DialogContent>
    </Dialog>
  );
}

type ReturnForm = { reason: string; note: string };

/** The dialog's form: mounted with the dialog, so each opening starts empty. */
function ReturnForm({
  onRecordReturn,
  busy = false,
  refusal,
}: Pick<ReturnDialogProps, 'onRecordReturn' | 'busy' | 'refusal'>) {
  const { form, submitWith } = useDomainForm<ReturnForm, ReturnInput>(
    { reason: '', note: '' },
    validateReturn,
    { focusFirstError: true },
  );
  const { register, formState, control } = form;
  return (
    <form className="oja-admin-order__dialog-form" noValidate onSubmit={submitWith(onRecordReturn)}>
      {refusal ? (
        <p role="alert" className="oja-admin-order__refusal">
          {refusal}
        </p>
      ) : null}
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <RadioGroup
            // React Hook Form focuses a reason in error through this: the first choice.
            ref={(group: HTMLDivElement | null) =>
              field.ref({ focus: () => group?.querySelector<HTMLElement>('[role="radio"]')?.focus() })
            }
            legend="Why did it come back?"
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
            disabled={busy}
          >
            {RETURN_REASONS.map((reason) => (
              <RadioGroupItem key={reason} value={reason}>
                {RETURN_REASON_LABELS[reason]}
              </RadioGroupItem>
            ))}
          </RadioGroup>
        )}
      />
      <TextareaField
        {...register('note')}
        label="Note (optional)"
        hint="What came back and in what state. At most 500 characters."
        error={formState.errors.note?.message}
        disabled={busy}
      />
      <DialogActions confirm="Record return" cancel="Not now" busy={busy} />
    </form>
  );
}
