import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLinePaymentOptions } from './cart';
import { orderTotal } from './checkout';
import { MANDATE_REQUIRED_MESSAGE } from './credit';
import { CREDIT_FROZEN_MESSAGE } from './credit-controls';
import { type Kobo, kobo, sumKobo } from './money';
import {
  buildOrderSchedule,
  EMPTY_CART_MESSAGE,
  INSTALMENT_VERIFICATION_MESSAGE,
  instalmentLimitMessage,
  noLongerAvailableMessage,
  type OrderRuleLine,
  type OrderRuleShopper,
  orderRefusal,
  outOfStockMessage,
  TIER_2_REQUIRED_MESSAGE,
} from './order-rules';
import { MIXED_PLANS_MESSAGE } from './plans';
import { buildPaymentSchedule } from './schedule';
import { SHIPPING_OPTIONS, shippingOption } from './shipping';

const naira = (n: number): Kobo => kobo(n * 100);
const line = (
  plan: OrderRuleLine['plan'],
  price: number,
  extra: Partial<OrderRuleLine> = {},
): OrderRuleLine => ({
  productName: 'Tecno Spark 20',
  unitPrice: naira(price),
  quantity: 1,
  plan,
  minimumDownPaymentPercentage: 35,
  ...extra,
});
const VERIFIED: OrderRuleShopper = { isTier2: false, addressVerified: true, debtVerified: true };
const TIER_2: OrderRuleShopper = { ...VERIFIED, isTier2: true };

describe('the rules an order must keep, whatever the browser sends', () => {
  it.each<[string, OrderRuleLine[], OrderRuleShopper, string | null]>([
    ['an empty cart', [], VERIFIED, EMPTY_CART_MESSAGE],
    [
      'a product taken off sale since it was put in the cart, even paid in full',
      [line('full', 10_000), line('full', 20_000, { productName: 'Haier Fridge', available: false })],
      VERIFIED,
      'Sorry, Haier Fridge is no longer available: remove it from your cart to check out',
    ],
    [
      'a product off sale comes before every other rule (mixed plans here)',
      [line('weekly', 10_000, { available: false }), line('monthly', 20_000)],
      VERIFIED,
      noLongerAvailableMessage('Tecno Spark 20'),
    ],
    ['a product still on sale', [line('full', 10_000, { available: true })], VERIFIED, null],
    ['one weekly line, verified', [line('weekly', 185_000)], VERIFIED, null],
    ['full payment beside one plan', [line('full', 10_000), line('weekly', 20_000)], VERIFIED, null],
    [
      'weekly beside monthly',
      [line('weekly', 10_000), line('monthly', 20_000)],
      VERIFIED,
      MIXED_PLANS_MESSAGE,
    ],
    [
      'instalments without a verified address',
      [line('monthly', 10_000)],
      { ...VERIFIED, addressVerified: false },
      INSTALMENT_VERIFICATION_MESSAGE,
    ],
    [
      'instalments without a debt check',
      [line('monthly', 10_000)],
      { ...VERIFIED, debtVerified: false },
      INSTALMENT_VERIFICATION_MESSAGE,
    ],
    [
      'full payment needs no verification',
      [line('full', 10_000)],
      { isTier2: false, addressVerified: false, debtVerified: false },
      null,
    ],
    ['Tier 1 at exactly ₦500,000 on instalments', [line('daily', 500_000)], VERIFIED, null],
    ['Tier 1 above ₦500,000, even in full', [line('full', 500_000.01)], VERIFIED, TIER_2_REQUIRED_MESSAGE],
    [
      'Tier 1 above ₦500,000 on instalments',
      [line('monthly', 250_000, { quantity: 3 })],
      VERIFIED,
      TIER_2_REQUIRED_MESSAGE,
    ],
    ['Tier 2 at exactly ₦1,000,000 on instalments', [line('monthly', 1_000_000)], TIER_2, null],
    [
      'Tier 2 above ₦1,000,000 on instalments',
      [line('monthly', 1_000_000.01)],
      TIER_2,
      'Instalment orders are limited to ₦1,000,000 on Tier 2: pay in full or remove some items',
    ],
    ['Tier 2 above ₦1,000,000 in full', [line('full', 1_850_000)], TIER_2, null],
    [
      'a product whose down payment is 70%, on instalments',
      [line('monthly', 10_000, { productName: 'Gold chain', minimumDownPaymentPercentage: 70 })],
      VERIFIED,
      'The down payment on Gold chain would be above the 60% our terms allow: choose full payment for it',
    ],
    [
      'a down payment of exactly 60%',
      [line('monthly', 10_000, { minimumDownPaymentPercentage: 60 })],
      VERIFIED,
      null,
    ],
    [
      'a product at 20% (below the 35% marketed)',
      [line('monthly', 10_000, { minimumDownPaymentPercentage: 20 })],
      VERIFIED,
      null,
    ],
    [
      'the 70% product paid in full',
      [line('full', 10_000, { minimumDownPaymentPercentage: 70 })],
      VERIFIED,
      null,
    ],
  ])('%s', (_, lines, shopper, message) => {
    expect(orderRefusal(lines, shopper)?.message ?? null).toBe(message);
  });
});

