import { categories as seedCategories, products as seedProducts } from '@oja/catalogue';
import { isPriceInRange, kobo, PRICE_FILTER_RANGES, type PriceRange } from '@oja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../src/db/schema.ts';
import { createCatalogueApp } from './catalogue-app.ts';

let shop: Awaited<ReturnType<typeof createCatalogueApp>>;
beforeAll(async () => {
  shop = await createCatalogueApp();
});
afterAll(async () => shop?.dispose());
const call = (path: string) => shop.call(path);

type WireProduct = {
  productID: string;
  brand: string;
  productWeight: string;
  fairAppPrice: number;
  sales: boolean;
};
const ids = (list: WireProduct[]) => list.map((p) => p.productID);
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
/** The seed's products newest first; ties keep seed order, as the API's ids do. */
const newest = (list: typeof seedProducts) =>
  list
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.createdAt.localeCompare(a.p.createdAt) || a.i - b.i)
    .map(({ p }) => p);
const phones = seedProducts.filter((p) => p.subcategorySlug === 'phones');

describe('GET /products/get-single-product/{id}', () => {
  it('finds a product by its productID', async () => {
    const seed = seedProducts[7];
    if (!seed) throw new Error('the seed is too small');
    const { status, body, check } = await call(`/products/get-single-product/${seed.productID}`);
    expect(status).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    expect(body.data.product).toMatchObject({
      productID: seed.productID,
      productName: seed.productName,
      fairAppPrice: seed.priceKobo / 100,
      produtCategory: { slug: seed.subcategorySlug, parent_category: { slug: seed.parentCategorySlug } },
    });
  });

  it.each(['OJA-NOPE-999', "x'%20OR%20'1'='1", '%3Cscript%3E'])('answers 404 for %s', async (id) => {
    const { status, body, check } = await call(`/products/get-single-product/${id}`);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Product not found' });
    expect(check.valid).toBe(true);
  });
});

describe('GET /products/single-categories/{slug}', () => {
  it('gives a parent category with its subcategories in order', async () => {
    const { status, body, check } = await call('/products/single-categories/home-living');
    expect(status).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    const seed = seedCategories.find((c) => c.slug === 'home-living');
    expect(body.data.category).toMatchObject({ name: seed?.name, slug: 'home-living', isComingSoon: false });
    expect(body.data.category.subcategories.map((s: { slug: string }) => s.slug)).toEqual(
      seed?.subcategories.map((s) => s.slug),
    );
  });

  it.each(['nowhere', 'phones'])('answers 404 for %s (unknown, or not a parent)', async (slug) => {
    const { status, body, check } = await call(`/products/single-categories/${slug}`);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Category not found' });
    expect(check.valid).toBe(true);
  });
});

