import type { AgentStatus, Furnishing, HomeType, PropertyLocation } from '@oja/domain';

/**
 * The real-estate screens' view models. Each is a subset of the API's listing (GET /properties and
 * /properties/{id}, tag real-estate) with the wire's names and naira numbers, so the app passes an item
 * as it comes; the screens convert money with the domain (nairaToKobo) and format it with formatKobo.
 */

/** Where a list of listings stands: loading shows skeleton cards, error a message with Retry. */
export type RealEstateStatus = 'loading' | 'error' | 'ready';

/** A home to rent by the month (or the year upfront). */
export interface RentListing {
  propertyID: string;
  /** The name as a URL segment (the detail page's {slug}). */
  slug: string;
  name: string;
  /** Area and city, e.g. 'Wuse 2, Abuja'. */
  location: string;
  noOfBedroom: number;
  noOfBathroom: number;
  /** Rent a month, in naira (as the API sends it). */
  price: number;
  /** Rent for a year paid upfront, in naira (the domain's upfrontYearlyRent of `price`). */
  discountedPrice: number;
  /** Image URLs in carousel order; the first is the card's picture. */
  images: string[];
}

/** A short-let in the property grid. */
export interface ShortletListing {
  propertyID: string;
  /** The title as a URL segment (the detail page's {title-slug}). */
  slug: string;
  propertyTitle: string;
  /** The district, e.g. 'Lekki Phase 1'. */
  area: string;
  city: PropertyLocation;
  /** Price a night, in naira. */
  formatted_price: number;
  /** The average of its reviews, 0 to 5 (0 with none). */
  rating: number;
  reviewCount: number;
  images: string[];
}

/** A guest's review of a short-let. */
export interface ShortletReview {
  id: number;
  /** The guest's first name. */
  author: string;
  /** 1 to 5. */
  rating: number;
  review: string;
  /** ISO date-time. */
  createdAt: string;
}

/** A short-let's detail page: the listing with its address, rooms and reviews. */
export interface ShortletDetail extends ShortletListing {
  /** Street, area and city. */
  address: string;
  description: string;
  noOfBedroom: number;
  noOfBathroom: number;
  maxGuests: number;
  /** The shortest stay the host takes, in nights. */
  minNights: number;
  /** Newest first. */
  reviews: ShortletReview[];
}

/** A home to rent's page: the listing with its description, furnishing and agent. */
export interface RentDetail extends RentListing {
  description: string;
  furnishing: Furnishing;
  agent: { name: string; verified: boolean };
}

/** The rent search's filters as GET /properties takes them; an absent key is no filter. */
export interface RentSearchFilters {
  location?: PropertyLocation;
  bed?: number;
  bath?: number;
  furnishing?: Furnishing;
  agent?: AgentStatus;
  /** A PROPERTY_PRICE_RANGES code: '0-500000', '500000-1000000' or '1000000+' (naira a month). */
  price?: string;
}

/** The short-let search's filters as GET /properties takes them; an absent key is no filter. */
export interface ShortletSearchFilters {
  location?: PropertyLocation;
  /** 'YYYY-MM-DD'. */
  checkIn?: string;
  /** 'YYYY-MM-DD'; never before checkIn. */
  checkOut?: string;
  /** 1 to 3. */
  guest?: number;
  homeType?: HomeType;
}

/** The pages the real-estate screens link to (ui holds no app path: the app passes its own). */
export interface RealEstateHrefs {
  /** /real-estate (the rent subcategory is its default). */
  realEstate: string;
  /** The short-let subcategory (/real-estate/shortlet-{product}). */
  shortlet: string;
  /** A short-let's detail page (/real-estate/shortlet/{propertyID}/{title-slug}). */
  shortletDetail: (listing: Pick<ShortletListing, 'propertyID' | 'slug'>) => string;
  /** A home to rent's page (/real-estate/rent/{propertyID}/{slug}). */
  rentDetail: (listing: Pick<RentListing, 'propertyID' | 'slug'>) => string;
}
