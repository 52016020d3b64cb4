import { ApiError } from '@oja/api-client';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` that carries the server's query cache into the page. */
export const SERVER_STATE_ID = 'oja-query-state';

/** A failed query's error as the page carries it: ApiError's fields (JSON would keep none of them). */
interface CarriedError {
  message: string;
  kind: ConstructorParameters<typeof ApiError>[1];
  status: number;
}

function carriedError(error: unknown): CarriedError | null {
  return error instanceof ApiError
    ? { message: error.message, kind: error.kind, status: error.status }
    : null;
}

/**
 * The cache of a rendered page as JSON for the page; `<` escaped so no text in it can close the script.
 *
 * A page every visitor shares (`shared`) carries no render clock: its answers' times and the dehydration's
 * would make each render's HTML differ from the last, so its ETag would change every few seconds and a
 * returning shopper would download the whole page (19 KB for home) where a 304 of 1 KB does
 * (e2e/tests/offline-and-install.spec.ts). The browser dates such answers when the page arrives
 * (`readServerState`): the server has just rendered it or confirmed with the 304 that it is current. A
 * shopper's own page keeps its times: read offline later, it says how old its answers are.
 */
export function serializeServerState(state: DehydratedState, { shared }: { shared: boolean }): string {
  const queries = state.queries.map(({ dehydratedAt, ...query }) => ({
    ...query,
    ...(shared ? {} : { dehydratedAt }),
    state: {
      ...query.state,
      error: carriedError(query.state.error),
      ...(shared ? { dataUpdatedAt: 0, errorUpdatedAt: 0 } : {}),
    },
  }));
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/** A page's carried cache with its undated answers dated `receivedAt` (a shared page's: see above). */
export function datedServerState(state: DehydratedState, receivedAt: number): DehydratedState {
  const queries = state.queries.map((query) => ({
    ...query,
    dehydratedAt: query.dehydratedAt ?? receivedAt,
    state: {
      ...query.state,
      dataUpdatedAt: query.state.dataUpdatedAt || (query.state.data === undefined ? 0 : receivedAt),
      errorUpdatedAt: query.state.errorUpdatedAt || (query.state.error ? receivedAt : 0),
    },
  }));
  return { ...state, queries };
}

/**
 * Puts the server's answers in the browser's cache, dated (so nothing fresh is asked again at once),
 * failures too: a page the server rendered as 'not found' or 'could not load' hydrates as the same page.
 */
export function readServerState(queryClient: QueryClient) {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return;
  const state = datedServerState(JSON.parse(element.textContent) as DehydratedState, Date.now());
  for (const query of state.queries) {
    const error = query.state.error as CarriedError | null;
    if (!error) continue;
    query.state.error = new ApiError(error.message, error.kind, error.status);
    // A failed query is asked again when a component mounts, which would hydrate the server's 'not found'
    // page as a skeleton: not these (their Retry button still asks again).
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(queryClient, state);
}
