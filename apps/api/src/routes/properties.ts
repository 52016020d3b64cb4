import { lagosCalendarDate, PROPERTY_PRICE_RANGES, parsePriceRange, validateStay } from '@oja/domain';
import { findProperty, listProperties } from '../db/properties-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { defaulted, route, routes } from '../http/route.ts';
import { toWireProperty, toWirePropertyReview } from '../wire/property.ts';

/** Real-estate listings. The contract middleware has validated each query; the rules it cannot say are here. */
export const propertyRoutes = routes(
  route('GET /properties', async (c, request) => {
    const query = defaulted(request.query, 'page', 'limit');
    const { page, limit } = query;
    // The shop's day in Lagos (the sandbox clock included): a check-in before it is in the past.
    const today = lagosCalendarDate(c.get('now')());
    const stay = validateStay({ checkIn: query.checkIn, checkOut: query.checkOut }, today);
    if (!stay.ok) {
      return refuseInvalid(
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
      return refuseInvalid(c, [
        {
          field: 'price',
          message: `price (a monthly rent) cannot be combined with ${shortletFilters.join(', ')} (a short-let stay)`,
        },
      ]);
    }
    if (query.kind === 'shortlet' && rentFilters.length > 0) {
      return refuseInvalid(c, [
        { field: 'price', message: 'price filters rentals only: a short-let is priced by the night' },
      ]);
    }
    if (query.kind === 'rent' && shortletFilters.length > 0) {
      return refuseInvalid(c, [
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
  }),
  route('GET /properties/{id}', async (c, request) => {
    const found = await findProperty(c.get('db'), request.params.id);
    if (!found) return refuse(c, 404, 'Property not found');
    const wire = toWireProperty(found);
    return c.json({
      success: true,
      message: 'Property fetched successfully',
      data: {
        data: wire.kind === 'rent' ? wire : { ...wire, reviews: found.reviews.map(toWirePropertyReview) },
      },
    });
  }),
);
