import type { CartData, CartItem, Product } from '@oja/api-client';
import {
  boughtLines,
  type CalendarDate,
  cartLinePaymentOptions,
  cartLineTotal,
  cartTotals,
  isPaymentPlanType,
  kobo,
  type PaymentPlanType,
  parseDownPaymentPercentage,
  parsePaymentOptions,
} from '@oja/domain';
import type { CartLineData, CartSummaryData } from '@oja/ui';
import { hrefs } from '../../hrefs';
import { productHref } from '../product-href';
import { koboFromWire } from '../wire-money';

/**
 * The cart as the web app keeps it in TanStack Query's cache and the screens show it: kobo and plain names.
 * The wire (naira, misspelled names, the down-payment percentage as a string) is parsed once, in {@link toCartView}, where an answer arrives.
 */
export interface CartView {
  lines: CartViewLine[];
  summary: CartSummaryData;
  /** The shop's Lagos day as the server answered (checkout dates the schedule from it); absent in a copy kept on the device. */
  today?: CalendarDate;
}

/** A line as the screens show it, plus what the domain needs to re-plan it while a change is on its way. */
export type CartViewLine = CartLineData & { minimumDownPaymentPercentage: number };

function toCartViewLine(item: CartItem): CartViewLine {
  return {
    productID: item.productID,
    name: item.productName,
    href: hrefs.product({ productID: item.productID, slug: item.slug, category: item.produtCategory }),
    imageUrl: item.coverImage,
    price: koboFromWire(item.price),
    quantity: item.quantity,
    lineTotal: koboFromWire(item.totalPrice),
    plan: isPaymentPlanType(item.selectedPaymentPlan) ? item.selectedPaymentPlan : 'full',
    paymentOptions: parsePaymentOptions(item.linePaymentOptions).options,
    minimumDownPaymentPercentage: parseDownPaymentPercentage(item.minimumDownPaymentPercentage),
    // Taken off sale by the operator: the line says so and checkout waits until it is removed.
    ...(item.available === false ? { unavailable: true } : {}),
  };
}

/** An answer of the cart API as the app keeps it: every figure is the server's. */
export function toCartView(data: CartData): CartView {
  return {
    ...(data.today ? { today: data.today as CalendarDate } : {}),
    lines: data.cart.items.map(toCartViewLine),
    summary: {
      totalQuantity: data.cart.summary.total_quantity,
      subtotal: koboFromWire(data.cart.summary.total_amount),
    },
  };
}

/**
 * A line re-planned for a quantity by the domain functions the server uses (line total and the line's
 * options), shown only between a tap and the server's answer, which then replaces it.
 */
export function withQuantity(line: CartViewLine, quantity: number): CartViewLine {
  const amounts = { unitPrice: line.price, quantity };
  return {
    ...line,
    quantity,
    lineTotal: cartLineTotal(amounts),
    paymentOptions: cartLinePaymentOptions({
      ...amounts,
      minimumDownPaymentPercentage: line.minimumDownPaymentPercentage,
    }),
  };
}

/** The line a product will make in the cart, shown from the cached product until the server answers. */
export function lineOfProduct(product: Product, quantity: number, plan: PaymentPlanType): CartViewLine {
  const line: CartViewLine = {
    productID: product.productID,
    name: product.productName,
    href: productHref(product),
    imageUrl: product.coverImage,
    price: koboFromWire(product.fairAppPrice),
    quantity,
    lineTotal: kobo(0),
    plan,
    paymentOptions: [],
    minimumDownPaymentPercentage: parseDownPaymentPercentage(product.minimumDownPaymentPercentage),
  };
  return withQuantity(line, quantity);
}

/**
 * The cart with other lines, summed by the domain as the server sums them (a line taken off sale counts for
 * nothing), until its answer arrives.
 */
export function withLines(lines: CartViewLine[]): CartView {
  const bought = boughtLines(lines, (l) => l.unavailable === true);
  const totals = cartTotals(bought.map((l) => ({ unitPrice: l.price, quantity: l.quantity })));
  return { lines, summary: { totalQuantity: totals.totalQuantity, subtotal: totals.totalAmount } };
}
