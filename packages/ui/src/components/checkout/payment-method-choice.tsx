import { useId } from 'react';
import { UssdBankPicker } from './transfer-payment-panel';
import './transfer-payment.css';

/** The ways to pay at checkout (issue 44). */
export type PaymentMethod = 'card' | 'bank_transfer' | 'ussd';

const PAYMENT_METHODS: ReadonlyArray<{ id: PaymentMethod; label: string }> = [
  { id: 'card', label: 'Card' },
  { id: 'bank_transfer', label: 'Bank transfer' },
  { id: 'ussd', label: 'USSD' },
];

/**
 * Card, Bank transfer or USSD (with the bank to dial, for USSD): checkout's choice and paying ahead's.
 * Accessibility: a fieldset named by its legend, one radio per way.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  ussdBankId,
  onUssdBankChange,
  disabled,
  legend = 'How you pay',
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  ussdBankId: string | undefined;
  onUssdBankChange: ((bankId: string) => void) | undefined;
  disabled: boolean;
  legend?: string;
}) {
  const name = useId();
  return (
    <fieldset className="oja-transfer__banks" disabled={disabled}>
      <legend>{legend}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method.id}>
          <input
            type="radio"
            name={name}
            value={method.id}
            checked={value === method.id}
            onChange={() => onChange(method.id)}
          />{' '}
          {method.label}
        </label>
      ))}
      {value === 'ussd' ? <UssdBankPicker value={ussdBankId} onChange={onUssdBankChange} /> : null}
    </fieldset>
  );
}
