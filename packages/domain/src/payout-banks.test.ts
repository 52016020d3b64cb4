import { describe, expect, it } from 'vitest';
import { PAYOUT_BANKS, payoutBank } from './payout-banks';

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
