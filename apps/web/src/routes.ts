import { parsePage, shopPatterns } from '@oja/domain';
import type { FetchQueryOptions } from '@tanstack/react-query';

/** A route's parameters, as wouter gives them (not decoded). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * What the server asks before it renders a route: the route's own query options (the same the route's screen
 * uses, so the browser finds the answers in its cache). The modules are imported when asked: only the server
 * ever runs these, and the browser's build drops them (`import.meta.env.SSR ? … : undefined`).
 */
// biome-ignore lint/suspicious/noExplicitAny: any query's options (their data types differ).
type ServerData = (
  params: RouteParams,
  search: string,
) => Promise<readonly FetchQueryOptions<any, any, any, any>[]>;

export interface RouteRecord {
  /**
   * Wouter's pattern; with several, the first is the route's own address (its builder fills it) and the
   * others are the spec's second spellings, which show the same page.
   */
  path: string | readonly [string, ...string[]];
  /**
   * The screen: the module `src/features/<screen>.tsx`, whose default export the route renders (lazily, the
   * home page's excepted) with `{ params, path, route }`.
   */
  screen?: string;
  /** Left to the browser (a signed-in shopper's pages, the sign-in forms): the server renders the empty page. */
  browserOnly?: true;
  /** Only for a signed-in shopper: a guest is sent to the login page, coming back here after. */
  signedIn?: true;
  /** This path only sends the shopper on to that route's address (a route's name). */
  redirectTo?: string;
  /**
   * What the server asks before rendering (the page renders whole; the browser finds the answers in its
   * cache). Only in the server's build: `import.meta.env.SSR ? … : undefined` drops it from the browser's.
   */
  data?: false | ServerData;
}