describe('GET /products/subcategory', () => {
  it("lists every product of the subcategory, newest first, with the subcategory's brands and no Size filter (a phone's weight is its parcel's)", async () => {
    const { status, body, check } = await call(
      '/products/subcategory?category=electronics&subcategory=phones',
    );
    expect(status).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    expect(body.data).toMatchObject({
      totalProducts: phones.length,
      totalPages: Math.ceil(phones.length / 10),
      page: 1,
      limit: 10,
      category: { name: 'Electronics', slug: 'electronics' },
      subcategory: { name: 'Phones & Tablets', slug: 'phones' },
    });
    expect(ids(body.data.products)).toEqual(ids(newest(phones).slice(0, 10) as never));
    expect(body.data.brands).toEqual([...new Set(phones.map((p) => p.brand))].sort(collator.compare));
    expect(body.data.sizes).toEqual([]);
  });

  it.each([
    ['food-drink', 'grocery'],
    ['food-drink', 'beverages'],
    ['lifestyle-consumer-goods', 'household-essentials'],
  ])('offers the Size filter where shoppers choose by weight or pack size: %s / %s', async (parent, slug) => {
    const { body, check } = await call(`/products/subcategory?category=${parent}&subcategory=${slug}`);
    expect(check.valid).toBe(true);
    const listed = seedProducts.filter((p) => p.subcategorySlug === slug);
    const sizes = [...new Set(listed.map((p) => p.productWeight))].sort(collator.compare);
    expect(sizes.length).toBeGreaterThan(1);
    expect(body.data.sizes).toEqual(sizes);
  });

  it.each([
    ['lifestyle-consumer-goods', ''],
    ['lifestyle-consumer-goods', 'fashion'],
    ['electronics', 'tv'],
    ['home-living', 'furniture'],
  ])('offers no Size filter where a weight is only the parcel’s: %s / %s', async (parent, slug) => {
    const query = `category=${parent}${slug ? `&subcategory=${slug}` : ''}`;
    const { body, check } = await call(`/products/subcategory?${query}`);
    expect(check.valid).toBe(true);
    expect(body.data.totalProducts).toBeGreaterThan(0);
    expect(body.data.sizes).toEqual([]);
  });

  it('pages through a subcategory without repeating or losing a product', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(phones.length / 4); page++) {
      const { body, check } = await call(
        `/products/subcategory?category=electronics&subcategory=phones&limit=4&page=${page}`,
      );
      expect(check.valid).toBe(true);
      seen.push(...ids(body.data.products));
    }
    expect(new Set(seen).size).toBe(phones.length);
    expect(seen).toEqual(ids(newest(phones) as never));
    const past = await call('/products/subcategory?category=electronics&subcategory=phones&limit=4&page=99');
    expect(past.body.data.products).toEqual([]);
  });

  it('lists the whole parent category when no subcategory is given, page by page', async () => {
    const seed = seedProducts.filter((p) => p.parentCategorySlug === 'food-drink');
    const first = await call('/products/subcategory?category=food-drink&limit=100');
    expect(first.check).toEqual({ valid: true, errors: [] });
    expect(first.body.data.subcategory).toBeNull();
    expect(first.body.data.totalProducts).toBe(seed.length);
    expect(first.body.data.totalPages).toBe(Math.ceil(seed.length / 100));
    const listed = [...ids(first.body.data.products)];
    for (let page = 2; page <= first.body.data.totalPages; page++) {
      const { body, check } = await call(`/products/subcategory?category=food-drink&limit=100&page=${page}`);
      expect(check.valid).toBe(true);
      listed.push(...ids(body.data.products));
    }
    expect(listed).toEqual(ids(newest(seed) as never));
  });

  it('narrows by brand, weight, sales and each price range', async () => {
    const base = '/products/subcategory?category=electronics&subcategory=phones&limit=100';
    const cases: Array<[string, (p: (typeof phones)[number]) => boolean]> = [
      ['brand=Samsung', (p) => p.brand === 'Samsung'],
      [`productWeight=${encodeURIComponent('0.5 kg')}`, (p) => p.productWeight === '0.5 kg'],
      ['sales=true', (p) => p.sales],
      ['sales=false', (p) => !p.sales],
      ['brand=Tecno&sales=true', (p) => p.brand === 'Tecno' && p.sales],
      ...PRICE_FILTER_RANGES.map((r: PriceRange): [string, (p: (typeof phones)[number]) => boolean] => [
        `fairAppPrice=${encodeURIComponent(r.code)}`,
        (p) => isPriceInRange(kobo(p.priceKobo), r),
      ]),
    ];
    for (const [filter, keep] of cases) {
      const { status, body, check } = await call(`${base}&${filter}`);
      expect(status, filter).toBe(200);
      expect(check.valid, filter).toBe(true);
      const expected = newest(phones.filter(keep));
      expect(expected.length, filter).toBeLessThan(phones.length);
      expect(body.data.totalProducts, filter).toBe(expected.length);
      expect(ids(body.data.products), filter).toEqual(ids(expected as never));
      // The filter options stay those of the whole subcategory.
      expect(body.data.brands, filter).toContain('Apple');
    }
  });

  it.each([
    ['category=nowhere&subcategory=phones', 'Category not found'],
    ['category=nowhere', 'Category not found'],
    ['category=phones', 'Category not found'],
    ['category=electronics&subcategory=nowhere', 'Subcategory not found'],
    ['category=food-drink&subcategory=phones', 'Subcategory not found'],
  ])('answers ?%s with 404 "%s"', async (query, message) => {
    const { status, body, check } = await call(`/products/subcategory?${query}`);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message });
    expect(check.valid).toBe(true);
  });

  it.each([
    ['subcategory=phones', 'category is required'],
    [
      'category=electronics&fairAppPrice=1-2',
      'fairAppPrice must be one of: 0-50000, 50000-200000, 200000-500000, 500000+',
    ],
    ['category=electronics&sales=yes', 'sales must be one of: true, false'],
    ['category=electronics&limit=101', 'limit must be <= 100'],
    ['category=electronics&page=0', 'page must be >= 1'],
  ])('answers ?%s with 400 "%s"', async (query, message) => {
    const { status, body, check } = await call(`/products/subcategory?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(check.valid).toBe(true);
  });

  it('puts a price on a range boundary in the upper range, and leaves empty weights out of sizes', async () => {
    const [gadgets] = await shop.database.db.select().from(categories).where(eq(categories.slug, 'gadgets'));
    if (!gadgets) throw new Error('no gadgets subcategory');
    await shop.database.db.insert(products).values({
      productId: 'OJA-TST-001',
      name: 'Boundary Gadget',
      slug: 'boundary-gadget',
      brand: 'Boundary',
      vendorBrandName: 'Boundary Store',
      priceKobo: kobo(50_000_00),
      minimumDownPaymentPercentage: 100,
      inStock: true,
      productWeight: '',
      categoryId: gadgets.id,
      imageFileName: 'OJA-TST-001.svg',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const base = '/products/subcategory?category=electronics&subcategory=gadgets&limit=100&brand=Boundary';
    expect((await call(`${base}&fairAppPrice=0-50000`)).body.data.totalProducts).toBe(0);
    const upper = await call(`${base}&fairAppPrice=50000-200000`);
    expect(ids(upper.body.data.products)).toEqual(['OJA-TST-001']);
    expect(upper.body.data.sizes).not.toContain('');
  });
});
