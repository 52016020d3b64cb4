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

/** The headline a shopper cares about: '₦12,500 / week', or the whole price for full payment. */
export function planHeadline(option: PaymentOption, quantity = 1): string {
  if (option.type === 'full') return formatKobo(option.totalPrice * quantity);
  return `${formatKobo(option.amount * quantity)} / ${PERIOD[option.type]}`;
}

/** The line under it: the down payment and the count, or 'Pay once'. */
export function planDetail(option: PaymentOption, quantity = 1): string {
  if (option.type === 'full') return 'Pay once, no instalments';
  const count = option.installmentCount;
  return `${formatKobo(option.downPayment * quantity)} down payment, then ${count} ${option.type} payments`;
}