/** A path segment decoded (a product's id), or null when it is not valid percent-encoding. */
function decodedSegment(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// The kinds of record, short to write (and to ship: the manifest is in the first load).
const page = <const P extends string>(path: P, screen: string) => ({ path, screen });
const browserOnly = <const P extends string>(path: P, screen: string) =>
  ({ path, screen, browserOnly: true }) as const;
const signedIn = <const P extends string>(path: P, screen: string) =>
  ({ path, screen, browserOnly: true, signedIn: true }) as const;
const redirect = <const P extends string>(path: P, redirectTo: string) =>
  ({ path, browserOnly: true, redirectTo }) as const;
const staticPage = <const P extends string>(...path: [P, ...string[]]) =>
  ({ path, screen: 'static/static-page-route' }) as const;

/**
 * Every route of the shop, one record each, in the order they are matched (the first that matches wins).
 * The router's tables (app/route-table.tsx, app/browser-only-routes.tsx), which paths the server leaves to
 * the browser (`isBrowserOnly`), what it asks before rendering (ssr/prefetch.ts) and every path builder
 * (hrefs.ts) are derived from it: no path is written anywhere else. The pages a payment provider sends the
 * shopper back to take their patterns from the domain's `shopPatterns`, which the server's callbacks fill.
 */
export const routes = {
  home: {
    path: '/',
    screen: 'catalogue/home-route',
    data: import.meta.env.SSR
      ? async () => {
          const { productsQueryOptions } = await import('@oja/api-client');
          const { apiClient } = await import('./shared/api');
          return [productsQueryOptions(apiClient, { type: 'new' })];
        }
      : undefined,
  },
  searchPage: {
    path: '/search-results',
    screen: 'catalogue/search-route',
    data: import.meta.env.SSR
      ? async (_, search) => {
          const options = (await import('./features/catalogue/queries')).searchPageQueryOptions(search);
          return options ? [options] : [];
        }
      : undefined,
  },
  cart: page('/cart-items', 'cart/cart-route'),
  salesOffers: {
    path: '/sales-offers',
    screen: 'catalogue/sales-route',
    data: import.meta.env.SSR
      ? async (_, search) => {
          const { salesQueryOptions } = await import('./features/catalogue/queries');
          return [salesQueryOptions(parsePage(new URLSearchParams(search).get('page')))];
        }
      : undefined,
  },
  // The sign-in forms: they show nothing before the shopper types.
  login: browserOnly('/login', 'account/login-route'),
  signUp: browserOnly('/sign-up', 'account/sign-up-route'),
  verifyEmail: browserOnly('/sign-up/verify-email/:email', 'account/verify-email-route'),
  forgotPassword: browserOnly('/forgot-password', 'account/forgot-password-route'),
  resetPassword: browserOnly('/reset-password/:email', 'account/reset-password-route'),
  // Checkout and the pages a provider sends the shopper back to.
  checkout: signedIn('/cart-items/checkout', 'checkout/checkout-route'),
  paymentSuccess: signedIn(shopPatterns.paymentSuccess, 'checkout/payment-success-route'),
  paymentFailed: signedIn('/cart-items/checkout/payment-failed/:orderId', 'checkout/payment-failed-route'),
  mandateCreate: signedIn(shopPatterns.mandateCreate, 'checkout/mandate-route'),
  directDebitSuccess: signedIn(shopPatterns.directDebitSuccess, 'checkout/direct-debit-success-route'),
  // The signed-in shopper's dashboard.
  dashboard: redirect('/user-dashboard', 'hub'),
  hub: signedIn('/user-dashboard/shopping-overview', 'dashboard/shopping-overview-route'),
  purchases: signedIn(shopPatterns.purchases, 'dashboard/purchases-route'),
  directDebits: signedIn('/user-dashboard/direct-debit', 'dashboard/direct-debits-route'),
  directDebitsPlural: redirect('/user-dashboard/direct-debits', 'directDebits'),
  recentlyViewed: signedIn('/user-dashboard/recently-viewed', 'dashboard/recently-viewed-route'),
  favourites: signedIn('/user-dashboard/favorites', 'dashboard/favourites-route'),
  stay: signedIn('/user-dashboard/stayoja/:section?', 'dashboard/stay-route'),
  account: signedIn('/user-dashboard/account-profile/:section?', 'account/account-route'),
  payInInstalments: page('/welcome', 'static/landing-route'),
  // Real estate: the rent search (its default; the catalogue's own /real-estate/rent, which the header's menu
  // links to, too), the short-let search and a short-let's page; any other path under it is not found.
  realEstate: {
    path: ['/real-estate', '/real-estate/rent-oja', '/real-estate/rent'],
    screen: 'real-estate/real-estate-route',
    data: import.meta.env.SSR
      ? async (_, search) => [
          (await import('./features/real-estate/real-estate-queries')).rentQueryOptions(search),
        ]
      : undefined,
  },
  shortlet: {
    path: ['/real-estate/shortlet-oja', '/real-estate/shortlet'],
    screen: 'real-estate/real-estate-route',
    data: import.meta.env.SSR
      ? async (_, search) => [
          (await import('./features/real-estate/real-estate-queries')).shortletQueryOptions(search),
        ]
      : undefined,
  },
  shortletDetail: {
    path: '/real-estate/shortlet/:propertyID/:slug',
    screen: 'real-estate/real-estate-route',
    data: import.meta.env.SSR
      ? async ({ propertyID }) => {
          const id = decodedSegment(propertyID);
          if (id === null) return [];
          const { propertyQueryOptions } = await import('@oja/api-client');
          return [propertyQueryOptions((await import('./shared/api')).apiClient, id)];
        }
      : undefined,
  },
  realEstateNotFound: page('/real-estate/*', 'static/not-found-route'),
  // The static and legal pages (before a category could claim the path), each at its own address (its
  // canonical one) and the spec's second spellings. The page's text is `features/static/pages/<name>.ts`.
  termsOfUse: staticPage('/terms-of-use'),
  marketplaceGuidelines: staticPage('/marketplace-guidelines'),
  refundsReturns: staticPage('/refunds-returns', '/refunds-and-returns'),
  buyingGuide: staticPage('/buying-guide', '/buying-policy'),
  buyerProtection: staticPage('/buyer-vendor-protection', '/buyer-protection'),
  privacyPolicy: staticPage('/privacy-policy'),
  aboutUs: staticPage('/about-us'),
  helpCenter: staticPage('/help-center'),
  contactUs: staticPage('/contact-us'),
  howItWorks: staticPage('/how-it-works'),
  verificationDocumentSent: staticPage('/verification-document-sent'),
  // The catalogue: a product's page under its category and subcategory, then a category's listing.
  product: {
    path: '/:parent/:sub/:productID/:slug',
    screen: 'catalogue/product-route',
    data: import.meta.env.SSR
      ? async ({ productID }) => {
          const id = decodedSegment(productID);
          if (id === null) return [];
          const { productQueryOptions, productReviewsQueryOptions } = await import('@oja/api-client');
          const { apiClient } = await import('./shared/api');
          return [productQueryOptions(apiClient, id), productReviewsQueryOptions(apiClient, id)];
        }
      : undefined,
  },
  listing: {
    path: '/:parent/:sub?',
    screen: 'catalogue/listing-route',
    data: import.meta.env.SSR
      ? async ({ parent = '', sub }, search) => [
          (await import('./features/catalogue/queries')).listingQueryOptions(parent, sub, search),
        ]
      : undefined,
  },
  notFound: page('*', 'static/not-found-route'),
} as const satisfies Record<string, RouteRecord>;

export type RouteName = keyof typeof routes;

/** The records in matching order. */
export const routeList = Object.entries(routes) as [RouteName, RouteRecord][];

/** A route's own address pattern (the first of its paths). */
export const patternOf = (route: RouteRecord): string =>
  typeof route.path === 'string' ? route.path : route.path[0];

/** Every pattern of a route: its own and its aliases. */
export const patternsOf = (route: RouteRecord): readonly string[] =>
  typeof route.path === 'string' ? [route.path] : route.path;

/**
 * The paths the server leaves to the browser: every path under a browser-only route's fixed part
 * (/user-dashboard/…, /cart-items/checkout/…, /login…), so a mistyped one ends where the browser's table
 * sends it (a listing's or product's path, else the 404 page) without the server rendering it first.
 */
export const BROWSER_ONLY_PATHS = new RegExp(
  `^(${routeList
    .filter(([, route]) => route.browserOnly)
    .map(([, route]) => patternOf(route).replace(/\/:.*$/, ''))
    .join('|')})(/|$)`,
);
