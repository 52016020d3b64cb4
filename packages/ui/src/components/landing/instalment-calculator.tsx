import {
  buildPaymentOptions,
  buildPaymentSchedule,
  type CalendarDate,
  formatCalendarDate,
  formatKobo,
  INSTALMENT_COUNTS,
  instalmentLimit,
  type Kobo,
  MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT,
  nairaToKobo,
  type PaymentSchedule,
} from '@oja/domain';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { PLAN_LABELS } from '../plan-picker/plan-labels';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs/tabs';
import { TextField } from '../text-field/text-field';
import './landing-screen.css';

/** The plans the calculator shows, in the shop's order: the instalment plans of `INSTALMENT_COUNTS`. */
export const CALCULATOR_PLANS = ['monthly', 'weekly', 'daily'] as const;
export type CalculatorPlan = (typeof CALCULATOR_PLANS)[number];

/** The down payments the shop markets: 'from 35% or 50%'. */
export const CALCULATOR_DOWN_PAYMENTS = [MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT, 50] as const;

const PERIOD: Readonly<Record<CalculatorPlan, string>> = { monthly: 'month', weekly: 'week', daily: 'day' };

/** A price as typed, read: kobo, or the message to show. */
export type PriceReading = { ok: true; price: Kobo } | { ok: false; message: string };

/**
 * Reads the price field: naira, with or without '₦', commas and up to two decimals. Empty, not a number, zero
 * or above the highest instalment limit (Tier 2's, from the domain) each get their own message.
 */
