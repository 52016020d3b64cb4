import { API_BASE_PATH, createDeferredApiClient, loadApiClientCode } from '@oja/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { authTokenAtom } from './auth';
import { isRefusal } from './errors';

/** The one Jotai store of the app, so non-React code (the API client) reads the same atoms. */
export const store = createStore();

/**
 * The API client of the running app: same origin, token from the auth atom. In the server build (Vite's
 * `import.meta.env.SSR`, false and dropped from the browser's bundle) a request needs an absolute URL and goes
 * to the rendered request's own API, with no token but for a signed-in page rendered for its shopper: then
 * the session's token (from its cookie, checked live by the API) is the bearer, as in the browser.
 */
export const apiClient = createDeferredApiClient(
  import.meta.env.SSR
    ? {
        baseUrl: new URL(API_BASE_PATH, 'http://oja.server').href,
        getToken: () => null,
        // The request of the page being rendered (shared/request-scope.ts): no module state, so pages rendered
        // at the same time never answer each other's calls.
        fetch: async (input, init) => {
          const { serverRequest } = await import('./request-scope');
          const { fetchApi, sessionToken } = serverRequest();
          const request = new Request(input, init);
          if (sessionToken) request.headers.set('authorization', `Bearer ${sessionToken}`);
          return fetchApi(request);
        },
      }
    : { getToken: () => store.get(authTokenAtom) },
);

/**
 * Fetches the API client's code ahead of the first call. It is not in the first load: a server-rendered page
 * shows and hydrates from the server's HTML and data without a call (main.tsx calls this once idle).
 */
export function preloadApiClient() {
  loadApiClientCode().catch(() => undefined);
}

/** Server data stays fresh 5 minutes (spec §7 of the checkout document: data-caching defaults). */
const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
/** Unused data is kept about 24 minutes before it is discarded. */
const QUERY_GC_TIME_MS = 24 * 60 * 1000;
/** One retry; never for an answer that says the request itself was wrong (4xx), which a retry cannot fix. */
const QUERY_RETRIES = 1;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnMount: true,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < QUERY_RETRIES && !isRefusal(error),
      },
    },
  });
}
