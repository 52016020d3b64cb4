import { categoriesQueryOptions } from '@oja/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { matchRoute, type Parser, useRouter } from 'wouter';
import { BROWSER_ONLY_PATHS, patternsOf, type RouteParams, type RouteRecord, routeList } from '../routes';
import { apiClient } from '../shared/api';

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
 * app's table (app/route-table.tsx) matches it, with the router's own matcher.
 */
export function routeAt(path: string): { route: RouteRecord; params: RouteParams } | undefined {
  for (const [, route] of routeList) {
    if (route.browserOnly) continue;
    for (const pattern of patternsOf(route)) {
      const [matches, params] = matchRoute(routerParser(), pattern, path);
      if (matches) return { route, params: params as RouteParams };
    }
  }
  return undefined;
}

/**
 * Puts in the cache what the route at `path` shows first (the manifest's `data`: the route's own query
 * options) and the header's categories, so the page renders whole on the server and the browser hydrates it
 * without asking again. What a route asks for beyond this (recently viewed, a short-let search) it asks for
 * in the browser, as before.
 */
export async function prefetchRouteData(queryClient: QueryClient, path: string, search: string) {
  const found = routeAt(path);
  const queries = found?.route.data ? await found.route.data(found.params, search) : [];
  await Promise.all(
    [categoriesQueryOptions(apiClient), ...queries].map((options) => queryClient.prefetchQuery(options)),
  );
}
