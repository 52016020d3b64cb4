import type { User } from '@oja/api-client';
import {
  addDays,
  CHEAPEST_SHIPPING_OPTION,
  cartLinePaymentOptions,
  cartLineTotal,
  kobo,
  type PaymentPlanType,
  quotedPaymentOptions,
} from '@oja/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartView, type CartViewLine, withLines } from '../../shared/cart/cart-lines';
import { cartQuote, quotedCartLines } from '../../shared/cart/cart-quote';
import { checkoutView } from './checkout-view';

/** A shopper checkout lets pay: Tier 2, both verifications, nothing owed. */
const shopper = {
  isTier2: true,
  hasBvn: true,
  residentialAddress: '12 Admiralty Way',
} as unknown as User;

// A generated cart: one to four lines on one instalment plan (lines of products paid in full only, and
// some others, on full beside it, as the mixing rule allows), any price, quantity and minimum down payment.
const line = fc.record({
  unitPrice: fc.integer({ min: 100, max: 30_000_000 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  minimum: fc.constantFrom(20, 35, 40, 50, 60, 100),
  full: fc.boolean(),
});
const cartArb = fc.record({
  lines: fc.uniqueArray(line, { minLength: 1, maxLength: 4, selector: (l) => l.unitPrice }),
  plan: fc.constantFrom<PaymentPlanType>('monthly', 'weekly', 'daily', 'full'),
  today: fc.integer({ min: 0, max: 3_650 }).map((days) => addDays('2024-01-01', days)),
});

interface GeneratedLine {
  unitPrice: number;
  quantity: number;
  minimum: number;
  full: boolean;
}

function cartOf(lines: GeneratedLine[], plan: PaymentPlanType): CartView {
  return withLines(
    lines.map(
      (l, i): CartViewLine => ({
        productID: `P-${i}`,
        name: `Product ${i}`,
        href: `/p/${i}`,
        imageUrl: '',
        price: kobo(l.unitPrice),
        quantity: l.quantity,
        lineTotal: cartLineTotal({ unitPrice: kobo(l.unitPrice), quantity: l.quantity }),
        plan: l.full || l.minimum === 100 ? 'full' : plan,
        paymentOptions: cartLinePaymentOptions({
          unitPrice: kobo(l.unitPrice),
          quantity: l.quantity,
          minimumDownPaymentPercentage: l.minimum,
        }),
        minimumDownPaymentPercentage: l.minimum,
      }),
    ),
  );
}

describe("the cart's figures are checkout's (issue 27)", () => {
  it('50 generated carts: Due today, the instalment, the count and the total are what checkout takes with standard delivery', () => {
    fc.assert(
      fc.property(cartArb, ({ lines, plan, today }) => {
        const cart = cartOf(lines, plan);
        const quote = cartQuote(cart, today);
        const checkout = checkoutView(cart, shopper, CHEAPEST_SHIPPING_OPTION.id, today);
        if (checkout.kind !== 'ready') throw new Error(checkout.message);
        expect(quote?.total).toBe(checkout.totals.total);
        expect(quote?.dueToday).toBe(checkout.schedule.firstPayment.amount);
        expect(quote?.instalmentCount).toBe(checkout.schedule.instalmentCount);
        expect(quote?.plan).toBe(checkout.schedule.plan);
        expect(quote?.instalment).toBe(checkout.schedule.instalments[0]?.amount ?? 0);
      }),
      { numRuns: 50 },
    );
  });

  it("50 generated products: a product page's and a one-line cart's plan, each plan, is checkout's", () => {
    fc.assert(
      fc.property(line, cartArb, (product, { today }) => {
        for (const plan of ['monthly', 'weekly', 'daily', 'full'] as const) {
          const cart = cartOf([{ ...product, full: false }], plan);
          const [cartLine] = cart.lines;
          if (!cartLine || cartLine.plan !== plan) continue;
          // The product page quotes the line's options; the cart page quotes the same line.
          const pageOption = quotedPaymentOptions(
            cartLinePaymentOptions({
              unitPrice: kobo(product.unitPrice),
              quantity: product.quantity,
              minimumDownPaymentPercentage: product.minimum,
            }),
            CHEAPEST_SHIPPING_OPTION,
            today,
          ).find((o) => o.type === plan);
          // A plan the product does not offer is never shown (the server reconciles it in the cart).
          if (!pageOption) continue;
          const cartOption = quotedCartLines(cart.lines, today)[0]?.paymentOptions.find(
            (o) => o.type === plan,
          );
          const checkout = checkoutView(cart, shopper, CHEAPEST_SHIPPING_OPTION.id, today);
          if (checkout.kind !== 'ready') throw new Error(checkout.message);
          expect(cartOption).toEqual(pageOption);
          expect(pageOption.totalPrice).toBe(checkout.totals.total);
          expect(pageOption.downPayment).toBe(checkout.schedule.firstPayment.amount);
          expect(pageOption.amount).toBe(
            checkout.schedule.instalments[0]?.amount ?? checkout.schedule.firstPayment.amount,
          );
        }
      }),
      { numRuns: 50 },
    );
  });

  it('50 generated carts with a line taken off sale: the quote is the rest of the cart’s, as if it were gone', () => {
    fc.assert(
      fc.property(cartArb, ({ lines, plan, today }) => {
        const cart = cartOf(lines, plan);
        const gone = { ...cart.lines[0], productID: 'P-GONE', unavailable: true } as CartViewLine;
        const withGone = withLines([...cart.lines, gone]);
        expect(withGone.summary).toEqual(cart.summary);
        expect(cartQuote(withGone, today)).toEqual(cartQuote(cart, today));
      }),
      { numRuns: 50 },
    );
  });
});
