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
