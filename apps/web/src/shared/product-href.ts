import type { Product } from '@oja/api-client';
import { shopPaths } from '@oja/domain';

/** What a product's href is built from: the product page lives under its category and subcategory. */
export interface ProductPath {
  productID: string;
  slug: string;
  category: { slug: string; parent_category: { slug: string } };
}

/**
 * A product page's path, from the domain's pattern (which the route manifest routes) rather than from hrefs.ts:
 * a product list's query builds its cards' links (features/catalogue/queries.ts), and the manifest names that
 * query, so a link built from the manifest would make an import cycle.
 */
export function productPath({ productID, slug, category }: ProductPath): string {
  return shopPaths.product({ parent: category.parent_category.slug, sub: category.slug, productID, slug });
}

/** A product's page, from the API's product (its category under the wire's spelling). */
export function productHref(product: Product): string {
  return productPath({ productID: product.productID, slug: product.slug, category: product.produtCategory });
}