describe('the instalment limit counts what the shopper still owes on earlier instalment orders', () => {
  const owing = (owed: number, shopper: OrderRuleShopper = VERIFIED): OrderRuleShopper => ({
    ...shopper,
    owedKobo: naira(owed),
  });

  it.each<[string, OrderRuleLine[], OrderRuleShopper, [string, string] | null]>([
    [
      'Tier 1, ₦450,000 owed, a ₦100,000 instalment cart: refused, ₦50,000 of credit left',
      [line('weekly', 100_000)],
      owing(450_000),
      [
        'above-instalment-limit',
        'Instalment orders are limited to ₦500,000 on Tier 1: you still owe ₦450,000 on earlier orders, so ₦50,000 of credit is left. Pay in full or remove some items',
      ],
    ],
    [
      'Tier 1, ₦450,000 owed, a ₦50,000 instalment cart: allowed',
      [line('weekly', 50_000)],
      owing(450_000),
      null,
    ],
    ['Tier 1, ₦0 owed, a ₦500,000 instalment cart: allowed', [line('monthly', 500_000)], owing(0), null],
    [
      'Tier 2, ₦0 owed, ₦1,000,000.01: the spec’s message, as before',
      [line('monthly', 1_000_000.01)],
      owing(0, TIER_2),
      [
        'above-instalment-limit',
        'Instalment orders are limited to ₦1,000,000 on Tier 2: pay in full or remove some items',
      ],
    ],
    [
      'Tier 2, ₦900,000 owed, a ₦150,000 instalment cart: refused',
      [line('daily', 150_000)],
      owing(900_000, TIER_2),
      [
        'above-instalment-limit',
        'Instalment orders are limited to ₦1,000,000 on Tier 2: you still owe ₦900,000 on earlier orders, so ₦100,000 of credit is left. Pay in full or remove some items',
      ],
    ],
    [
      'Tier 1, ₦500,000 owed, any instalment cart: refused, no credit left',
      [line('weekly', 1_000)],
      owing(500_000),
      [
        'above-instalment-limit',
        'Instalment orders are limited to ₦500,000 on Tier 1: you still owe ₦500,000 on earlier orders, so no credit is left. Pay in full',
      ],
    ],
    [
      'the instalment line and a full line beside it both count (the item subtotal, as before)',
      [line('full', 40_000), line('weekly', 20_000)],
      owing(450_000),
      [
        'above-instalment-limit',
        'Instalment orders are limited to ₦500,000 on Tier 1: you still owe ₦450,000 on earlier orders, so ₦50,000 of credit is left. Pay in full or remove some items',
      ],
    ],
    [
      'a full-payment cart is never refused for what is owed',
      [line('full', 400_000)],
      owing(2_000_000),
      null,
    ],
    ['owedKobo absent: nothing owed', [line('monthly', 500_000)], VERIFIED, null],
  ])('%s', (_, lines, shopper, refusal) => {
    const result = orderRefusal(lines, shopper);
    expect(result && [result.reason, result.message]).toEqual(refusal);
  });

  it('the Tier 2 gate still comes first for a Tier 1 cart above ₦500,000', () => {
    expect(orderRefusal([line('weekly', 600_000)], owing(450_000))?.reason).toBe('tier-2-required');
  });
});

