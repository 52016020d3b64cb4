import { useState } from 'react';
import type { DeliveryAddress } from '../account/delivery-addresses';
import { Button } from '../button/button';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group';
import type { DeliveryAddressValue } from './address-form';
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
 * Where the order goes: the shopper's saved addresses as a radio group of cards, or the inline form when there is none;
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
      <RadioGroup
        variant="card"
        legend="Choose your delivery address"
        hideLegend
        value={selectedId ?? null}
        onValueChange={onSelect}
        disabled={disabled}
      >
        {addresses.map((address) => (
          <RadioGroupItem key={address.id} value={address.id}>
            {address.streetAddress}, {address.state}
          </RadioGroupItem>
        ))}
      </RadioGroup>
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
