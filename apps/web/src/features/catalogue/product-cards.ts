import type { Product } from '@oja/api-client';
import { isInStock, parseDownPaymentPercentage } from '@oja/domain';
import type { ProductCardData } from '@oja/ui';
import { productHref } from '../../shared/product-href';
import { koboFromWire } from '../../shared/wire-money';

/** Maps the API's product (naira, wire names) to the card's view model (kobo, plain names). */
export function toProductCard(product: Product): ProductCardData {
  return {
    productID: product.productID,
    name: product.productName,
    href: productHref(product),
    imageUrl: product.coverImage,
    pictureUrl: product.images?.[0]?.url,
    price: koboFromWire(product.fairAppPrice),
    minimumDownPaymentPercentage: parseDownPaymentPercentage(product.minimumDownPaymentPercentage),
    inStock: isInStock(product.inStock),
    rating: product.average_rating,
    reviewCount: product.total_review_count,
    isOnSale: product.sales,
  };
}