describe('an earlier instalment order without a direct debit: no new instalment order until it has one', () => {
  const withoutMandate: OrderRuleShopper = { ...VERIFIED, hasOrderWithoutMandate: true };

  it.each<[string, OrderRuleLine[], OrderRuleShopper, string | null]>([
    ['an instalment cart is refused', [line('weekly', 10_000)], withoutMandate, 'mandate-required'],
    [
      'verification is asked for first',
      [line('weekly', 10_000)],
      { ...withoutMandate, debtVerified: false },
      'verification-required',
    ],
    [
      'before the limit: set up the direct debit, then see what credit is left',
      [line('weekly', 100_000)],
      { ...withoutMandate, owedKobo: naira(450_000) },
      'mandate-required',
    ],
    ['a full-payment cart is not refused', [line('full', 10_000)], withoutMandate, null],
    [
      'every direct debit set up',
      [line('weekly', 10_000)],
      { ...VERIFIED, hasOrderWithoutMandate: false },
      null,
    ],
  ])('%s', (_, lines, shopper, reason) => {
    expect(orderRefusal(lines, shopper)?.reason ?? null).toBe(reason);
  });

  it('says where to set it up', () => {
    expect(orderRefusal([line('monthly', 10_000)], withoutMandate)?.message).toBe(MANDATE_REQUIRED_MESSAGE);
  });
});

describe('credit the operator froze or limited: no new instalment order above it; paying in full still works', () => {
  const frozen: OrderRuleShopper = { ...VERIFIED, creditFrozen: true };

  it.each<[string, OrderRuleLine[], OrderRuleShopper, string | null]>([
    ['a frozen shopper’s instalment cart is refused', [line('weekly', 10_000)], frozen, 'credit-frozen'],
    ['a frozen shopper may still pay in full', [line('full', 10_000)], frozen, null],
    [
      'verification is asked for before the freeze',
      [line('weekly', 10_000)],
      { ...frozen, addressVerified: false },
      'verification-required',
    ],
    [
      'a custom ₦50,000 limit refuses a ₦60,000 instalment cart',
      [line('monthly', 60_000)],
      { ...TIER_2, customLimitKobo: naira(50_000) },
      'above-instalment-limit',
    ],
    [
      'a custom ₦50,000 limit takes a ₦50,000 instalment cart',
      [line('monthly', 50_000)],
      { ...TIER_2, customLimitKobo: naira(50_000) },
      null,
    ],
    [
      'unfrozen, no custom limit: the tier’s limit',
      [line('monthly', 400_000)],
      { ...VERIFIED, creditFrozen: false, customLimitKobo: null },
      null,
    ],
  ])('%s', (_, lines, shopper, reason) => {
    expect(orderRefusal(lines, shopper)?.reason ?? null).toBe(reason);
  });

  it('says instalments are paused', () => {
    expect(orderRefusal([line('daily', 10_000)], frozen)?.message).toBe(CREDIT_FROZEN_MESSAGE);
    expect(CREDIT_FROZEN_MESSAGE).toMatch(/^Instalments are paused/);
  });
});

describe('property: a cart paid in full is never refused for what the shopper owes or a missing direct debit', () => {
  it('holds for any amount owed, on either tier', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (owed, price, isTier2, hasOrderWithoutMandate) => {
          const lines = [{ ...line('full', 0), unitPrice: kobo(price) }];
          const shopper = { ...VERIFIED, isTier2, owedKobo: kobo(owed), hasOrderWithoutMandate };
          expect(orderRefusal(lines, shopper)).toBeNull();
        },
      ),
    );
  });
});

