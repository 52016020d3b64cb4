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

/** The cache of a rendered page as JSON for the page; `<` escaped so no text in it can close the script. */
export function serializeServerState(state: DehydratedState): string {
  const queries = state.queries.map((query) => ({
    ...query,
    state: { ...query.state, error: carriedError(query.state.error) },
  }));
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/**
 * Puts the server's answers in the browser's cache (their age included, so nothing fresh is asked again),
 * failures too: a page the server rendered as 'not found' or 'could not load' hydrates as the same page.
 */
export function readServerState(queryClient: QueryClient) {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return;
  const state = JSON.parse(element.textContent) as DehydratedState;
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
