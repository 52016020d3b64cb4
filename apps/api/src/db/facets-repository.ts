import { FULL_PAYMENT_PERCENTAGE, PRICE_FILTER_RANGES, type PriceRange } from '@oja/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { products } from './schema.ts';

/**
 * Facets with counts for search and the category listings (issue 30): brand, price band, in stock and plan.
 * Each facet's counts reflect the other facets chosen (not its own, so a shopper sees what else the facet
 * offers), and a chosen facet narrows the results through `facetConditions`, the same conditions.
 *
 * Cost at scale: the facets count the first `sample` matching products (the first the database finds), so
 * a word half of 1,000,000 products have costs no more than a rare one. Search counts its own candidates (the
 * first SEARCH_CANDIDATES matches, the ones it ranks and filters), so a count is exactly what choosing it
 * shows; a listing counts its first LISTING_FACET_SAMPLE products. Where the sample was full, `exact` is
 * false and the shop says the counts are of the first N (docs/api/catalogue-at-scale.md, "Facets").
 */

/** How many matches each facet of a listing counts at most (search counts its own candidates: SEARCH_CANDIDATES). */
export const LISTING_FACET_SAMPLE = 1000;

/**
 * The plan facet. Every product can be paid in full; one whose minimum down payment is under 100% is also
 * offered daily, weekly and monthly, all three together (the domain's buildPaymentOptions), so the facet has
 * two honest answers, not three equal counts.
 */
const PLAN_FACETS = [
  { value: 'instalments', label: 'Daily, weekly or monthly' },
  { value: 'full', label: 'Full payment only' },
] as const;
export type PlanFacet = (typeof PLAN_FACETS)[number]['value'];

/** The facets a shopper has chosen (each absent when not chosen). */
export interface FacetFilters {
  brand?: string | undefined;
  price?: PriceRange | null | undefined;
  inStock?: boolean | undefined;
  plan?: PlanFacet | undefined;
}

type FacetName = 'brand' | 'price' | 'inStock' | 'plan';

interface FacetOption {
  value: string;
  label: string;
  count: number;
}

interface FacetGroup {
  /** False when the sample was full: the counts are then of the first `sample` matches, not of all. */
  exact: boolean;
  options: FacetOption[];
}

export type Facets = Record<FacetName, FacetGroup> & { sample: number };