export function readPrice(text: string): PriceReading {
  const cleaned = text.replace(/[₦,\s]/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter the price of the item in naira.' };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned))
    return { ok: false, message: 'Enter the price in numbers only, for example 150000.' };
  const price = nairaToKobo(cleaned);
  if (price === null || price <= 0) return { ok: false, message: 'Enter a price above ₦0.' };
  const limit = instalmentLimit(true);
  if (price > limit)
    return {
      ok: false,
      message: `Instalment purchases go up to ${formatKobo(limit)}. Enter a lower price.`,
    };
  return { ok: true, price };
}

/**
 * The figures for a price, plan and down payment, by the functions the product page and checkout use: the
 * options of `buildPaymentOptions` (the product page's plans) and the schedule of `buildPaymentSchedule`.
 */
function calculatorSchedule(
  price: Kobo,
  plan: CalculatorPlan,
  downPaymentPercent: number,
  today: CalendarDate,
): PaymentSchedule | null {
  const options = buildPaymentOptions(price, downPaymentPercent);
  const built = buildPaymentSchedule([{ lineTotal: price, plan, options }], today);
  return built.ok ? built.schedule : null;
}

/** '6 of ₦10,833.33' groups: the schedule's equal instalments, with the kobo of rounding on the first ones. */
function instalmentGroups(schedule: PaymentSchedule): { count: number; amount: Kobo }[] {
  const groups: { count: number; amount: Kobo }[] = [];
  for (const { amount } of schedule.instalments) {
    const last = groups.at(-1);
    if (last && last.amount === amount) last.count += 1;
    else groups.push({ count: 1, amount });
  }
  return groups;
}

function instalmentText(schedule: PaymentSchedule): string {
  const groups = instalmentGroups(schedule);
  if (groups.length === 1) return `${formatKobo(groups[0]?.amount)} each`;
  return groups.map((g) => `${g.count} of ${formatKobo(g.amount)}`).join(', then ');
}

/** What the calculator starts with: the address's choices (?price=&down=&plan=), sent by its own form. */
export interface CalculatorChoice {
  /** The price in naira as typed. */
  price?: string;
  /** One of CALCULATOR_DOWN_PAYMENTS; another is ignored. */
  downPayment?: number;
  plan?: CalculatorPlan;
}

/** The address's ?price=&down=&plan= as the calculator's choices (anything else left out). */
export function calculatorChoiceOf(search: string): CalculatorChoice {
  const params = new URLSearchParams(search);
  const price = params.get('price');
  const down = Number(params.get('down'));
  const plan = CALCULATOR_PLANS.find((p) => p === params.get('plan'));
  return {
    ...(price !== null ? { price: price.slice(0, 20) } : {}),
    ...(CALCULATOR_DOWN_PAYMENTS.some((d) => d === down) ? { downPayment: down } : {}),
    ...(plan ? { plan } : {}),
  };
}

export type InstalmentCalculatorProps = Omit<ComponentProps<'form'>, 'children' | 'action'> & {
  /** The day a purchase made now would start from (the app passes Lagos' today): dates the last payment. */
  today: CalendarDate;
  /** The price the field starts with, in naira as typed. */
  defaultPrice?: string;
  /** The choices it starts with (the address's, which its form sent before the app started). */
  chosen?: CalculatorChoice;
  /**
   * The page the calculator's GET form is sent to before the app starts and without JavaScript ('/welcome'):
   * the server renders that page with the figures of the choices. With the app, nothing is sent.
   */
  action?: string;
};

/**
 * A price, a down payment and a plan (Radix Tabs, one per instalment plan) give the first payment, each
 * instalment, the last payment's date and the total, all from the domain. Accessibility: the field's
 * message is tied to it; the down payment native radios in a fieldset; the figures sit in a polite live
 * region, so they are read as they change.
 *
 * Before the app starts and without JavaScript it is a GET form to `action`: each plan tab is one of its
 * submit buttons (plan=…), and 'Show my payments' sends the price and down payment typed (with the plan
 * shown); the server renders the page with those figures. Once React runs, nothing is sent: the tabs switch
 * in place and 'Show my payments' is hidden (oja-until-hydrated).
 */
export function InstalmentCalculator({
  today,
  defaultPrice = '150000',
  chosen = {},
  action,
  className,
  ...props
}: InstalmentCalculatorProps) {
  const id = useId();
  const [priceText, setPriceText] = useState(chosen.price ?? defaultPrice);
  const [plan, setPlan] = useState<CalculatorPlan>(chosen.plan ?? 'monthly');
  const [percent, setPercent] = useState<number>(chosen.downPayment ?? CALCULATOR_DOWN_PAYMENTS[0]);
  const reading = readPrice(priceText);
  const schedule = reading.ok ? calculatorSchedule(reading.price, plan, percent, today) : null;
  const lastDate = schedule?.instalments.at(-1)?.date;

  return (
    <form
      data-slot="instalment-calculator"
      className={cn('oja-calculator', className)}
      method="get"
      // Back to the calculator on the page the server sends (the fragment survives a GET form's query).
      action={action ? `${action}#calculator` : undefined}
      noValidate
      onSubmit={(event) => {
        // The app computes in place: nothing is sent.
        event.preventDefault();
      }}
      {...props}
    >
      <div className="oja-calculator__inputs">
        <TextField
          label="Price of the item (₦)"
          name="price"
          inputMode="decimal"
          autoComplete="off"
          value={priceText}
          onChange={(e) => setPriceText(e.target.value)}
          error={reading.ok ? undefined : reading.message}
        />
        <fieldset className="oja-calculator__down">
          <legend className="oja-calculator__legend">Down payment</legend>
          <div className="oja-calculator__choices">
            {CALCULATOR_DOWN_PAYMENTS.map((pct) => (
              <label key={pct} className="oja-calculator__choice" htmlFor={`${id}-down-${pct}`}>
                <input
                  id={`${id}-down-${pct}`}
                  type="radio"
                  name="down"
                  value={pct}
                  checked={percent === pct}
                  onChange={() => setPercent(pct)}
                />
                {pct}%
              </label>
            ))}
          </div>
        </fieldset>
        {/* The form's default button (Enter in the price field): the first submit button, before the tabs. */}
        <Button
          type="submit"
          variant="secondary"
          name="plan"
          value={plan}
          className="oja-until-hydrated oja-calculator__show"
        >
          Show my payments
        </Button>
      </div>
      <Tabs value={plan} onValueChange={(v) => setPlan(v as CalculatorPlan)} className="oja-calculator__tabs">
        <TabsList aria-label="Payment plan">
          {CALCULATOR_PLANS.map((p) => (
            <TabsTrigger key={p} value={p} asChild>
              {/* A submit button of the form before the app starts; the app switches the tab instead. */}
              <button type="submit" name="plan" value={p} onClick={(event) => event.preventDefault()}>
                {PLAN_LABELS[p]}
              </button>
            </TabsTrigger>
          ))}
        </TabsList>
        {CALCULATOR_PLANS.map((p) => (
          <TabsContent key={p} value={p} className="oja-calculator__plan">
            Pay the down payment today, then {INSTALMENT_COUNTS[p]} {PLAN_LABELS[p].toLowerCase()} instalments
            by direct debit from your bank account.
          </TabsContent>
        ))}
      </Tabs>
      <div aria-live="polite" data-slot="calculator-result" className="oja-calculator__result">
        {schedule && lastDate ? (
          <dl className="oja-calculator__figures">
            <div className="oja-calculator__figure oja-calculator__figure--first">
              <dt>First payment (down payment)</dt>
              <dd data-testid="first-payment">{formatKobo(schedule.firstPayment.amount)}</dd>
            </div>
            <div className="oja-calculator__figure">
              <dt>
                Then {schedule.instalmentCount} {plan} payments
              </dt>
              <dd data-testid="instalments">{instalmentText(schedule)}</dd>
            </div>
            <div className="oja-calculator__figure">
              <dt>Last payment</dt>
              <dd>{formatCalendarDate(lastDate)}</dd>
            </div>
            <div className="oja-calculator__figure">
              <dt>Total</dt>
              <dd data-testid="total">{formatKobo(schedule.total)}</dd>
            </div>
          </dl>
        ) : (
          <p className="oja-calculator__empty">Enter a price to see your payments.</p>
        )}
        {schedule ? (
          <p className="oja-calculator__note">
            Paid every {PERIOD[plan]} by direct debit. Delivery and VAT are added at checkout and spread over
            the same instalments.
          </p>
        ) : null}
      </div>
    </form>
  );
}
