/**
 * The payment schedule of a cart: the first payment today, then equal instalments on a daily, weekly or
 * monthly rhythm. Exact to the kobo: the schedule always sums to the cart total.
 */
import { addDays, addMonths, type CalendarDate, parseCalendarDate } from './calendar';
import { type Kobo, kobo } from './money';
import type { PaymentOption, PaymentPlanType } from './payment-options';

/** One line of the cart, as the schedule needs it: its total (unit price × quantity) and its plans. */
export interface ScheduleLine {
  /** The line's total in kobo (unit price × quantity). */
  lineTotal: Kobo;
  plan: PaymentPlanType;
  /** The line's payment options, in kobo, of the line's total (the cart's `cartLinePaymentOptions`). */
  options: readonly PaymentOption[];
}

export interface ScheduledPayment {
  /** 0 for the first payment, then 1, 2, … */
  number: number;
  amount: Kobo;
  date: CalendarDate;
}

export interface PaymentSchedule {
  /** What the cart costs in all: the sum of every payment. */
  total: Kobo;
  /** The instalment rhythm, or 'full' when every item is paid in full. */
  plan: PaymentPlanType;
  firstPayment: ScheduledPayment;
  /** The payments after the first (the spec's otherPayments). */
  instalments: ScheduledPayment[];
  /** Number of instalments after the first payment. */
  instalmentCount: number;
  /** What the screens show as the number of payments: instalmentCount + 1. */
  displayedCount: number;
}

export type ScheduleError = 'empty-cart' | 'invalid-today' | 'invalid-item';

function dueDate(today: CalendarDate, plan: PaymentPlanType, n: number): CalendarDate {
  if (plan === 'monthly') return addMonths(today, n);
  return addDays(today, plan === 'weekly' ? 7 * n : n);
}

function validLine(line: ScheduleLine): boolean {
  return Number.isSafeInteger(line.lineTotal) && line.lineTotal >= 0;
}

/**
 * Builds the schedule. First payment = the sum of the lines' down payments (the whole line total for lines
 * paid in full, or whose plan the product does not offer). The rest is split equally over the largest
 * instalment count among the lines, dated from `today` by the plan's rhythm (monthly dates clamp at month
 * ends). Rounding rule: the split is in whole kobo, and the remainder goes one kobo each to the earliest
 * instalments, so amounts differ by at most one kobo and the schedule sums to the total exactly.
 */
export function buildPaymentSchedule(
  lines: readonly ScheduleLine[],
  today: CalendarDate,
): { ok: true; schedule: PaymentSchedule } | { ok: false; error: ScheduleError } {
  if (lines.length === 0) return { ok: false, error: 'empty-cart' };
  if (!parseCalendarDate(today)) return { ok: false, error: 'invalid-today' };
  if (!lines.every(validLine)) return { ok: false, error: 'invalid-item' };

  let total = 0;
  let first = 0;
  let count = 0;
  let plan: PaymentPlanType = 'full';
  for (const line of lines) {
    total += line.lineTotal;
    const option = line.plan === 'full' ? undefined : line.options.find((o) => o.type === line.plan);
    if (!option || option.instalmentCount === 0) {
      first += line.lineTotal;
      continue;
    }
    first += Math.min(line.lineTotal, option.downPayment);
    if (option.instalmentCount > count) {
      count = option.instalmentCount;
      plan = line.plan;
    }
  }

  const rest = total - first;
  const base = count > 0 ? Math.floor(rest / count) : 0;
  const remainder = rest - base * count;
  const instalments = Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    amount: kobo(base + (i < remainder ? 1 : 0)),
    date: dueDate(today, plan, i + 1),
  }));
  return {
    ok: true,
    schedule: {
      total: kobo(total),
      plan,
      firstPayment: { number: 0, amount: kobo(first), date: today },
      instalments,
      instalmentCount: count,
      displayedCount: count + 1,
    },
  };
}

/**
 * The direct-debit panel's figures: total instalment amount = consolidated total − first instalment payment;
 * number of instalments = the number of other payments.
 */
export function directDebitSummary(
  consolidatedTotal: Kobo,
  firstInstalmentPayment: Kobo,
  otherPayments: readonly unknown[],
): { totalInstalmentAmount: Kobo; numberOfInstalments: number } {
  return {
    totalInstalmentAmount: kobo(Math.max(0, consolidatedTotal - firstInstalmentPayment)),
    numberOfInstalments: otherPayments.length,
  };
}