/** The conditions the chosen facets put on products, leaving out `except` (the facet being counted). */
export function facetConditions(filters: FacetFilters, except?: FacetName): SQL[] {
  const { brand, price, inStock, plan } = filters;
  const conditions: (SQL | undefined)[] = [
    except !== 'brand' && brand !== undefined ? eq(products.brand, brand) : undefined,
    // The domain's ranges: the lower end included, the upper end not (isPriceInRange).
    except !== 'price' && price ? gte(products.priceKobo, price.min) : undefined,
    except !== 'price' && price && price.max !== null ? lt(products.priceKobo, price.max) : undefined,
    except !== 'inStock' && inStock ? eq(products.inStock, true) : undefined,
    except !== 'plan' && plan === 'instalments'
      ? lt(products.minimumDownPaymentPercentage, FULL_PAYMENT_PERCENTAGE)
      : undefined,
    except !== 'plan' && plan === 'full'
      ? gte(products.minimumDownPaymentPercentage, FULL_PAYMENT_PERCENTAGE)
      : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** The price band's code of a product, in SQL: the domain's ranges, in order. */
const priceBand = sql.join(
  [
    sql`case`,
    ...PRICE_FILTER_RANGES.map((r) =>
      r.max === null
        ? sql`when ${products.priceKobo} >= ${r.min} then ${r.code}`
        : sql`when ${products.priceKobo} >= ${r.min} and ${products.priceKobo} < ${r.max} then ${r.code}`,
    ),
    sql`end`,
  ],
  sql` `,
);

/** What each facet groups products by, as text. */
const facetValue: Record<FacetName, SQL> = {
  brand: sql`${products.brand}`,
  price: priceBand,
  inStock: sql`case when ${products.inStock} then 'true' else 'false' end`,
  plan: sql`case when ${products.minimumDownPaymentPercentage} < ${FULL_PAYMENT_PERCENTAGE} then 'instalments' else 'full' end`,
};

/** A WHERE clause of the conditions, or nothing when there are none. */
function where(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`where ${and(...conditions)}` : sql``;
}

const FACET_NAMES: readonly FacetName[] = ['brand', 'price', 'inStock', 'plan'];
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The one statement countFacets runs (scripts/explain-facets.ts explains it). */
export function facetCountsStatement(base: SQL, filters: FacetFilters, sample: number): SQL {
  // The sample is read once (a materialized CTE of the four columns the facets need), and each facet counts
  // it. It is named `products` in the counts, so the facets' conditions (written on products' columns) read it.
  const sampled = sql`with sampled as materialized (
    select ${products.brand}, ${products.priceKobo}, ${products.inStock}, ${products.minimumDownPaymentPercentage}
    from ${products} where ${base} limit ${sample})`;
  const parts = [
    ...FACET_NAMES.map(
      (name) => sql`(select ${name}::text as facet, ${facetValue[name]} as value, count(*)::int as n
        from sampled as products ${where(facetConditions(filters, name))} group by 2)`,
    ),
    sql`(select 'sample' as facet, '' as value, count(*)::int as n from sampled)`,
  ];
  return sql.join([sampled, sql.join(parts, sql` union all `)], sql` `);
}

/**
 * The counts of each facet over the first `sample` products `base` matches (a search's candidates, or a
 * listing's category under its other filters; both only what shoppers see), each under the other chosen
 * facets. The sample is taken first and the facets' conditions applied to it, so a rare combination
 * (a brand with none in stock) reads no more rows than a common one. One statement: four small grouped
 * counts and the sample's size, joined by UNION ALL.
 */
export async function countFacets(
  db: Database,
  base: SQL,
  filters: FacetFilters,
  sample: number,
): Promise<Facets> {
  const statement = facetCountsStatement(base, filters, sample);
  const result = (await db.execute(statement)) as unknown as {
    rows: { facet: FacetName | 'sample'; value: string; n: number | string }[];
  };
  const counted = new Map<FacetName, Map<string, number>>(FACET_NAMES.map((n) => [n, new Map()]));
  let sampledRows = 0;
  for (const row of result.rows) {
    if (row.facet === 'sample') sampledRows = Number(row.n);
    else counted.get(row.facet)?.set(row.value, Number(row.n));
  }
  // Every product `base` matches was counted, or only the first `sample` of them.
  const exact = sampledRows < sample;
  const count = (name: FacetName, value: string) => counted.get(name)?.get(value) ?? 0;
  const brands = [...(counted.get('brand')?.keys() ?? [])];
  // The chosen brand stays an option even where nothing else chosen leaves it any product.
  if (filters.brand !== undefined && !brands.includes(filters.brand)) brands.push(filters.brand);
  return {
    sample,
    brand: {
      exact,
      options: brands.sort(collator.compare).map((b) => ({ value: b, label: b, count: count('brand', b) })),
    },
    price: {
      exact,
      options: PRICE_FILTER_RANGES.map((r) => ({
        value: r.code,
        label: r.label,
        count: count('price', r.code),
      })),
    },
    inStock: { exact, options: [{ value: 'true', label: 'In stock', count: count('inStock', 'true') }] },
    plan: {
      exact,
      options: PLAN_FACETS.map((p) => ({ value: p.value, label: p.label, count: count('plan', p.value) })),
    },
  };
}

/** Facets of nothing (a search with no words to look for). */
export function noFacets(filters: FacetFilters, sample: number): Facets {
  const none = (options: { value: string; label: string }[]): FacetGroup => ({
    exact: true,
    options: options.map((o) => ({ ...o, count: 0 })),
  });
  return {
    sample,
    brand: none(filters.brand === undefined ? [] : [{ value: filters.brand, label: filters.brand }]),
    price: none(PRICE_FILTER_RANGES.map((r) => ({ value: r.code, label: r.label }))),
    inStock: none([{ value: 'true', label: 'In stock' }]),
    plan: none(PLAN_FACETS.map((p) => ({ value: p.value, label: p.label }))),
  };
}
