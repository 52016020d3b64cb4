import { fillPath } from '@oja/domain';
import { patternOf, type RouteName, routeList, routes } from './routes';
import type { SitemapManifest } from './ssr/contract';

/**
 * Routes with an address of their own that are nobody's page in particular to a search engine: the search
 * results without a query, and the cart (each visitor's own).
 */
const UNLISTED: ReadonlySet<RouteName> = new Set(['searchPage', 'cart']);

/** A pattern with a parameter or a wildcard: its pages come from the catalogue, not from the manifest. */
const HAS_PARAMETERS = /[:*]/;

/**
 * What apps/api's /sitemap.xml (its sitemap/) takes from the route manifest: the shop's fixed public pages
 * (every route the server renders for anyone at its own address: home, Sales & Offers, real estate, the
 * static and legal pages; none left to the browser, none that only redirects), and the patterns it fills
 * with the catalogue's categories and published products (domain's fillPath), so no path is written there.
 */
export const sitemapManifest: SitemapManifest = {
  pages: routeList.flatMap(([name, route]) =>
    route.browserOnly || route.redirectTo || UNLISTED.has(name) || HAS_PARAMETERS.test(patternOf(route))
      ? []
      : [fillPath(patternOf(route))],
  ),
  /**
   * Every fixed path a route claims (its address and its second spellings): a category at one of them
   * ('/sales-offers', '/real-estate/rent') shows that route's page, not the category's listing, so the
   * sitemap does not list it again.
   */
  taken: routeList.flatMap(([, route]) =>
    route.path.filter((pattern) => !HAS_PARAMETERS.test(pattern)).map((pattern) => fillPath(pattern)),
  ),
  /** A product's page: '/:parent/:sub/:productID/:slug'. */
  product: patternOf(routes.product),
  /** A category's listing, '/:parent/:sub?': a parent category fills `parent`, a subcategory both. */
  category: patternOf(routes.listing),
};
