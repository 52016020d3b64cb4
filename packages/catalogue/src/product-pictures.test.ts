import { describe, expect, it } from 'vitest';
import { brandColour } from './brand-colours';
import { products } from './index';
import { productPictureCount, productPictureSvg } from './product-pictures';
import { shapeFor } from './product-shapes';
import type { SeedProduct } from './types';

function seed(productID: string): SeedProduct {
  const product = products.find((p) => p.productID === productID);
  if (!product) throw new Error(`no seed product ${productID}`);
  return product;
}

/** The drawing without its title (which names the product), to compare what a shopper sees. */
const drawing = (
  product: Pick<SeedProduct, 'productID' | 'productName' | 'brand' | 'subcategorySlug'>,
  view = 0,
) => productPictureSvg(product, view).replace(/<title>.*<\/title>/, '');

describe('product pictures', () => {
  const tecnoPhone = seed('OJA-PHN-001');
  const samsungPhone = seed('OJA-PHN-004');
  const samsungTablet = seed('OJA-PHN-010');

  it('draws two phones of different brands in different colours, the same shape', () => {
    expect(shapeFor(tecnoPhone)).toBe('phone');
    expect(shapeFor(samsungPhone)).toBe('phone');
    expect(drawing(tecnoPhone)).not.toBe(drawing(samsungPhone));
    expect(drawing(tecnoPhone)).toContain(brandColour('Tecno'));
    expect(drawing(samsungPhone)).toContain(brandColour('Samsung'));
  });

  it('draws a phone and a tablet of one brand in different shapes', () => {
    expect(samsungTablet.productName).toMatch(/Tab/);
    expect(shapeFor(samsungTablet)).toBe('tablet');
    const withoutColour = (svg: string) => svg.replace(/#[0-9a-f]{6}/g, '');
    expect(withoutColour(drawing(samsungPhone))).not.toBe(withoutColour(drawing(samsungTablet)));
  });

  it('tells apart the appliances of one subcategory', () => {
    const shapes = products.filter((p) => p.subcategorySlug === 'home-appliances').map(shapeFor);
    expect(new Set(shapes).size).toBeGreaterThanOrEqual(8);
  });

  it('gives a listing a varied shelf: at least 60 shapes across the seed', () => {
    expect(new Set(products.map(shapeFor)).size).toBeGreaterThanOrEqual(60);
  });

  it('has three different views per product, the same each time (no clock, no randomness)', () => {
    const views = Array.from({ length: productPictureCount }, (_, view) => drawing(tecnoPhone, view));
    expect(new Set(views).size).toBe(3);
    expect(productPictureSvg(tecnoPhone, 2)).toBe(productPictureSvg(tecnoPhone, 2));
    expect(productPictureSvg(tecnoPhone, 2)).toContain('>Tecno</text>');
  });

  it('colours a brand it does not know from its name, the same each time and unlike another', () => {
    expect(brandColour('Brand New Co')).toMatch(/^#[0-9a-f]{6}$/);
    expect(brandColour('Brand New Co')).toBe(brandColour('brand new co'));
    expect(brandColour('Brand New Co')).not.toBe(brandColour('Another Maker'));
    const unknown = {
      productID: 'OJA-NEW-001',
      productName: 'Widget & <Gizmo>',
      brand: 'Brand New Co',
      subcategorySlug: 'nowhere',
    };
    expect(productPictureSvg(unknown, 0)).toContain('Widget &amp; &lt;Gizmo&gt;');
  });
});
