import { electronics } from './products/electronics';
import { foodDrink } from './products/food-drink';
import { homeLiving } from './products/home-living';
import { lifestyle } from './products/lifestyle';
import type { SeedProduct } from './types';

export { brandColour } from './brand-colours';
export { hash as stableHash } from './build-products';
export { categories, findCategory } from './categories';
export { productImageDataUri, productImageSvg } from './images';
export {
  PICTURE_SIZE,
  type PictureProduct,
  productPictureCount,
  productPictureStyle,
  productPictureSvg,
  productPictureViews,
} from './product-pictures';
export { shapeFor } from './product-shapes';
export { properties } from './properties';
export { propertyImageDataUri, propertyImageSvg } from './property-images';
export type { SeedSpecification } from './specifications';
export type {
  SeedCategory,
  SeedCity,
  SeedProduct,
  SeedProperty,
  SeedPropertyReview,
  SeedSubcategory,
} from './types';

/** Every seed product, grouped by parent category in navigation order. */
export const products: SeedProduct[] = [...electronics, ...homeLiving, ...lifestyle, ...foodDrink];

/** The products of one subcategory, in seed order. */
export function productsInSubcategory(subcategorySlug: string): SeedProduct[] {
  return products.filter((p) => p.subcategorySlug === subcategorySlug);
}

/** The newest products first, as the home page lists them (ties keep seed order, as the API's ids do). */
export function newestProducts(): SeedProduct[] {
  return [...products].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
