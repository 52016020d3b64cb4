import { isInStock, PRICE_FILTER_RANGES } from '@oja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueApp } from './catalogue-app.ts';

// Facets with counts (issue 30): each count must be what a shopper sees after choosing that option.

let shop: Awaited<ReturnType<typeof createCatalogueApp>>;
beforeAll(async () => {
  shop = await createCatalogueApp();
});
afterAll(async () => shop?.dispose());

type WireProduct = {
  productID: string;
  brand: string;
  fairAppPrice: number;
  inStock: string;
  minimumDownPaymentPercentage: string;
};
type Option = { value: string; label: string; count: number };
type Group = { exact: boolean; options: Option[] };
type Facets = { sample: number; brand: Group; price: Group; inStock: Group; plan: Group };

const productsOf = (body: { data: { results?: { products: WireProduct[] }; products?: WireProduct[] } }) =>
  body.data.results?.products ?? body.data.products ?? [];

/** Every product the address answers, across its pages (100 a page). */
async function everything(path: string): Promise<WireProduct[]> {
  const first = await shop.call(`${path}&limit=100`);
  expect(first.status).toBe(200);
  expect(first.check).toEqual({ valid: true, errors: [] });
  const found = productsOf(first.body);
  const pages = first.body.data.total_pages ?? first.body.data.totalPages;
  for (let page = 2; page <= pages; page++) {
    found.push(...productsOf((await shop.call(`${path}&limit=100&page=${page}`)).body));
  }
  return found;
}

const count = (group: Group, value: string) => group.options.find((o) => o.value === value)?.count ?? 0;
const bandOf = (naira: number) =>
  PRICE_FILTER_RANGES.find((r) => naira * 100 >= r.min && (r.max === null || naira * 100 < r.max))?.code;
const planOf = (p: WireProduct) => (Number(p.minimumDownPaymentPercentage) < 100 ? 'instalments' : 'full');

/** The facets the answer carries must count exactly the products the same address lists. */
function expectCountsOf(facets: Facets, list: WireProduct[]) {
  expect(facets.brand.exact).toBe(true);
  for (const brand of new Set(list.map((p) => p.brand))) {
    expect(count(facets.brand, brand), brand).toBe(list.filter((p) => p.brand === brand).length);
  }
  for (const range of PRICE_FILTER_RANGES) {
    expect(count(facets.price, range.code), range.label).toBe(
      list.filter((p) => bandOf(p.fairAppPrice) === range.code).length,
    );
  }
  expect(count(facets.inStock, 'true')).toBe(list.filter((p) => isInStock(p.inStock)).length);
  expect(count(facets.plan, 'instalments')).toBe(list.filter((p) => planOf(p) === 'instalments').length);
  expect(count(facets.plan, 'full')).toBe(list.filter((p) => planOf(p) === 'full').length);
}

