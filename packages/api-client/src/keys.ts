/** Whose cart: a guest session's, or the signed-in shopper's (the bearer token decides; `userID` is theirs). */
export type CartOwnerRef = { cartSessionID: string } | { userID: string };

/**
 * Every query key of the app, in one registry. Each starts with its endpoint's path, so invalidating the path
 * alone (`queryKeys.cartAll`, `queryKeys.orders`) reaches every query of it. A key is only ever used through a
 * `queryOptions` factory of this package (which pairs it with the one shape its data has) or to invalidate or
 * read what such a factory cached; the app writes no key of its own.
 */
/** A key of one endpoint: its path, then what picks the answer (a page, an id, a query). */
const at =
  <const P extends string>(path: P) =>
  <const A extends readonly unknown[]>(...rest: A) =>
    [path, ...rest] as const;

export const queryKeys = {
  /** Products of one listing type: `{ type, page, limit }`. */
  products: at('/products/get-products'),
  categories: at('/products/categories'),
  product: at('/products/get-single-product'),
  category: at('/products/single-categories'),
  categoryListing: at('/products/subcategory'),
  /** Search results: `{ q, page, limit }`. */
  search: at('/products/search'),
  productReviews: at('/products/get-product-reviews'),
  favourites: at('/products/get-favourite-products'),
  /** Every cart query (a guest's and a shopper's). */
  cartAll: ['/cart/view-cart'] as const,
  /** The cart of one owner: the path and whose cart. */
  cart: (owner: CartOwnerRef) =>
    'userID' in owner
      ? (['/cart/view-cart', 'user', owner.userID] as const)
      : (['/cart/view-cart', owner.cartSessionID] as const),
  currentUser: at('/users/get-user'),
  deliveryAddresses: at('/user/all-delivery-address'),
  consents: at('/users/consents'),
  /** Every page of the purchases list: invalidate it after a payment or a mandate changes an order. */
  orders: ['/orders/get-all-orders'] as const,
  /** A page of the purchases list: its page number and size. */
  ordersPage: at('/orders/get-all-orders'),
  order: at('/orders/get-single-order'),
  mandates: ['/payment/get-buyer-mandates'] as const,
  linkedAccounts: ['/payment/get-buyer-active-mandate'] as const,
  /** Real-estate listings: the `PropertiesQuery`, or one listing's id. */
  properties: at('/properties'),
  /** The signed-in shopper's complaints. */
  complaints: at('/complaints'),
};

/**
 * The operator console's keys (apps/admin), in this registry but an export of their own: `queryKeys` is in
 * the shop's first load, and an unused export is dropped from its bundle where a property would not be.
 */
export const adminQueryKeys = {
  /** The console's session: the signed-in staff member, their permissions and the CSRF token. */
  session: ['/admin/session'] as const,
  /** The console's staff list. */
  staff: ['/admin/staff'] as const,
  /** The authenticator resets waiting for an owner's approval. */
  authenticatorResets: ['/admin/authenticator-resets'] as const,
  /** Today's figures and the 30-day collection rate. */
  overview: ['/admin/overview'] as const,
  /** The credit book at a glance. */
  portfolio: ['/admin/portfolio'] as const,
  /** A page of the orders behind one figure of the portfolio. */
  portfolioOrders: (query: Readonly<Record<string, string | number | undefined>>) =>
    ['/admin/portfolio/orders', query] as const,
  /** A day's reconciliation with the provider. */
  reconciliation: (day: string) => ['/admin/reconciliations', day] as const,
  /** The Tier 2 requests in one state. */
  tierRequests: (status: string) => ['/admin/tier-requests', status] as const,
  /** Every Tier 2 list, whichever state (to read them again after a decision). */
  allTierRequests: ['/admin/tier-requests'] as const,
  /** The complaints queue: open or resolved. */
  complaints: (status: string) => ['/admin/complaints', status] as const,
  /** Every complaints list (to read them again after a reply, an assignment or a resolution). */
  allComplaints: ['/admin/complaints'] as const,
  /** The shoppers a search finds (name, email, phone or order number). */
  shopperSearch: (query: string) => ['/admin/shoppers', 'search', query] as const,
  /** One shopper's console page. */
  shopper: (userId: string) => ['/admin/shoppers', 'one', userId] as const,
  /** Shoppers' data requests (downloads and account closures). */
  dataRequests: ['/admin/data-requests'] as const,
  /** A page of the orders list, by its filters. */
  orders: (filters: Readonly<Record<string, string | number | undefined>>) =>
    ['/admin/orders', filters] as const,
  /** Every orders list (to read them again after a change). */
  allOrders: ['/admin/orders'] as const,
  /** An order's console page. */
  order: (orderNumber: string) => ['/admin/orders/{orderNumber}', orderNumber] as const,
  /** The packing slips of some orders (their numbers joined by commas). */
  packingSlips: (orders: string) => ['/admin/packing-slips', orders] as const,
  /** The instalments the direct debit gave up on. */
  collections: ['/admin/collections'] as const,
  /** A page of the audit trail, by its filters. */
  audit: (filters: Readonly<Record<string, string | number | undefined>>) =>
    ['/admin/audit', filters] as const,
  /** A page of the refunds, by its filters, with the staff refunds waiting for approval. */
  refunds: (filters: Readonly<Record<string, string | number | undefined>>) =>
    ['/admin/refunds', filters] as const,
  /** Every refunds list (to read them again after a refund or a decision). */
  allRefunds: ['/admin/refunds'] as const,
  /** The queue of unmatched transfers. */
  unmatchedTransfers: ['/admin/unmatched-transfers'] as const,
  /** A page of the console's products, by its filters. */
  products: (filters: Readonly<Record<string, string | number | undefined>>) =>
    ['/admin/catalogue/products', filters] as const,
  /** Every products list and product page (to read them again after a change). */
  allProducts: ['/admin/catalogue/products'] as const,
  /** One product's console page. */
  product: (productId: string) => ['/admin/catalogue/products', 'one', productId] as const,
  /** The category tree with product counts. */
  catalogueCategories: ['/admin/catalogue/categories'] as const,
};
