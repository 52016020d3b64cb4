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
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn';
import { PLAN_LABELS } from '../plan-picker/plan-labels';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group';
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

export type InstalmentCalculatorProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The day a purchase made now would start from (the app passes Lagos' today): dates the last payment. */
  today: CalendarDate;
  /** The price the field starts with, in naira as typed. */
  defaultPrice?: string;
};

/**
 * A price, a down payment and a plan (Radix Tabs, one per instalment plan) give the first payment, each
 * instalment, the last payment's date and the total, all from the domain. Accessibility: the field's
 * message is tied to it; the figures sit in a polite live region, so they are read as they change.
 */
export function InstalmentCalculator({
  today,
  defaultPrice = '150000',
  className,
  ...props
}: InstalmentCalculatorProps) {
  const [priceText, setPriceText] = useState(defaultPrice);
  const [plan, setPlan] = useState<CalculatorPlan>('monthly');
  const [percent, setPercent] = useState<number>(CALCULATOR_DOWN_PAYMENTS[0]);
  const reading = readPrice(priceText);
  const schedule = reading.ok ? calculatorSchedule(reading.price, plan, percent, today) : null;
  const lastDate = schedule?.instalments.at(-1)?.date;

  return (
    <div data-slot="instalment-calculator" className={cn('oja-calculator', className)} {...props}>
      <div className="oja-calculator__inputs">
        <TextField
          label="Price of the item (₦)"
          inputMode="decimal"
          autoComplete="off"
          value={priceText}
          onChange={(e) => setPriceText(e.target.value)}
          error={reading.ok ? undefined : reading.message}
        />
        <RadioGroup
          legend="Down payment"
          orientation="horizontal"
          value={String(percent)}
          onValueChange={(v) => setPercent(Number(v))}
        >
          {CALCULATOR_DOWN_PAYMENTS.map((pct) => (
            <RadioGroupItem key={pct} value={String(pct)}>
              {pct}%
            </RadioGroupItem>
          ))}
        </RadioGroup>
      </div>
      <Tabs value={plan} onValueChange={(v) => setPlan(v as CalculatorPlan)} className="oja-calculator__tabs">
        <TabsList aria-label="Payment plan">
          {CALCULATOR_PLANS.map((p) => (
            <TabsTrigger key={p} value={p}>
              {PLAN_LABELS[p]}
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
    </div>
  );
}
