import { type FieldErrors, text, toValidation, type Validation } from './form';
import { REFUND_REASON_INVALID } from './staff-refunds';

/**
 * The Nigerian banks a refund can be paid out to (issue 45: a refund the card could not take back goes to an
 * account the shopper gives): each with its CBN code as Paystack's transfers take it (`bank_code`). The
 * console offers these in its bank select; the API refuses any other code before asking the provider.
 */
export interface PayoutBank {
  code: string;
  name: string;
}

/** The commercial banks and the large mobile-money banks shoppers hold accounts at, by name. */
export const PAYOUT_BANKS: readonly PayoutBank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '50515', name: 'Moniepoint MFB' },
  { code: '999992', name: 'OPay' },
  { code: '999991', name: 'PalmPay' },
  { code: '076', name: 'Polaris Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank for Africa' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
];

/** The bank with this CBN code; undefined for a code the shop does not pay out to. */
export function payoutBank(code: string): PayoutBank | undefined {
  return PAYOUT_BANKS.find((bank) => bank.code === code);
}

export const PAYOUT_BANK_UNKNOWN =
  'Choose the bank from the list: the shop cannot pay out to that bank code.';
export const ACCOUNT_NUMBER_INVALID = 'Enter the 10-digit account number (NUBAN) the shopper gave';

/**
 * The account a refund is paid out to, as the console's dialog and the API judge it: a bank of the list above
 * and a 10-digit NUBAN (spaces the operator typed between digits dropped).
 */
export function validatePayoutAccount(input: {
  bankCode?: unknown;
  accountNumber?: unknown;
}): Validation<'bankCode' | 'accountNumber', { bankCode: string; accountNumber: string }> {
  const errors: FieldErrors<'bankCode' | 'accountNumber'> = {};
  const bankCode = text(input.bankCode).trim();
  if (!payoutBank(bankCode)) errors.bankCode = PAYOUT_BANK_UNKNOWN;
  const accountNumber = text(input.accountNumber).replaceAll(' ', '');
  if (!/^\d{10}$/.test(accountNumber)) errors.accountNumber = ACCOUNT_NUMBER_INVALID;
  return toValidation(errors, () => ({ bankCode, accountNumber }));
}

/** A failed refund sent to a bank account: the account above and a reason kept in the audit trail (10 to 500). */
export function validateBankRefund(input: {
  bankCode?: unknown;
  accountNumber?: unknown;
  reason?: unknown;
}): Validation<
  'bankCode' | 'accountNumber' | 'reason',
  { bankCode: string; accountNumber: string; reason: string }
> {
  const account = validatePayoutAccount(input);
  const reason = text(input.reason).trim();
  const errors: FieldErrors<'reason'> =
    reason.length < 10 || reason.length > 500 ? { reason: REFUND_REASON_INVALID } : {};
  if (!account.ok) return { ok: false, errors: { ...account.errors, ...errors } };
  return toValidation(errors, () => ({ ...account.value, reason }));
}
