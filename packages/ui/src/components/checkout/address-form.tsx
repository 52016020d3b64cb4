import { DELIVERY_STATES, validateDeliveryAddress } from '@oja/domain';
import type { ReactNode } from 'react';
import { useDomainForm } from '../../lib/form';
import { Button } from '../button/button';
import { SelectField } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import './checkout.css';

/** A delivery address as the form edits it: the account area's dialog and checkout share it. */
export interface DeliveryAddressValue {
  streetAddress: string;
  state: string;
}

export interface AddressFormProps {
  onSave: (address: DeliveryAddressValue) => void;
  saving?: boolean;
  /** Offered when the shopper already has addresses and may change their mind. */
  onCancel?: () => void;
}

/** The delivery states as a select's options. */
const DELIVERY_STATE_OPTIONS = DELIVERY_STATES.map((state) => ({ value: state, label: state }));

/**
 * The delivery-address fields and their form, shared by checkout's inline form and the account's dialog:
 * state (only 'Lagos state') and street, by lib/form's useDomainForm. Messages from the domain ('State is
 * required', 'Street address is required') show under their fields after a submit, with aria-invalid; the
 * first field in error takes focus. `actions` are the form's buttons (its submit among them).
 */
export function DeliveryAddressForm({
  initial,
  onSave,
  saving = false,
  className,
  label,
  actions,
}: {
  initial?: DeliveryAddressValue | undefined;
  onSave: (address: DeliveryAddressValue) => void;
  saving?: boolean;
  className: string;
  /** The form's accessible name, when the page has no heading for it. */
  label?: string;
  actions: ReactNode;
}) {
  const { form, submitWith } = useDomainForm<DeliveryAddressValue, DeliveryAddressValue>(
    initial ?? { state: '', streetAddress: '' },
    validateDeliveryAddress,
    { focusFirstError: true },
  );
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <form className={className} noValidate onSubmit={submitWith(onSave)} aria-label={label}>
      <SelectField
        {...register('state')}
        label="State"
        placeholder="Choose a state"
        options={DELIVERY_STATE_OPTIONS}
        disabled={saving}
        error={errors.state?.message}
      />
      <TextField
        {...register('streetAddress')}
        label="Street address"
        autoComplete="street-address"
        disabled={saving}
        error={errors.streetAddress?.message}
      />
      {actions}
    </form>
  );
}

/** Checkout's inline delivery-address form: Save address, and Cancel when there are addresses to go back to. */
export function AddressForm({ onSave, saving = false, onCancel }: AddressFormProps) {
  return (
    <DeliveryAddressForm
      className="oja-checkout__address-form"
      label="Add a delivery address"
      onSave={onSave}
      saving={saving}
      actions={
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
      }
    />
  );
}
