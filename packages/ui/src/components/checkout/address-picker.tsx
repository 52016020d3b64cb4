import { useId, useState } from 'react';
import type { DeliveryAddressValue } from '../account/delivery-address-dialog';
import type { DeliveryAddress } from '../account/delivery-addresses';
import { Button } from '../button/button';
import { AddressForm } from './address-form';

export interface AddressPickerProps {
  addresses: readonly DeliveryAddress[];
  selectedId?: string | null;
  onSelect: (id: string) => void;
  onAdd: (address: DeliveryAddressValue) => void;
  /** An address is being saved. */
  adding?: boolean;
  /** Why the last address could not be saved ('Failed to add address'). */
  addError?: string;
  disabled?: boolean;
}

/**
 * Where the order goes: the shopper's saved addresses as radios, or the inline form when there is none;
 * 'Add another delivery address' opens the same form under the list.
 */
export function AddressPicker({
  addresses,
  selectedId,
  onSelect,
  onAdd,
  adding = false,
  addError,
  disabled,
}: AddressPickerProps) {
  const name = useId();
  const [formOpen, setFormOpen] = useState(false);
  const error = addError ? (
    <p role="alert" className="oja-checkout__failure">
      {addError}
    </p>
  ) : null;
  if (addresses.length === 0) {
    return (
      <div className="oja-checkout__stack">
        <p>You have no delivery address yet. Add one to continue.</p>
        {error}
        <AddressForm onSave={onAdd} saving={adding} />
      </div>
    );
  }
  return (
    <div className="oja-checkout__stack">
      <fieldset className="oja-checkout__choices" disabled={disabled}>
        <legend className="oja-sr-only">Choose your delivery address</legend>
        {addresses.map((address) => (
          <label key={address.id} className="oja-checkout__choice">
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={selectedId === address.id}
              onChange={() => onSelect(address.id)}
            />
            <span className="oja-checkout__choice-text">
              {address.streetAddress}, {address.state}
            </span>
          </label>
        ))}
      </fieldset>
      {error}
      {formOpen ? (
        <AddressForm
          saving={adding}
          onCancel={() => setFormOpen(false)}
          onSave={(value) => {
            onAdd(value);
            setFormOpen(false);
          }}
        />
      ) : (
        <Button
          variant="secondary"
          className="oja-checkout__start"
          disabled={disabled}
          onClick={() => setFormOpen(true)}
        >
          Add another delivery address
        </Button>
      )}
    </div>
  );
}
