import { ApiError } from '@oja/api-client';

/**
 * What to tell the shopper about a failed call, the same way on every screen: the api-client's message
 * (the server's own, a plain sentence for its status, or one for a lost connection or a time-out), and the
 * screen's fallback (the spec's failure text) only for a failure that is not a call's at all.
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The server answered and refused (a 4xx, or exactly `status`): the request is at fault, not the connection. */
export function isRefusal(error: unknown, status?: number): boolean {
  if (!(error instanceof ApiError)) return false;
  return status === undefined ? error.status >= 400 && error.status < 500 : error.status === status;
}

/** Whether a failed query means the thing does not exist (the route then shows the 404 page). */
export function isNotFound(error: unknown): boolean {
  return isRefusal(error, 404);
}

/** The server's message per field of a refused form (400 or 409), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return (error instanceof ApiError && error.fieldErrors) || {};
}
