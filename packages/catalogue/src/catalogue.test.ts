import { describe, expect, it } from 'vitest';
import {
  categories,
  findCategory,
  newestProducts,
  productImageDataUri,
  productImageSvg,
  products,
} from './index';
import type { SeedProduct } from './types';

const SPEC_SUBCATEGORIES =
  `decor, furniture, bed-bath, kitchen-dining, garden-outdoor, home-improvement, personal-care, toys,
beauty, fashion, household-essentials, entertainment, books, baby-mother-care, health-wellness, phones, computers, tv,
home-appliances, gadgets, accessories, home-audio-theater, video-games, grocery, confectionery, beverages`
    .split(',')
    .map((s) => s.trim());
const SHOPPABLE_PARENTS = ['electronics', 'home-living', 'lifestyle-consumer-goods', 'food-drink'];

describe('the catalogue has every category of the spec', () => {
  it('has the parent categories of the routes, Sales & Offers, Real Estate and the coming-soon ones', () => {
    expect(categories.map((c) => c.slug)).toEqual([
      ...SHOPPABLE_PARENTS,
      'sales-offers',
      'real-estate',
      'automotive',
      'education-training',
    ]);
    // Real Estate has its own pages (/real-estate); the spec keeps the other two 'Coming soon'.
    expect(categories.filter((c) => c.isComingSoon).map((c) => c.name)).toEqual([
      'Automotive',
      'Education & Training',
    ]);
  });

  it.each(SPEC_SUBCATEGORIES)('has the subcategory %s under a shoppable parent', (slug) => {
    const parent = categories.find((c) => c.subcategories.some((s) => s.slug === slug));
    expect(SHOPPABLE_PARENTS).toContain(parent?.slug);
    expect(findCategory(slug)?.slug).toBe(slug);
  });

  it('finds parents by slug and nothing for an unknown slug', () => {
    expect(findCategory('electronics')?.name).toBe('Electronics');
    expect(findCategory('nowhere')).toBeUndefined();
  });
});

describe('the catalogue is a believable shop', () => {
  it.each(SPEC_SUBCATEGORIES)('has at least 10 products in %s, all in their own parent', (slug) => {
    const inSub = products.filter((p) => p.subcategorySlug === slug);
    expect(inSub.length).toBeGreaterThanOrEqual(10);
    const parent = categories.find((c) => c.subcategories.some((s) => s.slug === slug));
    for (const p of inSub) expect(p.parentCategorySlug).toBe(parent?.slug);
  });

  it('has unique productIDs and slugs', () => {
    expect(new Set(products.map((p) => p.productID)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it('prices every product in positive whole kobo', () => {
    for (const p of products)
      expect(Number.isInteger(p.priceKobo) && p.priceKobo > 0, p.productID).toBe(true);
  });

  it("asks a minimum down payment between 35% and 60%, or '100' for full payment only", () => {
    for (const p of products) {
      const pct = Number(p.minimumDownPaymentPercentage);
      expect(pct === 100 || (pct >= 35 && pct <= 60), `${p.productID}: ${pct}`).toBe(true);
    }
  });

  it('has products out of stock, full-payment only, on sale, and with names over 50 characters in every parent', () => {
    for (const parent of SHOPPABLE_PARENTS) {
      const inParent = products.filter((p) => p.parentCategorySlug === parent);
      expect(
        inParent.some((p) => !p.inStock),
        parent,
      ).toBe(true);
      expect(
        inParent.some((p) => p.minimumDownPaymentPercentage === '100'),
        parent,
      ).toBe(true);
      expect(
        inParent.some((p) => p.sales),
        parent,
      ).toBe(true);
      expect(
        inParent.some((p) => p.productName.length > 50),
        parent,
      ).toBe(true);
    }
  });

  it('rates products from 0 to 5, and 0 when nobody has reviewed them', () => {
    for (const p of products) {
      expect(p.averageRating).toBeGreaterThanOrEqual(p.totalReviewCount === 0 ? 0 : 3);
      expect(p.averageRating).toBeLessThanOrEqual(5);
      if (p.totalReviewCount === 0) expect(p.averageRating).toBe(0);
    }
  });

  it('dates products across 2026, newest first for the home page', () => {
    const newest = newestProducts();
    expect((newest[0]?.createdAt ?? '') >= (newest[1]?.createdAt ?? '')).toBe(true);
    const months = new Set(products.map((p) => p.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
  });
});

describe('product images are generated without a network', () => {
  const sample = products[0] as SeedProduct;

  it('are small, deterministic SVG named after the product', () => {
    const svg = productImageSvg(sample);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*width="600" height="600"/);
    expect(svg).toContain(`<title>${sample.productName}</title>`);
    expect(svg).toBe(productImageSvg(sample));
    expect(svg.length).toBeLessThan(3000);
  });

  it('escape names and brands that contain markup characters', () => {
    const svg = productImageSvg({ ...sample, productName: 'Salt & Pepper <Set>', brand: `M&S "Home"` });
    expect(svg).toContain('<title>Salt &amp; Pepper &lt;Set&gt;</title>');
    expect(svg).toContain('M&amp;S &quot;Home&quot;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('draw something for every subcategory and fall back for an unknown one', () => {
    const unknown = productImageSvg({ ...sample, parentCategorySlug: 'x', subcategorySlug: 'y' });
    expect(unknown).toContain('<circle cx="300" cy="260" r="110"/>');
    expect(unknown).toContain('fill="#eeeeee"');
    const longBrand = productImageSvg({ ...sample, brand: 'A very long brand name indeed' });
    expect(longBrand).toContain('A very long brand nam…');
  });

  it('come as a data URI for fixtures', () => {
    expect(productImageDataUri(sample)).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });
});
