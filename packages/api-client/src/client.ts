import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { API_BASE_PATH, API_TIMEOUT_MS, AUTH_STORAGE_KEY } from './config';
import { errorFromBody, errorFromFailure } from './errors';
import type { paths } from './generated/schema';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Base URL of the API; defaults to `/api/v1` on the page's own origin. */
  baseUrl?: string;
  /** The fetch to use (tests and stories inject their own). */
  fetch?: typeof globalThis.fetch;
  /**
   * Returns the stored bearer token, if any. Defaults to the `token` of the auth state the web app stores
   * under {@link AUTH_STORAGE_KEY}.
   */
  getToken?: () => string | null | undefined;
  /** Time-out per call in milliseconds. */
  timeoutMs?: number;
  /** Which cookies go with each call: 'include' (the shop's default) or 'same-origin' (the console's). */
  credentials?: RequestCredentials;
}

/** Reads the token of the auth state the web app persisted (JSON, as atomWithStorage writes it). Never throws. */
export function readStoredToken(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage) {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const state: unknown = JSON.parse(raw);
    const token = typeof state === 'object' && state !== null && 'token' in state ? state.token : null;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

function bearerToken(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** Turns an error answer into a thrown ApiError carrying the server's message. */
const normaliseErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return response;
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    throw errorFromBody(response.status, body);
  },
  onError({ error }) {
    return errorFromFailure(error);
  },
};

/**
 * Creates a typed client for the API described by openapi.yaml. Each call sends credentials, carries the
 * stored bearer token when there is one, and gives up after 60 s. Failures throw an {@link ApiError}.
 * A factory, not a singleton, so each test and story can inject its own fetch.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? API_BASE_PATH,
    credentials: options.credentials ?? 'include',
    fetch: (request: Request) =>
      baseFetch(
        new Request(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]) }),
      ),
  });
  client.use(bearerToken(options.getToken ?? (() => readStoredToken())), normaliseErrors);
  return client;
}
