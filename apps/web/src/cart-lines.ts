import type { CartData, CartItem, Product } from '@oja/api-client';
import {
  type CalendarDate,
  CHEAPEST_SHIPPING_OPTION,
  cartLinePaymentOptions,
  cartLineTotal,
  cartTotals,
  instalmentQuote,
  isPaymentPlanType,
  kobo,
  type PaymentPlanType,
  parsePaymentOptions,
  type QuoteLine,
  quotedPaymentOptions,
  quoteIncludesLabel,
} from '@oja/domain';
import type { CartLineData, CartQuoteData, CartSummaryData } from '@oja/ui';
import { hrefs } from './hrefs';
import { productHref } from './product-cards';
import { koboFromWire } from './wire-money';

/**
 * The cart as the web app keeps it in TanStack Query's cache and the screens show it: kobo and plain names.
 * The wire (naira, misspelled names) is parsed once, in {@link toCartView}, where an answer arrives.
 */
export interface CartView {
  lines: CartViewLine[];
  summary: CartSummaryData;
}

/** A line as the screens show it, plus what the domain needs to re-plan it while a change is on its way. */
export type CartViewLine = CartLineData & { minimumDownPaymentPercentage: string };

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
    minimumDownPaymentPercentage: item.minimumDownPaymentPercentage,
  };
}

/** An answer of the cart API as the app keeps it: every figure is the server's. */
export function toCartView(data: CartData): CartView {
  return {
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
    minimumDownPaymentPercentage: product.minimumDownPaymentPercentage,
  };
  return withQuantity(line, quantity);
}

/** The cart with other lines, summed by the domain as the server sums them, until its answer arrives. */
export function withLines(lines: CartViewLine[]): CartView {
  const totals = cartTotals(lines.map((l) => ({ unitPrice: l.price, quantity: l.quantity })));
  return { lines, summary: { totalQuantity: totals.totalQuantity, subtotal: totals.totalAmount } };
}

/** The cart's lines as the quote takes them (each line total with its own options), as checkout prices them. */
export function cartQuoteLines(cart: CartView): QuoteLine[] {
  return cart.lines.map((line) => ({
    lineTotal: line.lineTotal,
    plan: line.plan,
    options: line.paymentOptions,
  }));
}

/**
 * What the cart will cost as checkout takes it with the cheapest delivery (the domain's instalmentQuote,
 * which checkoutView calls too): 'Due today', the instalments and the total. None for an empty cart.
 */
export function cartQuote(cart: CartView, today: CalendarDate): CartQuoteData | undefined {
  const result = instalmentQuote(cartQuoteLines(cart), CHEAPEST_SHIPPING_OPTION, today);
  if (!result.ok) return undefined;
  const { quote } = result;
  return {
    dueToday: quote.dueToday,
    instalment: quote.instalment,
    installmentCount: quote.schedule.installmentCount,
    plan: quote.schedule.plan,
    total: quote.totals.total,
    includes: quoteIncludesLabel(quote.shipping),
  };
}

/** The lines as the cart page shows them: each line's plans quoted as checkout takes them (that line alone). */
export function quotedCartLines(lines: readonly CartViewLine[], today: CalendarDate): CartViewLine[] {
  return lines.map((line) => ({
    ...line,
    paymentOptions: quotedPaymentOptions(line.paymentOptions, CHEAPEST_SHIPPING_OPTION, today),
  }));
}
