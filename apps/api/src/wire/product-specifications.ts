import { type SeedSpecification, products as seedProducts } from '@oja/catalogue';

/**
 * Each seed product's specification table, by productID. The tables are facts of the seed catalogue, read
 * from its rows and never edited through the API, so they are served from the catalogue package rather than
 * copied into a database column (no migration, and a shop seeded before they existed has them at once). A
 * product that did not come from the seed has none, and the product page then shows no table.
 */
const SPECIFICATIONS_BY_PRODUCT_ID: ReadonlyMap<string, SeedSpecification[]> = new Map(
  seedProducts.map((p) => [p.productID, p.specifications]),
);

/** The product's specification table, or none. */
export function productSpecifications(productID: string): SeedSpecification[] {
  return SPECIFICATIONS_BY_PRODUCT_ID.get(productID) ?? [];
}
