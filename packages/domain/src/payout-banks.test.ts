import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_INVALID,
  PAYOUT_BANK_UNKNOWN,
  PAYOUT_BANKS,
  payoutBank,
  validateBankRefund,
  validatePayoutAccount,
} from './payout-banks';
import { REFUND_REASON_INVALID } from './staff-refunds';

describe('the banks a refund can be paid out to', () => {
  it('are found by their CBN code; an unknown code is none', () => {
    expect(payoutBank('044')?.name).toBe('Access Bank');
    expect(payoutBank('058')?.name).toBe('Guaranty Trust Bank');
    expect(payoutBank('999')).toBeUndefined();
  });

  it('are listed by name, each code once', () => {
    const names = PAYOUT_BANKS.map((bank) => bank.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(PAYOUT_BANKS.map((bank) => bank.code)).size).toBe(PAYOUT_BANKS.length);
  });
});

describe('the account a refund is paid out to', () => {
  it('takes a listed bank and a 10-digit number, spaces dropped', () => {
    expect(validatePayoutAccount({ bankCode: '058', accountNumber: '0690 0000 31' })).toEqual({
      ok: true,
      value: { bankCode: '058', accountNumber: '0690000031' },
      errors: {},
    });
  });

  it('refuses an unknown bank and a number that is not a NUBAN, in words', () => {
    expect(validatePayoutAccount({ bankCode: '999', accountNumber: '12345' })).toEqual({
      ok: false,
      errors: { bankCode: PAYOUT_BANK_UNKNOWN, accountNumber: ACCOUNT_NUMBER_INVALID },
    });
    expect(validatePayoutAccount({})).toMatchObject({ ok: false });
  });

  it('with a bank refund, asks for a reason of 10 to 500 characters', () => {
    expect(
      validateBankRefund({
        bankCode: '044',
        accountNumber: '0690000031',
        reason: ' Her card was cancelled ',
      }),
    ).toEqual({
      ok: true,
      value: { bankCode: '044', accountNumber: '0690000031', reason: 'Her card was cancelled' },
      errors: {},
    });
    expect(validateBankRefund({ bankCode: '044', accountNumber: '0690000031', reason: 'card' })).toEqual({
      ok: false,
      errors: { reason: REFUND_REASON_INVALID },
    });
    expect(validateBankRefund({ bankCode: '1', reason: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: {
        bankCode: PAYOUT_BANK_UNKNOWN,
        accountNumber: ACCOUNT_NUMBER_INVALID,
        reason: REFUND_REASON_INVALID,
      },
    });
  });
});
