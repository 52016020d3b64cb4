import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import './field.css';

/** What a field hands its control: the id its label points at, and the state a screen reader reads with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  /** The visible label (also the control's accessible name). */
  label: string;
  /** Keep the label for screen readers only (a search box whose placeholder and icon say enough). */
  hideLabel?: boolean;
  /** Help under the label's control. */
  hint?: ReactNode;
  /** The validation message (from the domain's validators): marks the control invalid and is read with it. */
  error?: string;
  /** Set an id when the form needs one (focus on the first error, the error summary); otherwise one is made. */
  id?: string;
  /** More ids the control is described by, after the error and the hint (a password's checklist). */
  describedBy?: string;
  /** Keep the error's paragraph in place while empty, as a polite live region (a message that shows on blur). */
  liveError?: boolean;
  className?: string;
  /** The wrapper's data-slot ('text-field', 'select-field'). */
  slot?: string;
  /** The control, given its id, aria-invalid and aria-describedby. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one field wrapper of every form: a label, the control, a hint and an error, tied together. The label
 * names the control; the error first, then the hint are its description; an error sets aria-invalid.
 * TextField and SelectField are Field around an input and a select; a textarea takes it directly.
 */
export function Field({
  label,
  hideLabel,
  hint,
  error,
  id,
  describedBy,
  liveError = false,
  className,
  slot = 'field',
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div data-slot={slot} className={cn('oja-field', className)}>
      <label htmlFor={controlId} className={cn('oja-field__label', hideLabel && 'oja-sr-only')}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className="oja-field__hint" data-slot={`${slot}-hint`}>
          {hint}
        </p>
      ) : null}
      {error || liveError ? (
        <p
          id={error ? errorId : undefined}
          className="oja-field__error"
          data-slot={`${slot}-error`}
          aria-live={liveError ? 'polite' : undefined}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
