import { formatKobo } from '@oja/domain';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group';
import type { ShippingOption } from './checkout-types';

export interface ShippingOptionsProps {
  options: readonly ShippingOption[];
  selectedId?: string | null;
  onSelect: (id: string) => void;
  disabled?: boolean;
}

/** How the order is delivered: one card per option, with its amount. Accessibility: a radio group. */
export function ShippingOptions({ options, selectedId, onSelect, disabled }: ShippingOptionsProps) {
  return (
    <RadioGroup
      variant="card"
      legend="Choose how your order is delivered"
      hideLegend
      value={selectedId ?? null}
      onValueChange={onSelect}
      disabled={disabled}
    >
      {options.map((option) => (
        <RadioGroupItem key={option.id} value={option.id}>
          <span className="oja-checkout__choice-text">
            <span className="oja-checkout__choice-label">{option.label}</span>
            {option.detail ? <span className="oja-checkout__muted">{option.detail}</span> : null}
          </span>
          <span className="oja-checkout__amount">{formatKobo(option.amount)}</span>
        </RadioGroupItem>
      ))}
    </RadioGroup>
  );
}
