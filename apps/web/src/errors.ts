import { ApiError } from '@oja/api-client';

/** Whether a failed query means the thing does not exist (the route then shows the 404 page). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
