import {
  koboToNaira,
  lagosCalendarDate,
  PROPERTY_PRICE_RANGES,
  parsePriceRange,
  upfrontYearlyRent,
  validateStay,
} from '@oja/domain';
import { type Context, Hono } from 'hono';
import {
  findProperty,
  type ListedProperty,
  listProperties,
  type PropertyReviewRow,
} from '../db/properties-repository.ts';
import type { ApiEnv } from '../env.ts';
import { queryOf } from '../openapi/validated.ts';
import type { FieldError } from '../openapi/validator.ts';

/** Where the seeded listings' images are served (see app.ts). */
export const PROPERTY_IMAGE_PATH = '/media/properties/';

/** A listing as openapi.yaml's RentProperty or ShortletProperty has it: naira on the wire, the spec's names. */
function toWireProperty({ property: p, rating, reviewCount }: ListedProperty) {
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

function toWireReview(r: PropertyReviewRow) {
  return {
    id: r.id,
    author: r.author,
    rating: r.rating,
    review: r.review,
    createdAt: r.createdAt.toISOString(),
  };
}

function badRequest(c: Context<ApiEnv>, errors: FieldError[]) {
  return c.json({ success: false, message: errors[0]?.message ?? 'Bad request', errors }, 400);
}

/** Real-estate listings. The contract middleware has validated each query; the rules it cannot say are here. */
export const propertyRoutes = new Hono<ApiEnv>()
  .get('/properties', async (c) => {
    const query = queryOf(c, '/properties', 'get', 'page', 'limit');
    const { page, limit } = query;
    // The shop's day in Lagos (the sandbox clock included): a check-in before it is in the past.
    const today = lagosCalendarDate(c.get('now')());
    const stay = validateStay({ checkIn: query.checkIn, checkOut: query.checkOut }, today);
    if (!stay.ok) {
      return badRequest(
        c,
        Object.entries(stay.errors).map(([field, message]) => ({ field, message: message as string })),
      );
    }
    // The rent search's price is a monthly rent; the short-let search's dates and guests are a stay. A search
    // that mixes them, or names the other kind, would list nothing for a reason the client should hear.
    const rentFilters = query.price === undefined ? [] : ['price'];
    const shortletFilters = [
      ...(stay.value ? ['checkIn', 'checkOut'] : []),
      ...(query.guest === undefined ? [] : ['guest']),
    ];
    if (rentFilters.length > 0 && shortletFilters.length > 0) {
      return badRequest(c, [
        {
          field: 'price',
          message: `price (a monthly rent) cannot be combined with ${shortletFilters.join(', ')} (a short-let stay)`,
        },
      ]);
    }
    if (query.kind === 'shortlet' && rentFilters.length > 0) {
      return badRequest(c, [
        { field: 'price', message: 'price filters rentals only: a short-let is priced by the night' },
      ]);
    }
    if (query.kind === 'rent' && shortletFilters.length > 0) {
      return badRequest(c, [
        {
          field: shortletFilters[0] as string,
          message: `${shortletFilters.join(', ')} filter${shortletFilters.length === 1 ? 's' : ''} short-lets only`,
        },
      ]);
    }
    const kind =
      query.kind ?? (rentFilters.length > 0 ? 'rent' : shortletFilters.length > 0 ? 'shortlet' : undefined);
    const { rows, total } = await listProperties(
      c.get('db'),
      {
        kind,
        city: query.location,
        bedrooms: query.bed,
        bathrooms: query.bath,
        furnishing: query.furnishing,
        agentVerified: query.agent === undefined ? undefined : query.agent === 'verified',
        homeType: query.homeType,
        price: parsePriceRange(query.price, PROPERTY_PRICE_RANGES),
        guests: query.guest,
        nights: stay.value?.nights,
      },
      { page, limit },
    );
    return c.json({
      success: true,
      message: 'Properties fetched successfully',
      data: {
        data: rows.map(toWireProperty),
        pagination: { page, limit, total, total_pages: Math.ceil(total / limit) },
      },
    });
  })
  .get('/properties/:id', async (c) => {
    const found = await findProperty(c.get('db'), c.req.param('id'));
    if (!found) return c.json({ success: false, message: 'Property not found' }, 404);
    const wire = toWireProperty(found);
    return c.json({
      success: true,
      message: 'Property fetched successfully',
      data: { data: wire.kind === 'rent' ? wire : { ...wire, reviews: found.reviews.map(toWireReview) } },
    });
  });
