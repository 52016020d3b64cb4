import type { Product } from '@oja/api-client';
import { ACCESSORIES_WARRANTY, ELECTRONICS_WARRANTY, NO_WARRANTY } from '@oja/domain';
import { describe, expect, it } from 'vitest';
import { toProductDetail } from './product-detail';

/** A product as the single-product answer sends it (naira, wire names). */
function wireProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    productID: 'OJA-PHN-001',
    productName: 'Tecno Spark 20 Pro 256GB',
    slug: 'tecno-spark-20-pro-256gb',
    description: 'Tecno Spark 20 Pro 256GB: 256GB storage.',
    coverImage: '/media/products/OJA-PHN-001.svg',
    fairAppPrice: 185000,
    inStock: 'true',
    minimumDownPaymentPercentage: '35',
    average_rating: 4.5,
    total_review_count: 2,
    brand: 'Tecno',
    venddorBrandName: 'Tecno Store',
    productWeight: '0.2 kg',
    sales: false,
    createdAt: '2026-04-29T21:11:59.000Z',
    produtCategory: {
      name: 'Phones & Tablets',
      slug: 'phones',
      parent_category: { name: 'Electronics', slug: 'electronics' },
    },
    paymentOptionsBreakdown: [],
    specifications: [{ name: 'Storage', value: '256GB' }],
    ...overrides,
  } as Product;
}

describe('the product page’s view of the API’s product', () => {
  it('keeps the API’s review figures, names the seller and carries the specifications', () => {
    expect(toProductDetail(wireProduct())).toMatchObject({
      rating: 4.5,
      reviewCount: 2,
      seller: 'Tecno Store',
      warranty: ELECTRONICS_WARRANTY,
      specifications: [{ name: 'Storage', value: '256GB' }],
    });
  });

  it("reads the wire's down-payment percentage once, as a number; an unreadable one as full payment", () => {
    expect(toProductDetail(wireProduct()).minimumDownPaymentPercentage).toBe(35);
    expect(
      toProductDetail(wireProduct({ minimumDownPaymentPercentage: 'n/a' })).minimumDownPaymentPercentage,
    ).toBe(100);
  });

  it.each([
    ['phones', ELECTRONICS_WARRANTY],
    ['accessories', ACCESSORIES_WARRANTY],
    ['grocery', NO_WARRANTY],
  ])('takes the warranty of its subcategory: %s', (slug, warranty) => {
    const product = wireProduct({
      produtCategory: { name: slug, slug, parent_category: { name: 'Any', slug: 'any' } },
    });
    expect(toProductDetail(product).warranty).toBe(warranty);
  });

  it('falls back to the brand as seller and to no table when the answer has none', () => {
    const { venddorBrandName: _, specifications: __, ...bare } = wireProduct();
    expect(toProductDetail(bare as Product)).toMatchObject({ seller: 'Tecno', specifications: [] });
  });

  it('gives the gallery every picture the API lists, each named, and the cover alone when it lists none', () => {
    const base = '/media/products/OJA-PHN-001/p1';
    const images = [1, 2, 3].map((view) => ({ url: `${base}/${view}`, width: 960, height: 960 }));
    expect(toProductDetail(wireProduct({ images })).images).toEqual([
      { url: '/media/products/OJA-PHN-001.svg', alt: 'Tecno Spark 20 Pro 256GB', picture: images[0] },
      {
        url: '/media/products/OJA-PHN-001.svg',
        alt: 'Tecno Spark 20 Pro 256GB, at an angle',
        picture: images[1],
      },
      {
        url: '/media/products/OJA-PHN-001.svg',
        alt: 'Tecno Spark 20 Pro 256GB, close up',
        picture: images[2],
      },
    ]);
    expect(toProductDetail(wireProduct()).images).toEqual([
      { url: '/media/products/OJA-PHN-001.svg', alt: 'Tecno Spark 20 Pro 256GB' },
    ]);
  });
});
