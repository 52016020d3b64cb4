import type { ApiClient, ApiClientOptions } from './client';
import { errorFromFailure } from './errors';

/** Every member of openapi-fetch's client: the calls, and the middleware's use and eject. */
const MEMBERS = [
  'request',
  'GET',
  'PUT',
  'POST',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PATCH',
  'TRACE',
  'use',
  'eject',
] as const;

/** The client's code (openapi-fetch and the middleware of client.ts), fetched once. */
export function loadApiClientCode() {
  return import('./client');
}

/**
 * The client of {@link createApiClient}, whose code loads on its first call (or when
 * {@link loadApiClientCode} is called) instead of with the page: a server-rendered page needs no call to
 * show or hydrate, so its first load can do without openapi-fetch. Each member waits for the code, then
 * calls the real client's; `use` and `eject` are applied in turn, before any later call. A failure to load
 * the code fails the call as a dropped connection does (an ApiError of kind 'network'), and the next call
 * tries again.
 */
export function createDeferredApiClient(options: ApiClientOptions = {}): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const loaded = () => {
    client ??= loadApiClientCode().then(
      (code) => code.createApiClient(options),
      (error: unknown) => {
        client = undefined;
        throw errorFromFailure(error);
      },
    );
    return client;
  };
  const deferred: Record<string, unknown> = {};
  for (const member of MEMBERS) {
    deferred[member] = (...args: unknown[]) =>
      loaded().then((real) => (real[member] as (...a: unknown[]) => unknown)(...args));
  }
  return deferred as unknown as ApiClient;
}
