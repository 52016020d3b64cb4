import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { cartLinePaymentOptions } from './cart';
import { orderTotal } from './checkout';
import { type Kobo, kobo } from './money';
import { buildOrderSchedule } from './order-rules';
import { PAYMENT_PLAN_TYPES, type PaymentPlanType } from './payment-options';
import {
  CHEAPEST_SHIPPING_OPTION,
  cheapestShippingOption,
  instalmentQuote,
  type QuoteLine,
  quotedPaymentOptions,
  quoteIncludesLabel,
} from './quote';
import { SHIPPING_OPTIONS, shippingOption } from './shipping';

const TODAY = '2026-11-26';
const standard = shippingOption('standard');
const express = shippingOption('express');
if (!standard || !express) throw new Error('the shop has standard and express delivery');

/** The Samsung Galaxy Tab A9 of issue 27: ₦265,000, 40% down. */
const tablet = cartLinePaymentOptions({
  unitPrice: kobo(26_500_000),
  quantity: 1,
  minimumDownPaymentPercentage: 40,
});

/** Checkout as it prices a cart (checkout-view.ts and the server's pricing): orderTotal, then buildOrderSchedule. */
function checkoutFigures(lines: readonly QuoteLine[], shipping: Kobo, today: string) {
  const subtotal = kobo(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const totals = orderTotal(subtotal, shipping);
  const built = buildOrderSchedule(
    lines.map((line) => ({ lineTotal: line.lineTotal, plan: line.plan, options: line.options })),
    totals.total,
    today,
  );
  if (!built.ok) throw new Error(built.error);
  return { totals, schedule: built.schedule };
}

describe('instalmentQuote: the instalment shown before checkout is the one checkout takes', () => {
  it("the ₦265,000 tablet on the monthly plan is ₦106,000 today, then 6 × ₦30,229.17 (₦287,375 with VAT and standard delivery), not '₦26,500 / month'", () => {
    const result = instalmentQuote(
      [{ lineTotal: kobo(26_500_000), plan: 'monthly', options: tablet }],
      standard,
      TODAY,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote.totals).toEqual({
      subtotal: 26_500_000,
      vat: 1_987_500,
      shipping: 250_000,
      total: 28_737_500,
    });
    expect(result.quote.dueToday).toBe(10_600_000);
    expect(result.quote.instalment).toBe(3_022_917);
    expect(result.quote.schedule.instalmentCount).toBe(6);
    expect(result.quote.shipping).toBe(standard);
  });

  it('a cart paid in full pays everything today, VAT and delivery included, and no instalment', () => {
    const result = instalmentQuote(
      [{ lineTotal: kobo(26_500_000), plan: 'full', options: tablet }],
      standard,
      TODAY,
    );
    expect(result.ok && result.quote.dueToday).toBe(28_737_500);
    expect(result.ok && result.quote.instalment).toBe(0);
  });

  it("an empty cart or an invalid day gives the schedule's error, never a figure", () => {
    expect(instalmentQuote([], standard, TODAY)).toEqual({ ok: false, error: 'empty-cart' });
    expect(
      instalmentQuote([{ lineTotal: kobo(100), plan: 'full', options: [] }], standard, 'not a day'),
    ).toEqual({ ok: false, error: 'invalid-today' });
  });

  it("the cheapest delivery option is standard delivery, said in words as 'VAT and standard delivery included'", () => {
    expect(CHEAPEST_SHIPPING_OPTION).toBe(standard);
    expect(cheapestShippingOption([express, standard])).toBe(standard);
    expect(cheapestShippingOption([express])).toBe(express);
    expect(quoteIncludesLabel(CHEAPEST_SHIPPING_OPTION)).toBe('VAT and standard delivery included');
    expect(quoteIncludesLabel(express)).toBe('VAT and express delivery included');
  });
});

describe('quotedPaymentOptions: a product page and a plan picker show each plan as checkout takes it', () => {
  it('the tablet: ₦30,229.17 / month after ₦106,000, and ₦287,375 in full', () => {
    const quoted = quotedPaymentOptions(tablet, standard, TODAY);
    expect(quoted.map((o) => [o.type, o.amount, o.downPayment, o.totalPrice, o.instalmentCount])).toEqual([
      ['monthly', 3_022_917, 10_600_000, 28_737_500, 6],
      ['weekly', 755_730, 10_600_000, 28_737_500, 24],
      ['daily', 100_764, 10_600_000, 28_737_500, 180],
      ['full', 28_737_500, 28_737_500, 28_737_500, 0],
    ]);
  });

  it('an option that cannot be quoted (a negative price) is left out', () => {
    expect(
      quotedPaymentOptions(
        [
          {
            type: 'full',
            amount: kobo(-1),
            totalPrice: kobo(-1),
            downPayment: kobo(-1),
            instalmentCount: 0,
          },
        ],
        standard,
        TODAY,
      ),
    ).toEqual([]);
  });
});

// A generated cart: one to four lines on one instalment plan (or full), some lines paid in full beside it,
// as the mixing rule allows; any product price, quantity and minimum down payment of the catalogue's kind.
const line = fc
  .record({
    unitPrice: fc.integer({ min: 100, max: 300_000_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    minimum: fc.constantFrom(20, 35, 40, 50, 60, 100),
    full: fc.boolean(),
  })
  .map(({ unitPrice, quantity, minimum, full }) => ({
    options: cartLinePaymentOptions({
      unitPrice: kobo(unitPrice),
      quantity,
      minimumDownPaymentPercentage: minimum,
    }),
    lineTotal: kobo(unitPrice * quantity),
    full,
  }));
const cart = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  plan: fc.constantFrom<PaymentPlanType>(...PAYMENT_PLAN_TYPES),
  shipping: fc.constantFrom(...SHIPPING_OPTIONS),
  today: fc.integer({ min: 0, max: 3_650 }).map((days) => addDays('2024-01-01', days)),
});

describe('50 generated carts: product page, cart and checkout agree on every plan', () => {
  it('the quote is checkout’s figures: total, due today, every instalment and the count', () => {
    fc.assert(
      fc.property(cart, ({ lines, plan, shipping, today }) => {
        const quoteLines: QuoteLine[] = lines.map((l) => ({
          lineTotal: l.lineTotal,
          plan: l.full ? 'full' : plan,
          options: l.options,
        }));
        const result = instalmentQuote(quoteLines, shipping, today);
        if (!result.ok) throw new Error(result.error);
        const { quote } = result;
        const checkout = checkoutFigures(quoteLines, shipping.amount, today);
        expect(quote.totals).toEqual(checkout.totals);
        expect(quote.schedule).toEqual(checkout.schedule);
        expect(quote.dueToday).toBe(checkout.schedule.firstPayment.amount);
        // The instalment shown is the largest one charged; the others are it or one kobo less.
        for (const payment of checkout.schedule.instalments) {
          expect(quote.instalment - payment.amount).toBeGreaterThanOrEqual(0);
          expect(quote.instalment - payment.amount).toBeLessThanOrEqual(1);
        }
        // What is shown sums to what is paid: nothing hidden.
        const paid = checkout.schedule.instalments.reduce<number>((sum, p) => sum + p.amount, quote.dueToday);
        expect(paid).toBe(quote.totals.total);
      }),
      { numRuns: 50 },
    );
  });

  it("a product page's quoted plan is the cart's and checkout's for that product alone, on every plan", () => {
    fc.assert(
      fc.property(line, cart, (product, { shipping, today }) => {
        for (const option of quotedPaymentOptions(product.options, shipping, today)) {
          const alone: QuoteLine[] = [
            { lineTotal: product.lineTotal, plan: option.type, options: product.options },
          ];
          const checkout = checkoutFigures(alone, shipping.amount, today);
          expect(option.totalPrice).toBe(checkout.totals.total);
          expect(option.downPayment).toBe(checkout.schedule.firstPayment.amount);
          expect(option.instalmentCount).toBe(checkout.schedule.instalmentCount);
          expect(option.amount).toBe(
            checkout.schedule.instalments[0]?.amount ?? checkout.schedule.firstPayment.amount,
          );
        }
      }),
      { numRuns: 50 },
    );
  });
});
