import { categories as seedCategories, products as seedProducts } from '@oja/catalogue';
import { searchTerms } from '@oja/domain';
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

/** The words of a name, as the database's 'simple' full-text configuration splits them. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

type SeedProduct = (typeof seedProducts)[number];
/** The words search finds a product by: its name's, brand's and category names'. */
const wordsOfProduct = (p: SeedProduct) =>
  wordsOf(
    [
      p.productName,
      p.brand,
      categoryName.get(p.subcategorySlug),
      categoryName.get(p.parentCategorySlug),
    ].join(' '),
  );
/** Has the product a word that starts with this one? */
const hasWord = (p: SeedProduct, word: string) => wordsOfProduct(p).some((w) => w.startsWith(word));

/**
 * What a search for one catalogue word should find, worked out from the seed: every product with a word of
 * its name, brand or category names starting with it; newest first, then seed order.
 */
function expectedMatches(query: string): string[] {
  const q = query.trim().toLowerCase();
  return seedProducts
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => hasWord(p, q))
    .sort((a, b) => b.p.createdAt.localeCompare(a.p.createdAt) || a.i - b.i)
    .map((x) => x.p.productID);
}

/** Every result of a search, all pages, sorted by id: which products, not in which order. */
async function allFound(q: string): Promise<string[]> {
  const { body } = await search(q, '&limit=100');
  const found = ids(body);
  for (let page = 2; page <= body.data.total_pages; page++) {
    found.push(...ids((await search(q, `&limit=100&page=${page}`)).body));
  }
  return found.sort();
}

describe('GET /products/search', () => {
  it('finds every product of a brand, in the shape of openapi.yaml', async () => {
    const { status, body, check } = await search('Samsung', '&limit=100');
    expect(status).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    const samsung = seedProducts.filter((p) => p.brand === 'Samsung').map((p) => p.productID);
    expect(samsung.length).toBeGreaterThan(3);
    expect(await allFound('Samsung')).toEqual(expect.arrayContaining(samsung));
    expect(body.data).toMatchObject({ total: expectedMatches('samsung').length, page: 1, limit: 100 });
  });

  it('finds the products with every word of the query, and only those', async () => {
    for (const q of ['samsung tv', 'hisense 43 inch', 'lg washing', 'samsung phones']) {
      const words = wordsOf(q);
      const expected = seedProducts.filter((p) => words.every((w) => hasWord(p, w))).map((p) => p.productID);
      expect(expected.length, q).toBeGreaterThan(0);
      expect(await allFound(q), q).toEqual(expected.sort());
    }
  });

  it('forgives a misspelt word and a word still being typed: samsng and sams find Samsung', async () => {
    const samsung = await allFound('samsung');
    expect(await allFound('samsng')).toEqual(samsung);
    expect(await allFound('samsnug galaxy')).toEqual(await allFound('samsung galaxy'));
    expect(await allFound('sams')).toEqual(expect.arrayContaining(samsung));
  });

  it('finds what shoppers call things: fridge finds refrigerators, tv 43 inch a 43-inch television', async () => {
    const fridges = seedProducts.filter((p) => hasWord(p, 'refrigerator')).map((p) => p.productID);
    expect(fridges.length).toBeGreaterThan(0);
    expect(await allFound('fridge')).toEqual(expect.arrayContaining(fridges));
    // A word with synonyms is not 'corrected' into another: earpiece finds earbuds and headphones, not 'pieces'.
    const earpieces = await allFound('earpiece');
    expect(earpieces.length).toBeGreaterThan(0);
    const byId = new Map(seedProducts.map((p) => [p.productID, p]));
    for (const id of earpieces) {
      const product = byId.get(id) as SeedProduct;
      expect(
        ['earpiece', 'earbuds', 'earphones', 'headphones'].some((w) => hasWord(product, w)),
        id,
      ).toBe(true);
    }
    const { body } = await search('tv 43 inch');
    expect(body.data.results.products[0]?.productName).toMatch(/43-inch.*TV/);
  });

  it('ranks a name starting with the query before one that has it further on', async () => {
    const { body } = await search('tecno');
    expect(body.data.results.products[0]?.productName).toMatch(/^Tecno/);
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
    // The facets are additive: the spec's fields stay as they were.
    expect(body.data).toMatchObject({
      results: { products: [] },
      total: 0,
      total_pages: 0,
      page: 1,
      limit: 10,
    });
  });

  it('treats % and _ as plain characters, not wildcards: they find nothing, never everything', async () => {
    for (const q of ['%', '_', '%%', '%_%', '\\', '\\%']) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(body.data.total, q).toBe(0);
    }
    const slip = await search('s_msung');
    expect(slip.body.data.total).toBeLessThan(seedProducts.length / 10);
  });

  it.each(["'; DROP TABLE products; --", '<script>alert(1)</script>', "' OR '1'='1", "samsung'); --"])(
    'answers %s safely, as the words it holds, and the catalogue still works',
    async (q) => {
      const { status, body, check } = await search(q);
      expect(status).toBe(200);
      expect(check.valid).toBe(true);
      // Never the whole catalogue: only products with the query's own words ('table', 'samsung', the '1' of
      // alert(1), as Nike Air Force 1 has), if any: the words search uses (searchTerms drops a lone letter).
      const words = searchTerms(q).flatMap((t) => t.alternatives);
      const possible = seedProducts.filter((p) => words.some((w) => hasWord(p, w))).length;
      expect(body.data.total).toBeLessThanOrEqual(possible);
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
