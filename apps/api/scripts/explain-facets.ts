/**
 * EXPLAIN ANALYZE of the facet counts on a PostgreSQL catalogue (issue 30): read-only, no migrations run.
 *   cd apps/api && DATABASE_URL=postgres://oja:oja@localhost:5432/oja_scale_1m npm run explain:facets
 * (PLANS=1 prints each statement's EXPLAIN ANALYZE too).
 * Prints each case's execution time (median of 5) and the plan of its last run.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { shopVisible } from '../src/db/catalogue-repository.ts';
import type { Database } from '../src/db/connect.ts';
import {
  countFacets,
  type FacetFilters,
  facetCountsStatement,
  LISTING_FACET_SAMPLE,
} from '../src/db/facets-repository.ts';
import { categories, products } from '../src/db/schema.ts';
import { SEARCH_CANDIDATES } from '../src/db/search-repository.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const db = drizzle(pool) as unknown as Database;

/** The search's candidates for a tsquery, as searchProducts builds them. */
function searchBase(tsquery: string): SQL {
  const matches = and(sql`${products.searchVector} @@ to_tsquery('simple', ${tsquery})`, shopVisible);
  return inArray(
    products.id,
    db.select({ id: products.id }).from(products).where(matches).limit(SEARCH_CANDIDATES),
  );
}

function listingBase(parentSlug: string): SQL {
  const parent = db.select({ id: categories.id }).from(categories).where(eq(categories.slug, parentSlug));
  const subs = db.select({ id: categories.id }).from(categories).where(inArray(categories.parentId, parent));
  return and(inArray(products.categoryId, subs), shopVisible) as SQL;
}

const cases: [string, SQL, FacetFilters, number][] = [
  ['search samsung', searchBase('samsung:*'), {}, SEARCH_CANDIDATES],
  ['search phone', searchBase('phone:*'), {}, SEARCH_CANDIDATES],
  [
    'search samsung, every facet chosen (rare)',
    searchBase('samsung:*'),
    { brand: 'Apple', inStock: true, plan: 'full' },
    SEARCH_CANDIDATES,
  ],
  ['search zzqx (nothing)', searchBase('zzqx'), {}, SEARCH_CANDIDATES],
  ['listing electronics', listingBase('electronics'), {}, LISTING_FACET_SAMPLE],
  [
    'listing electronics, in stock + brand',
    listingBase('electronics'),
    { brand: 'Samsung', inStock: true },
    LISTING_FACET_SAMPLE,
  ],
];

for (const [name, base, filters, sample] of cases) {
  const times: number[] = [];
  let facets: Awaited<ReturnType<typeof countFacets>> | undefined;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    facets = await countFacets(db, base, filters, sample);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const brands = facets?.brand.options.length ?? 0;
  console.log(
    `\n${name}: median ${times[2]?.toFixed(1)} ms, max ${times[4]?.toFixed(1)} ms (exact ${facets?.brand.exact}, ${brands} brands, in stock ${facets?.inStock.options[0]?.count})`,
  );
  if (process.env.PLANS) {
    const plan = (await db.execute(
      sql`explain (analyze, buffers) ${facetCountsStatement(base, filters, sample)}`,
    )) as unknown as { rows: Record<string, string>[] };
    console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
  }
}
await pool.end();
