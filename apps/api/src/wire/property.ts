import { koboToNaira, upfrontYearlyRent } from '@oja/domain';
import type { ListedProperty, PropertyReviewRow } from '../db/properties-repository.ts';

/** Where the seeded listings' images are served (see app.ts). */
export const PROPERTY_IMAGE_PATH = '/media/properties/';

/** A listing as openapi.yaml's RentProperty or ShortletProperty has it: naira on the wire, the spec's names. */
export function toWireProperty({ property: p, rating, reviewCount }: ListedProperty) {
  const common = {
    kind: p.kind,
    id: p.id,
    propertyID: p.propertyId,
    slug: p.slug,
    images: p.imageFileNames.map((name) => `${PROPERTY_IMAGE_PATH}${encodeURIComponent(name)}`),
    city: p.city,
    area: p.area,
    noOfBedroom: p.bedrooms,
    noOfBathroom: p.bathrooms,
    furnishing: p.furnishing,
    homeType: p.homeType,
    agent: { name: p.agentName, verified: p.agentVerified },
    description: p.description,
    createdAt: p.createdAt.toISOString(),
  };
  if (p.kind === 'rent') {
    return {
      ...common,
      name: p.title,
      location: `${p.area}, ${p.cityName}`,
      price: koboToNaira(p.priceKobo),
      discountedPrice: koboToNaira(upfrontYearlyRent(p.priceKobo)),
    };
  }
  return {
    ...common,
    propertyTitle: p.title,
    address: `${p.street}, ${p.area}, ${p.cityName}`,
    formatted_price: koboToNaira(p.priceKobo),
    maxGuests: p.maxGuests,
    minNights: p.minNights,
    rating,
    reviewCount,
  };
}

export function toWirePropertyReview(r: PropertyReviewRow) {
  return {
    id: r.id,
    author: r.author,
    rating: r.rating,
    review: r.review,
    createdAt: r.createdAt.toISOString(),
  };
}
