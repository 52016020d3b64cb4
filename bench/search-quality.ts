/**
 * `npm run search-quality`: what a shopper finds for 30 things Nigerian shoppers type (misspellings, brands,
 * 'fridge', 'tv 43 inch', 'ankara'), before and after search learnt to forgive. "Before" is the earlier rule,
 * worked out from the seed catalogue (a product matched when its name, brand or category name contained the
 * whole query, ranked name-starts, name, brand, category, then newest); "after" is what the running shop
 * answers (`GET /products/search`, PGlite, or DATABASE_URL's server). Writes a Markdown table of the total
 * and the top three of each to bench/results/search-quality.md. Builds nothing: run `npm run build` first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { categories, products } from '@oja/catalogue';
import { startShop } from './shop.ts';

const QUERIES = [
  'samsung',
  'samsng',
  'samsung galaxy',
  'tecno',
  'tecnno camon',
  'infinix hot',
  'iphone 15',
  'itel',
  'fridge',
  'refrigerator',
  'freezer',
  'tv 43 inch',
  'smart tv',
  'hisense',
  'lg washing machine',
  'generator',
  'gen',
  'ac',
  'blender',
  'pressing iron',
  'laptop',
  'hp laptop',
  'earpiece',
  'power bank',
  'ankara',
  'rice',
  'indomie',
  'milo',
  'vitafoam mattress',
  'nivea',
];

const categoryName = new Map(
  categories.flatMap((c) => [
    [c.slug, c.name] as const,
    ...c.subcategories.map((s) => [s.slug, s.name] as const),
  ]),
);

/** The earlier search: the whole query as a substring, ranked as it was. */
function before(query: string): { total: number; top: string[] } {
  const q = query.trim().toLowerCase();
  const ranked = products
    .map((p, i) => {
      const name = p.productName.toLowerCase();
      const category = [p.subcategorySlug, p.parentCategorySlug].some((s) =>
        (categoryName.get(s) ?? '').toLowerCase().includes(q),
      );
      const rank = name.startsWith(q)
        ? 0
        : name.includes(q)
          ? 1
          : p.brand.toLowerCase().includes(q)
            ? 2
            : category
              ? 3
              : null;
      return { p, i, rank };
    })
    .filter((x) => x.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || b.p.createdAt.localeCompare(a.p.createdAt) || a.i - b.i);
  return { total: ranked.length, top: ranked.slice(0, 3).map((x) => x.p.productName) };
}

async function after(origin: string, query: string): Promise<{ total: number; top: string[] }> {
  const response = await fetch(`${origin}/api/v1/products/search?q=${encodeURIComponent(query)}&limit=3`);
  const body = (await response.json()) as {
    data: { total: number; results: { products: Array<{ productName: string }> } };
  };
  return { total: body.data.total, top: body.data.results.products.map((p) => p.productName) };
}

const cell = (r: { total: number; top: string[] }) =>
  r.total === 0 ? '**nothing**' : `${r.total}: ${r.top.map((n) => n.replace(/\|/g, '/')).join('; ')}`;

const shop = await startShop({ databaseUrl: process.env.DATABASE_URL || undefined });
try {
  const lines = [
    `# Search quality: 30 queries, before and after (${shop.database}, ${products.length} products)`,
    '',
    '| Query | Before: total, top 3 | After: total, top 3 |',
    '|---|---|---|',
  ];
  for (const query of QUERIES) {
    lines.push(`| ${query} | ${cell(before(query))} | ${cell(await after(shop.origin, query))} |`);
  }
  const file = join(dirname(fileURLToPath(import.meta.url)), 'results', 'search-quality.md');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
} finally {
  await shop.stop();
}
