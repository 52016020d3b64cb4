import { describe, expect, it } from 'vitest';
import {
  formatKobo,
  formatNaira,
  type Kobo,
  kobo,
  koboToNaira,
  multiplyKobo,
  nairaToKobo,
  sumKobo,
} from './money';

describe('money is integer kobo inside the domain', () => {
  it.each([
    [1, 100],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    ['500000', 50_000_000],
    [-2.5, -250],
    [1.005, 101],
  ])('nairaToKobo(%s) is %i kobo', (naira, kobo) => {
    expect(nairaToKobo(naira)).toBe(kobo);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [''], ['  '], ['abc'], [null], [undefined], [{}]])(
    'nairaToKobo(%s) is null: not a number',
    (value) => {
      expect(nairaToKobo(value)).toBeNull();
    },
  );

  it('koboToNaira reverses nairaToKobo', () => {
    expect(koboToNaira(kobo(123_456))).toBe(1234.56);
  });
});

describe('Kobo is a branded integer: only whole kobo get in', () => {
  it('kobo() takes whole numbers and refuses fractions, which is how naira passed by mistake look', () => {
    expect(kobo(125_050)).toBe(125_050);
    expect(() => kobo(1250.5)).toThrow(RangeError);
    expect(() => kobo(Number.NaN)).toThrow(RangeError);
  });

  it('sums and multiplies stay in whole kobo', () => {
    expect(sumKobo([kobo(1), kobo(99), kobo(100)])).toBe(200);
    expect(sumKobo([])).toBe(0);
    expect(multiplyKobo(kobo(125_050), 3)).toBe(375_150);
    expect(() => multiplyKobo(kobo(100), 1.5)).toThrow(RangeError);
  });

  it('a plain number is not kobo to the compiler', () => {
    // @ts-expect-error naira from the wire must go through nairaToKobo first
    formatKobo(1250.5);
  });
});

describe("naira display: '₦', separators, 0 to 2 decimals, trailing .00 removed, '₦0' when invalid", () => {
  it.each([
    [50_000_000, '₦500,000'],
    [100, '₦1'],
    [0, '₦0'],
    [123_456_789_00, '₦123,456,789'],
  ])('whole naira show no decimals: formatKobo(%i) is %s', (amount, text) => {
    expect(formatKobo(kobo(amount))).toBe(text);
  });

  it.each([
    [125_050, '₦1,250.50'],
    [125_055, '₦1,250.55'],
    [125_001, '₦1,250.01'],
    [10, '₦0.10'],
    [5, '₦0.05'],
    [1, '₦0.01'],
    [99_999_999_990, '₦999,999,999.90'],
  ])('kobo show as two digits: formatKobo(%i) is %s', (amount, text) => {
    expect(formatKobo(kobo(amount))).toBe(text);
  });

  it.each([
    [-150_000, '-₦1,500'],
    [-150_050, '-₦1,500.50'],
    [-5, '-₦0.05'],
  ])('a negative amount puts the sign before ₦: formatKobo(%i) is %s', (amount, text) => {
    expect(formatKobo(kobo(amount))).toBe(text);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'formatKobo(%s) is ₦0',
    (value) => {
      // A caller outside TypeScript can still pass anything: it shows as ₦0, never 'NaN'.
      expect(formatKobo(value as Kobo | null | undefined)).toBe('₦0');
    },
  );

  it.each([
    [500000, '₦500,000'],
    ['1250.00', '₦1,250'],
    ['1250.5', '₦1,250.50'],
    [1250.5, '₦1,250.50'],
    [19.99, '₦19.99'],
    ['0.1', '₦0.10'],
    ['', '₦0'],
    ['twelve', '₦0'],
    [null, '₦0'],
  ])('formatNaira(%s) is %s', (naira, text) => {
    expect(formatNaira(naira)).toBe(text);
  });
});
