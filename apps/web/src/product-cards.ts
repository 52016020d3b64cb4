import type { Product } from '@oja/api-client';
import { isInStock, nairaToKobo } from '@oja/domain';
import type { ProductCardData } from '@oja/ui';

/** The product detail route of the spec: /{parentSlug}/{categorySlug}/{productID}/{productSlug}. */
export function productHref(product: Product): string {
  const { produtCategory: category } = product;
  return `/${category.parent_category.slug}/${category.slug}/${encodeURIComponent(product.productID)}/${product.slug}`;
}

/** Maps the API's product (naira, wire names) to the card's view model (kobo, plain names). */
export function toProductCard(product: Product): ProductCardData {
  return {
    productID: product.productID,
    name: product.productName,
    href: productHref(product),
    imageUrl: product.coverImage,
    price: nairaToKobo(product.fairAppPrice) ?? 0,
    minimumDownPaymentPercentage: product.minimumDownPaymentPercentage,
    inStock: isInStock(product.inStock),
    rating: product.average_rating,
    reviewCount: product.total_review_count,
    isOnSale: product.sales,
  };
}
