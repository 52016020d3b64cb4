import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUssdCode, isUssdCodeFor, USSD_BANKS, type UssdBank, ussdBank } from './ussd';

const gtbank = ussdBank('gtbank') as UssdBank;

describe("the banks Paystack's USSD charge supports", () => {
  it('are GTBank *737#, UBA *919#, Sterling *822# and Zenith *966#', () => {
    expect(USSD_BANKS.map((bank) => `${bank.name} *${bank.shortCode}#`)).toEqual([
      'Guaranty Trust Bank *737#',
      'United Bank for Africa *919#',
      'Sterling Bank *822#',
      'Zenith Bank *966#',
    ]);
    expect(ussdBank('zenith')?.shortCode).toBe('966');
    expect(ussdBank('access')).toBeUndefined();
  });
});

describe('the code a shopper dials', () => {
  it("has the bank's short code, groups of digits separated by *, and ends with #", () => {
    expect(formatUssdCode(gtbank, ['33', '4', '18791'])).toBe('*737*33*4*18791#');
    expect(isUssdCodeFor(gtbank, '*737*33*4*18791#')).toBe(true);
  });

  it.each([
    ['another bank', '*919*33*4*18791#'],
    ['no groups', '*737#'],
    ['no closing #', '*737*33*4*18791'],
    ['a space', '*737*33 4#'],
    ['letters', '*737*abc#'],
  ])('refuses a code with %s', (_, code) => {
    expect(isUssdCodeFor(gtbank, code)).toBe(false);
  });

  it('refuses to make a code from groups that are not digits', () => {
    expect(() => formatUssdCode(gtbank, [])).toThrow(RangeError);
    expect(() => formatUssdCode(gtbank, ['12#'])).toThrow(RangeError);
  });

  it('every code made for a bank is one its shoppers can dial, and no other bank can', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USSD_BANKS),
        fc.array(fc.stringMatching(/^\d{1,12}$/), { minLength: 1, maxLength: 4 }),
        (bank, groups) => {
          const code = formatUssdCode(bank, groups);
          for (const other of USSD_BANKS) expect(isUssdCodeFor(other, code)).toBe(other === bank);
        },
      ),
    );
  });
});
