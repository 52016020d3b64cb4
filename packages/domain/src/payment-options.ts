/**
 * Payment options: the ways a product can be paid for. Amounts here are integer kobo; the wire carries
 * naira and {@link parsePaymentOptions} / {@link paymentOptionsToWire} convert at the edge.
 */
import { type Kobo, kobo, koboToNaira, nairaToKobo } from './money';
import { FULL_PAYMENT_PERCENTAGE } from './product';

/** Plan types in their positional order: monthly 1st, weekly 2nd, daily 3rd, full 4th. */
export const PAYMENT_PLAN_TYPES = ['monthly', 'weekly', 'daily', 'full'] as const;
export type PaymentPlanType = (typeof PAYMENT_PLAN_TYPES)[number];

/** Instalment counts offered for a six-month plan ('pay up to 6 months'). */
export const INSTALMENT_COUNTS = { monthly: 6, weekly: 24, daily: 180 } as const;

/** One way to pay, in kobo. `amount` is the per-period instalment (the whole price for full payment). */
export interface PaymentOption {
  type: PaymentPlanType;
  /**
   * Per-period instalment: the rest after the down payment divided by the count, rounded down to the
   * kobo. The schedule (`buildPaymentSchedule` in schedule.ts) pays the rounding remainder one kobo each
   * with the earliest instalments, so an instalment is this amount or one kobo more.
   */
  amount: Kobo;
  /** What the shopper pays in all (no interest, no hidden fees: equal to the price). */
  totalPrice: Kobo;
  /** The first payment. */
  downPayment: Kobo;
  /** Number of instalments after the down payment (0 for full payment). */
  instalmentCount: number;
}

export function isPaymentPlanType(value: unknown): value is PaymentPlanType {
  return typeof value === 'string' && (PAYMENT_PLAN_TYPES as readonly string[]).includes(value);
}

/**
 * The options the shop offers for a price and a minimum down payment: monthly, weekly and daily over six
 * months after a down payment of `minimumDownPaymentPercentage` (a whole percentage) of the price (rounded
 * up to the kobo), and full payment. A minimum of 100% offers full payment only.
 */
export function buildPaymentOptions(price: Kobo, minimumDownPaymentPercentage: number): PaymentOption[] {
  const full: PaymentOption = {
    type: 'full',
    amount: price,
    totalPrice: price,
    downPayment: price,
    instalmentCount: 0,
  };
  const pct = minimumDownPaymentPercentage;
  if (pct >= FULL_PAYMENT_PERCENTAGE) return [full];
  const downPayment = kobo(Math.ceil((price * pct) / 100));
  const rest = price - downPayment;
  const instalments = (['monthly', 'weekly', 'daily'] as const).map(
    (type): PaymentOption => ({
      type,
      amount: kobo(Math.floor(rest / INSTALMENT_COUNTS[type])),
      totalPrice: price,
      downPayment,
      instalmentCount: INSTALMENT_COUNTS[type],
    }),
  );
  return [...instalments, full];
}

/** A payment option as the API sends it (naira), with the period-named fields the spec lists. */
export interface WirePaymentOption {
  type: PaymentPlanType;
  amount: number;
  totalPrice: number;
  downPayment: number;
  months?: number;
  monthlyPayment?: number;
  weeks?: number;
  weeklyPayment?: number;
  days?: number;
  dailyPayment?: number;
}

const PERIOD_FIELDS = {
  monthly: ['months', 'monthlyPayment'],
  weekly: ['weeks', 'weeklyPayment'],
  daily: ['days', 'dailyPayment'],
} as const;

/** Converts options to the wire's naira shape. */
export function paymentOptionsToWire(options: PaymentOption[]): WirePaymentOption[] {
  return options.map((o) => {
    const wire: WirePaymentOption = {
      type: o.type,
      amount: koboToNaira(o.amount),
      totalPrice: koboToNaira(o.totalPrice),
      downPayment: koboToNaira(o.downPayment),
    };
    if (o.type !== 'full') {
      const [countField, paymentField] = PERIOD_FIELDS[o.type];
      Object.assign(wire, { [countField]: o.instalmentCount, [paymentField]: koboToNaira(o.amount) });
    }
    return wire;
  });
}

/** The result of reading `paymentOptionsBreakdown`: options, or none with the reason. */
export type ParsedPaymentOptions =
  | { ok: true; options: PaymentOption[] }
  | { ok: false; options: []; reason: string };

/**
 * Reads `paymentOptionsBreakdown`, which arrives as a list or as a JSON string of a list. Malformed input
 * never throws: it gives no options and the reason. Unknown plan types and entries without a valid amount
 * are skipped; the result is in positional order.
 */
export function parsePaymentOptions(raw: unknown): ParsedPaymentOptions {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      return { ok: false, options: [], reason: 'paymentOptionsBreakdown is not valid JSON' };
    }
  }
  if (!Array.isArray(list))
    return { ok: false, options: [], reason: 'paymentOptionsBreakdown is not a list' };
  const options: PaymentOption[] = [];
  for (const entry of list) {
    const option = readOption(entry);
    if (option && !options.some((o) => o.type === option.type)) options.push(option);
  }
  if (options.length === 0)
    return { ok: false, options: [], reason: 'paymentOptionsBreakdown has no valid option' };
  options.sort((a, b) => PAYMENT_PLAN_TYPES.indexOf(a.type) - PAYMENT_PLAN_TYPES.indexOf(b.type));
  return { ok: true, options };
}

function readOption(entry: unknown): PaymentOption | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const e = entry as Record<string, unknown>;
  if (!isPaymentPlanType(e.type)) return null;
  const amount = nairaToKobo(e.amount);
  const totalPrice = nairaToKobo(e.totalPrice) ?? amount;
  if (amount === null || totalPrice === null || amount < 0 || totalPrice < 0) return null;
  if (e.type === 'full') {
    return { type: 'full', amount, totalPrice, downPayment: totalPrice, instalmentCount: 0 };
  }
  const [countField] = PERIOD_FIELDS[e.type];
  const count = Number(e[countField]);
  const downPayment = nairaToKobo(e.downPayment) ?? kobo(0);
  return {
    type: e.type,
    amount,
    totalPrice,
    downPayment,
    instalmentCount: Number.isInteger(count) && count > 0 ? count : 0,
  };
}
