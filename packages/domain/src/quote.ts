/**
 * The instalment a shopper will pay, before checkout: the same order total (items + 7.5% VAT + delivery)
 * and the same schedule (buildOrderSchedule) that checkout shows and the server charges. The product page,
 * the plan picker, the cart and checkout all quote through `instalmentQuote`, so the figure a shopper sees
 * first is the one they pay.
 */
import type { CalendarDate } from './calendar';
import { orderTotal } from './checkout';
import { type Kobo, kobo, sumKobo } from './money';
import { buildOrderSchedule } from './order-rules';
import type { PaymentOption, PaymentPlanType } from './payment-options';
import type { PaymentSchedule, ScheduleError } from './schedule';
import { SHIPPING_OPTIONS, type ShippingOptionRule } from './shipping';

/** One cart line as the quote needs it: the line total and the line's own options (of the line total). */
export interface QuoteLine {
  /** The line total in kobo (unit price × quantity). */
  lineTotal: Kobo;
  plan: PaymentPlanType;
  /** The line's payment options, of the line total (cartLinePaymentOptions). */
  options: readonly PaymentOption[];
}

export interface InstalmentQuote {
  /** Items, VAT, delivery and the order total, as orderTotal gives them. */
  totals: { subtotal: Kobo; vat: Kobo; shipping: Kobo; total: Kobo };
  /** The order's schedule, as buildOrderSchedule builds it (the server's). */
  schedule: PaymentSchedule;
  /** What is paid today: the down payments, or everything for a cart paid in full. */
  dueToday: Kobo;
  /** The largest instalment after today (the earliest ones carry the rounding kobo); 0 when none. */
  instalment: Kobo;
  /** The delivery option included. */
  shipping: ShippingOptionRule;
}

/** The cheapest of some delivery options (the first of the cheapest on a tie). */
export function cheapestShippingOption(
  options: readonly [ShippingOptionRule, ...ShippingOptionRule[]],
): ShippingOptionRule {
  return options.reduce((cheapest, option) => (option.amount < cheapest.amount ? option : cheapest));
}

/** The cheapest delivery option: what a quote before checkout includes ('standard delivery'). */
export const CHEAPEST_SHIPPING_OPTION: ShippingOptionRule = cheapestShippingOption(
  SHIPPING_OPTIONS as readonly [ShippingOptionRule, ...ShippingOptionRule[]],
);

/** What a quote includes, in words: 'VAT and standard delivery included'. */
export function quoteIncludesLabel(shipping: ShippingOptionRule): string {
  return `VAT and ${shipping.label.toLowerCase()} included`;
}

/**
 * The order a cart makes with this delivery option, as checkout and the server price it: orderTotal of the
 * lines' subtotal and the option's amount, then buildOrderSchedule over the lines on their plans. `today`
 * only dates the payments; the amounts never depend on it. Errors are the schedule's (an empty cart, an
 * invalid date or line).
 */
export function instalmentQuote(
  lines: readonly QuoteLine[],
  shipping: ShippingOptionRule,
  today: CalendarDate,
): { ok: true; quote: InstalmentQuote } | { ok: false; error: ScheduleError } {
  const totals = orderTotal(sumKobo(lines.map((line) => line.lineTotal)), shipping.amount);
  const built = buildOrderSchedule(
    lines.map((line) => ({ lineTotal: line.lineTotal, plan: line.plan, options: line.options })),
    totals.total,
    today,
  );
  if (!built.ok) return built;
  const { schedule } = built;
  return {
    ok: true,
    quote: {
      totals,
      schedule,
      dueToday: schedule.firstPayment.amount,
      instalment: schedule.instalments[0]?.amount ?? kobo(0),
      shipping,
    },
  };
}

/**
 * A line's options as the shopper will pay them if the order were this line alone with this delivery
 * option: each plan quoted by instalmentQuote (amount = the instalment, downPayment = what is due today,
 * totalPrice = the order total). Options whose quote fails are left out. The line total is the options'
 * own totalPrice.
 */
export function quotedPaymentOptions(
  options: readonly PaymentOption[],
  shipping: ShippingOptionRule,
  today: CalendarDate,
): PaymentOption[] {
  return options.flatMap((option): PaymentOption[] => {
    const result = instalmentQuote(
      [{ lineTotal: option.totalPrice, plan: option.type, options }],
      shipping,
      today,
    );
    if (!result.ok) return [];
    const { quote } = result;
    return [
      {
        type: option.type,
        amount: option.type === 'full' ? quote.totals.total : quote.instalment,
        totalPrice: quote.totals.total,
        downPayment: quote.dueToday,
        instalmentCount: quote.schedule.instalmentCount,
      },
    ];
  });
}
