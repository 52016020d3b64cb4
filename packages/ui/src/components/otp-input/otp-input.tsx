import { OTP_AUTO_SUBMIT_DELAY_MS, OTP_LENGTH } from '@oja/domain';
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import './otp-input.css';

export interface OtpInputProps {
  /** The digits typed so far ('' to OTP_LENGTH characters). */
  value: string;
  onChange: (value: string) => void;
  /** Called 150 ms after the last box is filled (spec: auto-submit). */
  onComplete?: (code: string) => void;
  length?: number;
  /** The visible label, also the input's accessible name. */
  label?: string;
  disabled?: boolean;
  /** Marks the input invalid and is read with it. */
  error?: string;
  autoFocus?: boolean;
}

/**
 * input-otp adds a <style> element with a few rules of its own unless an element with this id is in the
 * page. The shop's Content Security Policy (style-src 'self') refuses inline style, so that would only log
 * a violation: the rules are in otp-input.css instead, and this marker tells input-otp they are there.
 */
const INPUT_OTP_STYLE_ID = 'input-otp-style';

/** Runs before input-otp's own effect (layout effects all run before passive ones). */
function useInputOtpRulesFromStylesheet() {
  useLayoutEffect(() => {
    if (document.getElementById(INPUT_OTP_STYLE_ID)) return;
    const marker = document.createElement('template');
    marker.id = INPUT_OTP_STYLE_ID;
    document.head.append(marker);
  }, []);
}

/** A paste such as 'Your code: 0937' keeps its digits. */
const digitsOnly = (pasted: string) => pasted.replace(/\D/g, '');

/**
 * A one-time code drawn as separate boxes over one real input (input-otp, as shadcn/ui does), so the
 * browser's own editing, a paste of the whole code and a phone's SMS autofill (one-time-code) all just work;
 * letters are refused. Accessibility: one labelled text input with a numeric keyboard; the boxes are its
 * picture only (hidden from assistive technology), and the error is tied by aria-describedby.
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
  const errorId = `${id}-error`;
  useInputOtpRulesFromStylesheet();

  // The latest callback, read when the timer fires: a parent re-rendering (and passing a new function) must
  // neither restart the timer nor submit the same code twice.
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  useEffect(() => {
    if (value.length !== length) return;
    const timer = setTimeout(() => onCompleteRef.current?.(value), OTP_AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, length]);

  return (
    <div className="oja-otp" data-slot="otp-input">
      <label htmlFor={id} className="oja-otp__label">
        {label}
      </label>
      <OTPInput
        id={id}
        maxLength={length}
        value={value}
        onChange={onChange}
        pattern={REGEXP_ONLY_DIGITS}
        pasteTransformer={digitsOnly}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={disabled}
        // The code is the only thing on its screen to fill.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // No password-manager badge shifting, and no <noscript> style: the page's CSP allows no inline style.
        pushPasswordManagerStrategy="none"
        noScriptCSSFallback={null}
        containerClassName="oja-otp__field"
        render={({ slots }) => (
          <div className="oja-otp__boxes" aria-hidden="true">
            {slots.map((slot, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
                key={index}
                data-slot="otp-box"
                className={cn(
                  'oja-otp__box',
                  slot.isActive && 'oja-otp__box--active',
                  error && 'oja-otp__box--invalid',
                  disabled && 'oja-otp__box--disabled',
                )}
              >
                {slot.char}
                {slot.hasFakeCaret ? <span className="oja-otp__caret" /> : null}
              </div>
            ))}
          </div>
        )}
      />
      {error ? (
        <p id={errorId} className="oja-otp__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
