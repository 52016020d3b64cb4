import { products as seedProducts } from '@oja/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../src/db/paging.ts';
import { scaleProduct, seedScale } from '../src/db/scale-seed.ts';
import { SEARCH_CANDIDATES } from '../src/db/search-repository.ts';
import { createCatalogueApp } from './catalogue-app.ts';

/**
 * A catalogue past the exact-count limit (issue 30, the scale part): the scale seed's products are valid and
 * believable, deep pages are exactly the in-memory model's, the estimated total is within its documented
 * bounds, and search's ranked candidates page without repeats.
 */
const CATALOGUE = 12_000;

let shop: Awaited<ReturnType<typeof createCatalogueApp>>;
let added = 0;

interface ProductAnswer {
  productID: string;
  productName: string;
  brand: string;
  productPrice: number;
}
interface PageAnswer {
  data: { products: ProductAnswer[]; totalProducts: number; totalPages: number; page: number };
}

beforeAll(async () => {
  shop = await createCatalogueApp();
  added = await seedScale(shop.database.db, CATALOGUE);
}, 300_000);
afterAll(async () => shop?.dispose());

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('npm run seed:scale', () => {
  it('fills the catalogue up to N products, and adds nothing when run again', async () => {
    expect(added).toBe(CATALOGUE - seedProducts.length);
    const [counted] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(counted?.n).toBe(CATALOGUE);
    expect(await seedScale(shop.database.db, CATALOGUE)).toBe(0);
  });

  it('generates believable, valid products: a seed product in a colour and a year, a naira price near it', async () => {
    const generated = await rowsOf<{
      name: string;
      brand: string;
      price_kobo: string;
      stock: number;
      in_stock: boolean;
      parent_id: number | null;
      search_categories: string;
      created_at: string;
    }>(sql`
      select p.name, p.brand, p.price_kobo, p.stock, p.in_stock, c.parent_id, p.search_categories, p.created_at
      from products p join categories c on c.id = p.category_id where p.product_id like 'OJA-SC-%'`);
    expect(generated).toHaveLength(CATALOGUE - seedProducts.length);
    for (const p of generated) {
      expect(p.name).toMatch(/ \((20(19|2[0-5]), [A-Z][a-z]+( [A-Z][a-z]+)?|20(19|2[0-5]) batch)\)$/);
      expect(seedProducts.some((s) => s.brand === p.brand && p.name.startsWith(s.productName))).toBe(true);
      expect(Number(p.price_kobo) % 50_000).toBe(0); // whole ₦500s
      expect(Number(p.price_kobo)).toBeGreaterThanOrEqual(50_000);
      expect(p.in_stock).toBe(p.stock > 0);
      expect(p.parent_id).not.toBeNull(); // in a subcategory, as every listing expects
      expect(p.search_categories).not.toBe('');
    }
    const years = new Set(generated.map((p) => new Date(p.created_at).getUTCFullYear()));
    expect([...years].sort()).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    // Deterministic: the same number is the same product.
    const id = (slug: string) => slug.length;
    expect(scaleProduct(42, id, String)).toEqual(scaleProduct(42, id, String));
  });

  it('gives products the API shows, lists and searches', async () => {
    const one = await shop.call('/products/get-single-product/OJA-SC-0000042');
    expect(one.status).toBe(200);
    expect(one.check.valid).toBe(true);
    const name: string = one.body.data.product.productName;
    const found = await shop.call(`/products/search?q=${encodeURIComponent(name)}`);
    expect(found.check.valid).toBe(true);
    expect(found.body.data.results.products.map((p: ProductAnswer) => p.productID)).toContain(
      'OJA-SC-0000042',
    );
  });
});

