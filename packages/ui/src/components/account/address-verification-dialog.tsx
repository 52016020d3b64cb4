import {
  type AddressVerificationField,
  type AddressVerificationPayload,
  LAGOS_AREAS,
  showsLagosAreaPicker,
  VERIFICATION_STATES,
  validateAddressVerification,
} from '@oja/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button/button';
import { Dialog, DialogContent } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';

export interface AddressVerificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (payload: AddressVerificationPayload) => void;
  submitting?: boolean;
  /** Shown as 'Verification Failed:' plus the message. */
  failure?: string;
}

/**
 * Verify a residential address: street, state (only Lagos) and, for Lagos, the Local Government / LCDA
 * from the 44 areas. Every message shows at once under its field.
 */
export function AddressVerificationDialog({
  open,
  onOpenChange,
  onSubmit,
  submitting = false,
  failure,
}: AddressVerificationDialogProps) {
  const id = useId();
  const [values, setValues] = useState({ street: '', state: '', lga: '' });
  const [errors, setErrors] = useState<Partial<Record<AddressVerificationField, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddressVerification(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.value);
  };
  const select = (field: 'state' | 'lga', label: string, options: readonly string[], placeholder: string) => (
    <div className="oja-account__select">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <select
        id={`${id}-${field}`}
        value={values[field]}
        disabled={submitting}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) =>
          setValues((v) => ({ ...v, [field]: e.target.value, ...(field === 'state' ? { lga: '' } : {}) }))
        }
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {errors[field] ? (
        <p id={`${id}-${field}-error`} className="oja-account__field-error">
          {errors[field]}
        </p>
      ) : null}
    </div>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Verify your residential address"
        description="We deliver and verify addresses in Lagos."
      >
        <form className="oja-account__form" noValidate onSubmit={submit}>
          {failure ? (
            <p role="alert" className="oja-account__failure">
              Verification Failed: {failure}
            </p>
          ) : null}
          <TextField
            label="Street name"
            autoComplete="street-address"
            value={values.street}
            onChange={(e) => setValues((v) => ({ ...v, street: e.target.value }))}
            error={errors.street}
            disabled={submitting}
          />
          {select('state', 'State', VERIFICATION_STATES, 'Choose a state')}
          {showsLagosAreaPicker(values.state)
            ? select('lga', 'Local Government / LCDA', LAGOS_AREAS, 'Choose your area')
            : null}
          <Button type="submit" loading={submitting}>
            Verify address
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
