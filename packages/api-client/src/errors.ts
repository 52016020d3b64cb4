import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './config';

/** Why a call failed, for the screen to choose its words and next step. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** Every failed call surfaces as one ApiError whose message a shopper can read. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when no answer arrived. */
  readonly status: number;

  constructor(message: string, kind: ApiErrorKind, status = 0) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
  }
}

/** The server's own `message`, else a plain sentence for the status. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : SERVER_ERROR_MESSAGE;
  return new ApiError(message, 'http', status);
}

/** Maps a thrown fetch failure (abort by time-out, DNS, refused connection) to an ApiError. */
export function errorFromFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return new ApiError(TIMEOUT_ERROR_MESSAGE, 'timeout');
  return new ApiError(NETWORK_ERROR_MESSAGE, 'network');
}
