import { products as seedProducts, stableHash } from '@oja/catalogue';
import { count, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { categories, products } from './schema.ts';
import { refreshSearchWords } from './search-repository.ts';

/**
 * The scale seed (`npm run seed:scale -- --products=N`): fills a shop's catalogue up to N products with
 * believable generated ones, for the load benchmark and for anyone who wants to try a large catalogue.
 *
 * Each generated product is a variant of one of the seed catalogue's products (its brand, subcategory, image,
 * description and weight): a colour and a model year added to the name, a price within ±15 % of it rounded to
 * ₦500, its own stock, one in ten on offer. Dates are spread over 2019–2025, before the seed catalogue's own
 * (2026), so 'newest first' pages through seven years and the shop's home still opens on the curated products.
 * Deterministic: product number i is the same product on every machine (no clock, no Math.random).
 */

const COLOURS = [
  'Black',
  'White',
  'Silver',
  'Midnight Blue',
  'Graphite',
  'Rose Gold',
  'Forest Green',
  'Champagne',
  'Red',
  'Grey',
  'Sky Blue',
  'Bronze',
];
const FIRST_YEAR = 2019;
const YEARS = 7;
const SPAN_START = Date.UTC(FIRST_YEAR, 0, 1);
const SPAN_MS = Date.UTC(FIRST_YEAR + YEARS, 0, 1) - SPAN_START;
/** A URL slug: lowercase words joined by hyphens (the seed catalogue's own rule, for these names). */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Rows per INSERT: one JSON parameter each, so the driver's parameter limit never applies. */
const BATCH = 5_000;

/** The categories' ids by slug (the seed catalogue's categories must be there: seedCatalogue first). */
async function categoryIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** The subcategory and parent names, as search finds them ('Phones & Tablets Electronics'). */
async function searchCategoryNames(db: Database): Promise<Map<number, string>> {
  const rows = await db.execute(sql`
    select c.id, c.name || ' ' || p.name as names
    from ${categories} c join ${categories} p on p.id = c.parent_id`);
  const list = (rows as unknown as { rows: Array<{ id: number; names: string }> }).rows;
  return new Map(list.map((r) => [Number(r.id), r.names]));
}

/** Generated product number `i` (from 1), as a products row (snake-case keys, for json_populate_recordset). */
export function scaleProduct(i: number, categoryId: (slug: string) => number, names: (id: number) => string) {
  const h = stableHash(`scale-${i}`);
  const base = seedProducts[h % seedProducts.length];
  if (!base) throw new Error('the seed catalogue is empty');
  const h2 = stableHash(`scale-${i}-b`);
  const colour = COLOURS[h2 % COLOURS.length];
  const createdMs = SPAN_START + Math.floor(((h2 / 2 ** 32) * SPAN_MS) / 1000) * 1000;
  const year = new Date(createdMs).getUTCFullYear();
  // Food and drink come in batches, not colours; a name that already says its colour gets none more.
  const variant =
    base.parentCategorySlug === 'food-drink' || COLOURS.some((c) => base.productName.includes(c))
      ? `${year} batch`
      : `${year}, ${colour}`;
  const name = `${base.productName} (${variant})`;
  const productId = `OJA-SC-${String(i).padStart(7, '0')}`;
  // ±15 %, rounded to ₦500 (50,000 kobo), never below ₦500.
  const factor = 0.85 + ((h >>> 8) % 301) / 1000;
  const priceKobo = Math.max(50_000, Math.round((base.priceKobo * factor) / 50_000) * 50_000);
  const stock = h2 % 20 === 0 ? 0 : 1 + (h2 % 60);
  const cat = categoryId(base.subcategorySlug);
  return {
    product_id: productId,
    name,
    slug: `${slugify(name)}-${i}`,
    description: base.description,
    brand: base.brand,
    vendor_brand_name: base.vendorBrandName,
    price_kobo: priceKobo,
    minimum_down_payment_percentage: base.minimumDownPaymentPercentage,
    in_stock: stock > 0,
    stock,
    sales: (h >>> 4) % 10 === 0,
    product_weight: base.productWeight,
    category_id: cat,
    image_file_name: base.imageFileName,
    created_at: new Date(createdMs).toISOString(),
    search_categories: names(cat),
  };
}

/**
 * Adds generated products until the catalogue holds `total` products (the seed catalogue's own count too), in
 * batches of 5,000 rows, each one INSERT … SELECT FROM json_populate_recordset (one parameter: fast on both
 * drivers). Then the search words and the planner's statistics. Returns how many it added (0 when the
 * catalogue already holds `total`); running it again after a crash carries on where it stopped.
 */
export async function seedScale(
  db: Database,
  total: number,
  onProgress: (added: number, toAdd: number) => void = () => {},
): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(products);
  const generatedSoFar = await db.execute(
    sql`select count(*)::int as n from ${products} where product_id like 'OJA-SC-%'`,
  );
  const already = (generatedSoFar as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  const toAdd = Math.max(0, total - (existing?.n ?? 0));
  if (toAdd === 0) return 0;
  const ids = await categoryIds(db);
  const names = await searchCategoryNames(db);
  const categoryId = (slug: string) => {
    const id = ids.get(slug);
    if (id === undefined)
      throw new Error(`unknown subcategory ${slug}: run the shop once (or seedCatalogue) first`);
    return id;
  };
  const nameOf = (id: number) => names.get(id) ?? '';
  for (let from = 0; from < toAdd; from += BATCH) {
    const rows = [];
    for (let k = from; k < Math.min(toAdd, from + BATCH); k++)
      rows.push(scaleProduct(already + k + 1, categoryId, nameOf));
    await db.execute(sql`
      insert into ${products} (product_id, name, slug, description, brand, vendor_brand_name, price_kobo,
        minimum_down_payment_percentage, in_stock, stock, sales, product_weight, category_id, image_file_name,
        created_at, search_categories)
      select product_id, name, slug, description, brand, vendor_brand_name, price_kobo,
        minimum_down_payment_percentage, in_stock, stock, sales, product_weight, category_id, image_file_name,
        created_at, search_categories
      from json_populate_recordset(null::products, ${JSON.stringify(rows)}::json)`);
    onProgress(from + rows.length, toAdd);
  }
  await refreshSearchWords(db);
  // The planner's row counts and the visibility map (index-only scans for deep pages) before the first shopper.
  await db.execute(sql`vacuum analyze ${products}`);
  return toAdd;
}
