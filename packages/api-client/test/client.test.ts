import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  AUTH_STORAGE_KEY,
  createApiClient,
  createDeferredApiClient,
  NETWORK_ERROR_MESSAGE,
  productsQueryOptions,
  readStoredToken,
  TIMEOUT_ERROR_MESSAGE,
} from '../src/index';
import { json, startServer } from './echo-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

async function server(handler: Parameters<typeof startServer>[0]) {
  const s = await startServer(handler);
  closers.push(s.close);
  return s;
}

const page = {
  success: true,
  message: 'ok',
  data: { products: [], page: 2, limit: 5, totalProducts: 0, totalPages: 0 },
};

describe('the client sends what the API expects', () => {
  it('adds the bearer token when one is stored', async () => {
    let auth: string | undefined;
    const { baseUrl } = await server((req, res) => {
      auth = req.headers.authorization;
      json(res, 200, page);
    });
    await createApiClient({ baseUrl, getToken: () => 'tok-123' }).GET('/products/get-products');
    expect(auth).toBe('Bearer tok-123');
  });

  it('sends no Authorization header when no token is stored', async () => {
    let hasAuth = true;
    const { baseUrl } = await server((req, res) => {
      hasAuth = 'authorization' in req.headers;
      json(res, 200, page);
    });
    await createApiClient({ baseUrl, getToken: () => null }).GET('/products/get-products');
    expect(hasAuth).toBe(false);
  });

  it('sends credentials with every request', async () => {
    const seen: RequestCredentials[] = [];
    const { baseUrl } = await server((_req, res) => json(res, 200, page));
    const spyFetch: typeof fetch = (input, init) => {
      seen.push((input as Request).credentials);
      return fetch(input, init);
    };
    await createApiClient({ baseUrl, fetch: spyFetch, getToken: () => null }).GET('/products/categories');
    expect(seen).toEqual(['include']);
  });

  it('serialises the query the contract declares', async () => {
    let url = '';
    const { baseUrl } = await server((req, res) => {
      url = req.url ?? '';
      json(res, 200, page);
    });
    const data = await new QueryClient().fetchQuery(
      productsQueryOptions(createApiClient({ baseUrl, getToken: () => null }), {
        type: 'new',
        page: 2,
        limit: 5,
      }),
    );
    expect(url).toBe('/api/v1/products/get-products?type=new&page=2&limit=5');
    expect(data.page).toBe(2);
  });
});

describe('failures become one ApiError a shopper can read', () => {
  it("carries the server's message and status", async () => {
    const { baseUrl } = await server((_req, res) =>
      json(res, 400, { success: false, message: 'limit must be an integer' }),
    );
    const call = createApiClient({ baseUrl, getToken: () => null }).GET('/products/get-products');
    await expect(call).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'limit must be an integer',
    });
  });

  it("falls back to 'Something went wrong.' when the answer has no message", async () => {
    const { baseUrl } = await server((_req, res) => {
      res.writeHead(502);
      res.end('<html>bad gateway</html>');
    });
    const call = createApiClient({ baseUrl, getToken: () => null }).GET('/products/categories');
    await expect(call).rejects.toMatchObject({ status: 502, message: 'Something went wrong.' });
  });

  it('gives up after the time-out', async () => {
    const { baseUrl } = await server(() => {
      /* never answers */
    });
    const call = createApiClient({ baseUrl, getToken: () => null, timeoutMs: 100 }).GET(
      '/products/categories',
    );
    await expect(call).rejects.toEqual(new ApiError(TIMEOUT_ERROR_MESSAGE, 'timeout'));
  });

  it('reports an unreachable server as a network failure', async () => {
    const { baseUrl, close } = await startServer(() => {});
    await close();
    const call = createApiClient({ baseUrl, getToken: () => null }).GET('/products/categories');
    await expect(call).rejects.toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });
});

describe('the deferred client (its code loaded on the first call) is the same client', () => {
  it('sends the token and the query, and answers as the client does', async () => {
    let seen: { url?: string; auth?: string } = {};
    const { baseUrl } = await server((req, res) => {
      seen = { url: req.url, auth: req.headers.authorization };
      json(res, 200, page);
    });
    const data = await new QueryClient().fetchQuery(
      productsQueryOptions(createDeferredApiClient({ baseUrl, getToken: () => 'tok-9' }), {
        type: 'new',
        page: 2,
        limit: 5,
      }),
    );
    expect(seen).toEqual({
      url: '/api/v1/products/get-products?type=new&page=2&limit=5',
      auth: 'Bearer tok-9',
    });
    expect(data.page).toBe(2);
  });

  it('fails with the same ApiError', async () => {
    const { baseUrl } = await server((_req, res) =>
      json(res, 404, { success: false, message: 'No such product' }),
    );
    const call = createDeferredApiClient({ baseUrl, getToken: () => null }).GET('/products/categories');
    await expect(call).rejects.toMatchObject({ kind: 'http', status: 404, message: 'No such product' });
  });
});

describe('the stored token is read safely', () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === AUTH_STORAGE_KEY ? value : null),
  });

  it.each([
    ['{"token":"abc","isAuthenticated":true}', 'abc'],
    ['{"token":null,"isAuthenticated":false}', null],
    ['{"token":""}', null],
    ['{"token":42}', null],
    ['"abc"', null],
    [null, null],
    ['not json', null],
    ['42', null],
  ])('%s → %s', (raw, token) => {
    expect(readStoredToken(storage(raw))).toBe(token);
  });

  it('is null where there is no storage', () => {
    expect(readStoredToken(undefined)).toBeNull();
  });
});

describe('the default token reader reads what the web app writes', () => {
  it('reads the token of an auth state stored by Jotai atomWithStorage under AUTH_STORAGE_KEY', () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    };
    const authAtom = atomWithStorage(
      AUTH_STORAGE_KEY,
      { token: null as string | null, isAuthenticated: false },
      createJSONStorage(() => storage),
    );
    createStore().set(authAtom, { token: 'abc', isAuthenticated: true });
    expect(readStoredToken(storage)).toBe('abc');
  });

  it("names the web app's auth atom by AUTH_STORAGE_KEY, imported from @oja/api-client", () => {
    // The web app may not be imported from here; its source is read instead, so a key of its own fails.
    const source = readFileSync(new URL('../../../apps/web/src/shared/auth.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/import \{[^}]*\bAUTH_STORAGE_KEY\b[^}]*\} from '@oja\/api-client'/);
    expect(source).toMatch(/atomWithStorage<AuthState>\(\s*AUTH_STORAGE_KEY,/);
    expect(source).toMatch(/\btoken: string \| null;/);
  });
});
