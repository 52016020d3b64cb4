import { fillPath, shopPaths } from '@oja/domain';
import { patternOf, patternsOf, type RouteName, routeList, routes } from './routes';
import { productPath } from './shared/product-href';

/**
 * Every path of the shop, built from the route manifest (routes.ts): no path is written here. ui holds no app
 * path: screens get their hrefs from here through props (most take this whole object, which has every page of
 * ui's ShopHrefs) and render them with ui's <Link>, which the app routes with wouter (app/app-link.tsx).
 */

/** What a real-estate listing's href is built from. */
type PropertyPath = {
  propertyID: string;
  slug: string;
};

/** A route's address, its parameters filled in (each encoded as one segment). */
const to = (route: RouteName, params?: Record<string, string | undefined>) =>
  fillPath(patternOf(routes[route]), params);

/** A pattern with a required parameter (`:id`, not `:id?`) or a wildcard: no page of its own to link to. */
const NEEDS_PARAMETERS = /:\w+(?![\w?])|\*/;

/** The routes an address of their own leads to, each an href under its name in the manifest. */
type Page = Exclude<
  RouteName,
  | 'verifyEmail'
  | 'resetPassword'
  | 'paymentSuccess'
  | 'paymentFailed'
  | 'transfer'
  | 'mandateCreate'
  | 'directDebitSuccess'
  | 'shortletDetail'
  | 'rentDetail'
  | 'realEstateNotFound'
  | 'product'
  | 'listing'
  | 'notFound'
>;
const pages = Object.fromEntries(
  routeList.flatMap(([name, route]) =>
    NEEDS_PARAMETERS.test(patternOf(route)) ? [] : [[name, fillPath(patternOf(route))]],
  ),
) as Record<Page, string>;

const category = (parent: string) => to('listing', { parent });

export const hrefs = {
  ...pages,
  /** The login page, coming back to `from` (a protected page, or the page a guest favourited on). */
  loginFrom: (from: string) => `${pages.login}?from=${encodeURIComponent(from)}`,
  verifyEmail: (email: string) => to('verifyEmail', { email }),
  resetPassword: (email: string) => to('resetPassword', { email }),
  // The pages a payment provider sends the shopper back to: the server builds the same (domain's shopPaths).
  /** Where the card page sends the shopper back after paying in full: the reference is validated there. */
  paymentSuccess: shopPaths.paymentSuccess,
  /** The mandate setup page of an instalment order: its down payment (naira) in the path, shown at once. */
  mandateCreate: shopPaths.mandateCreate,
  /** The order's direct debit is set up (active, or waiting for the bank's approval). */
  directDebitSuccess: shopPaths.directDebitSuccess,
  /** A card payment that did not go through, with a way back to checkout. */
  paymentFailed: (orderId: string) => to('paymentFailed', { orderId }),
  /** The verification tab opened from checkout: once both verifications are done it goes back to checkout. */
  verification: `${to('account', { section: 'account-verification' })}?fromCheckout=true`,
  /** Search results (`searchPage` is where the header's form sends `q` before the page is hydrated). */
  search: (query: string, page?: number) =>
    `${pages.searchPage}?q=${encodeURIComponent(query)}${page ? `&page=${page}` : ''}`,
  accountSection: (section: string) => to('account', { section }),
  /** The purchases page with one order's card open (found by its number; also after paying ahead). */
  purchasesFor: shopPaths.purchasesFor,
  category,
  subcategory: (parent: string, sub: string) => to('listing', { parent, sub }),
  product: productPath,
  // The categories the home page and the empty cart lead to by name (the catalogue's slugs).
  electronics: category('electronics'),
  homeLiving: category('home-living'),
  lifestyle: category('lifestyle-consumer-goods'),
  // A listing's page from the listing itself (fillPath reads only the pattern's propertyID and slug).
  shortletDetail: (listing: PropertyPath) => to('shortletDetail', listing),
  rentDetail: (listing: PropertyPath) => to('rentDetail', listing),
  /** The footer links the spec's second spelling of the buyer protection page. */
  buyerProtection: patternsOf(routes.buyerProtection)[1] ?? pages.buyerProtection,
} as const;
