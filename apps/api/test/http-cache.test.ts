import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { seedProperties } from '../src/db/seed.ts';
import {
  AnswerCache,
  CATALOGUE_CACHE_CONTROL,
  chooseEncoding,
  matchesIfNoneMatch,
  PRIVATE_CACHE_CONTROL,
  REVIEWS_CACHE_CONTROL,
} from '../src/http-cache.ts';
import { createCatalogueApp } from './catalogue-app.ts';

type Shop = Awaited<ReturnType<typeof createCatalogueApp>>;

let shop: Shop;
beforeAll(async () => {
  shop = await createCatalogueApp();
  await seedProperties(shop.database.db);
});
afterAll(async () => shop?.dispose());

const get = (path: string, headers: Record<string, string> = {}) =>
  shop.app.request(`/api/v1${path}`, { headers });

/** The newest product's public id. */
async function firstProductId(): Promise<string> {
  const body = await (await get('/products/get-products?type=new&limit=1')).json();
  return body.data.products[0].productID;
}

/** A write through the API (a guest adds a product to a new cart): it empties the cache of answers. */
async function someWrite(productID: string) {
  const response = await shop.app.request('/api/v1/cart/add-to-cart', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productID, cartSessionID: randomUUID() }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
}

describe('a public catalogue answer', () => {
  it('carries an ETag and Cache-Control, and a matching If-None-Match answers 304 with no body', async () => {
    const path = '/products/get-products?type=new&page=1&limit=10';
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await first.json();
    expect(body.data.products).toHaveLength(10);

    // The same request again: the same ETag and body (from memory now).
    const again = await get(path);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.json()).toEqual(body);

    for (const ifNoneMatch of [etag as string, `"other", ${etag}`, (etag as string).slice(2), '*']) {
      const revalidated = await get(path, { 'if-none-match': ifNoneMatch });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    }
    const otherTag = await get(path, { 'if-none-match': 'W/"something-else"' });
    expect(otherTag.status).toBe(200);
    expect(await otherTag.json()).toEqual(body);
  });

  it('is the same for every shopper: a bearer token, valid or not, changes nothing', async () => {
    const path = '/products/categories';
    const anonymous = await get(path);
    const withToken = await get(path, { authorization: 'Bearer not-a-session' });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(withToken.headers.get('etag')).toBe(anonymous.headers.get('etag'));
  });

  it('is public for every catalogue read: a product, categories, a category, search, a listing, properties', async () => {
    const id = await firstProductId();
    const property = (await (await get('/properties?limit=1')).json()).data.data[0].propertyID;
    const paths = [
      `/products/get-single-product/${id}`,
      '/products/categories',
      '/products/single-categories/electronics',
      '/products/search?q=phone',
      '/products/subcategory?category=electronics',
      '/products/get-products?type=sales',
      '/properties',
      `/properties/${property}`,
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(CATALOGUE_CACHE_CONTROL);
      expect(response.headers.get('etag'), path).toBeTruthy();
    }
    // Reviews: public, but checked with the server on every use (a shopper reads them after writing one).
    const reviews = await get(`/products/get-product-reviews/${id}`);
    expect(reviews.status).toBe(200);
    expect(reviews.headers.get('cache-control')).toBe(REVIEWS_CACHE_CONTROL);
    const etag = reviews.headers.get('etag') as string;
    expect((await get(`/products/get-product-reviews/${id}`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('gets a new ETag when it changes, and the old one no longer answers 304', async () => {
    const id = await firstProductId();
    const path = `/products/get-single-product/${id}`;
    const before = await get(path);
    const etag = before.headers.get('etag') as string;
    const name = (await before.json()).data.product.productName;

    await shop.database.db
      .update(products)
      .set({ name: `${name} (new)` })
      .where(eq(products.productId, id));
    await someWrite(id);

    const after = await get(path, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await after.json()).data.product.productName).toBe(`${name} (new)`);
    await shop.database.db.update(products).set({ name }).where(eq(products.productId, id));
    await someWrite(id);
  });

  it('is compressed once: brotli or gzip as Accept-Encoding asks, the same JSON underneath', async () => {
    const path = '/products/get-products?type=new';
    const plain = await get(path);
    const json = await plain.json();
    expect(plain.headers.get('content-encoding')).toBeNull();

    const gzip = await get(path, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8'))).toEqual(json);

    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8'))).toEqual(
      json,
    );
  });
});

describe('answers that are not public', () => {
  it('a guest cart is private, no-store, with no ETag', async () => {
    const id = await firstProductId();
    const cartSessionID = randomUUID();
    await shop.post('/cart/add-to-cart', { productID: id, cartSessionID });
    const cart = await get(`/cart/view-cart?cartSessionID=${cartSessionID}`);
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(cart.headers.get('etag')).toBeNull();
    // Compressed as it is sent (gzip, the same JSON underneath), still private.
    const gzipped = await get(`/cart/view-cart?cartSessionID=${cartSessionID}`, {
      'accept-encoding': 'gzip, br',
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const unzipped = JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8'));
    expect(unzipped).toEqual(await cart.json());
    // Asked twice, it is read twice: a cart is never answered from the cache of public answers.
    await shop.post('/cart/clear-cart', { cartSessionID });
    const emptied = await (await get(`/cart/view-cart?cartSessionID=${cartSessionID}`)).json();
    expect(emptied.data.cart.items).toEqual([]);
  });

  it('personal reads and every write are private, no-store', async () => {
    for (const path of ['/users/get-user', '/orders/get-all-orders', '/user/all-delivery-address']) {
      const response = await get(path, { authorization: 'Bearer nobody' });
      expect(response.status, path).toBe(401);
      expect(response.headers.get('cache-control'), path).toBe(PRIVATE_CACHE_CONTROL);
    }
    const login = await shop.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
    });
    expect(login.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('a gzipped answer carries its length and every header of the answer it replaces', async () => {
    const id = await firstProductId();
    const cartSessionID = randomUUID();
    await shop.post('/cart/add-to-cart', { productID: id, cartSessionID });
    const gzipped = await get(`/cart/view-cart?cartSessionID=${cartSessionID}`, {
      'accept-encoding': 'gzip',
    });
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(gzipped.headers.get('content-type')).toMatch(/^application\/json/);
    expect(gzipped.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(gzipped.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(gunzipSync(bytes).toString('utf8')).data.cart.items).toHaveLength(1);
  });

  it('a JSON answer under 1 KB is sent as it is, with its length: the compress middleware leaves it too', async () => {
    for (const path of ['/products/get-single-product/no-such-product', '/cart/view-cart']) {
      const small = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(small.status, path).toBeGreaterThanOrEqual(400);
      expect(small.headers.get('content-encoding'), path).toBeNull();
      const text = await small.text();
      expect(small.headers.get('content-length'), path).toBe(String(Buffer.byteLength(text)));
      expect(JSON.parse(text).success, path).toBe(false);
    }
  });

  it('a 4xx of a public operation is not cached publicly, nor kept', async () => {
    const missing = await get('/products/get-single-product/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(missing.headers.get('etag')).toBeNull();

    const badQuery = await get('/products/get-products?type=new&limit=1000');
    expect(badQuery.status).toBe(400);
    expect(badQuery.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);

    const unknown = await get('/products/no-such-path');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('the cache of answers', () => {
  const entry = (etag: string) => ({
    etag,
    cacheControl: CATALOGUE_CACHE_CONTROL,
    contentType: 'application/json',
    identity: new Uint8Array(),
    gzip: new Uint8Array(),
    br: new Uint8Array(),
  });

  it('serves an answer for its TTL, not after', async () => {
    let now = 0;
    const cache = new AnswerCache({ ttlMs: 1000, now: () => now });
    await cache.fill('/a', async () => entry('W/"a"'));
    now = 999;
    expect(cache.get('/a')?.etag).toBe('W/"a"');
    now = 1000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('asks once for concurrent requests, and keeps nothing computed across a write', async () => {
    const cache = new AnswerCache();
    let calls = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = cache.fill('/b', async () => {
      calls++;
      await gate;
      return entry('W/"b"');
    });
    const waiting = cache.pending('/b');
    expect(waiting).toBeDefined();
    release();
    expect((await waiting)?.etag).toBe('W/"b"');
    await first;
    expect(calls).toBe(1);
    expect(cache.get('/b')?.etag).toBe('W/"b"');

    let unblock: () => void = () => {};
    const slow = cache.fill(
      '/c',
      () =>
        new Promise((resolve) => {
          unblock = () => resolve(entry('W/"c"'));
        }),
    );
    cache.clear();
    unblock();
    await slow;
    expect(cache.get('/c')).toBeUndefined();
    expect(cache.get('/b')).toBeUndefined();
  });

  it('reads If-None-Match and Accept-Encoding as RFC 9110 writes them', () => {
    expect(matchesIfNoneMatch('"x"', 'W/"x"')).toBe(true);
    expect(matchesIfNoneMatch('W/"y", W/"x"', 'W/"x"')).toBe(true);
    expect(matchesIfNoneMatch('"y"', 'W/"x"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"x"')).toBe(false);
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
  });
});
