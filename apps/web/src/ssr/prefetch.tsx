import { categoriesQueryOptions, currentUserQueryOptions } from '@oja/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { matchRoute, type Parser, useRouter } from 'wouter';
import { BROWSER_ONLY_PATHS, patternsOf, type RouteParams, type RouteRecord, routeList } from '../routes';
import { apiClient } from '../shared/api';
import { sessionCartOptions } from './session-cart';

/** Whether the server renders `path` (every page but the manifest's browser-only ones). */
export function isServerRendered(path: string): boolean {
  return !BROWSER_ONLY_PATHS.test(path);
}

let parser: Parser | undefined;

/** Wouter's own pattern parser (the router's default, which it does not export): read once from its context. */
function routerParser(): Parser {
  if (!parser) {
    function ReadParser() {
      parser = useRouter().parser;
      return null;
    }
    renderToString(<ReadParser />);
  }
  if (!parser) throw new Error("wouter's parser could not be read");
  return parser;
}

/**
 * The manifest's route a server-rendered path shows, with its parameters: the first that matches, as the
 * app's table (app/route-table.tsx) matches it, with the router's own matcher. With `signedIn`, among the
 * browser-only routes instead (app/browser-only-routes.tsx).
 */
export function routeAt(
  path: string,
  { signedIn = false } = {},
): { route: RouteRecord; params: RouteParams } | undefined {
  for (const [, route] of routeList) {
    if (Boolean(route.browserOnly) !== signedIn) continue;
    for (const pattern of patternsOf(route)) {
      const [matches, params] = matchRoute(routerParser(), pattern, path);
      if (matches) return { route, params: params as RouteParams };
    }
  }
  return undefined;
}

/**
 * The route at `path` that the server renders for a live session (the manifest's `forSession` routes with
 * `data`: the cart, checkout, My purchases, Direct debits), or undefined. The route the app's table shows
 * there must be it: among the browser-only routes for a path left to the browser, else among the others.
 */
export function sessionRouteAt(path: string): { route: RouteRecord; params: RouteParams } | undefined {
  const found = routeAt(path, { signedIn: !isServerRendered(path) });
  return found?.route.forSession && found.route.data ? found : undefined;
}

/** Whether the server renders `path` for a request with a live session (see sessionRouteAt). */
export function isRenderedForSession(path: string): boolean {
  return sessionRouteAt(path) !== undefined;
}

/**
 * Puts in the cache what the route at `path` shows first (the manifest's `data`: the route's own query
 * options) and the header's categories, so the page renders whole on the server and the browser hydrates it
 * without asking again. What a route asks for beyond this (recently viewed, a short-let search) it asks for
 * in the browser, as before.
 */
export async function prefetchRouteData(
  queryClient: QueryClient,
  path: string,
  search: string,
  session?: { userID: string },
) {
  const found = session ? sessionRouteAt(path) : routeAt(path);
  // A `forSession` route's data is its shopper's: a guest's cart page asks none of it (ssr/guest-cart.ts).
  const data = session || !found?.route.forSession ? found?.route.data : undefined;
  // The session's cart query is built here, not by the manifest (routes.ts's ServerSession says why).
  const serverSession = session && { userID: session.userID, cart: sessionCartOptions(session.userID) };
  const queries = found && data ? await data(found.params, search, serverSession) : [];
  // A signed-in page's shopper too (the header and checkout show them), as useCurrentUser asks.
  const shopper = session ? [currentUserQueryOptions(apiClient)] : [];
  await Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions(apiClient)),
    ...shopper.map((options) => queryClient.prefetchQuery(options)),
    ...queries.map((options) => queryClient.prefetchQuery(options)),
  ]);
}
