import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import './radio-group.css';

export const radioGroupVariants = cva('oja-radio-group', {
  variants: {
    /** plain: a radio and its text; card: each choice a bordered card, marked when chosen (checkout, accounts). */
    variant: {
      plain: 'oja-radio-group--plain',
      card: 'oja-radio-group--card',
    },
    /** Lay the choices in a row instead of a column. */
    orientation: {
      vertical: 'oja-radio-group--vertical',
      horizontal: 'oja-radio-group--horizontal',
    },
  },
  defaultVariants: { variant: 'plain', orientation: 'vertical' },
});

export type RadioGroupProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'asChild' | 'orientation' | 'dir'
> &
  VariantProps<typeof radioGroupVariants> & {
    /** The question the choices answer: the fieldset's legend, and the group's accessible name. */
    legend: ReactNode;
    /** Keep the legend for screen readers only (the screen says what the choice is about). */
    hideLegend?: boolean;
    /** Set the legend's id when something else refers to it (a button described by the question). */
    legendId?: string;
    /** The validation message; marks the group invalid and is read with it. */
    error?: string;
  };

/**
 * One choice out of several, on Radix RadioGroup: a fieldset named by its legend (a 'group' to assistive
 * technology and to tests) around a radiogroup of `RadioGroupItem`s. Tab enters the group once, on the chosen
 * item; the arrow keys move and choose. `disabled` disables every choice.
 *
 * Radix's radios are buttons with role=radio, so they need JavaScript. The product page's and the cart's plan
 * picker (PlanPicker) keeps native `<input type="radio">`s in a real form instead, so those public pages
 * work without JavaScript.
 */
export function RadioGroup({
  legend,
  hideLegend = false,
  legendId,
  error,
  variant,
  orientation,
  disabled,
  className,
  children,
  ...props
}: RadioGroupProps) {
  const generated = useId();
  const legendFor = legendId ?? `${generated}-legend`;
  const errorId = `${generated}-error`;
  return (
    <fieldset
      data-slot="radio-group"
      className={cn(radioGroupVariants({ variant, orientation }), className)}
      disabled={disabled}
    >
      <legend id={legendFor} className={cn('oja-radio-group__legend', hideLegend && 'oja-sr-only')}>
        {legend}
      </legend>
      <RadioGroupPrimitive.Root
        className="oja-radio-group__items"
        aria-labelledby={legendFor}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // Both arrow pairs move, in a row or a column, as between native radios.
        disabled={disabled ?? undefined}
        {...props}
      >
        {children}
      </RadioGroupPrimitive.Root>
      {/* Always there, so a message that comes later (when focus leaves the group) is announced. */}
      <p id={errorId} className="oja-radio-group__error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}

export type RadioGroupItemProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Item>,
  'asChild' | 'children'
> & {
  /** The choice's text: its accessible name (everything in it is read). */
  children: ReactNode;
  /** Controls beside the choice that are not part of it (Edit, Delete): outside the label. */
  actions?: ReactNode;
  /**
   * Draw the choice yourself: the children are the radio's own content (a star and its name, '1 star'),
   * with no circle and no label beside it; style it with `className` and `[data-state="checked"]`.
   */
  bare?: boolean;
};

/** One choice: the radio and its label (the whole card, in the card variant, chooses it). */
export function RadioGroupItem({
  id,
  className,
  children,
  actions,
  bare = false,
  ...props
}: RadioGroupItemProps) {
  const generated = useId();
  const itemId = id ?? generated;
  if (bare) {
    return (
      <RadioGroupPrimitive.Item id={itemId} className={cn('oja-radio-group__bare', className)} {...props}>
        {children}
      </RadioGroupPrimitive.Item>
    );
  }
  return (
    <div data-slot="radio-group-item" className={cn('oja-radio-group__item', className)}>
      <RadioGroupPrimitive.Item id={itemId} className="oja-radio-group__radio" {...props}>
        <RadioGroupPrimitive.Indicator className="oja-radio-group__indicator" />
      </RadioGroupPrimitive.Item>
      <label htmlFor={itemId} className="oja-radio-group__label">
        {children}
      </label>
      {actions ? <div className="oja-radio-group__actions">{actions}</div> : null}
    </div>
  );
}
