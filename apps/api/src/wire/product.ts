import { koboToNaira, paymentOptionsToWire } from '@oja/domain';
import { type ProductRow, productPaymentOptions } from '../db/catalogue-repository.ts';
import { PRODUCT_IMAGE_PATH, productImages, uploadedCover } from './product-images.ts';

export { PRODUCT_IMAGE_PATH } from './product-images.ts';

/** A product's cover image as the wire links it. */
export function productImageUrl(imageFileName: string): string {
  return `${PRODUCT_IMAGE_PATH}${encodeURIComponent(imageFileName)}`;
}

/** A product as openapi.yaml's Product schema has it: naira on the wire, the spec's field names. */
export function toWireProduct(row: ProductRow) {
  const { product: p, category, parent } = row;
  return {
    id: p.id,
    productID: p.productId,
    productName: p.name,
    slug: p.slug,
    description: p.description,
    // Uploaded pictures, when the console gave it some, stand in for the drawings and the cover file.
    coverImage: uploadedCover(p.pictures) ?? productImageUrl(p.imageFileName),
    images: productImages(p.productId, 1, p.pictures),
    fairAppPrice: koboToNaira(p.priceKobo),
    inStock: p.inStock ? 'true' : 'false',
    minimumDownPaymentPercentage: String(p.minimumDownPaymentPercentage),
    average_rating: p.averageRating,
    total_review_count: p.totalReviewCount,
    brand: p.brand,
    venddorBrandName: p.vendorBrandName,
    productWeight: p.productWeight,
    sales: p.sales,
    createdAt: p.createdAt.toISOString(),
    produtCategory: { name: category.name, slug: category.slug, parent_category: parent },
    paymentOptionsBreakdown: paymentOptionsToWire(productPaymentOptions(row)),
  };
}
