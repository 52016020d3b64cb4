import { BVN_LENGTH, sanitiseBvnInput, validateBvn } from '@oja/domain';
import { useDomainForm } from '../../lib/form';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogFooter } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';

export interface BvnDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (payload: { bvn: string }) => void;
  submitting?: boolean;
  /** The refusal notice or the server's message. */
  failure?: string;
}

/**
 * Verify the debt profile with a BVN: a numeric input that takes at most 11 digits, checked by the domain's
 * validateBvn through lib/form's useDomainForm (its message under the field, with aria-invalid, after
 * Verify BVN, then following each change).
 */
export function BvnDialog({ open, onOpenChange, onSubmit, submitting = false, failure }: BvnDialogProps) {
  const { form, submitWith } = useDomainForm<{ bvn: string }, { bvn: string }>({ bvn: '' }, validateBvn, {
    focusFirstError: true,
  });
  const { register, formState, setValue } = form;
  const { errors } = formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Verify your debt profile"
        description="We check your BVN with a credit bureau. We keep only its last four digits."
      >
        <form className="oja-account__form" noValidate onSubmit={submitWith(onSubmit)}>
          {failure ? (
            <p role="alert" className="oja-account__failure">
              {failure}
            </p>
          ) : null}
          <TextField
            {...register('bvn', {
              onChange: (event) => setValue('bvn', sanitiseBvnInput(event.target.value)),
            })}
            label="BVN"
            inputMode="numeric"
            autoComplete="off"
            maxLength={BVN_LENGTH}
            hint="11 digits. Dial *565*0# on your registered line to get it."
            error={errors.bvn?.message}
            disabled={submitting}
          />
          <DialogFooter>
            <Button type="submit" loading={submitting}>
              Verify BVN
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
