import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Kobo, kobo } from './money';
import { buildPaymentOptions, type PaymentPlanType } from './payment-options';
import { buildPaymentSchedule, directDebitSummary, type ScheduleLine } from './schedule';

/** A cart line of `quantity` at `price` each: its total, and the plans of that total (as the cart has them). */
const item = (price: number, plan: PaymentPlanType, pct = 35, quantity = 1): ScheduleLine => ({
  lineTotal: kobo(price * quantity),
  plan,
  options: buildPaymentOptions(kobo(price * quantity), pct),
});

function schedule(items: ScheduleLine[], today = '2026-01-31') {
  const result = buildPaymentSchedule(items, today);
  if (!result.ok) throw new Error(result.error);
  return result.schedule;
}

describe('first payment = sum of the down payments (full price for full-pay items); the rest split equally over the largest instalment count', () => {
  it('a ₦185,000 phone monthly at 35%: ₦64,750 today, then six payments of ₦20,041.66 or ₦20,041.67', () => {
    const s = schedule([item(18_500_000, 'monthly')]);
    expect(s.firstPayment).toEqual({ number: 0, amount: 6_475_000, date: '2026-01-31' });
    expect(s.instalments.map((p) => p.amount)).toEqual([
      2_004_167, 2_004_167, 2_004_167, 2_004_167, 2_004_166, 2_004_166,
    ]);
    expect(s.total).toBe(18_500_000);
  });

  it('a full-pay item adds its whole price to the first payment', () => {
    const s = schedule([item(18_500_000, 'monthly'), item(1_200_000, 'full', 100, 2)]);
    expect(s.firstPayment.amount).toBe(6_475_000 + 2_400_000);
    expect(s.total).toBe(18_500_000 + 2_400_000);
    expect(s.instalmentCount).toBe(6);
  });

  it('uses the largest instalment count among the items', () => {
    expect(schedule([item(1_000_000, 'weekly'), item(5_000_000, 'weekly', 50)]).instalmentCount).toBe(24);
  });

  it("takes the line's total and the down payment of its plans: 3 × ₦10,000 at 40% is ₦12,000 today", () => {
    const s = schedule([item(1_000_000, 'daily', 40, 3)]);
    expect(s.firstPayment.amount).toBe(1_200_000);
    expect(s.total).toBe(3_000_000);
  });

  it('an all-full cart is one payment today', () => {
    const s = schedule([item(500_000, 'full', 100)]);
    expect(s).toMatchObject({ plan: 'full', instalmentCount: 0, displayedCount: 1, instalments: [] });
    expect(s.firstPayment.amount).toBe(500_000);
  });

  it('an item whose plan the product does not offer is paid in full', () => {
    const s = schedule([{ ...item(500_000, 'monthly', 100) }]);
    expect(s.firstPayment.amount).toBe(500_000);
  });
});

describe('rounding rule: the remainder goes one kobo each to the earliest instalments, never all to the last', () => {
  it.each([
    // price, plan, down payment %, expected instalments (the rest after the down payment)
    [10_000, 'monthly', 50, [834, 834, 833, 833, 833, 833]],
    [10_002, 'monthly', 50, [834, 834, 834, 833, 833, 833]],
    [10_006, 'monthly', 50, [834, 834, 834, 834, 834, 833]],
    [12_000, 'monthly', 50, [1000, 1000, 1000, 1000, 1000, 1000]],
  ] as const)('%i kobo %s at %s%%: %j', (price, plan, pct, expected) => {
    const s = schedule([item(price, plan, pct)]);
    expect(s.instalments.map((p) => p.amount)).toEqual(expected);
    expect(s.firstPayment.amount + expected.reduce((a, b) => a + b, 0)).toBe(price);
  });
});

describe('displayed count = instalmentCount + 1', () => {
  it('six monthly instalments show as 7 payments', () => {
    expect(schedule([item(1_000_000, 'monthly')]).displayedCount).toBe(7);
  });
});

describe('payments are dated daily, weekly or monthly from today; month ends clamp', () => {
  it('monthly from 31 January: 28 February, 31 March, 30 April …', () => {
    const dates = schedule([item(1_000_000, 'monthly')]).instalments.map((p) => p.date);
    expect(dates).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
    ]);
  });

  it('weekly every 7 days and daily every day', () => {
    expect(schedule([item(1_000_000, 'weekly')]).instalments[0]?.date).toBe('2026-02-07');
    expect(
      schedule([item(1_000_000, 'daily')])
        .instalments.slice(0, 2)
        .map((p) => p.date),
    ).toEqual(['2026-02-01', '2026-02-02']);
  });
});

describe('bad input gives a typed error, never a throw', () => {
  it.each<[ScheduleLine[], string, string]>([
    [[], '2026-01-01', 'empty-cart'],
    [[item(100, 'monthly')], '31/01/2026', 'invalid-today'],
    [[{ ...item(100, 'monthly'), lineTotal: Number.NaN as Kobo }], '2026-01-01', 'invalid-item'],
    [[{ ...item(100, 'monthly'), lineTotal: -5 as Kobo }], '2026-01-01', 'invalid-item'],
    [[{ ...item(100, 'monthly'), lineTotal: 1.5 as Kobo }], '2026-01-01', 'invalid-item'],
  ])('%j on %s → %s', (items, today, error) => {
    expect(buildPaymentSchedule(items, today)).toEqual({ ok: false, error });
  });
});

describe('for any cart the spec allows, the schedule is exact to the kobo', () => {
  const cartArb = fc
    .record({
      plan: fc.constantFrom<PaymentPlanType>('monthly', 'weekly', 'daily'),
      today: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
      lines: fc.array(
        fc.record({
          price: fc.integer({ min: 1, max: 200_000_000 }),
          quantity: fc.integer({ min: 1, max: 5 }),
          pct: fc.integer({ min: 35, max: 100 }),
          full: fc.boolean(),
        }),
        { minLength: 1, maxLength: 6 },
      ),
    })
    .map(({ plan, today, lines }) => ({
      today: today.toISOString().slice(0, 10),
      items: lines.map((l) => item(l.price, l.full ? 'full' : plan, l.pct, l.quantity)),
    }));

  it('sums to the total, has no negative instalment, amounts differ by at most one kobo, dates strictly increase', () => {
    fc.assert(
      fc.property(cartArb, ({ items, today }) => {
        const s = schedule(items, today);
        const paid = s.firstPayment.amount + s.instalments.reduce((sum, p) => sum + p.amount, 0);
        expect(paid).toBe(s.total);
        expect(s.total).toBe(items.reduce((sum, i) => sum + i.lineTotal, 0));
        const amounts = s.instalments.map((p) => p.amount);
        for (const a of [s.firstPayment.amount, ...amounts]) expect(a).toBeGreaterThanOrEqual(0);
        if (amounts.length > 0) expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        const dates = [s.firstPayment.date, ...s.instalments.map((p) => p.date)];
        for (let i = 1; i < dates.length; i++)
          expect((dates[i] as string) > (dates[i - 1] as string)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('direct-debit panel: total instalment amount = consolidated total − first instalment payment; count = other payments', () => {
  it('₦300,000 consolidated, ₦105,000 first, six other payments', () => {
    expect(directDebitSummary(kobo(30_000_000), kobo(10_500_000), [1, 2, 3, 4, 5, 6])).toEqual({
      totalInstalmentAmount: 19_500_000,
      numberOfInstalments: 6,
    });
  });

  it('never shows a negative amount', () => {
    expect(directDebitSummary(kobo(100), kobo(500), []).totalInstalmentAmount).toBe(0);
  });
});
