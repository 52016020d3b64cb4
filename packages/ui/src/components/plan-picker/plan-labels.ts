import { formatKobo, type PaymentOption, type PaymentPlanType } from '@oja/domain';

/** What each plan is called on screen. */
export const PLAN_LABELS: Readonly<Record<PaymentPlanType, string>> = {
  monthly: 'Monthly',
  weekly: 'Weekly',
  daily: 'Daily',
  full: 'Full payment',
};

const PERIOD: Readonly<Record<Exclude<PaymentPlanType, 'full'>, string>> = {
  monthly: 'month',
  weekly: 'week',
  daily: 'day',
};

/**
 * The headline a shopper cares about: '₦12,500 / week', or the whole price for full payment. The option's
 * amounts are shown as they are: for a cart line they are the line's own (the server computes them on the
 * line total), for a product page the domain's options of the chosen quantity.
 */
export function planHeadline(option: PaymentOption): string {
  if (option.type === 'full') return formatKobo(option.totalPrice);
  return `${formatKobo(option.amount)} / ${PERIOD[option.type]}`;
}

/** The line under it: the down payment and the count, or 'Pay once'. */
export function planDetail(option: PaymentOption): string {
  if (option.type === 'full') return 'Pay once, no instalments';
  const count = option.instalmentCount;
  return `${formatKobo(option.downPayment)} down payment, then ${count} ${option.type} payments`;
}