describe('the instalment limit names the tier and its limit', () => {
  it.each([
    [false, 'Instalment orders are limited to ₦500,000 on Tier 1: pay in full or remove some items'],
    [true, 'Instalment orders are limited to ₦1,000,000 on Tier 2: pay in full or remove some items'],
  ])('Tier 2: %s', (isTier2, message) => {
    expect(instalmentLimitMessage(isTier2)).toBe(message);
  });
});

describe('shipping options: standard ₦2,500 and express ₦5,000 in Lagos', () => {
  it('prices each option and nothing else', () => {
    expect(SHIPPING_OPTIONS.map((o) => [o.id, o.amount])).toEqual([
      ['standard', 250_000],
      ['express', 500_000],
    ]);
    expect(shippingOption('express')?.label).toBe('Express delivery');
    expect(shippingOption('drone')).toBeNull();
    expect(shippingOption(undefined)).toBeNull();
  });
});

describe('stock messages', () => {
  it.each([
    [0, 'Sorry, Tecno Spark 20 is out of stock'],
    [1, 'Sorry, only 1 of Tecno Spark 20 is left'],
    [3, 'Sorry, only 3 of Tecno Spark 20 are left'],
  ])('%i left', (available, message) => {
    expect(outOfStockMessage('Tecno Spark 20', available)).toBe(message);
  });
});

describe('the order schedule sums to the order total; VAT and shipping are spread with the rest', () => {
  const weekly = (price: number) => {
    const options = cartLinePaymentOptions({
      unitPrice: naira(price),
      quantity: 1,
      minimumDownPaymentPercentage: 35,
    });
    return { lineTotal: naira(price), plan: 'weekly' as const, options };
  };

  it('₦185,000 weekly, standard delivery: ₦64,750 today, then 24 weekly payments of the rest', () => {
    const { total } = orderTotal(naira(185_000), naira(2_500));
    expect(total).toBe(naira(201_375));
    const built = buildOrderSchedule([weekly(185_000)], total, '2030-01-01');
    if (!built.ok) throw new Error(built.error);
    const { schedule } = built;
    expect(schedule.firstPayment).toEqual({ number: 0, amount: naira(64_750), date: '2030-01-01' });
    expect(schedule.instalmentCount).toBe(24);
    expect(schedule.instalments[0]).toEqual({ number: 1, amount: 569_271, date: '2030-01-08' });
    expect(schedule.instalments[23]).toEqual({ number: 24, amount: 569_270, date: '2030-06-18' });
    expect(schedule.total).toBe(total);
    expect(schedule.firstPayment.amount + sumKobo(schedule.instalments.map((i) => i.amount))).toBe(total);
  });

  it('paid in full: the whole total, VAT and shipping included, today', () => {
    const item = { lineTotal: naira(10_000), plan: 'full' as const, options: [] };
    const { total } = orderTotal(naira(10_000), naira(5_000));
    const built = buildOrderSchedule([item], total, '2030-01-01');
    expect(built.ok && built.schedule).toMatchObject({
      plan: 'full',
      instalmentCount: 0,
      firstPayment: { amount: naira(15_750) },
      total: naira(15_750),
    });
  });

  it('without VAT or shipping it is the items’ schedule; an empty order has none', () => {
    const items = [weekly(1_000)];
    expect(buildOrderSchedule(items, naira(1_000), '2030-01-01')).toEqual(
      buildPaymentSchedule(items, '2030-01-01'),
    );
    expect(buildOrderSchedule([], naira(1_000), '2030-01-01')).toEqual({ ok: false, error: 'empty-cart' });
  });

  it('refuses a total below the items', () => {
    expect(buildOrderSchedule([weekly(1_000)], naira(999), '2030-01-01')).toEqual({
      ok: false,
      error: 'invalid-item',
    });
  });
});
