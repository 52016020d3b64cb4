import {
  kobo,
  koboToNaira,
  lagosCalendarDate,
  stayRequestEmail,
  stayTotal,
  validateStayRequest,
  validateViewingRequest,
  viewingRequestEmail,
} from '@oja/domain';
import type { Context } from 'hono';
import { optionalUser } from '../auth/sessions.ts';
import { findProperty } from '../db/properties-repository.ts';
import {
  type PropertyRequestRow,
  requestReference,
  storeStayRequest,
  storeViewingRequest,
} from '../db/property-requests-repository.ts';
import { type Limit, limitKeys, takeAttempt } from '../db/rate-limits-repository.ts';
import type { ApiEnv, GuestOrSignedInEnv } from '../env.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';

/**
 * Requests from one client address an hour, viewings and stays together: enough for a family comparing a few
 * homes on one network, too few to flood agents' phones and shoppers' inboxes (each request sends an email).
 */
export const PROPERTY_REQUEST_LIMIT: Limit = { max: 10, windowMs: 60 * 60 * 1000 };
export const TOO_MANY_REQUESTS = 'Too many requests from this network. Please try again in an hour.';
export const VIEWING_NEEDS_RENT = 'Viewings are for homes to rent: request a short-let by its dates';
export const STAY_NEEDS_SHORTLET = 'Only short-lets are booked by dates: request a viewing of this home';

type Ctx = Context<ApiEnv & GuestOrSignedInEnv>;

/** The email the confirmation goes to: the one given, else the signed-in shopper's (a guest has none). */
function emailOf(c: Ctx, given: string | undefined): string | undefined {
  return given !== undefined && given.trim() !== '' ? given : c.get('user')?.email;
}

/** One more request from this client address; false when over the limit (nothing is written then). */
async function withinLimit(c: Ctx): Promise<boolean> {
  const attempt = await takeAttempt(
    c.get('db'),
    limitKeys.propertyRequestAddress(c.get('clientAddress')),
    PROPERTY_REQUEST_LIMIT,
    c.get('now')(),
  );
  return attempt.allowed;
}

/** A stored request as openapi.yaml's PropertyRequest has it (naira on the wire). */
function toWireRequest(row: PropertyRequestRow, propertyID: string, pricePerNight?: number) {
  const common = {
    reference: requestReference(row.id),
    kind: row.kind,
    status: row.status,
    propertyID,
    name: row.name,
    phone: row.phone,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'viewing') {
    return { ...common, preferredDate: row.preferredDate ?? '', message: row.message ?? '' };
  }
  return {
    ...common,
    checkIn: row.checkIn ?? '',
    checkOut: row.checkOut ?? '',
    nights: row.nights ?? 0,
    guests: row.guests ?? 0,
    ...(pricePerNight === undefined ? {} : { pricePerNight }),
    total: koboToNaira(kobo(row.totalKobo ?? 0)),
  };
}

/**
 * A shopper's requests about a listing: a viewing of a home to rent, a short-let stay for dates. Public (a
 * guest may ask; a signed-in shopper's account is linked). The shop's Lagos day (the sandbox clock included)
 * decides what is in the past. Each stored request queues its confirmation email in the same transaction.
 */
export const propertyRequestRoutes = routes(
  route('POST /properties/{id}/viewing-requests', optionalUser, async (c, { params, body }) => {
    const db = c.get('db');
    const found = await findProperty(db, params.id);
    if (!found) return refuse(c, 404, 'Property not found');
    const { property } = found;
    if (property.kind !== 'rent') return refuseInvalid(c, [{ field: 'id', message: VIEWING_NEEDS_RENT }]);
    const now = c.get('now')();
    const check = validateViewingRequest({ ...body, email: emailOf(c, body.email) }, lagosCalendarDate(now));
    if (!check.ok) return refuseInvalid(c, check.errors);
    if (!(await withinLimit(c))) return refuse(c, 429, TOO_MANY_REQUESTS);
    const request = check.value;
    const row = await storeViewingRequest(
      db,
      { propertyId: property.id, userId: c.get('user')?.id ?? null, at: new Date(now) },
      request,
      (reference) => ({
        to: request.email,
        ...viewingRequestEmail({
          reference,
          propertyTitle: property.title,
          location: `${property.area}, ${property.cityName}`,
          name: request.name,
          phone: request.phone,
          preferredDate: request.preferredDate,
        }),
      }),
    );
    return c.json(
      { success: true, message: 'Viewing request sent', data: toWireRequest(row, property.propertyId) },
      201,
    );
  }),
  route('POST /properties/{id}/stay-requests', optionalUser, async (c, { params, body }) => {
    const db = c.get('db');
    const found = await findProperty(db, params.id);
    if (!found) return refuse(c, 404, 'Property not found');
    const { property } = found;
    if (property.kind !== 'shortlet')
      return refuseInvalid(c, [{ field: 'id', message: STAY_NEEDS_SHORTLET }]);
    const now = c.get('now')();
    const check = validateStayRequest({ ...body, email: emailOf(c, body.email) }, lagosCalendarDate(now), {
      maxGuests: property.maxGuests ?? 1,
      minNights: property.minNights ?? 1,
    });
    if (!check.ok) return refuseInvalid(c, check.errors);
    if (!(await withinLimit(c))) return refuse(c, 429, TOO_MANY_REQUESTS);
    const request = { ...check.value, total: stayTotal(property.priceKobo, check.value.nights) };
    const row = await storeStayRequest(
      db,
      { propertyId: property.id, userId: c.get('user')?.id ?? null, at: new Date(now) },
      request,
      (reference) => ({
        to: request.email,
        ...stayRequestEmail({ reference, propertyTitle: property.title, ...request }),
      }),
    );
    return c.json(
      {
        success: true,
        message: 'Stay request sent',
        data: toWireRequest(row, property.propertyId, koboToNaira(property.priceKobo)),
      },
      201,
    );
  }),
);
