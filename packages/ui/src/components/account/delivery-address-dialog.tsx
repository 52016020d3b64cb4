import { DELIVERY_STATES, validateDeliveryAddress } from '@oja/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button/button';
import { Dialog, DialogContent } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';

export interface DeliveryAddressValue {
  streetAddress: string;
  state: string;
}

export interface DeliveryAddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address being edited; absent when adding. */
  initial?: DeliveryAddressValue;
  onSave: (address: DeliveryAddressValue) => void;
  saving?: boolean;
}

/** Add or edit a delivery address: state ('Lagos state' only) and street; Save works only when both hold. */
export function DeliveryAddressDialog({
  open,
  onOpenChange,
  initial,
  onSave,
  saving = false,
}: DeliveryAddressDialogProps) {
  const id = useId();
  const [values, setValues] = useState<DeliveryAddressValue>(initial ?? { streetAddress: '', state: '' });
  const result = validateDeliveryAddress(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result.ok) onSave(result.value);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={initial ? 'Edit delivery address' : 'Add a delivery address'}>
        <form className="oja-account__form" noValidate onSubmit={submit}>
          <div className="oja-account__select">
            <label htmlFor={`${id}-state`}>State</label>
            <select
              id={`${id}-state`}
              value={values.state}
              disabled={saving}
              onChange={(e) => setValues((v) => ({ ...v, state: e.target.value }))}
            >
              <option value="">Choose a state</option>
              {DELIVERY_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Street address"
            autoComplete="street-address"
            value={values.streetAddress}
            onChange={(e) => setValues((v) => ({ ...v, streetAddress: e.target.value }))}
            disabled={saving}
            error={!result.ok && values.streetAddress !== '' ? result.errors.streetAddress : undefined}
          />
          <Button type="submit" disabled={!result.ok} loading={saving}>
            Save
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
