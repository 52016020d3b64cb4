import { formatKobo, type Kobo } from '@oja/domain';

/**
 * The texts of the SMS notices: short (one or two SMS pages), amounts by the domain's formatKobo, the order's
 * number to tell orders apart, and nothing a stranger holding the phone could use (no code, token or BVN).
 * Each ends with how to stop them, as the shopper's choice is also in the account area.
 */
const STOP_LINE = 'Reply STOP to stop texts.';

/** 'Oja: your instalment of ₦5,000 for order OJA-1234 is 9 days overdue. …' (a staff member's reminder) */
export function overdueText({
  amount,
  orderNumber,
  daysLate,
}: {
  amount: Kobo;
  orderNumber: string;
  daysLate: number;
}): string {
  const late = `${daysLate} day${daysLate === 1 ? '' : 's'}`;
  return `Oja: your instalment of ${formatKobo(amount)} for order ${orderNumber} is ${late} overdue. Please fund your account or pay in the app. ${STOP_LINE}`;
}

/** 'Oja: ₦5,000 for order OJA-1234 will be debited tomorrow (Mon 9 Mar). …' */
export function reminderText({
  amount,
  orderNumber,
  when,
}: {
  amount: Kobo;
  orderNumber: string;
  /** 'tomorrow' or 'on Mon 9 Mar'. */
  when: string;
}): string {
  return `Oja: your instalment of ${formatKobo(amount)} for order ${orderNumber} will be debited ${when}. Please fund your account. ${STOP_LINE}`;
}

export function failedDebitText({
  amount,
  orderNumber,
  retryOn,
}: {
  amount: Kobo;
  orderNumber: string;
  /** 'Mon 16 Mar', or null after the last try. */
  retryOn: string | null;
}): string {
  const next = retryOn
    ? `We will try again on ${retryOn}.`
    : 'That was our last try: please fund your account and contact us.';
  return `Oja: we could not debit ${formatKobo(amount)} for order ${orderNumber}. ${next} ${STOP_LINE}`;
}

export function refundText({
  amount,
  orderNumber,
  where,
}: {
  amount: Kobo;
  orderNumber: string;
  where: 'your bank account' | 'your card';
}): string {
  return `Oja: we are refunding ${formatKobo(amount)} for order ${orderNumber} to ${where}. It arrives in 7 to 14 business days. ${STOP_LINE}`;
}
