import { formatKobo, type Kobo } from '@oja/domain';

/**
 * The texts of the SMS notices: short (one or two SMS pages), amounts by the domain's formatKobo, the order's
 * number to tell orders apart, and nothing a stranger holding the phone could use (no code, token or BVN).
 * Each ends with how to stop them, as the shopper's choice is also in the account area.
 */
const STOP_LINE = 'Reply STOP to stop texts.';

/** 'Oja: your instalment of ₦5,000 for order OJA-1234 (due Sat 3 Jan) is 9 days overdue. …' (a staff member's reminder) */
export function overdueText({
  amount,
  orderNumber,
  dueOn,
  daysLate,
}: {
  amount: Kobo;
  orderNumber: string;
  /** 'Sat 12 Jan': the due date. */
  dueOn: string;
  daysLate: number;
}): string {
  const late = `${daysLate} day${daysLate === 1 ? '' : 's'}`;
  return `Oja: your instalment of ${formatKobo(amount)} for order ${orderNumber} (due ${dueOn}) is ${late} overdue. Please fund your account or pay in the app. ${STOP_LINE}`;
}

/** 'Oja: your instalment of ₦5,000 for order OJA-1234 will be debited tomorrow (Mon 9 Mar). …' */
/** The shopper's standing account (issue 44), when they have one: a transfer to it pays what is due. */
export interface TransferTo {
  bankName: string;
  accountNumber: string;
  /** What is still due of the instalment. */
  dueKobo: Kobo;
}

/** ' Or transfer ₦12,500 to Wema Bank 9912345678.': how to pay by transfer, in a text. */
function transferSentence(transfer: TransferTo | null | undefined): string {
  return transfer
    ? ` Or transfer ${formatKobo(transfer.dueKobo)} to ${transfer.bankName} ${transfer.accountNumber}.`
    : '';
}

export function reminderText({
  amount,
  orderNumber,
  when,
  transfer,
}: {
  amount: Kobo;
  orderNumber: string;
  /** 'tomorrow (Mon 9 Mar)', 'today (Mon 9 Mar)' or 'on Mon 9 Mar'. */
  when: string;
  transfer?: TransferTo | null;
}): string {
  return `Oja: your instalment of ${formatKobo(amount)} for order ${orderNumber} will be debited ${when}. Please fund your account or pay in the app.${transferSentence(transfer)} ${STOP_LINE}`;
}

export function failedDebitText({
  amount,
  orderNumber,
  dueOn,
  retryOn,
  transfer,
}: {
  amount: Kobo;
  orderNumber: string;
  /** 'Sat 12 Jan': the instalment's due date. */
  dueOn: string;
  /** 'Mon 16 Mar', or null after the last try. */
  retryOn: string | null;
  transfer?: TransferTo | null;
}): string {
  // How to pay is in every text: a collection message states the amount, the date and the way to pay.
  const next = retryOn
    ? `We will try again on ${retryOn}: please fund your account or pay in the app.`
    : 'That was our last try: please pay in the app, or fund your account and contact us.';
  return `Oja: we could not debit your instalment of ${formatKobo(amount)} (due ${dueOn}) for order ${orderNumber}. ${next}${transferSentence(transfer)} ${STOP_LINE}`;
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
