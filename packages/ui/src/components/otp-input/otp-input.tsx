import { OTP_AUTO_SUBMIT_DELAY_MS, OTP_LENGTH } from '@oja/domain';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import './otp-input.css';

export interface OtpInputProps {
  /** The digits typed so far ('' to OTP_LENGTH characters). */
  value: string;
  onChange: (value: string) => void;
  /** Called 150 ms after the last box is filled (spec: auto-submit). */
  onComplete?: (code: string) => void;
  length?: number;
  /** The group's visible label. */
  label?: string;
  disabled?: boolean;
  /** Marks every box invalid and is read with the group. */
  error?: string;
  autoFocus?: boolean;
}

/**
 * A one-time code in separate boxes, one digit each. Typing moves to the next box, Backspace to the previous;
 * pasting a code fills every box. Accessibility: a labelled group; each box is named 'Digit N of M' and uses
 * the one-time-code autocomplete so phones offer the code from the email or SMS.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = OTP_LENGTH,
  label = 'Enter the code',
  disabled = false,
  error,
  autoFocus = false,
}: OtpInputProps) {
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  // The latest callback, read when the timer fires: a parent re-rendering (and passing a new function) must
  // neither restart the timer nor submit the same code twice.
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  useEffect(() => {
    if (value.length !== length) return;
    const timer = setTimeout(() => onCompleteRef.current?.(value), OTP_AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, length]);

  const setFrom = (index: number, typed: string) => {
    const clean = typed.replace(/\D/g, '');
    if (!clean) return;
    const next = (value.slice(0, index) + clean).slice(0, length);
    onChange(next);
    boxes.current[Math.min(next.length, length - 1)]?.focus();
  };
  const onBoxChange = (index: number, digit: string, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    // A phone's one-time-code autofill puts the whole code into the first empty box.
    if (typed.length > 1 && !digit) return setFrom(index, typed);
    const char = typed.replace(digit, '').slice(-1) || typed.slice(-1);
    if (char) setFrom(index, char);
    else onChange(value.slice(0, index));
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const cut = digits[index] ? index : Math.max(0, index - 1);
      onChange(value.slice(0, cut));
      boxes.current[cut]?.focus();
    } else if (event.key === 'ArrowLeft') boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight') boxes.current[index + 1]?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setFrom(0, event.clipboardData.getData('text'));
  };

  return (
    <fieldset className="oja-otp" data-slot="otp-input" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="oja-otp__label">{label}</legend>
      <div className="oja-otp__boxes">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            className={cn('oja-otp__box', error && 'oja-otp__box--invalid')}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the code is the only thing on this screen to fill
            autoFocus={autoFocus && index === 0}
            maxLength={length}
            value={digit}
            disabled={disabled}
            onChange={(e) => onBoxChange(index, digit, e.target.value)}
            onKeyDown={(e) => onKeyDown(index, e)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="oja-otp__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
