import { createApiClient } from '@oja/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { authTokenAtom } from './state/auth';

/** The one Jotai store of the app, so non-React code (the API client) reads the same atoms. */
export const store = createStore();

/** The API client of the running app: same origin, token from the auth atom. */
export const apiClient = createApiClient({ getToken: () => store.get(authTokenAtom) });

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Slow networks drop requests: retry twice (1 s, then 2 s) before showing the error state.
        retry: 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
