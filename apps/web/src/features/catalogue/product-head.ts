import type { Product } from '@oja/api-client';
import { isInStock } from '@oja/domain';
import type { RouteHead } from '../../shared/page-head';

/** A product's description as a shared link shows it: one paragraph, cut on a word near 160 characters. */
const DESCRIPTION_LENGTH = 160;

function summary(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * What a product page's `<head>` says about it, so a shared link shows the product: description, canonical
 * address, Open Graph (og:type product, its picture) and schema.org Product data with its naira price and
 * availability (the API's prices are naira already).
 */
export function productHead(product: Product, path: string, origin: string): RouteHead {
  const url = `${origin}${path}`;
  const image = new URL(product.coverImage, `${origin}/`).href;
  const description = summary(
    product.description ||
      `${product.productName} by ${product.brand}: pay in full or in instalments on Oja.`,
  );
  return {
    description,
    canonicalPath: path,
    image,
    ogType: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.productName,
      description,
      image,
      brand: { '@type': 'Brand', name: product.brand },
      sku: product.productID,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'NGN',
        price: product.fairAppPrice.toFixed(2),
        availability: isInStock(product.inStock)
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        url,
      },
    },
  };
}
