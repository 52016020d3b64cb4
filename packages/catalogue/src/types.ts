/** The shapes of the seed catalogue. Prices are integer kobo, as everywhere inside the project. */

export interface SeedSubcategory {
  name: string;
  slug: string;
}

export interface SeedCategory {
  name: string;
  slug: string;
  /** Shown disabled with 'Coming soon' in the navigation. */
  isComingSoon: boolean;
  subcategories: SeedSubcategory[];
}

export interface SeedProduct {
  /** Public identifier, stable across seeds, e.g. 'OJA-PHN-001'. */
  productID: string;
  productName: string;
  slug: string;
  description: string;
  brand: string;
  /** The seller's brand name (the wire spells it `venddorBrandName`). */
  vendorBrandName: string;
  /** Price in integer kobo. */
  priceKobo: number;
  /** '35'..'60', or '100' for full payment only. */
  minimumDownPaymentPercentage: string;
  inStock: boolean;
  /** On offer: listed under Sales & Offers. */
  sales: boolean;
  averageRating: number;
  totalReviewCount: number;
  productWeight: string;
  parentCategorySlug: string;
  subcategorySlug: string;
  /** ISO date-time, fixed (no clock), so 'new' ordering is deterministic. */
  createdAt: string;
  /** File name of the generated cover image, e.g. 'OJA-PHN-001.svg'. */
  imageFileName: string;
}
