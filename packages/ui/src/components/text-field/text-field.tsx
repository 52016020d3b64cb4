import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import './text-field.css';

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

/** A labelled input with optional hint and error, linked by aria-describedby. */
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
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div data-slot="text-field" className={cn('oja-text-field', className)}>
      <label htmlFor={inputId} className={cn('oja-text-field__label', hideLabel && 'oja-sr-only')}>
        {label}
      </label>
      <input
        id={inputId}
        data-slot="text-field-input"
        className="oja-text-field__input"
        aria-invalid={error ? true : undefined}
        // The error first, then the hint, then what the caller adds (a password's checklist).
        aria-describedby={[errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="oja-text-field__hint" data-slot="text-field-hint" style={{ margin: 0 }}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="oja-text-field__error" data-slot="text-field-error" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
