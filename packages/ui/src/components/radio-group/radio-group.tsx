import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useId,
  useRef,
} from 'react';
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

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * 'An arrow key just moved focus': set by the group on the key, cleared a task later. Radix chooses the item
 * an arrow key focuses only while the key is still down, and moves focus a task after the key, so a quick
 * press (a fast typist, Playwright's keyboard.press) moved focus without choosing (radix-ui/primitives#4094).
 * The item chooses itself on that focus instead.
 */
const ArrowMoveContext = createContext<RefObject<boolean> | null>(null);

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
  onKeyDown,
  ...props
}: RadioGroupProps) {
  const generated = useId();
  const arrowMove = useRef(false);
  const noteArrow = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!ARROW_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    // Radix queued the focus move while the item handled the key; this timer runs after it.
    arrowMove.current = true;
    setTimeout(() => {
      arrowMove.current = false;
    });
  };
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
        onKeyDown={noteArrow}
        {...props}
      >
        <ArrowMoveContext.Provider value={arrowMove}>{children}</ArrowMoveContext.Provider>
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
  onFocus,
  ...props
}: RadioGroupItemProps) {
  const generated = useId();
  const itemId = id ?? generated;
  const arrowMove = useContext(ArrowMoveContext);
  const chooseOnArrow = (event: FocusEvent<HTMLButtonElement>) => {
    onFocus?.(event);
    if (!arrowMove?.current) return;
    arrowMove.current = false;
    // Chosen here, once: preventDefault keeps Radix's own choose-on-focus from running a second time.
    event.preventDefault();
    if (event.currentTarget.getAttribute('aria-checked') !== 'true') event.currentTarget.click();
  };
  if (bare) {
    return (
      <RadioGroupPrimitive.Item
        id={itemId}
        className={cn('oja-radio-group__bare', className)}
        onFocus={chooseOnArrow}
        {...props}
      >
        {children}
      </RadioGroupPrimitive.Item>
    );
  }
  return (
    <div data-slot="radio-group-item" className={cn('oja-radio-group__item', className)}>
      <RadioGroupPrimitive.Item
        id={itemId}
        className="oja-radio-group__radio"
        onFocus={chooseOnArrow}
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="oja-radio-group__indicator" />
      </RadioGroupPrimitive.Item>
      <label htmlFor={itemId} className="oja-radio-group__label">
        {children}
      </label>
      {actions ? <div className="oja-radio-group__actions">{actions}</div> : null}
    </div>
  );
}
