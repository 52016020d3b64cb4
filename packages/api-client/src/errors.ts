import {
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  SESSION_INVALID_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './config';
import type { components } from './generated/schema';

/** The proof-of-work challenge a 429 may carry (issue 41): solve it and send the call again with the answer. */
export type ProofOfWorkChallenge = components['schemas']['ProofOfWorkChallenge'];

/** Why a call failed, for the screen to choose its words and next step. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** Every failed call surfaces as one ApiError whose message a shopper can read. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  /** For a 400, 409 or 422: the server's first message per field (`errors`), to show under the fields. */
  readonly fieldErrors?: Record<string, string>;
  /** For a 429 past an address's ceiling: the challenge whose answer lets the same call through. */
  readonly challenge?: ProofOfWorkChallenge;

  constructor(
    message: string,
    kind: ApiErrorKind,
    status = 0,
    fieldErrors?: Record<string, string>,
    challenge?: ProofOfWorkChallenge,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    if (fieldErrors) this.fieldErrors = fieldErrors;
    if (challenge) this.challenge = challenge;
  }
}

/** The first message per field of an answer's `errors` list. */
function fieldErrorsOf(errors: unknown): Record<string, string> | undefined {
  if (!Array.isArray(errors)) return undefined;
  const fields: Record<string, string> = {};
  for (const e of errors as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof e?.field === 'string' && typeof e.message === 'string' && !(e.field in fields)) {
      fields[e.field] = e.message;
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The server's own `message`, else a plain sentence for the status; `errors` for a 400, 409 or 422. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
    challenge?: unknown;
  };
  const fallback = status === 401 ? SESSION_INVALID_MESSAGE : SERVER_ERROR_MESSAGE;
  const message = typeof answer.message === 'string' && answer.message !== '' ? answer.message : fallback;
  const fields = [400, 409, 422].includes(status) ? fieldErrorsOf(answer.errors) : undefined;
  // The contract gives a challenge its fields (ProofOfWorkChallenge); checked no further here, as this code
  // is on every page's first load.
  const challenge =
    typeof answer.challenge === 'object' ? (answer.challenge as ProofOfWorkChallenge) : undefined;
  return new ApiError(message, 'http', status, fields, challenge ?? undefined);
}

/** Maps a thrown fetch failure (abort by time-out, DNS, refused connection) to an ApiError. */
export function errorFromFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return new ApiError(TIMEOUT_ERROR_MESSAGE, 'timeout');
  return new ApiError(NETWORK_ERROR_MESSAGE, 'network');
}

/** Every query and mutation of the app fails with an ApiError: TanStack Query types `error` so, once, here. */
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
