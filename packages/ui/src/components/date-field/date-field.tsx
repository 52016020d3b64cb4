import type { ComponentProps } from 'react';
import { Field } from '../field/field';

export type DateFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'min' | 'max'> & {
  /** The visible label (also the input's accessible name). */
  label: string;
  hideLabel?: boolean;
  /** Help under the field ('The day the carrier expects to deliver'). */
  hint?: string;
  /** The validation message (from the domain's validators); marks the field invalid and is read with it. */
  error?: string;
  id?: string;
  /** The earliest day that may be chosen, 'YYYY-MM-DD' (the browser's picker greys out the days before). */
  min?: string;
  /** The latest day that may be chosen, 'YYYY-MM-DD'. */
  max?: string;
};

/**
 * A labelled date (a Field around a native `<input type="date">`): the phone's own date picker, the keyboard's
 * own segments, a value always 'YYYY-MM-DD' (the domain's calendar date) whatever the device shows. `min` and
 * `max` limit the picker; the domain's validator stays the judge (a typed date outside them gets its message).
 */
export function DateField({
  label,
  hideLabel,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: DateFieldProps) {
  return (
    <Field
      slot="date-field"
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          type="date"
          data-slot="date-field-input"
          className="oja-field__control"
          {...props}
        />
      )}
    </Field>
  );
}
