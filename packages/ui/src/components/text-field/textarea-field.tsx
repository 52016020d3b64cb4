import type { ComponentProps } from 'react';
import { Field } from '../field/field';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  /** The visible label (also the text area's accessible name). */
  label: string;
  /** Help under the field (what to write, how long). */
  hint?: string;
  /** The validation message; marks the field invalid and is read with it. */
  error?: string;
  /** Announce the error as it changes (a form that checks while the person types). */
  liveError?: boolean;
  /** Set an id when the form needs one; otherwise one is made. */
  id?: string;
};

/**
 * A labelled text area with optional hint and error (a Field around a textarea), linked by aria-describedby:
 * a reason, a note, a review. Three rows unless told; it grows by the person's hand, not by itself.
 */
export function TextareaField({
  label,
  hint,
  error,
  liveError,
  id,
  className,
  rows = 3,
  ...props
}: TextareaFieldProps) {
  return (
    <Field
      slot="textarea-field"
      label={label}
      hint={hint}
      error={error}
      liveError={liveError}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          data-slot="textarea-field-input"
          className="oja-field__control"
          rows={rows}
          {...props}
        />
      )}
    </Field>
  );
}
