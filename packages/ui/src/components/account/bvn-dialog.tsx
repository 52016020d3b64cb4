import { BVN_LENGTH, CREDIT_CHECK_CONSENT, sanitiseBvnInput, validateDebtVerification } from '@oja/domain';
import { useId } from 'react';
import { useDomainForm } from '../../lib/form';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogFooter } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';
import './account.css';

export interface BvnDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The BVN, and the shopper's agreement to the credit check (always true: the form asks for it). */
  onSubmit: (payload: { bvn: string; consent: true }) => void;
  submitting?: boolean;
  /** The refusal notice or the server's message. */
  failure?: string;
}

type BvnForm = { bvn: string; consent: boolean };

/**
 * Verify the debt profile with a BVN: a numeric input that takes at most 11 digits, and the box that agrees
 * to the credit check (the domain's CREDIT_CHECK_CONSENT: no bureau is asked without it), checked by the
 * domain's validateDebtVerification through lib/form's useDomainForm (each message under its control, with
 * aria-invalid, after Verify BVN, then following each change).
 */
export function BvnDialog({ open, onOpenChange, onSubmit, submitting = false, failure }: BvnDialogProps) {
  const { form, submitWith } = useDomainForm<BvnForm, { bvn: string; consent: true }>(
    { bvn: '', consent: false },
    validateDebtVerification,
    { focusFirstError: true },
  );
  const { register, formState, setValue } = form;
  const { errors } = formState;
  const consentId = useId();
  const consentErrorId = `${consentId}-error`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Verify your debt profile"
        description="We check your BVN with the credit bureaux. We keep only its last four digits."
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
          <div className="oja-account__consent">
            <input
              {...register('consent')}
              id={consentId}
              type="checkbox"
              disabled={submitting}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? consentErrorId : undefined}
            />
            <label htmlFor={consentId}>{CREDIT_CHECK_CONSENT}</label>
            {errors.consent ? (
              <p id={consentErrorId} className="oja-account__field-error">
                {errors.consent.message}
              </p>
            ) : null}
          </div>
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
