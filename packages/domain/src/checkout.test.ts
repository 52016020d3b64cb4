import { describe, expect, it } from 'vitest';
import {
  addToCartWarning,
  cardProviderAmount,
  cardProviderAmountFromNaira,
  checkoutGate,
  clampQuantity,
  instalmentLimit,
  orderTotal,
  validateDownPayment,
} from './checkout';
import { kobo } from './money';

describe('order total = item subtotal + 7.5% of subtotal + shipping, VAT rounded half up to the kobo', () => {
  it('₦100,000 and ₦2,500 shipping: ₦7,500 VAT, ₦110,000 total', () => {
    expect(orderTotal(kobo(10_000_000), kobo(250_000))).toEqual({
      subtotal: 10_000_000,
      vat: 750_000,
      shipping: 250_000,
      total: 11_000_000,
    });
  });

  it.each([
    [2, 0],
    [6, 0],
    [7, 1],
    [20, 2],
    [1_999, 150],
  ])('%i kobo carries %i kobo of VAT', (subtotal, vat) => {
    expect(orderTotal(kobo(subtotal), kobo(0)).vat).toBe(vat);
  });
});

describe('card amount sent to the provider = amount × 100 (kobo)', () => {
  it('₦64,750 goes as 6,475,000', () => {
    expect(cardProviderAmount(kobo(6_475_000))).toBe(6_475_000);
    expect(cardProviderAmountFromNaira(64_750)).toBe(6_475_000);
    expect(cardProviderAmountFromNaira(19.99)).toBe(1999);
  });
});

describe('down payment bounds: at least the product minimum (never under 35%), at most 60%', () => {
  it.each([
    [35, 35, { ok: true, percent: 35 }],
    [50, 40, { ok: true, percent: 50 }],
    [60, 35, { ok: true, percent: 60 }],
    [30, 35, { ok: false, error: 'below-product-minimum', min: 35, max: 60 }],
    [40, 45, { ok: false, error: 'below-product-minimum', min: 45, max: 60 }],
    [30, 20, { ok: false, error: 'below-product-minimum', min: 35, max: 60 }],
    [40, 20, { ok: true, percent: 40 }],
    [61, 35, { ok: false, error: 'above-maximum', min: 35, max: 60 }],
    [100, 100, { ok: true, percent: 100 }],
    [60, 100, { ok: false, error: 'below-product-minimum', min: 100, max: 100 }],
    [Number.NaN, 35, { ok: false, error: 'not-a-number', min: 35, max: 60 }],
    [Number.POSITIVE_INFINITY, 35, { ok: false, error: 'not-a-number', min: 35, max: 60 }],
  ])('%s against a minimum of %s', (requested, minimum, result) => {
    expect(validateDownPayment(requested, minimum)).toEqual(result);
  });
});

describe('checkout is blocked above ₦500,000 unless the shopper is logged in and Tier 2', () => {
  it.each([
    [50_000_000, { loggedIn: false, isTier2: false }, { allowed: true }],
    [50_000_001, { loggedIn: true, isTier2: true }, { allowed: true }],
    [
      50_000_001,
      { loggedIn: true, isTier2: false },
      { allowed: false, reason: 'tier-2-required', prompt: 'upgrade-now' },
    ],
    [
      50_000_001,
      { loggedIn: false, isTier2: false },
      { allowed: false, reason: 'tier-2-required', prompt: 'sign-in-to-upgrade' },
    ],
    [
      50_000_001,
      { loggedIn: false, isTier2: true },
      { allowed: false, reason: 'tier-2-required', prompt: 'sign-in-to-upgrade' },
    ],
  ])('%i kobo for %j', (subtotal, shopper, gate) => {
    expect(checkoutGate(kobo(subtotal), shopper)).toEqual(gate);
  });

  it('Tier 1 limit is ₦500k and Tier 2 ₦1m', () => {
    expect(instalmentLimit(false)).toBe(50_000_000);
    expect(instalmentLimit(true)).toBe(100_000_000);
  });
});

describe('quantity never below 1', () => {
  it.each([
    [3, 3],
    [1, 1],
    [0, 1],
    [-2, 1],
    ['4', 4],
    [2.7, 2],
    ['x', 1],
    [null, 1],
  ])('%j → %i', (q, n) => {
    expect(clampQuantity(q)).toBe(n);
  });
});

describe("adding an item already in the cart gives 'Item already in cart'", () => {
  it('warns only for a product already there', () => {
    expect(addToCartWarning(['OJA-PHN-001'], 'OJA-PHN-001')).toBe('Item already in cart');
    expect(addToCartWarning(['OJA-PHN-001'], 'OJA-PHN-002')).toBeNull();
  });
});
