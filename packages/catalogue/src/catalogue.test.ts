import { describe, expect, it } from 'vitest';
import { expandVariants } from './build-products';
import {
  categories,
  findCategory,
  newestProducts,
  productImageDataUri,
  productImageSvg,
  products,
} from './index';
import { productDescription, productSpecifications } from './specifications';
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

  it("has over 1,000 products, as the About page and the landing page say ('over 1,000 products')", () => {
    expect(products.length).toBeGreaterThan(1000);
  });

  it('stocks subcategories unevenly, as a real shop does: many phones and groceries, fewer books', () => {
    const counts = SPEC_SUBCATEGORIES.map(
      (slug) => products.filter((p) => p.subcategorySlug === slug).length,
    );
    expect(new Set(counts).size).toBeGreaterThanOrEqual(15);
    const count = (slug: string) => counts[SPEC_SUBCATEGORIES.indexOf(slug)] ?? 0;
    expect(count('phones')).toBeGreaterThan(3 * count('books'));
    expect(count('grocery')).toBeGreaterThan(3 * count('books'));
  });

  it('keeps the IDs tests and links know: rows are only ever appended', () => {
    const named = (id: string) => products.find((p) => p.productID === id)?.productName;
    expect(named('OJA-PHN-001')).toBe('Tecno Spark 20 Pro 256GB, 8GB RAM, Dual SIM');
    expect(named('OJA-PHN-010')).toBe('Samsung Galaxy Tab A9 64GB Wi-Fi');
    expect(named('OJA-HAP-001')).toBe('Thermocool 150L Chest Freezer');
    expect(named('OJA-BEV-010')).toBe(
      'Nestle Nido Fortified Milk Powder 2.5kg Family Tin for Growing Children',
    );
  });

  it('spells each brand one way, so a brand filter never offers both HP and Hp', () => {
    const brands = [...new Set(products.map((p) => p.brand))];
    expect(new Set(brands.map((b) => b.toLowerCase())).size).toBe(brands.length);
  });

  it('has unique productIDs and slugs', () => {
    expect(new Set(products.map((p) => p.productID)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it('prices every product in positive whole kobo', () => {
    for (const p of products)
      expect(Number.isInteger(p.priceKobo) && p.priceKobo > 0, p.productID).toBe(true);
  });

  it('asks a minimum down payment between 35% and 60%, or 100 for full payment only', () => {
    for (const p of products) {
      const pct = p.minimumDownPaymentPercentage;
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
        inParent.some((p) => p.minimumDownPaymentPercentage === 100),
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

  it('invents no rating: ratings and counts come from the reviews buyers write', () => {
    for (const p of products) {
      expect(p).not.toHaveProperty('averageRating');
      expect(p).not.toHaveProperty('totalReviewCount');
    }
  });

  it('describes each product by what its row says, never the same boilerplate twice', () => {
    const descriptions = new Set(products.map((p) => p.description));
    expect(descriptions.size).toBe(products.length);
    for (const p of products) expect(p.description).not.toMatch(/spread the cost/);
  });

  it('dates products across 2026, newest first for the home page', () => {
    const newest = newestProducts();
    expect((newest[0]?.createdAt ?? '') >= (newest[1]?.createdAt ?? '')).toBe(true);
    const months = new Set(products.map((p) => p.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
  });

  it('gives every product a short specification table: brand, model, packed weight and product code', () => {
    for (const p of products) {
      const names = p.specifications.map((s) => s.name);
      expect(names[0], p.productID).toMatch(/^(Brand|Publisher)$/);
      expect(names.at(-1)).toBe('Product code');
      expect(p.specifications.at(-1)?.value).toBe(p.productID);
      expect(new Set(names).size, p.productID).toBe(names.length);
      expect(p.specifications.length).toBeLessThanOrEqual(10);
    }
  });
});

describe('a row that stands for variants', () => {
  it('becomes one line per option, each choice taking its n-th option', () => {
    expect(
      expandVariants('Tecno | Tecno Spark 20 {128GB; 256GB} | {139000; 159000} | 35 | {s; } | 0.2 kg'),
    ).toEqual([
      'Tecno | Tecno Spark 20 128GB | 139000 | 35 | s | 0.2 kg',
      'Tecno | Tecno Spark 20 256GB | 159000 | 35 |  | 0.2 kg',
    ]);
  });

  it('leaves a plain row as it is', () => {
    expect(expandVariants('Binatone | Binatone Dry Iron | 14500 | 100 | | 1 kg')).toEqual([
      'Binatone | Binatone Dry Iron | 14500 | 100 | | 1 kg',
    ]);
  });

  it.each([
    ['choices of different lengths', 'A | A {1; 2} | {10; 20; 30} | 35 | | 1 kg'],
    ['a choice of one', 'A | A {1} | 10 | 35 | | 1 kg'],
  ])('refuses %s, so a price never goes with the wrong variant', (_case, line) => {
    expect(() => expandVariants(line)).toThrow(/same number/);
  });

  it('gives each variant its own ID, name, price and slug', () => {
    const sizes = products.filter((p) => /^Mama Gold Premium Parboiled Rice \d+kg$/.test(p.productName));
    expect(sizes.map((p) => [p.productID, p.priceKobo / 100])).toEqual([
      ['OJA-GRO-001', 78000],
      ['OJA-GRO-012', 9800],
      ['OJA-GRO-013', 18500],
      ['OJA-GRO-014', 42000],
    ]);
  });
});

describe('specifications read from the name', () => {
  it.each([
    [
      'a phone',
      {
        productName: 'Tecno Spark 20 Pro 256GB, 8GB RAM, Dual SIM',
        brand: 'Tecno',
        subcategorySlug: 'phones',
      },
      [
        ['Brand', 'Tecno'],
        ['Model', 'Spark 20 Pro 256GB'],
        ['Storage', '256GB'],
        ['RAM', '8GB'],
        ['Connectivity', 'Dual SIM'],
        ['Packed weight', '0.2 kg'],
        ['Product code', 'OJA-T-001'],
      ],
      'Tecno Spark 20 Pro 256GB: 256GB storage, 8GB RAM, Dual SIM. For WhatsApp',
    ],
    [
      'a laptop, RAM before storage, the brand written otherwise',
      {
        productName: 'Lenovo IdeaPad 3 Core i3 8GB 256GB 15.6-inch',
        brand: 'LENOVO',
        subcategorySlug: 'computers',
      },
      [
        ['Brand', 'LENOVO'],
        ['Model', 'IdeaPad 3 Core i3 8GB 256GB 15.6-inch'],
        ['Processor', 'Intel Core i3'],
        ['Storage', '256GB'],
        ['RAM', '8GB'],
        ['Screen size', '15.6 inches'],
        ['Packed weight', '0.2 kg'],
        ['Product code', 'OJA-T-001'],
      ],
      'a 15.6-inch screen.',
    ],
    [
      'a monitor that is not a chip (Omron M2), in another subcategory',
      { productName: 'Omron M2 Blood Pressure Monitor', brand: 'Omron', subcategorySlug: 'health-wellness' },
      [
        ['Brand', 'Omron'],
        ['Model', 'M2 Blood Pressure Monitor'],
        ['Packed weight', '0.2 kg'],
        ['Product code', 'OJA-T-001'],
      ],
      'Omron M2 Blood Pressure Monitor. Helps you',
    ],
    [
      'groceries by weight, volume and pack',
      {
        productName: 'Dangote Spaghetti 500g, Carton of 20',
        brand: 'Dangote',
        subcategorySlug: 'grocery',
        parentCategorySlug: 'food-drink',
      },
      [
        ['Brand', 'Dangote'],
        ['Model', 'Spaghetti 500g'],
        ['Net weight', '500g'],
        ['Pack size', '20'],
        ['Packed weight', '0.2 kg'],
        ['Product code', 'OJA-T-001'],
      ],
      '500g net, carton of 20.',
    ],
    [
      'a book whose publisher leads the name, a voucher-light weight',
      {
        productName: 'Masobe Books: Abubakar Adam Ibrahim, Season of Crimson Blossoms',
        brand: 'Masobe',
        subcategorySlug: 'books',
        productWeight: '0 kg',
      },
      [
        ['Publisher', 'Masobe'],
        ['Author', 'Abubakar Adam Ibrahim'],
        ['Title', 'Season of Crimson Blossoms'],
        ['Product code', 'OJA-T-001'],
      ],
      'Masobe Books: Abubakar Adam Ibrahim, Season of Crimson Blossoms. A book',
    ],
    [
      'an appliance: capacity, power, load, size, length, contents and battery',
      {
        productName: 'Thermo 150L 1.5HP 7kg 40cm 30m 24-Piece 200Ah Bluetooth Wireless Thing',
        brand: 'Thermo',
        subcategorySlug: 'home-appliances',
      },
      [
        ['Brand', 'Thermo'],
        ['Model', '150L 1.5HP 7kg 40cm 30m 24-Piece 200Ah Bluetooth Wireless Thing'],
        ['Capacity', '150L'],
        ['Power', '1.5HP'],
        ['Battery capacity', '200Ah'],
        ['Load capacity', '7kg'],
        ['Size', '40cm'],
        ['Contents', '24 pieces'],
        ['Connectivity', 'Bluetooth, Wireless'],
        ['Packed weight', '0.2 kg'],
        ['Product code', 'OJA-T-001'],
      ],
      'Bluetooth and wireless. For everyday use',
    ],
    [
      'a subcategory with nothing to say for it and no weight',
      { productName: 'Mystery 3.5kVA 30m Box', brand: 'Acme', subcategorySlug: 'unknown', productWeight: '' },
      [
        ['Brand', 'Acme'],
        ['Model', 'Mystery 3.5kVA 30m Box'],
        ['Power output', '3.5kVA'],
        ['Length', '30m'],
        ['Product code', 'OJA-T-001'],
      ],
      'Mystery 3.5kVA 30m Box: 3.5kVA of power, 30m long.',
    ],
  ])('%s', (_case, row, table, description) => {
    const source = {
      productID: 'OJA-T-001',
      productWeight: '0.2 kg',
      parentCategorySlug: 'electronics',
      ...row,
    };
    expect(productSpecifications(source).map((s) => [s.name, s.value])).toEqual(table);
    expect(productDescription(source)).toContain(description);
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
