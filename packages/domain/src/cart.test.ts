import { describe, expect, it } from 'vitest';
import { boughtLines, cartLinePaymentOptions, cartLineTotal, cartTotals } from './cart';
import { kobo } from './money';
import { buildPaymentOptions } from './payment-options';

describe('cart totals', () => {
  it('a line costs its unit price times its quantity, in kobo', () => {
    expect(cartLineTotal({ unitPrice: kobo(125_050), quantity: 3 })).toBe(375_150);
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
    const amounts = lines.map((l) => ({ ...l, unitPrice: kobo(l.unitPrice) }));
    expect(cartTotals(amounts)).toEqual(totals);
  });
});

describe("a cart line's payment options", () => {
  const line = { unitPrice: kobo(100_001), quantity: 3, minimumDownPaymentPercentage: 35 };

  it('are the plans of the line total, so a line shows what checkout charges for it', () => {
    const options = cartLinePaymentOptions(line);
    const weekly = options.find((o) => o.type === 'weekly');
    expect(weekly).toMatchObject({ totalPrice: 300_003, downPayment: 105_002 });
    // Per-unit amounts × 3 would ask one kobo more down: ⌈35,000.35⌉ × 3 = 105,003.
    const perUnit = buildPaymentOptions(line.unitPrice, 35).find((o) => o.type === 'weekly');
    expect((perUnit?.downPayment ?? 0) * 3).toBe(105_003);
  });

  it("of one item are the product's own options", () => {
    expect(cartLinePaymentOptions({ ...line, quantity: 1 })).toEqual(buildPaymentOptions(kobo(100_001), 35));
  });

  it('offer full payment only when the product asks 100% down', () => {
    expect(cartLinePaymentOptions({ ...line, minimumDownPaymentPercentage: 100 }).map((o) => o.type)).toEqual(
      ['full'],
    );
  });
});

describe('boughtLines', () => {
  it('leaves out the lines taken off sale, in order, and keeps the others as they are', () => {
    const lines = [
      { id: 'a', offSale: false },
      { id: 'b', offSale: true },
      { id: 'c', offSale: false },
    ];
    expect(boughtLines(lines, (line) => line.offSale)).toEqual([lines[0], lines[2]]);
    expect(boughtLines(lines, () => true)).toEqual([]);
  });
});
