import { formatKobo } from '@oja/domain';
import { useId } from 'react';
import type { ShippingOption } from './checkout-types';

export interface ShippingOptionsProps {
  options: readonly ShippingOption[];
  selectedId?: string | null;
  onSelect: (id: string) => void;
  disabled?: boolean;
}

/** How the order is delivered: one radio per option, with its amount. Accessibility: a fieldset of radios. */
export function ShippingOptions({ options, selectedId, onSelect, disabled }: ShippingOptionsProps) {
  const name = useId();
  return (
    <fieldset className="oja-checkout__choices" disabled={disabled}>
      <legend className="oja-sr-only">Choose how your order is delivered</legend>
      {options.map((option) => (
        <label key={option.id} className="oja-checkout__choice">
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={selectedId === option.id}
            onChange={() => onSelect(option.id)}
          />
          <span className="oja-checkout__choice-text">
            <span className="oja-checkout__choice-label">{option.label}</span>
            {option.detail ? <span className="oja-checkout__muted">{option.detail}</span> : null}
          </span>
          <span className="oja-checkout__amount">{formatKobo(option.amount)}</span>
        </label>
      ))}
    </fieldset>
  );
}
