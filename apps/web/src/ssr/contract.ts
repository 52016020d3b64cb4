/**
 * The contract between the web app's server entry (entry-server.tsx, built to dist-ssr/entry-server.js) and
 * the API process that loads it (apps/api/src/web-ssr.ts): declared here alone, in the package that owns the
 * renderer, and imported by apps/api as types (`@oja/web/ssr-contract`). apps/api checks a loaded build
 * against `WEB_SERVER_ENTRY` at start-up. No imports: both apps' compilers read this file as it is.
 */

/** Vite's build manifest (dist/.vite/manifest.json): which file and CSS each module of the build has. */
export type BuildManifest = Record<string, { file?: string; css?: string[]; imports?: string[] }>;

/** The message the last form post left (apps/api's cart-forms.ts, favourite-forms.ts), shown once. */
export interface PageNotice {
  message: string;
  error: boolean;
  /** 'View cart' (the cart's forms, by default) or 'View favourites' (the favourite form). */
  view?: 'cart' | 'favourites';
}

/** What the API process asks the renderer for. */
export interface RenderRequest {
  /** The path and query asked for: '/electronics/phones?page=2'. */
  url: string;
  /** The shop's origin for absolute addresses (canonical, Open Graph): 'https://oja.ng'. */
  origin: string;
  /** The server's mode: the sandbox shows its marker. */
  mode: string;
  /** A sandbox listening beyond its machine (HOST): its marker says the outbox and the clock are open. */
  exposed?: boolean;
  /** The built index.html, with its asset links. */
  template: string;
  /** Answers an API request in the server's own process. */
  fetchApi: (request: Request) => Promise<Response>;
  /** Vite's build manifest: which CSS each lazy part needs. None in development. */
  manifest?: BuildManifest;
  /** The built boot script's code (the manifest's src/boot.ts), written into each page. None in development. */
  bootCode?: string;
  /** The message the last form post left, shown once here (the page is then this shopper's alone). */
  notice?: PageNotice;
  /**
   * The guest cart of the browser's cookie, on a page rendered for this shopper alone: the cart page shows it,
   * and the page names it so that the app, when it starts, adopts it (shared/cart/cart-session.ts). Null on the
   * cart page of a guest whose browser names no cart: the page shows an empty cart rather than 'loading' (a
   * device that holds a cart all the same, its cookie gone, has the boot script drop the page).
   */
  cartSessionID?: string | null;
  /**
   * The live session of the request's session cookie (apps/api's session-cookie.ts checks it on every page):
   * a route the manifest lets the server render for a session (the cart, checkout, My purchases, Direct debits)
   * is rendered for this shopper alone, their data asked with the session's token. Without it the signed-in
   * ones are the browser's, and the cart is a guest's.
   */
  session?: { token: string; userID: string };
  /**
   * The request asks for less data (`Save-Data: on` or the shopper's 'Data saver' switch, @oja/domain's
   * data-saver.ts): the page names no picture to fetch ahead, and its boot script starts the app only when
   * the shopper first touches the page (it works as plain HTML before).
   */
  dataSaver?: boolean;
}

/** The renderer's answer: the page (a 404 page keeps its status), a redirect, or null for a path left to the browser. */
export type RenderAnswer = { status: number; html: string } | { status: 302; redirect: string } | null;

/**
 * What /sitemap.xml takes from the route manifest: the shop's fixed public pages, every fixed path a route
 * claims (no category's listing shows there), and the patterns of a product's page and a category's listing.
 */
export interface SitemapManifest {
  pages: readonly string[];
  taken: readonly string[];
  product: string;
  category: string;
}

/** The server entry's exports, as apps/api uses them. */
export interface WebServerEntry {
  /** The page at `request.url`, rendered. */
  render(request: RenderRequest): Promise<RenderAnswer>;
  /** Whether the server renders `url`'s page for a live session (apps/api asks before it checks one). */
  rendersForSession(url: string): boolean;
  /** The route manifest's name for the route at `url` ('product', 'notFound'), for metrics' labels. */
  routeNameAt(url: string): string | undefined;
  /** What /sitemap.xml takes from the route manifest. */
  sitemapManifest: SitemapManifest;
}
