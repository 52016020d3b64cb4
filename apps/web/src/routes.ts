import { parsePage, shopPatterns, staticPagePatterns } from '@oja/domain';
import type { FetchQueryOptions } from '@tanstack/react-query';

/** A route's parameters, as wouter gives them (not decoded). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * What the server asks before it renders a route: the route's own query options (the same the route's screen
 * uses, so the browser finds the answers in its cache). The modules are imported when asked: only the server
 * ever runs these, and the browser's build drops them (`import.meta.env.SSR ? … : undefined`).
 */
// biome-ignore lint/suspicious/noExplicitAny: any query's options (their data types differ).
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;
type ServerData = (
  params: RouteParams,
  search: string,
  /** The signed-in shopper a page is rendered for (a signed-in route's, from the session's cookie). */
  session?: ServerSession,
) => Promise<readonly AnyQueryOptions[]>;

/**
 * A live session as the server's render gives it to a route's `data`: its shopper and their cart's query,
 * which the server builds (ssr/session-cart.ts). Given rather than imported here: the cart's query parses
 * lines into product links (hrefs.ts), which are built from this manifest, an import cycle.
 */
export interface ServerSession {
  userID: string;
  cart: AnyQueryOptions;
}

export interface RouteRecord {
  /**
   * Wouter's pattern; with several, the first is the route's own address (its builder fills it) and the
   * others are the spec's second spellings, which show the same page.
   */
  path: readonly [string, ...string[]];
  /**
   * The screen's name: the route renders the default export of `src/features/<feature>/<screen>-route.tsx`
   * (lazily, the home page's excepted) with `{ params, path, route }`. By default the route's own name, in
   * kebab case (`signUp`: `account/sign-up-route.tsx`).
   */
  screen?: string;
  /** Left to the browser (a signed-in shopper's pages, the sign-in forms): the server renders the empty page. */
  browserOnly?: true;
  /** Only for a signed-in shopper: a guest is sent to the login page, coming back here after. */
  signedIn?: true;
  /**
   * Rendered by the server for a request whose session cookie names a live session (apps/api's
   * session-cookie.ts), for that shopper alone, asking its `data` (which is the session's: it is asked only
   * with one). Without a session, a signed-in route is the browser's like any browser-only route, and a public
   * page (the cart) is rendered as for any guest. In both builds (`data` is the server's only): the browser's
   * tree must match the server's (app/browser-only-routes.tsx).
   */
  forSession?: true;
  /** This path only sends the shopper on to that route's address (a route's name). */
  redirectTo?: string;
  /**
   * What the server asks before rendering (the page renders whole; the browser finds the answers in its
   * cache). Only in the server's build: `import.meta.env.SSR ? … : undefined` drops it from the browser's.
   */
  data?: ServerData | undefined;
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
const page = (
  path: string | readonly [string, ...string[]],
  more?: Pick<RouteRecord, 'screen' | 'data' | 'forSession'>,
) => ({
  path: typeof path === 'string' ? ([path] as const) : path,
  ...more,
});
const browserOnly = (path: string) => ({ path: [path] as const, browserOnly: true }) as const;
const signedIn = (path: string) => ({ path: [path] as const, browserOnly: true, signedIn: true }) as const;
/** A signed-in route the server renders for a live session: `data` is the server build's only. */
const forSession = (path: string, data: RouteRecord['data']) =>
  ({ ...signedIn(path), forSession: true, data }) as const;
const redirect = (path: string, redirectTo: string) =>
  ({ path: [path] as const, browserOnly: true, redirectTo }) as const;
const staticPage = (path: readonly [string, ...string[]]) => ({ path, screen: 'static-page' }) as const;
/** The static and legal pages' records, one per page of the domain's `staticPagePatterns`, under its name. */
const staticPages = Object.fromEntries(
  Object.entries(staticPagePatterns).map(([name, path]) => [name, staticPage(path)]),
) as { [Name in keyof typeof staticPagePatterns]: ReturnType<typeof staticPage> };

/**
 * Every route of the shop, one record each, in the order they are matched (the first that matches wins).
 * The router's tables (app/route-table.tsx, app/browser-only-routes.tsx), which paths the server leaves to
 * the browser (`BROWSER_ONLY_PATHS`), what it asks before rendering (ssr/prefetch.tsx) and every path builder
 * (hrefs.ts) are derived from it: no path is written anywhere else. The pages a payment provider sends the
 * shopper back to take their patterns from the domain's `shopPatterns`, which the server's callbacks fill.
 */
export const routes = {
  home: page('/', {
    data: import.meta.env.SSR
      ? async () => {
          const { homeNewProductCardsQueryOptions } = await import(
            './features/catalogue/product-card-queries'
          );
          return [homeNewProductCardsQueryOptions()];
        }
      : undefined,
  }),
  // The 50 newest products (home shows the first few and links here).
  newProducts: page('/new-products', {
    data: import.meta.env.SSR
      ? async () => {
          const { newProductCardsQueryOptions } = await import('./features/catalogue/product-card-queries');
          return [newProductCardsQueryOptions()];
        }
      : undefined,
  }),
  searchPage: page('/search-results', {
    data: import.meta.env.SSR
      ? async (_, search) => {
          const options = (await import('./features/catalogue/queries')).searchPageQueryOptions(search);
          return options ? [options] : [];
        }
      : undefined,
  }),
  // Every shopper's page (a guest's with the cookie's cart: ssr/guest-cart.ts), rendered with the signed-in
  // shopper's cart for a live session, as checkout is: on a slow phone it shows seconds sooner.
  cart: page(shopPatterns.cart, {
    forSession: true,
    data: import.meta.env.SSR ? async (_, __, session) => (session ? [session.cart] : []) : undefined,
  }),
  salesOffers: page('/sales-offers', {
    data: import.meta.env.SSR
      ? async (_, search) => {
          const { salesQueryOptions } = await import('./features/catalogue/queries');
          return [salesQueryOptions(parsePage(new URLSearchParams(search).get('page')))];
        }
      : undefined,
  }),
  // The sign-in forms: they show nothing before the shopper types.
  login: browserOnly(shopPatterns.login),
  signUp: browserOnly(shopPatterns.signUp),
  verifyEmail: browserOnly('/sign-up/verify-email/:email'),
  forgotPassword: browserOnly('/forgot-password'),
  resetPassword: browserOnly('/reset-password/:email'),
  // Checkout and the pages a provider sends the shopper back to.
  // The pages where money moves are rendered by the server for the session's shopper (their data asked
  // there, beside the rest of the page): on a slow phone they show seconds sooner than the browser could.
  checkout: forSession(
    '/cart-items/checkout',
    import.meta.env.SSR
      ? async (_, __, session) => {
          if (!session) return [];
          const { deliveryAddressesQueryOptions } = await import('@oja/api-client');
          const { apiClient } = await import('./shared/api');
          return [deliveryAddressesQueryOptions(apiClient), session.cart];
        }
      : undefined,
  ),
  // Paying by bank transfer or USSD (issue 44): the account or the code, polled until the order moves on;
  // rendered by the server too, so without JavaScript a refresh shows the state.
  transfer: forSession(
    '/cart-items/checkout/transfer/:ref',
    import.meta.env.SSR
      ? async (params, __, session) => {
          const reference = decodedSegment(params.ref);
          if (!session || !reference) return [];
          const { transferPaymentQueryOptions } = await import('@oja/api-client');
          const { apiClient } = await import('./shared/api');
          return [transferPaymentQueryOptions(apiClient, reference)];
        }
      : undefined,
  ),
  paymentSuccess: signedIn(shopPatterns.paymentSuccess),
  paymentFailed: signedIn('/cart-items/checkout/payment-failed/:orderId'),
  mandateCreate: signedIn(shopPatterns.mandateCreate),
  directDebitSuccess: signedIn(shopPatterns.directDebitSuccess),
  // The signed-in shopper's dashboard.
  dashboard: redirect('/user-dashboard', 'hub'),
  hub: signedIn('/user-dashboard/shopping-overview'),
  purchases: forSession(
    shopPatterns.purchases,
    import.meta.env.SSR
      ? async () => {
          const { allOrdersQueryOptions } = await import('@oja/api-client');
          return [allOrdersQueryOptions((await import('./shared/api')).apiClient)];
        }
      : undefined,
  ),
  directDebits: forSession(
    '/user-dashboard/direct-debit',
    import.meta.env.SSR
      ? async () => {
          const { allOrdersQueryOptions, mandatesQueryOptions } = await import('@oja/api-client');
          const { apiClient } = await import('./shared/api');
          return [mandatesQueryOptions(apiClient), allOrdersQueryOptions(apiClient)];
        }
      : undefined,
  ),
  directDebitsPlural: redirect('/user-dashboard/direct-debits', 'directDebits'),
  // Where home's QR code leads ('Download app'): home, where a phone's browser can install the shop.
  getTheApp: redirect('/app', 'home'),
  recentlyViewed: signedIn('/user-dashboard/recently-viewed'),
  favourites: signedIn(shopPatterns.favourites),
  stay: signedIn('/user-dashboard/stayoja/:section?'),
  account: signedIn(shopPatterns.account),
  payInInstalments: page('/welcome'),
  // Real estate: the rent search (its default; the catalogue's own /real-estate/rent, which the header's menu
  // links to, too), a home to rent's page, the short-let search and a short-let's page (with its request to
  // book); any other path under it is not found.
  realEstate: page(['/real-estate', '/real-estate/rent-oja', '/real-estate/rent'], {
    screen: 'real-estate',
    data: import.meta.env.SSR
      ? async (_, search) => [
          (await import('./features/real-estate/real-estate-queries')).rentQueryOptions(search),
        ]
      : undefined,
  }),
  shortlet: page(['/real-estate/shortlet-oja', '/real-estate/shortlet'], {
    screen: 'real-estate',
    data: import.meta.env.SSR
      ? async (_, search) => [
          (await import('./features/real-estate/real-estate-queries')).shortletQueryOptions(search),
        ]
      : undefined,
  }),
  // A home to rent's page, where every rent card leads (with its viewing request form, which the server also
  // answers without JavaScript: shopPatterns.rentDetail).
  rentDetail: page(shopPatterns.rentDetail, {
    screen: 'real-estate',
    data: import.meta.env.SSR
      ? async ({ propertyID }) => {
          const id = decodedSegment(propertyID);
          if (id === null) return [];
          const { propertyQueryOptions } = await import('@oja/api-client');
          return [propertyQueryOptions((await import('./shared/api')).apiClient, id)];
        }
      : undefined,
  }),
  shortletDetail: page(shopPatterns.shortletDetail, {
    screen: 'real-estate',
    data: import.meta.env.SSR
      ? async ({ propertyID }) => {
          const id = decodedSegment(propertyID);
          if (id === null) return [];
          const { propertyQueryOptions } = await import('@oja/api-client');
          return [propertyQueryOptions((await import('./shared/api')).apiClient, id)];
        }
      : undefined,
  }),
  realEstateNotFound: page('/real-estate/*', { screen: 'not-found' }),
  // The static and legal pages (before a category could claim the path), each at its own address (its
  // canonical one) and the spec's second spellings, from the domain's `staticPagePatterns`, which the pages'
  // own links (@oja/content) use too. The page's text is `features/static/pages/<name>.ts`; the records keep
  // the patterns' order, so they are matched in it.
  ...staticPages,
  // The catalogue: a product's page under its category and subcategory, then a category's listing.
  product: page(shopPatterns.product, {
    data: import.meta.env.SSR
      ? async ({ productID }) => {
          const id = decodedSegment(productID);
          if (id === null) return [];
          const { productQueryOptions, productReviewsQueryOptions } = await import('@oja/api-client');
          const { apiClient } = await import('./shared/api');
          return [productQueryOptions(apiClient, id), productReviewsQueryOptions(apiClient, id)];
        }
      : undefined,
  }),
  listing: page('/:parent/:sub?', {
    data: import.meta.env.SSR
      ? async ({ parent = '', sub }, search) => [
          (await import('./features/catalogue/queries')).listingQueryOptions(parent, sub, search),
        ]
      : undefined,
  }),
  notFound: page('*'),
} as const satisfies Record<string, RouteRecord>;

export type RouteName = keyof typeof routes;

/** The records in matching order. */
export const routeList = Object.entries(routes) as [RouteName, RouteRecord][];

/** The name of a route's screen (its module is `<feature>/<screen>-route.tsx`). */
export const screenOf = (name: string, route: RouteRecord): string =>
  route.screen ?? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The screen's name a screen module's path gives ('/src/features/account/sign-up-route.tsx': 'sign-up'). */
export const screenOfModule = (module: string): string | undefined =>
  /([\w-]+)-route\.tsx$/.exec(module)?.[1];

/** A route's own address pattern (the first of its paths). */
export const patternOf = (route: RouteRecord): string => route.path[0];

/** Every pattern of a route: its own and its aliases. */
export const patternsOf = (route: RouteRecord): readonly string[] => route.path;

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
