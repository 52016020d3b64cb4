import { clampQuantity } from '@oja/domain';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import './quantity-stepper.css';

export type QuantityStepperProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'children'> & {
  /** The quantity shown. */
  value: number;
  /** Called with the new quantity; never below 1 (the domain's `clampQuantity`). */
  onChange: (quantity: number) => void;
  /** What is counted, for the accessible names ('Quantity of Hisense 43" TV'). */
  label?: string;
  /** While a change is being saved, or when buying is not possible. */
  disabled?: boolean;
  /** The most that may be chosen, when there is a limit. */
  max?: number;
  /**
   * Inside a form the server answers: − and + are its submit buttons, sending this field with the new
   * quantity, so they work before the app starts and without JavaScript (with it, `onChange` runs instead).
   */
  name?: string;
};

/**
 * − quantity +. The quantity never goes below 1: the decrease button is disabled at 1.
 * Accessibility: a group named by `label`; both buttons have names; the value is announced politely.
 */
export function QuantityStepper({
  value,
  onChange,
  label = 'Quantity',
  disabled = false,
  max,
  name,
  className,
  ...props
}: QuantityStepperProps) {
  const labelId = useId();
  const quantity = clampQuantity(value);
  const atMax = max !== undefined && quantity >= max;
  // A form's submit button (without the app, the server takes the new quantity), else a plain button.
  const step = (next: number) => ({
    type: name ? ('submit' as const) : ('button' as const),
    name,
    value: name ? String(next) : undefined,
    onClick: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      onChange(next);
    },
  });
  return (
    <fieldset
      aria-labelledby={labelId}
      data-slot="quantity-stepper"
      className={cn('oja-quantity-stepper', className)}
      {...props}
    >
      <span id={labelId} className="oja-sr-only">
        {label}
      </span>
      <button
        {...step(clampQuantity(quantity - 1))}
        className="oja-quantity-stepper__button"
        aria-label="Decrease quantity"
        disabled={disabled || quantity <= 1}
      >
        −
      </button>
      <output className="oja-quantity-stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        {...step(quantity + 1)}
        className="oja-quantity-stepper__button"
        aria-label="Increase quantity"
        disabled={disabled || atMax}
      >
        +
      </button>
    </fieldset>
  );
}
