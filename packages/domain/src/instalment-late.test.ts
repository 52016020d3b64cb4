import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSET_RECOVERY_AFTER_DAYS_LATE,
  assetRecoveryMayStart,
  daysLate,
  LATE_CHARGE_EXAMPLE_DAYS_LATE,
  LATE_FEE_CAP_PERCENT,
  LATE_FEE_RATE_PER_WEEK_PERCENT,
  lateCharge,
  lateChargeExample,
} from './instalment-late';
import { formatKobo, type Kobo, kobo } from './money';

describe('late payment charge: 1% of the instalment per started week late, at most 10%, half up to the kobo', () => {
  it('the rate is 1% a week, capped at 10%', () => {
    expect([LATE_FEE_RATE_PER_WEEK_PERCENT, LATE_FEE_CAP_PERCENT]).toEqual([1, 10]);
  });

  it.each([
    [1_250_000, 0, 0, 'on time'],
    [1_250_000, -3, 0, 'early'],
    [1_250_000, 1, 12_500, '1 day: 1%'],
    [1_250_000, 7, 12_500, '7 days: still the first week'],
    [1_250_000, 8, 25_000, '8 days: the second week, 2%'],
    [1_250_000, 14, 25_000, '14 days: 2%'],
    [1_250_000, 15, 37_500, '15 days: 3%'],
    [1_250_000, 70, 125_000, '70 days: 10 weeks, 10%'],
    [1_250_000, 71, 125_000, '71 days: capped at 10%'],
    [1_250_000, 3650, 125_000, 'ten years: capped at 10%'],
    [2_004_167, 1, 20_042, '₦20,041.67 × 1% = ₦200.4167: ₦200.42'],
    [2_004_150, 1, 20_042, '₦200.415 rounds half up to ₦200.42'],
    [2_004_149, 1, 20_041, '₦200.4149 rounds down'],
    [49, 1, 0, 'under half a kobo: nothing'],
    [50, 1, 1, 'half a kobo: one kobo'],
    [0, 30, 0, 'nothing owed, nothing charged'],
  ])('%i kobo, %i days late: %i kobo (%s)', (amount, days, charge) => {
    expect(lateCharge(kobo(amount), days)).toBe(charge);
  });

  it.each([
    [-100 as Kobo, 1],
    [100.5 as Kobo, 1],
    [kobo(100), 1.5],
    [kobo(100), Number.NaN],
  ])('refuses %d kobo, %d days', (amount, days) => {
    expect(() => lateCharge(amount, days)).toThrow(RangeError);
  });

  const amounts = fc.integer({ min: 0, max: 500_000_000 }).map(kobo);
  const days = fc.integer({ min: -30, max: 1000 });

  it('property: a whole, non-negative number of kobo, never above 10% of the instalment (rounded)', () => {
    fc.assert(
      fc.property(amounts, days, (amount, d) => {
        const charge = lateCharge(amount, d);
        expect(Number.isSafeInteger(charge)).toBe(true);
        expect(charge).toBeGreaterThanOrEqual(0);
        expect(charge).toBeLessThanOrEqual(Math.round(amount / 10));
      }),
    );
  });

  it('property: never falls as the days grow, and is the same within a week', () => {
    fc.assert(
      fc.property(amounts, days, fc.integer({ min: 0, max: 100 }), (amount, d, more) => {
        expect(lateCharge(amount, d + more)).toBeGreaterThanOrEqual(lateCharge(amount, d));
        if (d > 0) expect(lateCharge(amount, 7 * Math.ceil(d / 7))).toBe(lateCharge(amount, d));
      }),
    );
  });

  it('property: the charge on a sum is the sum of the charges, to within a kobo per part', () => {
    fc.assert(
      fc.property(amounts, amounts, days, (a, b, d) => {
        const whole = lateCharge(kobo(a + b), d);
        expect(Math.abs(whole - (lateCharge(a, d) + lateCharge(b, d)))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('days late: counted from the collection date (the next business day for a due date that is not one)', () => {
  it.each([
    ['2026-03-10', '2026-03-10', 0, 'paid on the due date'],
    ['2026-03-10', '2026-03-05', 0, 'paid early'],
    ['2026-03-10', '2026-03-11', 1, 'a Tuesday, paid Wednesday'],
    ['2026-03-10', '2026-03-18', 8, 'a Tuesday, paid the Wednesday after next'],
    ['2026-03-07', '2026-03-09', 0, 'due Saturday, collected and paid Monday'],
    ['2026-03-07', '2026-03-10', 1, 'due Saturday, paid Tuesday: a day after Monday'],
    [
      '2026-12-25',
      '2026-12-29',
      0,
      "due on Christmas Day, collected Tuesday 29 December (Monday is Boxing Day's)",
    ],
  ])('due %s, paid %s: %i days late (%s)', (due, paid, expected) => {
    expect(daysLate(due, paid)).toBe(expected);
  });
});

describe('asset recovery may start after 7 days late', () => {
  it.each([
    [0, false],
    [7, false],
    [8, true],
    [30, true],
  ])('%i days late: %s', (d, expected) => {
    expect(assetRecoveryMayStart(d)).toBe(expected);
  });

  it('7 days is the policy figure', () => {
    expect(ASSET_RECOVERY_AFTER_DAYS_LATE).toBe(7);
  });
});

describe('the worked example a shopper sees before being late', () => {
  it('₦12,500 due on 3 March 2026, paid 8 days late: ₦250', () => {
    expect(lateChargeExample(kobo(1_250_000), '2026-03-03')).toBe(
      'If ₦12,500 due on 3 March 2026 is paid 8 days late, a late payment charge of ₦250 is added: ' +
        '1% of the instalment for each week or part of a week it is late, at most 10%. ' +
        'After 7 days late, Oja may also start to recover the item.',
    );
  });

  it('kobo are shown to two digits, as formatKobo has it', () => {
    expect(lateChargeExample(kobo(2_004_167), '2026-12-31')).toMatch(
      /^If ₦20,041\.67 due on 31 December 2026 is paid 8 days late, a late payment charge of ₦400\.83 is added/,
    );
  });

  it.each([undefined, 'next month'])('without a due date (%j): an instalment of …', (due) => {
    expect(lateChargeExample(kobo(1_250_000), due)).toMatch(
      /^If an instalment of ₦12,500 is paid 8 days late, a late payment charge of ₦250 is added:/,
    );
  });

  it('uses 8 days late, and the charge it names is lateCharge at 8 days', () => {
    expect(LATE_CHARGE_EXAMPLE_DAYS_LATE).toBe(8);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000_000 }).map(kobo), (amount) => {
        expect(lateChargeExample(amount)).toContain(
          `a late payment charge of ${formatKobo(lateCharge(amount, 8))} is added`,
        );
      }),
    );
  });
});
