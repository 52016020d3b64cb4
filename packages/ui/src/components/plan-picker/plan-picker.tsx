import { PAYMENT_PLAN_TYPES, type PaymentOption, type PaymentPlanType } from '@oja/domain';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import { PLAN_LABELS, planDetail, planHeadline } from './plan-labels';
import './plan-picker.css';

export type PlanPickerProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'children'> & {
  /**
   * The options to show, amounts in kobo as they are: a cart line's own options (from the server) or, on a
   * product page, the domain's `cartLinePaymentOptions` for the chosen quantity. Nothing is multiplied here.
   */
  options: readonly PaymentOption[];
  /** The chosen plan. */
  value: PaymentPlanType;
  onChange: (plan: PaymentPlanType) => void;
  /** The visible legend. */
  legend?: string;
  /** Keep the legend for screen readers only (a cart line, where the line itself says what it is). */
  hideLegend?: boolean;
  /**
   * What the amounts include, said in words ('VAT and standard delivery included'): shown under the legend
   * and read with each plan. Give it when the options are quoted (the domain's quotedPaymentOptions).
   */
  includes?: string;
  /** Lay the options in a row (cart lines) instead of a list. */
  compact?: boolean;
  disabled?: boolean;
  /** The radios' field name in a form the server answers ('plan'); by default one of its own. */
  name?: string;
};

/**
 * The payment plans a product offers (monthly, weekly, daily, full) with the per-period amount, the down
 * payment and the number of payments. Accessibility: native radio buttons in a fieldset, so arrow keys move
 * between plans; each radio is named by its plan and described by its amounts.
 *
 * Deliberately not the RadioGroup primitive (Radix radios are buttons that need JavaScript): the product
 * page and the cart render this picker, and those public pages must work without JavaScript, so its radios
 * stay native `<input type="radio">`s that a real form submits.
 */
export function PlanPicker({
  options,
  value,
  onChange,
  legend = 'Payment plan',
  hideLegend = false,
  includes,
  compact = false,
  disabled = false,
  name: fieldName,
  className,
  ...props
}: PlanPickerProps) {
  const ownId = useId();
  const name = fieldName ?? ownId;
  const includesId = `${ownId}-includes`;
  const ordered = PAYMENT_PLAN_TYPES.flatMap((type) => options.filter((o) => o.type === type));
  return (
    <fieldset
      data-slot="plan-picker"
      className={cn('oja-plan-picker', compact && 'oja-plan-picker--compact', className)}
      disabled={disabled}
      {...props}
    >
      <legend className={cn('oja-plan-picker__legend', hideLegend && 'oja-sr-only')}>{legend}</legend>
      {includes ? (
        <p id={includesId} className="oja-plan-picker__includes">
          {includes}
        </p>
      ) : null}
      <div className="oja-plan-picker__options">
        {ordered.map((option) => {
          const id = `${ownId}-${option.type}`;
          return (
            <label key={option.type} htmlFor={id} className="oja-plan-picker__option">
              <input
                id={id}
                type="radio"
                name={name}
                value={option.type}
                checked={value === option.type}
                onChange={() => onChange(option.type)}
                aria-describedby={includes ? `${id}-detail ${includesId}` : `${id}-detail`}
                className="oja-plan-picker__radio"
              />
              <span className="oja-plan-picker__text">
                <span className="oja-plan-picker__label">{PLAN_LABELS[option.type]}</span>
                <span className="oja-plan-picker__headline">{planHeadline(option)}</span>
                <span id={`${id}-detail`} className="oja-plan-picker__detail">
                  {planDetail(option)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
