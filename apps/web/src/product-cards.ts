import type { Product } from '@oja/api-client';
import { isInStock, nairaToKobo } from '@oja/domain';
import type { ProductCardData } from '@oja/ui';
import { hrefs } from './hrefs';

/** Maps the API's product (naira, wire names) to the card's view model (kobo, plain names). */
export function toProductCard(product: Product): ProductCardData {
  return {
    productID: product.productID,
    name: product.productName,
    href: hrefs.product({
      productID: product.productID,
      slug: product.slug,
      category: product.produtCategory,
    }),
    imageUrl: product.coverImage,
    price: nairaToKobo(product.fairAppPrice) ?? 0,
    minimumDownPaymentPercentage: product.minimumDownPaymentPercentage,
    inStock: isInStock(product.inStock),
    rating: product.average_rating,
    reviewCount: product.total_review_count,
    isOnSale: product.sales,
  };
}
