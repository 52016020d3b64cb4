import type { SeedSpecification } from './specifications';

/**
 * The shapes of the seed catalogue. Prices are integer kobo, as everywhere inside the project. Products carry
 * no rating or review count: those are counted from the reviews buyers write, never invented here.
 */

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
  /** A whole percentage, 35 to 60, or 100 for full payment only (the wire's string is made at the API's edge). */
  minimumDownPaymentPercentage: number;
  inStock: boolean;
  /** On offer: listed under Sales & Offers. */
  sales: boolean;
  /** The short specification table, read from the row (specifications.ts). */
  specifications: SeedSpecification[];
  productWeight: string;
  parentCategorySlug: string;
  subcategorySlug: string;
  /** ISO date-time, fixed (no clock), so 'new' ordering is deterministic. */
  createdAt: string;
  /** File name of the generated cover image, e.g. 'OJA-PHN-001.svg'. */
  imageFileName: string;
}

/** Where a seed property is: the searches' location codes ('PH' is Port Harcourt). */
export type SeedCity = 'Lagos' | 'Abuja' | 'PH';

/** A guest's review of a short-let. */
export interface SeedPropertyReview {
  /** The guest's first name. */
  author: string;
  /** 1 to 5. */
  rating: number;
  review: string;
  /** ISO date-time, fixed (no clock). */
  createdAt: string;
}

export interface SeedProperty {
  /** Public identifier, stable across seeds, e.g. 'OJA-RNT-ABJ-003' (rent) or 'OJA-SLT-LAG-001' (short-let). */
  propertyID: string;
  kind: 'rent' | 'shortlet';
  title: string;
  slug: string;
  description: string;
  city: SeedCity;
  /** The city as a renter reads it: 'Port Harcourt' for PH. */
  cityName: string;
  /** The district: Lekki Phase 1, Wuse 2, Old GRA… */
  area: string;
  /** The street address, without area and city: '14 Admiralty Way'. */
  street: string;
  /** apartment, studio, duplex, terrace, bungalow or penthouse. */
  homeType: string;
  bedrooms: number;
  bathrooms: number;
  furnishing: 'furnished' | 'unfurnished' | 'semi';
  agentName: string;
  /** Whether Oja checked the agent's identity and licence. */
  agentVerified: boolean;
  /** Integer kobo: per month for rent, per night for a short-let. */
  priceKobo: number;
  /** Short-lets only (null for rent): how many guests may stay. */
  maxGuests: number | null;
  /** Short-lets only (null for rent): the shortest stay the host takes, in nights. */
  minNights: number | null;
  /** Short-lets' guest reviews (none for rent). */
  reviews: SeedPropertyReview[];
  /** The generated images, in carousel order: the front, the living room, a bedroom. */
  imageFileNames: string[];
  /** ISO date-time, fixed (no clock), so 'newest first' is deterministic. */
  createdAt: string;
}
