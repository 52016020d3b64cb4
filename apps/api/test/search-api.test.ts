import { categories as seedCategories, products as seedProducts } from '@oja/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueApp } from './catalogue-app.ts';

let shop: Awaited<ReturnType<typeof createCatalogueApp>>;
beforeAll(async () => {
  shop = await createCatalogueApp();
});
afterAll(async () => shop?.dispose());

const search = (q: string, extra = '') => shop.call(`/products/search?q=${encodeURIComponent(q)}${extra}`);
const ids = (body: { data: { results: { products: Array<{ productID: string }> } } }) =>
  body.data.results.products.map((p) => p.productID);

const categoryName = new Map(
  seedCategories.flatMap((c) => [
    [c.slug, c.name] as const,
    ...c.subcategories.map((s) => [s.slug, s.name] as const),
  ]),
);

/** What the search should answer, worked out from the seed: matches, ranked, then newest, then seed order. */
function expectedMatches(query: string): string[] {
  const q = query.trim().toLowerCase();
  const rank = (p: (typeof seedProducts)[number]) => {
    const name = p.productName.toLowerCase();
    if (name.startsWith(q)) return 0;
    if (name.includes(q)) return 1;
    if (p.brand.toLowerCase().includes(q)) return 2;
    const inCategory = [p.subcategorySlug, p.parentCategorySlug].some((slug) =>
      (categoryName.get(slug) ?? '').toLowerCase().includes(q),
    );
    return inCategory ? 3 : null;
  };
  return seedProducts
    .map((p, i) => ({ p, i, r: rank(p) }))
    .filter((x) => x.r !== null)
    .sort((a, b) => (a.r ?? 0) - (b.r ?? 0) || b.p.createdAt.localeCompare(a.p.createdAt) || a.i - b.i)
    .map((x) => x.p.productID);
}

describe('GET /products/search', () => {
  it('finds every product of a brand, in the shape of openapi.yaml', async () => {
    const { status, body, check } = await search('Samsung', '&limit=100');
    expect(status).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    const samsung = seedProducts.filter((p) => p.brand === 'Samsung').map((p) => p.productID);
    expect(samsung.length).toBeGreaterThan(3);
    expect(ids(body)).toEqual(expect.arrayContaining(samsung));
    expect(body.data).toMatchObject({ total: expectedMatches('samsung').length, page: 1, limit: 100 });
  });

  it('ranks names starting with the query first, then names, brands and categories containing it', async () => {
    for (const q of ['samsung', 'tv', 'home', 'lg']) {
      // Every page of 100 (the largest limit), so a query matching hundreds is checked whole.
      const first = await search(q, '&limit=100');
      const found = ids(first.body);
      for (let page = 2; page <= first.body.data.total_pages; page++)
        found.push(...ids((await search(q, `&limit=100&page=${page}`)).body));
      expect(first.body.data.total, q).toBe(expectedMatches(q).length);
      expect(found, q).toEqual(expectedMatches(q));
    }
  });

  it('ignores case and surrounding spaces', async () => {
    const lower = await search('hisense', '&limit=100');
    expect(lower.body.data.total).toBeGreaterThan(0);
    for (const q of ['HISENSE', '  HiSense  ']) {
      expect(ids((await search(q, '&limit=100')).body)).toEqual(ids(lower.body));
    }
  });

  it('answers an unknown word with an empty list', async () => {
    const { status, body, check } = await search('zzyzxquux');
    expect(status).toBe(200);
    expect(check.valid).toBe(true);
    expect(body.data).toEqual({ results: { products: [] }, total: 0, total_pages: 0, page: 1, limit: 10 });
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    const percent = await search('%', '&limit=100');
    expect(ids(percent.body)).toEqual(expectedMatches('%'));
    expect(percent.body.data.total).toBe(1); // Chivita 100% Orange Juice
    for (const q of ['_', '%%', '%_%', 's_msung', '\\', '\\%']) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(body.data.total, q).toBe(0);
    }
  });

  it.each(["'; DROP TABLE products; --", '<script>alert(1)</script>', "' OR '1'='1", "samsung'); --"])(
    'answers %s safely, with no matches, and the catalogue still works',
    async (q) => {
      const { status, body, check } = await search(q);
      expect(status).toBe(200);
      expect(check.valid).toBe(true);
      expect(body.data.total).toBe(0);
      const after = await shop.call('/products/get-products?limit=1');
      expect(after.body.data.totalProducts).toBe(seedProducts.length);
    },
  );

  it('answers a 10,000-character query, searching for its first 100 characters', async () => {
    const huge = await search('a'.repeat(10_000));
    expect(huge.status).toBe(200);
    expect(huge.check.valid).toBe(true);
    expect(huge.body.data.total).toBe(0);
    const cut = await search(`samsung${' '.repeat(9_000)}zzz`, '&limit=100');
    expect(cut.status).toBe(200);
    expect(ids(cut.body)).toEqual(expectedMatches('samsung'));
  });

  it('pages through results without repeating a product', async () => {
    const expected = expectedMatches('electronics');
    const first = await search('electronics', '&page=1');
    const second = await search('electronics', '&page=2');
    expect(second.check.valid).toBe(true);
    expect(first.body.data).toMatchObject({
      total: expected.length,
      total_pages: Math.ceil(expected.length / 10),
    });
    expect(second.body.data.page).toBe(2);
    const both = [...ids(first.body), ...ids(second.body)];
    expect(new Set(both).size).toBe(20);
    expect(both).toEqual(expected.slice(0, 20));
  });

  it.each([
    ['no q', '', 'q is required'],
    ['an empty q', 'q=', 'Search query is required'],
    ['a q of spaces', 'q=%20%20%20', 'Search query is required'],
    ['a q of 10,001 characters', `q=${'a'.repeat(10_001)}`, 'q must NOT have more than 10000 characters'],
    ['limit=0', 'q=tv&limit=0', 'limit must be >= 1'],
    ['page=abc', 'q=tv&page=abc', 'page must be an integer'],
  ])('answers %s with 400', async (_label, query, message) => {
    const { status, body, check } = await shop.call(`/products/search?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(check.valid).toBe(true);
  });
});
