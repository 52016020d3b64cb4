import { DELIVERY_STATES, validateDeliveryAddress } from '@oja/domain';
import { type FormEvent, useId, useState } from 'react';
import type { DeliveryAddressValue } from '../account/delivery-address-dialog';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';

export interface AddressFormProps {
  onSave: (address: DeliveryAddressValue) => void;
  saving?: boolean;
  /** Offered when the shopper already has addresses and may change their mind. */
  onCancel?: () => void;
}

/**
 * The inline delivery-address form: state (only 'Lagos state') and street. Messages from the domain
 * ('State is required', 'Street address is required') show under their fields after a submit; the first
 * field in error takes focus.
 */
export function AddressForm({ onSave, saving = false, onCancel }: AddressFormProps) {
  const id = useId();
  const [values, setValues] = useState<DeliveryAddressValue>({ state: '', streetAddress: '' });
  const [submitted, setSubmitted] = useState(false);
  const result = validateDeliveryAddress(values);
  const errors = submitted && !result.ok ? result.errors : {};
  const stateErrorId = `${id}-state-error`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (result.ok) {
      onSave(result.value);
      return;
    }
    const first = result.errors.state ? `${id}-state` : `${id}-street`;
    event.currentTarget.ownerDocument.getElementById(first)?.focus();
  };
  return (
    <form
      className="oja-checkout__address-form"
      noValidate
      onSubmit={submit}
      aria-label="Add a delivery address"
    >
      <div className="oja-checkout__select">
        <label htmlFor={`${id}-state`}>State</label>
        <select
          id={`${id}-state`}
          value={values.state}
          disabled={saving}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? stateErrorId : undefined}
          onChange={(e) => setValues((v) => ({ ...v, state: e.target.value }))}
        >
          <option value="">Choose a state</option>
          {DELIVERY_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
        {errors.state ? (
          <p id={stateErrorId} className="oja-checkout__field-error">
            {errors.state}
          </p>
        ) : null}
      </div>
      <TextField
        id={`${id}-street`}
        label="Street address"
        autoComplete="street-address"
        value={values.streetAddress}
        disabled={saving}
        error={errors.streetAddress}
        onChange={(e) => setValues((v) => ({ ...v, streetAddress: e.target.value }))}
      />
      <div className="oja-checkout__row">
        <Button type="submit" loading={saving}>
          Save address
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
