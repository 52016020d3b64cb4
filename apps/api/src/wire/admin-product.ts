import { koboToNaira, specificationsCell } from '@oja/domain';
import type { StockChangeRow } from '../db/admin-catalogue-repository.ts';
import { type ProductRow, productPaymentOptions } from '../db/catalogue-repository.ts';
import { productImageUrl } from './product.ts';
import { uploadedCover, uploadedImage } from './product-images.ts';
import { productSpecifications } from './product-specifications.ts';

/** The specification table a product shows: the console's when it wrote one, else the seed catalogue's. */
function specificationsOf(row: ProductRow) {
  return row.product.specifications ?? productSpecifications(row.product.productId);
}

/** A product as the console reads it (openapi.yaml's AdminProduct): kobo, and the plans it offers. */
export function toWireAdminProduct(row: ProductRow) {
  const { product: p, category, parent } = row;
  return {
    productID: p.productId,
    name: p.name,
    slug: p.slug,
    brand: p.brand,
    seller: p.vendorBrandName,
    category: { id: p.categoryId, name: category.name, slug: category.slug },
    parentCategory: parent,
    priceKobo: p.priceKobo,
    minimumDownPaymentPercentage: p.minimumDownPaymentPercentage,
    plans: productPaymentOptions(row).map((o) => o.type),
    stock: p.stock,
    inStock: p.inStock,
    published: p.published,
    description: p.description,
    specifications: specificationsOf(row),
    coverImage: uploadedCover(p.pictures) ?? productImageUrl(p.imageFileName),
    // The uploaded pictures in the shop's order, each with its id (to reorder or remove it).
    pictures: p.pictures.map((picture) => ({ id: picture.id, ...uploadedImage(picture) })),
    createdAt: p.createdAt.toISOString(),
  };
}

export function toWireStockChange(change: StockChangeRow) {
  return { ...change, at: change.at.toISOString() };
}

/** One product as a row of the CSV export (the import reads the same columns). */
export function toCsvRow(row: ProductRow) {
  const { product: p, category } = row;
  return {
    productID: p.productId,
    name: p.name,
    brand: p.brand,
    seller: p.vendorBrandName,
    category: category.slug,
    price: String(koboToNaira(p.priceKobo)),
    minimumDownPaymentPercentage: String(p.minimumDownPaymentPercentage),
    stock: String(p.stock),
    published: p.published ? 'yes' : 'no',
    description: p.description,
    specifications: specificationsCell(specificationsOf(row)),
  };
}
