import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/** The steps of an instalment purchase: the mandate setup page and the order success page show them. */
export const INSTALMENT_STEPS = ['Checkout', 'Down payment', 'Direct debit setup', 'Order placed'] as const;
/** The steps of a purchase paid in full by card (no direct debit). */
export const FULL_PAYMENT_STEPS = ['Checkout', 'Payment', 'Order placed'] as const;

const stepVariants = cva('oja-checkout-progress__step', {
  variants: {
    state: {
      done: 'oja-checkout-progress__step--done',
      current: 'oja-checkout-progress__step--current',
      upcoming: 'oja-checkout-progress__step--upcoming',
    },
  },
});

const STATE_TEXT = { done: 'completed', current: 'current step', upcoming: 'not started' } as const;

export interface CheckoutProgressProps {
  steps: readonly string[];
  /** The current step, counted from 0 (the last step means the purchase is complete). */
  current: number;
  className?: string;
}

/**
 * The purchase's progress bar. Accessibility: an ordered list named 'Purchase progress'; the current step
 * has aria-current="step", and every step says in words whether it is completed, current or not started.
 */
export function CheckoutProgress({ steps, current, className }: CheckoutProgressProps) {
  return (
    <ol aria-label="Purchase progress" className={cn('oja-checkout-progress', className)}>
      {steps.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={label}
            className={stepVariants({ state })}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="oja-checkout-progress__marker" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="oja-checkout-progress__label">
              {label}
              <span className="oja-sr-only"> ({STATE_TEXT[state]})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
