import { normalizeSearchQuery, parsePage, SANDBOX_EXPOSED_MESSAGE } from '@oja/domain';
import { dehydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { prerender } from 'react-dom/static';
import { AppRoot } from './app/app-root';
import { hrefs } from './hrefs';
import { routeList } from './routes';
import { createQueryClient } from './shared/api';
import { authAtom, SIGNED_OUT } from './shared/auth';
import { recordRenderedOn } from './shared/lagos-today';
import { PageHeadContext, type ServerPage } from './shared/page-head';
import { withServerRequest } from './shared/request-scope';
import type { RenderAnswer, RenderRequest, WebServerEntry } from './ssr/contract';
import { serveGuestCart } from './ssr/guest-cart';
import { isRenderedForSession, isServerRendered, prefetchRouteData, routeAt } from './ssr/prefetch';
import { RENDERED_MODULES_ID, RenderedModulesContext, stylesheetsFor } from './ssr/route-styles';
import { pageDocument } from './ssr/server-document';
import { SERVER_STATE_ID, serializeServerState } from './ssr/server-state';
import { serveSessionCart } from './ssr/session-cart';
import { SERVER_TOKEN, signedInMarker } from './ssr/signed-in-page';

// What apps/api's /sitemap.xml takes from the route manifest (its fixed pages, its catalogue patterns).
export { sitemapManifest } from './sitemap-manifest';

/**
 * The page at `url` as HTML: the route's data asked first (server-data.ts), the app rendered with React's
 * streaming renderer once every lazy route's code has loaded, the query cache dehydrated into the page for
 * the browser's hydration, and the head (title, description, canonical, Open Graph, schema.org) the route
 * named while rendering. Null for a path left to the browser (a signed-in shopper's pages).
 */
export const render: WebServerEntry['render'] = async (request) => {
  const url = new URL(request.url, request.origin);
  const session = request.session && isRenderedForSession(url.pathname) ? request.session : undefined;
  if (!session && !isServerRendered(url.pathname)) return null;
  const search = normalisedSearch(url);
  if (search) return { status: 302, redirect: search };
  // Everything of this request is passed down, never kept in a module: pages render side by side.
  return withServerRequest(
    { fetchApi: request.fetchApi, ...(session ? { sessionToken: session.token } : {}) },
    () => renderPage(request, url, session),
  );
};

/** Whether the server renders `url`'s page for a request with a live session (apps/api asks before it checks one). */
export const rendersForSession: WebServerEntry['rendersForSession'] = (url) => {
  return isRenderedForSession(new URL(url, 'http://oja.server').pathname);
};

/**
 * The manifest's name of the route whose page `url` shows ('product', 'notFound'...), matched as the app's
 * tables match it: a path left to the browser among its browser-only routes first, then the others (a path
 * none of them matches is the 404 page's). The API labels its page requests with it (apps/api's
 * ops/metrics.ts): a name, never a path, so a metric's labels hold nothing a client chose.
 */
export const routeNameAt: WebServerEntry['routeNameAt'] = (url) => {
  const path = new URL(url, 'http://oja.server').pathname;
  const found = (!isServerRendered(path) && routeAt(path, { signedIn: true })) || routeAt(path);
  return routeList.find(([, route]) => route === found?.route)?.[0];
};

/**
 * A search the header's form sent before the app started (a plain GET) goes where the app would have sent it:
 * the query as the domain normalises it ('  Samsung ' is 'samsung'), so both land on one address and one
 * cached page. Null when the address is already that one.
 */
function normalisedSearch(url: URL): string | null {
  if (url.pathname !== hrefs.searchPage) return null;
  const typed = url.searchParams.get('q');
  const query = typed === null ? null : normalizeSearchQuery(typed);
  if (query === null || query === typed) return null;
  const page = parsePage(url.searchParams.get('page'));
  return hrefs.search(query, page > 1 ? page : undefined);
}

async function renderPage(
  request: RenderRequest,
  url: URL,
  session: RenderRequest['session'],
): Promise<Exclude<RenderAnswer, null>> {
  const queryClient = createQueryClient();
  // A failure is rendered as it is (a product that does not exist is the 404 page), never as 'loading'
  // because a browser would ask again on mount: the browser does the same with the failures in the page.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  await prefetchRouteData(
    queryClient,
    url.pathname,
    url.search,
    session ? { userID: session.userID } : undefined,
  );
  const store = createStore();
  // The shopper as the browser's stored auth state has them, so its first render is this one. The server's
  // store only (it is never written into the page), and with a stand-in for the token, which no render shows.
  if (session)
    store.set(authAtom, {
      ...SIGNED_OUT,
      token: SERVER_TOKEN,
      isAuthenticated: true,
      userID: session.userID,
    });
  if (session) serveSessionCart(store);
  // A guest's cart only without a session (apps/api names none then): the page is one shopper's.
  else if (request.cartSessionID !== undefined)
    await serveGuestCart(queryClient, store, url.pathname, request.cartSessionID);
  // The day the page's dates start from, carried to the browser so that it hydrates the same dates.
  recordRenderedOn(queryClient, Date.now());
  const page: ServerPage = {
    origin: request.origin,
    mode: request.mode,
    exposure: request.exposed ? SANDBOX_EXPOSED_MESSAGE : undefined,
    head: { canonicalPath: url.pathname },
  };
  const ssrContext: { redirectTo?: string } = {};
  const renderedModules = new Set<string>();
  // prerender, not renderToReadableStream: it waits for every lazy route's code before it writes anything, so
  // the page is plain HTML in its final order. A stream would write the route's fallback first and then swap
  // the route in with inline scripts, which the Content Security Policy (no inline script) rightly blocks.
  const { prelude } = await prerender(
    <PageHeadContext.Provider value={page}>
      <RenderedModulesContext.Provider value={renderedModules}>
        <AppRoot
          store={store}
          queryClient={queryClient}
          ssrPath={url.pathname}
          ssrSearch={url.search.slice(1)}
          ssrContext={ssrContext}
        />
      </RenderedModulesContext.Provider>
    </PageHeadContext.Provider>,
    {
      // React writes a large boundary (a route's page) after the rest and moves it in place with an inline
      // script; the Content Security Policy blocks inline scripts, and the page is written whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        console.error(`Rendering ${JSON.stringify(url.pathname)} failed:`, error);
      },
    },
  );
  // The status and the head are known only once the route has rendered (a product that does not exist
  // renders the 404 page): the answer starts when the whole page is ready.
  const body = await new Response(prelude).text();
  if (ssrContext.redirectTo) return { status: 302, redirect: ssrContext.redirectTo };
  const state = serializeServerState(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    { shared: !session },
  );
  const html = pageDocument(request.template, {
    head: page.head,
    origin: request.origin,
    body,
    // The CSS of the lazy parts on the page, so it is styled before (and without) its JavaScript.
    stylesheets: request.manifest ? stylesheetsFor(renderedModules, request.manifest) : [],
    state: [
      `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
      // Which lazy parts the page shows: the browser loads their code before it hydrates (main.tsx).
      `<script type="application/json" id="${RENDERED_MODULES_ID}">${JSON.stringify([...renderedModules])}</script>`,
      // Whose page this is: the browser hydrates it only if its own stored session is that shopper's (main.tsx).
      ...(session ? [signedInMarker(session.userID)] : []),
    ].join(''),
    bootCode: request.bootCode,
    notice: request.notice,
    cartSessionID: session ? undefined : request.cartSessionID,
    cartHref: hrefs.cart,
    favouritesHref: hrefs.favourites,
    vendorScript: request.manifest?.['src/vendor.ts']?.file,
    dataSaver: request.dataSaver,
  });
  return { status: page.head.status ?? 200, html };
}
