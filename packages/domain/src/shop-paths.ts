/**
 * The shop's paths a payment provider sends the shopper back to. The server hands them to the provider as
 * callback addresses (after its own origin) and the web app routes and links to the same pages: one spelling
 * for both. Each page's pattern (wouter's syntax: `:name` a segment, `:name?` an optional one) is declared
 * once here; the web app's route manifest (apps/web/src/routes.ts) routes it, and the builders below fill it.
 * Each id is encoded, so it stays one path segment or one query value whatever it holds.
 */
export const shopPatterns = {
  /**
   * The cart page; the server also answers the cart's forms posted to it (add, quantity, plan, remove), so
   * they work before the app starts and without JavaScript.
   */
  cart: '/cart-items',
  /**
   * A product's page, under its category's and subcategory's slugs. The product cards a rendered page
   * carries hold their links already built (apps/web's product-href.ts fills it); the manifest routes it.
   */
  product: '/:parent/:sub/:productID/:slug',
  paymentSuccess: '/cart-items/checkout/payment-success/:orderId',
  mandateCreate: '/cart-items/checkout/mandate/create/:downPayment?',
  directDebitSuccess: '/cart-items/checkout/direct-debit/success',
  purchases: '/user-dashboard/purchases',
  /**
   * A signed-in shopper's favourites; the server also answers the product page's Add to favourites form posted
   * to it (before the app starts and without JavaScript), for the shopper of the session cookie.
   */
  favourites: '/user-dashboard/favorites',
  /**
   * A signed-in shopper's complaints: raise one, follow each one's status and replies. The server also answers
   * the complaint form posted to it (multipart, with its picture), so it works without JavaScript.
   */
  complaints: '/user-dashboard/account-profile/resolution-centre',
  /** A complaint's picture, served to the shopper of the session cookie who raised it (an img cannot send a bearer). */
  complaintPicture: '/user-dashboard/account-profile/resolution-centre/pictures/:reference',
  /** The login page; `?from=` is where it sends the shopper back to. */
  login: '/login',
  signUp: '/sign-up',
  /** The shopper's profile, one section at a time (`account-verification`, `resolution-centre`…). */
  account: '/user-dashboard/account-profile/:section?',
  /**
   * A home to rent's page and a short-let's: the server also answers their request forms (a viewing, a stay)
   * posted to them, so they work without JavaScript.
   */
  rentDetail: '/real-estate/rent/:propertyID/:slug',
  shortletDetail: '/real-estate/shortlet/:propertyID/:slug',
} as const;

/**
 * The static and legal pages, each at its own address (the first) and the spec's second spellings: the web
 * app's manifest routes them all, and the pages' words (@oja/content) link to them, so a link in the text
 * never names a path the shop does not serve.
 */
export const staticPagePatterns = {
  termsOfUse: ['/terms-of-use'],
  marketplaceGuidelines: ['/marketplace-guidelines'],
  refundsReturns: ['/refunds-returns', '/refunds-and-returns'],
  buyingGuide: ['/buying-guide', '/buying-policy'],
  buyerProtection: ['/buyer-vendor-protection', '/buyer-protection'],
  privacyPolicy: ['/privacy-policy'],
  aboutUs: ['/about-us'],
  helpCenter: ['/help-center'],
  contactUs: ['/contact-us'],
  howItWorks: ['/how-it-works'],
  verificationDocumentSent: ['/verification-document-sent'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/**
 * A pattern's path with its parameters filled in, each encoded as one segment; an optional parameter left
 * out drops its segment ('/a/:b?' gives '/a').
 */
export function fillPath(
  pattern: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
) {
  return pattern.replace(/\/:(\w+)\??/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
}

export const shopPaths = {
  /** A product's page, from its id, its slug and its category's and parent category's slugs. */
  product: (path: { parent: string; sub: string; productID: string; slug: string }) =>
    fillPath(shopPatterns.product, path),
  /** Where the card page sends the shopper back after paying in full; the reference is validated there. */
  paymentSuccess: (orderId: string) => fillPath(shopPatterns.paymentSuccess, { orderId }),
  /**
   * The mandate setup page of an instalment order, where the card page sends the shopper back after the
   * down payment: the down payment (naira, as the page shows it at once) in the path, the order in the query.
   */
  mandateCreate: (downPaymentNaira: number, orderId: string) =>
    `${fillPath(shopPatterns.mandateCreate, { downPayment: downPaymentNaira })}?orderId=${encodeURIComponent(orderId)}`,
  /** Where the bank's consent page sends the shopper back: the order's direct debit is set up. */
  directDebitSuccess: (orderId: string) =>
    `${shopPatterns.directDebitSuccess}?orderid=${encodeURIComponent(orderId)}`,
  /** The purchases page with one order's card open (found by its number), also after paying ahead by card. */
  purchasesFor: (orderNumber: string) => `${shopPatterns.purchases}?order=${encodeURIComponent(orderNumber)}`,
  /** The complaints page with one complaint open (found by its reference): the link a reply's email carries. */
  complaintFor: (reference: string) =>
    `${shopPatterns.complaints}?complaint=${encodeURIComponent(reference)}`,
  /** The picture the shopper attached to the complaint `reference`. */
  complaintPicture: (reference: string) => fillPath(shopPatterns.complaintPicture, { reference }),
} as const;

/** The operator console's pages the server writes into what it sends (an invitation's email, a command's output). */
export const adminPatterns = {
  /** Where an invited staff member (or a shop's first owner) sets up their account. */
  setup: '/admin/setup',
  /** The complaints desk's queue, which an escalated complaint's email to the staff links to. */
  complaints: '/admin/complaints',
} as const;

export const adminPaths = {
  /**
   * The setup page with its one-time token in the fragment, which a browser never sends to a server: no access
   * log, proxy or Referer sees it.
   */
  setup: (token: string) => `${adminPatterns.setup}#token=${encodeURIComponent(token)}`,
} as const;
