import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo } from './money';
import { buildPaymentOptions, parsePaymentOptions, paymentOptionsToWire } from './payment-options';

describe('the shop offers monthly, weekly and daily plans after the minimum down payment, and full payment', () => {
  it('a ₦500,000 product at 35% down: ₦175,000 down, then 6 months of ₦54,166.66', () => {
    const [monthly, weekly, daily, full] = buildPaymentOptions(kobo(50_000_000), 35);
    expect(monthly).toEqual({
      type: 'monthly',
      amount: 5_416_666,
      totalPrice: 50_000_000,
      downPayment: 17_500_000,
      instalmentCount: 6,
    });
    expect(weekly?.instalmentCount).toBe(24);
    expect(daily?.instalmentCount).toBe(180);
    expect(full).toEqual({
      type: 'full',
      amount: 50_000_000,
      totalPrice: 50_000_000,
      downPayment: 50_000_000,
      instalmentCount: 0,
    });
  });

  it('a minimum of 100 offers full payment only', () => {
    expect(buildPaymentOptions(kobo(1_000_000), 100).map((o) => o.type)).toEqual(['full']);
  });

  it('never asks more than the price: down payment plus instalments stays within one kobo per instalment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        (price, pct) => {
          for (const o of buildPaymentOptions(kobo(price), pct)) {
            const paid = o.downPayment + o.amount * o.instalmentCount;
            expect(paid).toBeLessThanOrEqual(price);
            expect(price - paid).toBeLessThan(Math.max(1, o.instalmentCount));
          }
        },
      ),
    );
  });
});

describe('paymentOptionsBreakdown arrives as a list or a JSON string; malformed input is no options with a reason', () => {
  const wire = paymentOptionsToWire(buildPaymentOptions(kobo(12_000_000), 40));

  it('the wire form names the period fields the spec lists', () => {
    expect(wire[0]).toMatchObject({ type: 'monthly', months: 6, monthlyPayment: 12_000 });
    expect(wire[1]).toMatchObject({ type: 'weekly', weeks: 24, weeklyPayment: 3_000 });
    expect(wire[2]).toMatchObject({ type: 'daily', days: 180, dailyPayment: 400 });
    expect(wire[3]).toEqual({ type: 'full', amount: 120_000, totalPrice: 120_000, downPayment: 120_000 });
  });

  it('a list and its JSON string read the same, back in kobo', () => {
    const fromList = parsePaymentOptions(wire);
    expect(fromList).toEqual(parsePaymentOptions(JSON.stringify(wire)));
    expect(fromList.options).toEqual(buildPaymentOptions(kobo(12_000_000), 40));
  });

  it('reads options in positional order: monthly, weekly, daily, full', () => {
    const shuffled = [wire[3], wire[2], wire[0], wire[1]];
    expect(parsePaymentOptions(shuffled).options.map((o) => o.type)).toEqual([
      'monthly',
      'weekly',
      'daily',
      'full',
    ]);
  });

  it.each([
    ['{not json', 'paymentOptionsBreakdown is not valid JSON'],
    ['{"type":"full"}', 'paymentOptionsBreakdown is not a list'],
    [42, 'paymentOptionsBreakdown is not a list'],
    [null, 'paymentOptionsBreakdown is not a list'],
    [[], 'paymentOptionsBreakdown has no valid option'],
    [
      [{ type: 'yearly', amount: 1 }, null, 'x', { type: 'full', amount: 'abc' }],
      'paymentOptionsBreakdown has no valid option',
    ],
    [[{ type: 'monthly', amount: -5, totalPrice: 10 }], 'paymentOptionsBreakdown has no valid option'],
  ])('%j → no options (%s)', (raw, reason) => {
    expect(parsePaymentOptions(raw)).toEqual({ ok: false, options: [], reason });
  });

  it('keeps the first of duplicate types and tolerates missing optional fields', () => {
    const parsed = parsePaymentOptions([
      { type: 'weekly', amount: 10 },
      { type: 'weekly', amount: 20, weeks: 4 },
      { type: 'full', amount: 100 },
    ]);
    expect(parsed.options).toEqual([
      { type: 'weekly', amount: 1000, totalPrice: 1000, downPayment: 0, instalmentCount: 0 },
      { type: 'full', amount: 10_000, totalPrice: 10_000, downPayment: 10_000, instalmentCount: 0 },
    ]);
  });
});
