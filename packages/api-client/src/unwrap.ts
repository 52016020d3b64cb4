import { SERVER_ERROR_MESSAGE } from './config';
import { ApiError } from './errors';

/**
 * The success answer of a call. The client's error middleware has already thrown an ApiError for every
 * failure, so `data` is present; should a success ever arrive without a body, this throws an ApiError too
 * rather than hand `undefined` on as the answer.
 */
export function unwrap<T>(answer: { data?: T; response: Response }): T {
  if (answer.data === undefined) throw new ApiError(SERVER_ERROR_MESSAGE, 'http', answer.response.status);
  return answer.data;
}
