import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components, operations } from './generated/schema';
import { queryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
/** GET /properties' filters and page (all optional; an absent key is no filter). */
export type PropertiesQuery = NonNullable<operations['getProperties']['parameters']['query']>;
/** A page of listings: `data` (rent and short-let listings by `kind`) and `pagination`. */
export type PropertiesPage = Schemas['PropertyPageResponse']['data'];
export type RentProperty = Schemas['RentProperty'];
export type ShortletProperty = Schemas['ShortletProperty'];
/** One listing; a short-let with its `reviews`. */
export type PropertyDetail = Schemas['PropertyDetail'];

/** A page of real-estate listings matching `query` (the server applies every filter). */
export function propertiesQueryOptions(client: ApiClient, query: PropertiesQuery) {
  return queryOptions({
    queryKey: queryKeys.properties(query),
    queryFn: async ({ signal }): Promise<PropertiesPage> =>
      unwrap(await client.GET('/properties', { params: { query }, signal })).data,
  });
}

/** One listing by its propertyID; an unknown one throws an ApiError with status 404. */
export function propertyQueryOptions(client: ApiClient, propertyID: string) {
  return queryOptions({
    queryKey: queryKeys.properties(propertyID),
    queryFn: async ({ signal }): Promise<PropertyDetail> =>
      unwrap(await client.GET('/properties/{id}', { params: { path: { id: propertyID } }, signal })).data
        .data,
  });
}

export type ViewingRequestBody = Schemas['ViewingRequestBody'];
export type StayRequestBody = Schemas['StayRequestBody'];
/** A stored viewing or stay request, as POST answers it: its reference, and a stay's nights and total. */
export type PropertyRequest = Schemas['PropertyRequest'];

/**
 * Asks to view a home to rent (a guest, or the signed-in shopper when the client has a token); the server
 * stores it and emails the confirmation. Throws an ApiError with the server's message (and `errors` per field).
 */
export async function requestViewing(
  client: ApiClient,
  propertyID: string,
  body: ViewingRequestBody,
): Promise<PropertyRequest> {
  return unwrap(
    await client.POST('/properties/{id}/viewing-requests', { params: { path: { id: propertyID } }, body }),
  ).data;
}

/** Asks to book a short-let for dates (nothing is charged); answers the stored request with its total. */
export async function requestStay(
  client: ApiClient,
  propertyID: string,
  body: StayRequestBody,
): Promise<PropertyRequest> {
  return unwrap(
    await client.POST('/properties/{id}/stay-requests', { params: { path: { id: propertyID } }, body }),
  ).data;
}
