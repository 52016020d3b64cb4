import type { StaffPermission } from '@oja/domain';
import type { AdminSection } from '@oja/ui/admin';

/** One page of the console. */
export interface RouteRecord {
  /** Wouter's pattern: the whole path, /admin included (the API serves the app there). */
  path: string;
  /**
   * Open to anyone (sign-in, setup); every other route needs a staff session, and a visitor without one is
   * sent to sign-in, then back.
   */
  public?: true;
  /** The permission the page needs; without it the member is sent to their landing page. */
  permission?: StaffPermission;
  /** The navigation's entry of the page. */
  section?: AdminSection;
  /**
   * The screen's name: the route renders the default export of `<screen>-route.tsx` under `src/features/`
   * (a feature's folder or beside them). By default the route's own name, in kebab case (`dataRequests`:
   * `features/data-requests-route.tsx`).
   */
  screen?: string;
}

/**
 * The route manifest: every page of the console, once, in the order the router tries them. The router's table
 * (app/route-table.tsx) and every href (hrefs.ts) derive from it: a new page is one line here and its screen.
 */
export const routes = {
  /** Where every member lands: the overview (today's figures, the 30-day collection rate). */
  home: { path: '/admin', section: 'overview' },
  signIn: { path: '/admin/sign-in', public: true },
  /** An invited member's setup (the token in the fragment: `adminPaths.setup` in the domain). */
  setup: { path: '/admin/setup', public: true },
  /** The credit book at a glance; `?figure=…` lists the orders behind one figure. */
  portfolio: { path: '/admin/portfolio', permission: 'orders:read', section: 'portfolio' },
  orders: { path: '/admin/orders', permission: 'orders:read', section: 'orders' },
  /** An order's page: `:orderNumber` ('OJA-2026-000418'). */
  order: { path: '/admin/orders/:orderNumber', permission: 'orders:read', section: 'orders' },
  /** Packing slips and waybills to print: `?orders=OJA-…,OJA-…` (members who fulfil orders; audited by the API). */
  packingSlips: { path: '/admin/packing-slips', permission: 'fulfilment:write', section: 'orders' },
  /** The shopper search: by name, email, phone or order number (the query in history state, not the address). */
  shoppers: { path: '/admin/shoppers', permission: 'orders:read', section: 'shoppers' },
  /** A shopper's page: `:userId` (their public user id); every view is audited by the API. */
  shopper: { path: '/admin/shoppers/:userId', permission: 'orders:read', section: 'shoppers' },
  /** Returns & refunds: the refunds waiting for a second approval, and every refund with its state. */
  returns: { path: '/admin/returns', permission: 'orders:read', section: 'returns', screen: 'refunds' },
  /** Transfers to an account no shopper holds (issue 44): matched to an order or refunded to their sender. */
  unmatchedTransfers: { path: '/admin/unmatched-transfers', permission: 'orders:read', section: 'unmatched' },
  tier2: { path: '/admin/tier-2', permission: 'tier2:decide', section: 'tier2', screen: 'tier-requests' },
  /** The complaints desk: the queue by time left on the 48-hour promise, replies, resolutions, the export. */
  complaints: { path: '/admin/complaints', permission: 'complaints:handle', section: 'complaints' },
  collections: { path: '/admin/collections', permission: 'orders:read', section: 'collections' },
  /** The catalogue: every product, published or not, searched and filtered. */
  catalogue: {
    path: '/admin/catalogue',
    permission: 'catalogue:read',
    section: 'catalogue',
    screen: 'products',
  },
  /** The product editor, empty. */
  newProduct: {
    path: '/admin/catalogue/new',
    permission: 'catalogue:write',
    section: 'catalogue',
    screen: 'product',
  },
  /** A product's editor: `:productId` ('OJA-PHN-001', 'OJA-P000012'). */
  product: {
    path: '/admin/catalogue/products/:productId',
    permission: 'catalogue:read',
    section: 'catalogue',
  },
  catalogueImport: { path: '/admin/catalogue/import', permission: 'catalogue:write', section: 'catalogue' },
  categories: { path: '/admin/catalogue/categories', permission: 'catalogue:read', section: 'catalogue' },
  reconciliation: { path: '/admin/reconciliation', permission: 'audit:read', section: 'reconciliation' },
  audit: { path: '/admin/audit', permission: 'audit:read', section: 'audit' },
  /** Shoppers' data requests (downloads and account closures) with their due dates. */
  dataRequests: { path: '/admin/data-requests', permission: 'audit:read', section: 'dataRequests' },
  staff: { path: '/admin/staff', permission: 'staff:manage', section: 'staff' },
  /** The signed-in member's own recovery codes: how many are left, and new ones (any role). */
  recoveryCodes: { path: '/admin/recovery-codes' },
} as const satisfies Record<string, RouteRecord>;

export type RouteName = keyof typeof routes;

/** The records in the order the router tries them. */
export const routeList = Object.entries(routes) as [RouteName, RouteRecord][];

/** The name of a route's screen (its module is `<screen>-route.tsx` under `src/features/`). */
export const screenOf = (name: string, route: RouteRecord): string =>
  route.screen ?? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The screen's name a screen module's path gives ('/src/features/catalogue/products-route.tsx': 'products'). */
export const screenOfModule = (module: string): string | undefined =>
  /([\w-]+)-route\.tsx$/.exec(module)?.[1];
