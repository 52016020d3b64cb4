import type { Product } from '@oja/api-client';
import { isInStock, parseDownPaymentPercentage, parsePaymentOptions, warrantyFor } from '@oja/domain';
import type { ProductDetailData } from '@oja/ui';
import { hrefs } from '../../hrefs';
import { koboFromWire } from '../../shared/wire-money';

/** What the API's pictures after the cover show (packages/catalogue draws them in this order). */
const PICTURE_VIEWS = ['', 'at an angle', 'close up'];

/** Maps the API's product (naira, wire names) to the product page's view model (kobo, plain names). */
export function toProductDetail(product: Product): ProductDetailData {
  const category = product.produtCategory;
  return {
    productID: product.productID,
    name: product.productName,
    brand: product.brand,
    description: product.description ?? '',
    // The drawn pictures at every width when the API lists them, else the single cover image.
    images: product.images?.length
      ? product.images.map((picture, i) => ({
          url: product.coverImage,
          alt:
            i === 0
              ? product.productName
              : `${product.productName}, ${PICTURE_VIEWS[i] ?? `picture ${i + 1}`}`,
          picture,
        }))
      : [{ url: product.coverImage, alt: product.productName }],
    price: koboFromWire(product.fairAppPrice),
    minimumDownPaymentPercentage: parseDownPaymentPercentage(product.minimumDownPaymentPercentage),
    inStock: isInStock(product.inStock),
    isOnSale: product.sales,
    // Both counted by the API from the reviews it holds: the summary and the Reviews heading agree.
    rating: product.average_rating,
    reviewCount: product.total_review_count,
    // The wire's spelling; a product without a seller named is sold by its brand.
    seller: product.venddorBrandName || product.brand,
    warranty: warrantyFor(category.slug),
    specifications: product.specifications ?? [],
    paymentOptions: parsePaymentOptions(product.paymentOptionsBreakdown).options,
    breadcrumbs: [
      { label: 'Home', href: hrefs.home },
      { label: category.parent_category.name, href: hrefs.category(category.parent_category.slug) },
      { label: category.name, href: hrefs.subcategory(category.parent_category.slug, category.slug) },
      { label: product.productName },
    ],
  };
}
