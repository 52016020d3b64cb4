import { describe, expect, it } from 'vitest';
import {
  isPriceInRange,
  offersSizeFilter,
  PRICE_FILTER_RANGES,
  PROPERTY_PRICE_RANGES,
  parsePriceRange,
} from './filters';
import { type Kobo, nairaToKobo } from './money';

const kobo = (naira: number) => nairaToKobo(naira) as Kobo;

describe('price filter options: 0-50000, 50000-200000, 200000-500000, 500000+', () => {
  it('has the spec codes in order', () => {
    expect(PRICE_FILTER_RANGES.map((r) => r.code)).toEqual([
      '0-50000',
      '50000-200000',
      '200000-500000',
      '500000+',
    ]);
  });

  it.each([
    [0, '0-50000'],
    [49_999.99, '0-50000'],
    [50_000, '50000-200000'],
    [199_999, '50000-200000'],
    [200_000, '200000-500000'],
    [500_000, '500000+'],
    [3_250_000, '500000+'],
  ])('₦%s falls in %s only', (naira, code) => {
    const matching = PRICE_FILTER_RANGES.filter((r) => isPriceInRange(kobo(naira), r)).map((r) => r.code);
    expect(matching).toEqual([code]);
  });

  it('reads a code, and an unknown or missing code as no filter', () => {
    expect(parsePriceRange(' 50000-200000 ')?.min).toBe(kobo(50_000));
    expect(parsePriceRange('1-2')).toBeNull();
    expect(parsePriceRange(undefined)).toBeNull();
  });
});

describe('property price options: 0-500000, 500000-1000000, 1000000+', () => {
  it('has the spec codes in order', () => {
    expect(PROPERTY_PRICE_RANGES.map((r) => r.code)).toEqual(['0-500000', '500000-1000000', '1000000+']);
    expect(parsePriceRange('1000000+', PROPERTY_PRICE_RANGES)?.max).toBeNull();
  });
});

describe('the Size filter fits the category: only where shoppers choose by weight', () => {
  it.each([
    ['food-drink', undefined, true],
    ['food-drink', 'grocery', true],
    ['electronics', undefined, false],
    ['electronics', 'phones', false],
    ['home-living', undefined, false],
    ['lifestyle-consumer-goods', undefined, false],
    ['lifestyle-consumer-goods', 'fashion', false],
    ['lifestyle-consumer-goods', 'household-essentials', true],
    ['', undefined, false],
  ])('%s / %s: %s', (parent, subcategory, offered) => {
    expect(offersSizeFilter(parent, subcategory)).toBe(offered);
  });
});
