/** Listing filters: the spec's price ranges (product and property) as data, and how a price falls in one. */
import { KOBO_PER_NAIRA, type Kobo, kobo } from './money';

/** A price range: from `min` (included) up to `max` (excluded), or without an upper end. */
export interface PriceRange {
  /** The code on the wire and in the URL, as the spec writes it ('0-50000', '500000+'). */
  code: string;
  /** What the filter shows. */
  label: string;
  min: Kobo;
  max: Kobo | null;
}

function range(minNaira: number, maxNaira: number | null, label: string): PriceRange {
  return {
    code: maxNaira === null ? `${minNaira}+` : `${minNaira}-${maxNaira}`,
    label,
    min: kobo(minNaira * KOBO_PER_NAIRA),
    max: maxNaira === null ? null : kobo(maxNaira * KOBO_PER_NAIRA),
  };
}

/** Product price filter options: 0-50000, 50000-200000, 200000-500000, 500000+. */
export const PRICE_FILTER_RANGES: readonly PriceRange[] = [
  range(0, 50_000, 'Under ₦50,000'),
  range(50_000, 200_000, '₦50,000 to ₦200,000'),
  range(200_000, 500_000, '₦200,000 to ₦500,000'),
  range(500_000, null, '₦500,000 and above'),
];

/** Property price filter options: 0-500000, 500000-1000000, 1000000+. */
export const PROPERTY_PRICE_RANGES: readonly PriceRange[] = [
  range(0, 500_000, 'Under ₦500,000'),
  range(500_000, 1_000_000, '₦500,000 to ₦1,000,000'),
  range(1_000_000, null, '₦1,000,000 and above'),
];

/** Finds the range a code names among `ranges`; an unknown or empty code is `null` (no price filter). */
export function parsePriceRange(
  code: unknown,
  ranges: readonly PriceRange[] = PRICE_FILTER_RANGES,
): PriceRange | null {
  const wanted = typeof code === 'string' ? code.trim() : '';
  return ranges.find((r) => r.code === wanted) ?? null;
}

/** Whether `price` falls in `range`: the lower end is included, the upper end is not. */
export function isPriceInRange(price: Kobo, range: PriceRange): boolean {
  return price >= range.min && (range.max === null || price < range.max);
}

/**
 * The parent categories whose products a shopper chooses by weight (a 50 kg bag of rice, a 10 kg carton of
 * spaghetti): there, and only there, a listing offers the spec's Size filter (`productWeight`). Elsewhere the
 * weight is the parcel's, not a size anyone shops by: 'Size: 0.2 kg / 0.5 kg' on Phones & Tablets only
 * looked like a demo. **[Oja]**
 */
export const SIZE_FILTER_CATEGORIES: readonly string[] = ['food-drink'];

/**
 * The subcategories of other parents whose products are also bought by pack size (a 500 g, 1 kg or 5 kg bag
 * of washing powder): their own listings offer the Size filter, their parent's listing does not (a Size
 * beside fashion and books would mean nothing). **[Oja]**
 */
export const SIZE_FILTER_SUBCATEGORIES: readonly string[] = ['household-essentials'];

/** Whether a listing of this parent category, or of this subcategory of it, offers the Size filter. */
export function offersSizeFilter(parentCategorySlug: string, subcategorySlug?: string | null): boolean {
  if (SIZE_FILTER_CATEGORIES.includes(parentCategorySlug)) return true;
  return subcategorySlug != null && SIZE_FILTER_SUBCATEGORIES.includes(subcategorySlug);
}