describe('search facets', () => {
  it('counts brand, price band, in stock and plan over exactly the results', async () => {
    const { body } = await shop.call('/products/search?q=phone');
    const facets: Facets = body.data.facets;
    const all = await everything('/products/search?q=phone');
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all.map((p) => p.brand)).size).toBeGreaterThan(2);
    expectCountsOf(facets, all);
    expect(facets.price.options.map((o) => o.label)).toContain('Under ₦50,000');
  });

  it('narrows the results to a chosen brand, and the brand facet still offers the others', async () => {
    const before: Facets = (await shop.call('/products/search?q=phone')).body.data.facets;
    const brand = before.brand.options.find((o) => o.count >= 2 && o.count < 50);
    if (!brand) throw new Error('no brand to choose');
    const path = `/products/search?q=phone&brand=${encodeURIComponent(brand.value)}`;
    const { body } = await shop.call(path);
    const narrowed = await everything(path);
    expect(narrowed.length).toBe(brand.count);
    expect(narrowed.every((p) => p.brand === brand.value)).toBe(true);
    expect(body.data.total).toBe(brand.count);
    const facets: Facets = body.data.facets;
    // Its own facet is counted without it (other brands stay choosable), the others with it.
    expect(facets.brand.options.length).toBe(before.brand.options.length);
    const inStock = count(facets.inStock, 'true');
    expect(inStock).toBe(narrowed.filter((p) => isInStock(p.inStock)).length);
  });

  it('combines facets: in stock, a price band and a plan narrow together, and each count agrees', async () => {
    const path = '/products/search?q=samsung&inStock=true&fairAppPrice=200000-500000&plan=instalments';
    const narrowed = await everything(path);
    const all = await everything('/products/search?q=samsung');
    const expected = all.filter(
      (p) =>
        isInStock(p.inStock) && bandOf(p.fairAppPrice) === '200000-500000' && planOf(p) === 'instalments',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(narrowed.map((p) => p.productID).sort()).toEqual(expected.map((p) => p.productID).sort());
    const facets: Facets = (await shop.call(path)).body.data.facets;
    // The price facet counts under in stock and the plan, not under its own band.
    const others = all.filter((p) => isInStock(p.inStock) && planOf(p) === 'instalments');
    for (const range of PRICE_FILTER_RANGES) {
      expect(count(facets.price, range.code)).toBe(
        others.filter((p) => bandOf(p.fairAppPrice) === range.code).length,
      );
    }
  });

  it('answers a search that finds nothing with zero counts, keeping a chosen brand as an option', async () => {
    const { status, body, check } = await shop.call('/products/search?q=zzqxv&brand=Nobody');
    expect(status).toBe(200);
    expect(check.valid).toBe(true);
    expect(body.data.total).toBe(0);
    expect(body.data.facets.brand.options).toEqual([{ value: 'Nobody', label: 'Nobody', count: 0 }]);
  });

  it.each([
    ['plan=weekly', 'plan must be one of: instalments, full'],
    ['inStock=yes', 'inStock must be one of: true'],
    ['fairAppPrice=cheap', 'fairAppPrice must be one of: 0-50000, 50000-200000, 200000-500000, 500000+'],
    [`brand=${'b'.repeat(201)}`, 'brand must NOT have more than 200 characters'],
  ])('answers ?q=tv&%s with 400 and a clear message', async (query, message) => {
    const { status, body, check } = await shop.call(`/products/search?q=tv&${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: expect.stringContaining(message) });
    expect(check.valid).toBe(true);
  });
});

describe('listing facets', () => {
  it('counts a category listing exactly, and in stock and plan narrow it', async () => {
    const base = '/products/subcategory?category=electronics&subcategory=phones';
    const { body } = await shop.call(base);
    const all = await everything(base);
    expectCountsOf(body.data.facets, all);
    const narrowed = await everything(`${base}&inStock=true&plan=instalments`);
    const expected = all.filter((p) => isInStock(p.inStock) && planOf(p) === 'instalments');
    expect(narrowed.map((p) => p.productID).sort()).toEqual(expected.map((p) => p.productID).sort());
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
  });

  it('counts the brands under the other filters chosen (a price band)', async () => {
    const base = '/products/subcategory?category=electronics';
    const all = await everything(base);
    const { body } = await shop.call(`${base}&fairAppPrice=0-50000`);
    const cheap = all.filter((p) => bandOf(p.fairAppPrice) === '0-50000');
    expect(cheap.length).toBeGreaterThan(0);
    for (const brand of new Set(cheap.map((p) => p.brand))) {
      expect(count(body.data.facets.brand, brand)).toBe(cheap.filter((p) => p.brand === brand).length);
    }
  });

  it.each([
    ['plan=daily', 'plan must be one of: instalments, full'],
    ['inStock=false', 'inStock must be one of: true'],
  ])('answers a listing ?%s with 400', async (query, message) => {
    const { status, body } = await shop.call(`/products/subcategory?category=electronics&${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});
