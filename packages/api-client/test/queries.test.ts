import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  categoryListingQueryOptions,
  categoryQueryOptions,
  createApiClient,
  productQueryOptions,
  searchQueryOptions,
} from '../src/index';
import { json, startServer } from './echo-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

/** A server that records the URL it was asked for and answers `data`. */
async function answering(data: unknown) {
  const seen: string[] = [];
  const s = await startServer((req, res) => {
    seen.push(req.url ?? '');
    json(res, 200, { success: true, message: 'ok', data });
  });
  closers.push(s.close);
  return { client: createApiClient({ baseUrl: s.baseUrl, getToken: () => null }), seen };
}

describe('catalogue queries call the paths of openapi.yaml', () => {
  it('fetches one product, its id encoded in the path', async () => {
    const { client, seen } = await answering({ product: { productID: 'OJA/1' } });
    const product = await new QueryClient().fetchQuery(productQueryOptions(client, 'OJA/1'));
    expect(seen).toEqual(['/api/v1/products/get-single-product/OJA%2F1']);
    expect(product).toEqual({ productID: 'OJA/1' });
  });

  it('fetches one category by slug', async () => {
    const { client, seen } = await answering({ category: { slug: 'electronics' } });
    const category = await new QueryClient().fetchQuery(categoryQueryOptions(client, 'electronics'));
    expect(seen).toEqual(['/api/v1/products/single-categories/electronics']);
    expect(category).toEqual({ slug: 'electronics' });
  });

  it('lists a subcategory 10 a page with its filters', async () => {
    const { client, seen } = await answering({ products: [] });
    await new QueryClient().fetchQuery(
      categoryListingQueryOptions(client, {
        category: 'electronics',
        subcategory: 'phones',
        fairAppPrice: '500000+',
      }),
    );
    expect(seen).toEqual([
      '/api/v1/products/subcategory?category=electronics&subcategory=phones&fairAppPrice=500000%2B&page=1&limit=10',
    ]);
  });

  it('searches 10 a page, the query encoded', async () => {
    const { client, seen } = await answering({ results: { products: [] }, total: 0 });
    const data = await new QueryClient().fetchQuery(searchQueryOptions(client, { q: '100% & <b>', page: 2 }));
    expect(seen).toEqual(['/api/v1/products/search?q=100%25%20%26%20%3Cb%3E&page=2&limit=10']);
    expect(data.total).toBe(0);
  });
});
