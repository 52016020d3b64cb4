/**
 * Pay by USSD: the shopper picks their bank and dials a code on the phone registered with it (no data
 * needed); the bank asks for their PIN and sends the money. The provider makes the code for each payment.
 */

/** A bank the provider's USSD charge supports: `shortCode` is the bank's USSD service (737 for *737#). */
export interface UssdBank {
  /** Ours, stable in URLs and forms. */
  id: string;
  name: string;
  /** What Paystack's charge takes as `ussd.type`, and the first number of every code the bank's service reads. */
  shortCode: string;
}

/**
 * The banks Paystack's USSD charge supports (https://paystack.com/docs/payments/payment-methods/#ussd:
 * Guaranty Trust Bank *737#, United Bank of Africa *919#, Sterling Bank *822#, Zenith Bank *966#).
 */
export const USSD_BANKS: readonly UssdBank[] = [
  { id: 'gtbank', name: 'Guaranty Trust Bank', shortCode: '737' },
  { id: 'uba', name: 'United Bank for Africa', shortCode: '919' },
  { id: 'sterling', name: 'Sterling Bank', shortCode: '822' },
  { id: 'zenith', name: 'Zenith Bank', shortCode: '966' },
];

/** The USSD bank with this id; undefined for a bank whose USSD service the provider does not support. */
export function ussdBank(id: string): UssdBank | undefined {
  return USSD_BANKS.find((bank) => bank.id === id);
}

/**
 * The shape of a code a shopper dials: `*`, the bank's short code, then one or more `*`-separated groups of
 * digits, then `#` (Paystack's example: *737*33*4*18791#). No spaces: a phone dials exactly this.
 */
const USSD_CODE = /^\*(\d{3,4})((?:\*\d{1,12}){1,4})#$/;

/** A code to dial: the bank's short code followed by the groups of digits the provider gave. */
export function formatUssdCode(bank: UssdBank, groups: readonly string[]): string {
  const code = `*${bank.shortCode}${groups.map((group) => `*${group}`).join('')}#`;
  if (!USSD_CODE.test(code)) throw new RangeError(`not a USSD code: ${code}`);
  return code;
}

/** Whether `code` is one a shopper of `bank` can dial: the USSD shape, starting with the bank's short code. */
export function isUssdCodeFor(bank: UssdBank, code: string): boolean {
  return USSD_CODE.exec(code)?.[1] === bank.shortCode;
}