describe('deep pages', () => {
  it('are the in-memory model’s pages: every product once, newest first, ties by id, the last page short', async () => {
    const model = (
      await rowsOf<{ product_id: string; created_at: string; id: number }>(
        sql`select product_id, created_at::text, id from products`,
      )
    )
      .sort((a, b) => {
        const at = new Date(b.created_at).getTime() - new Date(a.created_at).getTime();
        return at !== 0 ? at : a.id - b.id;
      })
      .map((p) => p.product_id);
    const limit = 100;
    const lastPage = Math.ceil(CATALOGUE / limit);
    const seen: string[] = [];
    for (let page = 1; page <= lastPage; page++) {
      const answer = await shop.call(`/products/get-products?type=new&limit=${limit}&page=${page}`);
      expect(answer.status).toBe(200);
      const ids = (answer.body as PageAnswer).data.products.map((p) => p.productID);
      expect(ids).toEqual(model.slice((page - 1) * limit, page * limit));
      seen.push(...ids);
    }
    expect(new Set(seen).size).toBe(CATALOGUE);
    const past = await shop.call(`/products/get-products?type=new&limit=${limit}&page=${lastPage + 1}`);
    expect((past.body as PageAnswer).data.products).toEqual([]);
  }, 120_000);

  it('answers a total past 10,000 as an estimate within 10 % of the count, and a smaller one exactly', async () => {
    const all = await shop.call('/products/get-products?type=new&limit=20');
    expect(all.check.valid).toBe(true);
    const { totalProducts, totalPages } = (all.body as PageAnswer).data;
    expect(totalProducts).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(Math.abs(totalProducts - CATALOGUE)).toBeLessThanOrEqual(CATALOGUE * 0.1);
    expect(totalPages).toBe(Math.ceil(totalProducts / 20));

    const [sales] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from products where sales`);
    expect(sales?.n).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
    const onOffer = await shop.call('/products/get-products?type=sales&limit=20');
    expect((onOffer.body as PageAnswer).data.totalProducts).toBe(sales?.n);

    const [phones] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from products p join categories c on c.id = p.category_id where c.slug = 'phones'`,
    );
    const listing = await shop.call('/products/subcategory?category=electronics&subcategory=phones&limit=20');
    expect(listing.check.valid).toBe(true);
    expect(listing.body.data.totalProducts).toBe(phones?.n);
  });
});

describe('search at scale', () => {
  it(`ranks at most ${SEARCH_CANDIDATES} matches of a common word (electronics), and pages them without a repeat`, async () => {
    const [matching] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from products where search_vector @@ to_tsquery('simple', 'electronics:*')`,
    );
    expect(matching?.n).toBeGreaterThan(SEARCH_CANDIDATES);
    const seen: string[] = [];
    const limit = 100;
    for (let page = 1; page <= SEARCH_CANDIDATES / limit + 1; page++) {
      const answer = await shop.call(`/products/search?q=electronics&limit=${limit}&page=${page}`);
      expect(answer.check.valid).toBe(true);
      expect(answer.body.data.total).toBe(SEARCH_CANDIDATES);
      const found: ProductAnswer[] = answer.body.data.results.products;
      seen.push(...found.map((p) => p.productID));
    }
    expect(seen).toHaveLength(SEARCH_CANDIDATES);
    expect(new Set(seen).size).toBe(SEARCH_CANDIDATES);
    // Every one a product of the Electronics category (a word of its search document).
    const parents = await rowsOf<{ product_id: string }>(sql`
      select p.product_id from products p join categories c on c.id = p.category_id
      join categories parent on parent.id = c.parent_id where parent.slug = 'electronics'`);
    const electronics = new Set(parents.map((p) => p.product_id));
    expect(seen.filter((id) => !electronics.has(id))).toEqual([]);
  }, 60_000);

  it('finds the same candidates on every request: scans start at the table’s first block, not where the last one stopped', async () => {
    // With synchronize_seqscans on (PostgreSQL's default), a sequential scan of a table larger than a quarter
    // of shared_buffers (1,000,000 products; too large for a test) starts where the previous one stopped, and
    // each search for a common word ranked another 500 products: page 2 did not follow page 1.
    const [setting] = await rowsOf<{ synchronize_seqscans: string }>(sql`show synchronize_seqscans`);
    expect(setting?.synchronize_seqscans).toBe('off');
    // Two URLs, so neither answer comes from the answer cache: the first 50 of 100 are the 50 of page 1.
    const pageOne = async (limit: number) =>
      (await shop.call(`/products/search?q=electronics&limit=${limit}`)).body.data.results.products.map(
        (p: ProductAnswer) => p.productID,
      );
    const first = await pageOne(50);
    expect(first).toHaveLength(50);
    expect((await pageOne(100)).slice(0, 50)).toEqual(first);
  });
});
