import { type PictureProduct, productPictureCount, productPictureStyle, products } from '@oja/catalogue';

/** Where seeded cover images and pictures are served (app.ts serves them there). */
export const PRODUCT_IMAGE_PATH = '/media/products/';

/** The widths a picture is served at (the srcset's candidates): cards take the small ones, the gallery the large. */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960] as const;

const byProductID = new Map<string, PictureProduct>(products.map((p) => [p.productID, p]));

/** The product whose drawings are served under this productID (every seed product), or undefined. */
export function picturedProduct(productID: string): PictureProduct | undefined {
  return byProductID.get(productID);
}

/**
 * A product's drawn pictures as the wire lists them (openapi.yaml's ProductImage): a base URL each, to which the
 * client appends `-{width}.avif` or `-{width}.webp`, and the largest size. Listings send the cover alone (`count`
 * 1), the product page all of them; a product without drawings has none (the field is left out).
 */
export function productImages(productID: string, count = productPictureCount) {
  if (!byProductID.has(productID)) return undefined;
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  return Array.from({ length: Math.min(count, productPictureCount) }, (_, i) => ({
    url: `${PRODUCT_IMAGE_PATH}${encodeURIComponent(productID)}/${productPictureStyle}/${i + 1}`,
    width: largest,
    height: largest,
  }));
}
