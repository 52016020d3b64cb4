import { brandColour, shade } from './brand-colours';
import { escapeXml } from './images';
import { drawShape, shapeFor } from './product-shapes';
import type { SeedProduct } from './types';

/** How many pictures each product has: the front, at an angle, and a close look with its brand. */
export const productPictureCount = 3;

/** What each picture shows, in gallery order (for alternative text). */
export const productPictureViews = ['front', 'angle', 'detail'] as const;

/**
 * Bumped whenever the drawings change: it is part of the pictures' URLs, which are cached for a year, so a new
 * drawing gets a new URL instead of a stale copy.
 */
export const productPictureStyle = 'p1';

/** The side of a drawn picture, in its own units (the served sizes are scaled from it). */
export const PICTURE_SIZE = 600;

export type PictureProduct = Pick<SeedProduct, 'productID' | 'productName' | 'brand' | 'subcategorySlug'>;

/**
 * One of a product's pictures (view 0, 1 or 2) as an SVG: its own shape (from its name and subcategory) in its
 * brand's colour, on a pale tint of that colour. Deterministic and drawn without any network, so the API can
 * render it to WebP and AVIF at any width on demand.
 */
export function productPictureSvg(product: PictureProduct, view: number): string {
  const body = brandColour(product.brand);
  const colours = { b: body, d: shade(body, -0.45), l: shade(body, 0.78), g: '#1d2430' };
  const shape = drawShape(shapeFor(product), colours);
  const background = shade(body, 0.9);
  const brand = escapeXml(product.brand.length > 20 ? `${product.brand.slice(0, 19)}…` : product.brand);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}">`,
    `<title>${escapeXml(product.productName)}, ${productPictureViews[view] ?? 'front'}</title>`,
    `<rect width="600" height="600" fill="${background}"/>`,
  ];
  if (view === 1) {
    // At an angle on a shelf: a floor, a long soft shadow and the object turned.
    parts.push(
      `<rect y="440" width="600" height="160" fill="${shade(body, 0.8)}"/>`,
      '<ellipse cx="320" cy="462" rx="170" ry="20" fill="#000" fill-opacity=".14"/>',
      `<g transform="translate(300 462) rotate(-8) scale(.86) skewX(-6) translate(-300 -480)">${shape}</g>`,
    );
  } else if (view === 2) {
    // A close look at the top of the product, with its brand on a tag.
    parts.push(
      `<g transform="translate(300 290) scale(1.45) translate(-300 -280)">${shape}</g>`,
      `<rect x="40" y="470" width="${Math.max(180, brand.length * 26 + 60)}" height="84" rx="42" fill="${colours.d}"/>`,
      `<text x="70" y="526" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">${brand}</text>`,
    );
  } else {
    parts.push('<ellipse cx="300" cy="488" rx="200" ry="22" fill="#000" fill-opacity=".1"/>', shape);
  }
  parts.push('</svg>');
  return parts.join('');
}
