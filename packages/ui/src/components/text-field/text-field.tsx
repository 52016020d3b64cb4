import type { ComponentProps } from 'react';
import { Field } from '../field/field';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** The visible label (also the input's accessible name). */
  label: string;
  /** Keep the label for screen readers only (a search box whose placeholder and icon say enough). */
  hideLabel?: boolean;
  /** Help under the field. */
  hint?: string;
  /** The validation message; marks the field invalid and is read with it. */
  error?: string;
  /** Set an id when the form needs one; otherwise one is made. */
  id?: string;
};

/** A labelled input with optional hint and error (a Field around an input), linked by aria-describedby. */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  return (
    <Field
      slot="text-field"
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      id={id}
      // The error first, then the hint, then what the caller adds (a password's checklist).
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <input {...control} data-slot="text-field-input" className="oja-field__control" {...props} />
      )}
    </Field>
  );
}
