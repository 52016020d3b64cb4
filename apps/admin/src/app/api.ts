import { ApiError, createAdminApiClient } from '@oja/api-client';
import { QueryClient } from '@tanstack/react-query';

/** The console's client: same-origin calls with the staff cookie, never a shopper's token. */
export const adminClient = createAdminApiClient();

/** Whether an error is the server saying there is no staff session (none, expired, ended by an owner). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A refusal (4xx) is an answer, not a failure a retry could fix. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Staff act on what they see: data is fetched again each time a page opens.
        staleTime: 0,
        refetchOnWindowFocus: true,
        retry: (failures, error) => failures < 1 && !isRefusal(error),
      },
    },
  });
}
