import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import {
  amountOwed,
  type InstalmentPayment,
  type PayoffResult,
  payNextNow,
  payOff,
} from './instalment-payoff';
import type { InstalmentRow, InstalmentRowStatus } from './instalment-status';
import { type Kobo, kobo } from './money';
import { buildOrderSchedule } from './order-rules';
import { buildPaymentOptions } from './payment-options';

const TODAY = '2026-03-10';

const row = (number: number, amount: number, status: InstalmentRowStatus = 'unpaid'): InstalmentRow => ({
  number,
  dueDate: addDays('2026-01-10', 30 * number),
  amountKobo: kobo(amount),
  status,
});

function ok(result: PayoffResult): InstalmentPayment {
  if (!result.ok) throw new Error(result.error);
  return result.payment;
}

const schedule = [
  row(0, 6_475_000, 'paid'),
  row(1, 2_004_167, 'paid'),
  row(2, 2_004_167, 'failed'),
  row(3, 2_004_167),
  row(4, 2_004_166),
];

describe('pay next now: the lowest-numbered row not paid, its amount exactly', () => {
  it('pays a failed instalment before the later ones', () => {
    const payment = ok(payNextNow(schedule, TODAY));
    expect(payment).toMatchObject({ amountKobo: 2_004_167, numbers: [2], paidOn: TODAY });
    expect(payment.schedule.map((r) => r.status)).toEqual(['paid', 'paid', 'paid', 'unpaid', 'unpaid']);
  });

  it('leaves the other rows untouched and keeps their order', () => {
    const payment = ok(payNextNow([row(3, 500), row(2, 400), row(1, 300, 'paid')], TODAY));
    expect(payment.numbers).toEqual([2]);
    expect(payment.schedule).toEqual([row(3, 500), row(2, 400, 'paid'), row(1, 300, 'paid')]);
  });

  it('does not change the schedule it was given', () => {
    const copy = schedule.map((r) => ({ ...r }));
    payNextNow(schedule, TODAY);
    expect(schedule).toEqual(copy);
  });
});

describe('pay off: every row not paid, for the sum of their amounts exactly', () => {
  it('₦20,041.67 + ₦20,041.67 + ₦20,041.66 = ₦60,125.00, then everything is paid', () => {
    const payment = ok(payOff(schedule, TODAY));
    expect(payment).toMatchObject({ amountKobo: 6_012_500, numbers: [2, 3, 4], paidOn: TODAY });
    expect(payment.schedule.every((r) => r.status === 'paid')).toBe(true);
    expect(amountOwed(schedule)).toBe(6_012_500);
  });

  it("an order's schedule, down payment paid: owes the total less the first payment", () => {
    const options = buildPaymentOptions(kobo(18_500_000), 35);
    const built = buildOrderSchedule(
      [{ lineTotal: kobo(18_500_000), plan: 'monthly', options }],
      kobo(18_500_000 + 1_387_500 + 250_000),
      TODAY,
    );
    if (!built.ok) throw new Error(built.error);
    const { firstPayment, instalments, total } = built.schedule;
    const rows: InstalmentRow[] = [firstPayment, ...instalments].map((p) => ({
      number: p.number,
      dueDate: p.date,
      amountKobo: p.amount,
      status: p.number === 0 ? 'paid' : 'unpaid',
    }));
    expect(ok(payOff(rows, TODAY)).amountKobo).toBe(total - firstPayment.amount);
  });
});

describe('what cannot be paid', () => {
  it.each([
    ['every row paid', [row(0, 100, 'paid'), row(1, 100, 'paid')], TODAY, 'nothing-owed'],
    ['no rows', [], TODAY, 'nothing-owed'],
    ['today is not a date', schedule, '10/03/2026', 'invalid-today'],
    ['a negative amount', [row(1, -100)], TODAY, 'invalid-schedule'],
    ['a fractional amount', [{ ...row(1, 100), amountKobo: 100.5 as Kobo }], TODAY, 'invalid-schedule'],
    ['a repeated number', [row(1, 100), row(1, 100)], TODAY, 'invalid-schedule'],
    ['a negative number', [row(-1, 100)], TODAY, 'invalid-schedule'],
    ['a fractional number', [row(1.5, 100)], TODAY, 'invalid-schedule'],
    ['a due date that is not one', [{ ...row(1, 100), dueDate: '2026-02-30' }], TODAY, 'invalid-schedule'],
    [
      'a status that is not one',
      [{ ...row(1, 100), status: 'refunded' as InstalmentRowStatus }],
      TODAY,
      'invalid-schedule',
    ],
  ] as const)('%s: %s', (_, rows, today, error) => {
    expect(payNextNow(rows, today)).toEqual({ ok: false, error });
    expect(payOff(rows, today)).toEqual({ ok: false, error });
  });

  it('owes nothing on a schedule that is all paid', () => {
    expect(amountOwed([row(0, 100, 'paid')])).toBe(0);
  });
});

describe('property: paying next until nothing is left sums exactly to the pay-off amount', () => {
  const schedules = fc
    .uniqueArray(
      fc.record({
        number: fc.integer({ min: 0, max: 200 }),
        days: fc.integer({ min: -400, max: 400 }),
        amount: fc.integer({ min: 0, max: 100_000_000 }),
        status: fc.constantFrom<InstalmentRowStatus>('paid', 'failed', 'unpaid'),
      }),
      { selector: (r) => r.number, maxLength: 40 },
    )
    .map((rows) =>
      rows.map(
        (r): InstalmentRow => ({
          number: r.number,
          dueDate: addDays(TODAY, r.days),
          amountKobo: kobo(r.amount),
          status: r.status,
        }),
      ),
    );

  it('holds for any schedule; no amount is negative; each step pays the lowest unpaid row', () => {
    fc.assert(
      fc.property(schedules, (rows) => {
        const owedNow = amountOwed(rows);
        const off = payOff(rows, TODAY);
        let current = rows;
        let paid = 0;
        let steps = 0;
        let last = -1;
        for (;;) {
          const next = payNextNow(current, TODAY);
          if (!next.ok) {
            expect(next.error).toBe('nothing-owed');
            break;
          }
          const { amountKobo, numbers, schedule: after } = next.payment;
          expect(amountKobo).toBeGreaterThanOrEqual(0);
          expect(numbers).toHaveLength(1);
          expect(numbers[0] as number).toBeGreaterThan(last);
          expect(amountOwed(after)).toBe(amountOwed(current) - amountKobo);
          last = numbers[0] as number;
          paid += amountKobo;
          steps++;
          current = after;
        }
        expect(steps).toBe(rows.filter((r) => r.status !== 'paid').length);
        expect(paid).toBe(owedNow);
        if (steps === 0) {
          expect(off).toEqual({ ok: false, error: 'nothing-owed' });
        } else {
          const payment = ok(off);
          expect(payment.amountKobo).toBe(paid);
          expect(payment.amountKobo).toBeGreaterThanOrEqual(0);
          expect(payment.schedule).toEqual(current);
          expect(amountOwed(payment.schedule)).toBe(0);
        }
      }),
    );
  });
});
