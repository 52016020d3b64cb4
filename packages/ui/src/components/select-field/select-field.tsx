import type { ComponentProps } from 'react';
import { Field } from '../field/field';

/** One choice of a SelectField. */
export interface SelectOption {
  value: string | number;
  label: string;
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  /** The visible label (also the select's accessible name). */
  label: string;
  hideLabel?: boolean;
  hint?: string;
  /** The validation message; marks the select invalid and is read with it. */
  error?: string;
  id?: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The first, empty choice ('Any', 'Choose a state'): its value is ''. */
  placeholder?: string;
  /** The empty choice cannot be chosen back once left (a required select). */
  placeholderDisabled?: boolean;
};

/**
 * A labelled native select (a Field around a `<select>`): the label names it, a hint and an error are read
 * with it, an error sets aria-invalid. Native, so it works on every phone, without JavaScript, and the
 * keyboard and screen readers know it as a combobox.
 */
export function SelectField({
  label,
  hideLabel,
  hint,
  error,
  id,
  options,
  placeholder,
  placeholderDisabled = false,
  className,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  return (
    <Field
      slot="select-field"
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <select {...control} data-slot="select-field-select" className="oja-field__control" {...props}>
          {placeholder !== undefined ? (
            <option value="" disabled={placeholderDisabled}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
