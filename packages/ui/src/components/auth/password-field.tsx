import { PASSWORD_CHECKLIST_LABELS, type PasswordChecklist, passwordChecklist } from '@oja/domain';
import { type ComponentProps, useId, useState } from 'react';
import { TextField } from '../text-field/text-field';

export type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type'> & {
  /** Show the five-item checklist while the field has focus (sign-up, new password). */
  showChecklist?: boolean;
};

/**
 * A password input with a Show/Hide toggle and, for new passwords, the checklist (8 characters, uppercase,
 * lowercase, number, special character) shown while the field has focus. Accessibility: the checklist is
 * a list tied to the input by aria-describedby; each item says met or not met in words, not only colour.
 */
export function PasswordField({
  showChecklist = false,
  value,
  onFocus,
  onBlur,
  ...props
}: PasswordFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(false);
  const checks = passwordChecklist(value);
  return (
    <div className="oja-password">
      <TextField
        {...props}
        value={value}
        type={visible ? 'text' : 'password'}
        aria-describedby={showChecklist ? `${id}-checklist` : undefined}
        onFocus={(e) => {
          setFocused(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocused(false);
          onBlur?.(e);
        }}
      />
      <button
        type="button"
        className="oja-password__toggle"
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'Hide password' : 'Show password'}
      </button>
      {showChecklist ? (
        <ul
          id={`${id}-checklist`}
          // Hidden but still taking its space: showing it on focus and hiding it on blur must not move the
          // button below, or a tap that blurs the field would land where the button used to be.
          className={
            focused ? 'oja-password__checklist' : 'oja-password__checklist oja-password__checklist--idle'
          }
          aria-label="Password must have"
        >
          {(Object.keys(PASSWORD_CHECKLIST_LABELS) as Array<keyof PasswordChecklist>).map((key) => (
            <li key={key} className={checks[key] ? 'oja-password__met' : undefined}>
              <span aria-hidden="true">{checks[key] ? '✓' : '○'}</span> {PASSWORD_CHECKLIST_LABELS[key]}
              <span className="oja-sr-only">{checks[key] ? ' (met)' : ' (not met yet)'}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
