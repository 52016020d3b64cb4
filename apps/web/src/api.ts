import { createApiClient } from '@oja/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { isRefusal } from './errors';
import { authTokenAtom } from './state/auth';

/** The one Jotai store of the app, so non-React code (the API client) reads the same atoms. */
export const store = createStore();

/** The API client of the running app: same origin, token from the auth atom. */
export const apiClient = createApiClient({ getToken: () => store.get(authTokenAtom) });

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
