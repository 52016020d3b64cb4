import { type PictureProduct, productPictureCount, productPictureStyle, products } from '@oja/catalogue';
import type { UploadedPicture } from '../db/schema.ts';

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
export function productImages(
  productID: string,
  count = productPictureCount,
  uploaded: readonly UploadedPicture[] = [],
) {
  if (uploaded.length > 0) return uploaded.slice(0, count).map(uploadedImage);
  if (!byProductID.has(productID)) return undefined;
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  return Array.from({ length: Math.min(count, productPictureCount) }, (_, i) => ({
    url: `${PRODUCT_IMAGE_PATH}${encodeURIComponent(productID)}/${productPictureStyle}/${i + 1}`,
    width: largest,
    height: largest,
  }));
}

/** Where uploaded pictures' files are served: `{id}-{width}.{webp|avif}`, content-addressed (app.ts). */
export const UPLOADED_PICTURE_PATH = '/media/uploads/';

/** An uploaded picture as the wire's ProductImage: the same shape as a drawing's, so every client reads both. */
export function uploadedImage(picture: UploadedPicture) {
  return { url: `${UPLOADED_PICTURE_PATH}${picture.id}`, width: picture.width, height: picture.height };
}

/**
 * The one image a product's cover names (cart lines, the page's social preview): its first uploaded picture at a
 * card's width as WebP, or undefined when it has none (its cover image file then).
 */
export function uploadedCover(uploaded: readonly UploadedPicture[]): string | undefined {
  const first = uploaded[0];
  return first ? `${UPLOADED_PICTURE_PATH}${first.id}-480.webp` : undefined;
}
