import type { AdminHrefs, AdminOverviewHrefs } from '@oja/ui/admin';
import { type RouteName, routes } from './routes';

/** The sign-in page, with the page to go back to once signed in. */
export function signInHref(next?: string): string {
  return next && next !== routes.home.path
    ? `${routes.signIn.path}?next=${encodeURIComponent(next)}`
    : routes.signIn.path;
}

/**
 * The page to go back to after sign-in: a console path only (never another site: `//evil.example` or a
 * full URL), and not the sign-in or setup pages themselves.
 */
export function safeNext(next: string | null): string | null {
  if (!next || !(next === '/admin' || next.startsWith('/admin/') || next.startsWith('/admin?'))) return null;
  const path = next.split(/[?#]/)[0];
  if (path === routes.signIn.path || path === routes.setup.path) return null;
  return next;
}

/** The navigation's hrefs: the screens this app has (the others come with their routes). */
export const navigationHrefs: Partial<AdminHrefs> = {
  overview: routes.home.path,
  portfolio: routes.portfolio.path,
  orders: routes.orders.path,
  shoppers: routes.shoppers.path,
  returns: routes.returns.path,
  unmatched: routes.unmatchedTransfers.path,
  tier2: routes.tier2.path,
  complaints: routes.complaints.path,
  collections: routes.collections.path,
  catalogue: routes.catalogue.path,
  reconciliation: routes.reconciliation.path,
  audit: routes.audit.path,
  dataRequests: routes.dataRequests.path,
  staff: routes.staff.path,
};

/** Where the overview's tiles lead: the lists this app has (a figure without one stands alone). */
export const overviewHrefs: AdminOverviewHrefs = {
  orders: routes.orders.path,
  collections: routes.collections.path,
  refunds: routes.returns.path,
  tier2: routes.tier2.path,
};

/**
 * A page's address by its route's name in the manifest, each `:parameter` of its pattern filled (encoded):
 * no console path is written outside routes.ts.
 */
export function routeHref(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  return routes[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** An order's page. */
export function orderHref(orderNumber: string): string {
  return routeHref('order', { orderNumber });
}

/** A shopper's page. */
export function shopperHref(userId: string): string {
  return routeHref('shopper', { userId });
}

/** The shopper page's links: orders, other shoppers, the complaints desk's tab (it has no page per complaint). */
export const shopperHrefs = {
  order: orderHref,
  shopper: shopperHref,
  complaints: (status: 'open' | 'resolved') =>
    status === 'open' ? routes.complaints.path : `${routes.complaints.path}?status=resolved`,
};

/** A product's editor in the console. */
export function productHref(productId: string): string {
  return routeHref('product', { productId });
}

/** The catalogue's links: its screens, and the CSV export (the API's, downloaded as an attachment). */
export const catalogueHrefs = {
  product: productHref,
  products: routes.catalogue.path,
  newProduct: routes.newProduct.path,
  importCsv: routes.catalogueImport.path,
  exportCsv: '/api/v1/admin/catalogue/export',
  categories: routes.categories.path,
};

/** The printable packing slips of some orders. */
export function packingSlipsHref(orderNumbers: Iterable<string>): string {
  return `${routes.packingSlips.path}?orders=${encodeURIComponent([...orderNumbers].join(','))}`;
}
