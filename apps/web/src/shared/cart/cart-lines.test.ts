import type { CartData, CartItem } from '@oja/api-client';
import { cartLinePaymentOptions, cartLineTotal, kobo } from '@oja/domain';
import { describe, expect, it } from 'vitest';
import { toCartView, withLines, withQuantity } from './cart-lines';

// The cart as the app keeps it: the wire (naira, its misspelled names) parsed once into kobo and plain names;
// between a tap and the server's answer, the domain's own functions re-plan a line and sum the cart.

const item = {
  productID: 'OJA-PHN-001',
  productName: 'Tecno Spark 20',
  slug: 'tecno-spark-20',
  produtCategory: { slug: 'phones', parent_category: { slug: 'electronics' } },
  coverImage: '/media/spark.webp',
  price: 150_000.5,
  quantity: 2,
  totalPrice: 300_001,
  selectedPaymentPlan: 'weekly',
  linePaymentOptions: [],
  minimumDownPaymentPercentage: '35',
} as unknown as CartItem;

const data = {
  cart: { items: [item], summary: { total_items: 1, total_quantity: 2, total_amount: 300_001 } },
  owner: { cartSessionID: 's1' },
} as unknown as CartData;

describe('toCartView: an answer of the cart API as the screens show it', () => {
  const view = toCartView(data);
  const [line] = view.lines;

  it('turns the naira of the wire into kobo, once', () => {
    expect(line?.price).toBe(kobo(15_000_050));
    expect(line?.lineTotal).toBe(kobo(30_000_100));
    expect(view.summary).toEqual({ totalQuantity: 2, subtotal: kobo(30_000_100) });
  });

  it("names the line plainly and links it to its product's page", () => {
    expect(line).toMatchObject({
      productID: 'OJA-PHN-001',
      name: 'Tecno Spark 20',
      href: '/electronics/phones/OJA-PHN-001/tecno-spark-20',
      plan: 'weekly',
      quantity: 2,
      // The wire's '35', read once here as the number every rule after takes.
      minimumDownPaymentPercentage: 35,
    });
  });

  it('shows a plan the app does not know as paying in full', () => {
    const odd = toCartView({
      ...data,
      cart: { ...data.cart, items: [{ ...item, selectedPaymentPlan: 'yearly' } as unknown as CartItem] },
    } as CartData);
    expect(odd.lines[0]?.plan).toBe('full');
  });

  it('marks a line the operator took off sale (available false) as unavailable, and only that one', () => {
    const view = toCartView({
      ...data,
      cart: {
        ...data.cart,
        items: [
          { ...item, available: true },
          { ...item, productID: 'OJA-GONE', available: false },
        ] as unknown as CartItem[],
      },
    } as CartData);
    expect(view.lines.map((l) => l.unavailable)).toEqual([undefined, true]);
  });
});

describe('between a tap and the answer: the domain re-plans and sums as the server does', () => {
  const line = toCartView(data).lines[0];
  if (!line) throw new Error('no line');

  it("withQuantity: the line's total and options are the domain's for the new quantity", () => {
    const three = withQuantity(line, 3);
    const amounts = { unitPrice: line.price, quantity: 3 };
    expect(three.quantity).toBe(3);
    expect(three.lineTotal).toBe(cartLineTotal(amounts));
    expect(three.paymentOptions).toEqual(
      cartLinePaymentOptions({ ...amounts, minimumDownPaymentPercentage: 35 }),
    );
  });

  it("withLines: the cart's summary is the sum of its lines", () => {
    const cart = withLines([withQuantity(line, 1), { ...withQuantity(line, 2), productID: 'OJA-2' }]);
    expect(cart.summary).toEqual({ totalQuantity: 3, subtotal: kobo(15_000_050 * 3) });
  });

  it('withLines: a line taken off sale stays listed but adds nothing to the summary', () => {
    const gone = { ...withQuantity(line, 2), productID: 'OJA-GONE', unavailable: true as const };
    const cart = withLines([withQuantity(line, 1), gone]);
    expect(cart.lines).toHaveLength(2);
    expect(cart.summary).toEqual({ totalQuantity: 1, subtotal: kobo(15_000_050) });
  });
});
