import { describe, expect, it } from 'vitest';
import { cartLineTotal, cartTotals } from './cart';

describe('cart totals', () => {
  it('a line costs its unit price times its quantity, in kobo', () => {
    expect(cartLineTotal({ unitPrice: 125_050, quantity: 3 })).toBe(375_150);
  });

  it.each([
    [[], { totalItems: 0, totalQuantity: 0, totalAmount: 0 }],
    [[{ unitPrice: 100, quantity: 1 }], { totalItems: 1, totalQuantity: 1, totalAmount: 100 }],
    [
      [
        { unitPrice: 45_000_050, quantity: 2 },
        { unitPrice: 1, quantity: 99 },
      ],
      { totalItems: 2, totalQuantity: 101, totalAmount: 90_000_199 },
    ],
  ])('the cart %j totals %j, exact to the kobo', (lines, totals) => {
    expect(cartTotals(lines)).toEqual(totals);
  });
});
