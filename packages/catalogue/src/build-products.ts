import { productDescription, productSpecifications } from './specifications';
import type { SeedProduct } from './types';

/**
 * One product per line: `brand | name | price in naira | minimum down payment % | flags | weight`.
 * Flags: `o` out of stock, `s` on sale. A minimum of 100 means full payment only.
 *
 * A line may stand for variants: `{a; b; c}` anywhere in it is a choice, and the line becomes one product per
 * option, each with its own productID, in order. Every choice on a line has the same number of options (the
 * n-th product takes the n-th of each), so a storage size goes with its price:
 * `Tecno | Tecno Spark 20 {128GB; 256GB} | {139000; 159000} | 35 | {s; } | 0.2 kg`.
 */
export type ProductRows = Record<string, { code: string; rows: string }>;

const CATALOGUE_START = Date.UTC(2026, 0, 1);
const CATALOGUE_SPAN_MS = Date.UTC(2026, 10, 15) - CATALOGUE_START;

/** A small deterministic hash, so dates vary without a clock or Math.random. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const CHOICE = /\{([^{}]*)\}/g;

/** The lines a row stands for: itself, or one line per option of its `{a; b}` choices. */
export function expandVariants(line: string): string[] {
  const choices = [...line.matchAll(CHOICE)].map((m) => (m[1] ?? '').split(';').map((o) => o.trim()));
  if (choices.length === 0) return [line];
  const count = choices[0]?.length ?? 0;
  if (count < 2 || choices.some((options) => options.length !== count))
    throw new Error(`every choice needs the same number (2 or more) of options: ${line}`);
  return Array.from({ length: count }, (_, n) => {
    let choice = 0;
    return line.replace(CHOICE, () => choices[choice++]?.[n] ?? '');
  });
}

export function buildProducts(parentCategorySlug: string, bySubcategory: ProductRows): SeedProduct[] {
  return Object.entries(bySubcategory).flatMap(([subcategorySlug, { code, rows }]) =>
    rows
      .trim()
      .split('\n')
      .flatMap(expandVariants)
      .map((line, index) => {
        const [brand = '', productName = '', price = '0', pct = '100', flags = '', weight = ''] = line
          .split('|')
          .map((part) => part.trim());
        const productID = `OJA-${code}-${String(index + 1).padStart(3, '0')}`;
        const h = hash(productID);
        const source = {
          productID,
          productName,
          brand,
          productWeight: weight,
          parentCategorySlug,
          subcategorySlug,
        };
        return {
          productID,
          productName,
          slug: slugify(productName),
          description: productDescription(source),
          specifications: productSpecifications(source),
          brand,
          vendorBrandName: `${brand} Store`,
          priceKobo: Math.round(Number(price) * 100),
          minimumDownPaymentPercentage: Number(pct),
          inStock: !flags.includes('o'),
          sales: flags.includes('s'),
          productWeight: weight,
          parentCategorySlug,
          subcategorySlug,
          createdAt: new Date(
            CATALOGUE_START + Math.floor(((h / 2 ** 32) * CATALOGUE_SPAN_MS) / 1000) * 1000,
          ).toISOString(),
          imageFileName: `${productID}.svg`,
        };
      }),
  );
}
