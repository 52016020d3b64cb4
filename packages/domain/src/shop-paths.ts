/**
 * The shop's paths a payment provider sends the shopper back to. The server hands them to the provider as
 * callback addresses (after its own origin) and the web app links to the same pages: one spelling for both.
 * Each id is encoded, so it stays one path segment or one query value whatever it holds.
 */
export const shopPaths = {
  /** Where the card page sends the shopper back after paying in full; the reference is validated there. */
  paymentSuccess: (orderId: string) => `/cart-items/checkout/payment-success/${encodeURIComponent(orderId)}`,
  /**
   * The mandate setup page of an instalment order, where the card page sends the shopper back after the
   * down payment: the down payment (naira, as the page shows it at once) in the path, the order in the query.
   */
  mandateCreate: (downPaymentNaira: number, orderId: string) =>
    `/cart-items/checkout/mandate/create/${downPaymentNaira}?orderId=${encodeURIComponent(orderId)}`,
  /** Where the bank's consent page sends the shopper back: the order's direct debit is set up. */
  directDebitSuccess: (orderId: string) =>
    `/cart-items/checkout/direct-debit/success?orderid=${encodeURIComponent(orderId)}`,
  /** The purchases page with one order's card open (found by its number), also after paying ahead by card. */
  purchasesFor: (orderNumber: string) => `/user-dashboard/purchases?order=${encodeURIComponent(orderNumber)}`,
} as const;
