import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { queryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
export type DeliveryAddress = Schemas['DeliveryAddress'];
export type DeliveryAddressBody = Schemas['DeliveryAddressRequest'];
export type ResidentialAddress = Schemas['ResidentialAddress'];
/** An address a field agent checks first: the result comes later (202). */
export type AddressCheckPending = Schemas['AddressCheckPendingResponse']['data'];
export type BvnBody = Schemas['BvnRequest'];
/** The bureau's answer: `credit_data.eligibility_validation.overall_status` is APPROVED or DECLINED. */
export type CreditSummary = Schemas['CreditSummaryResponse']['data'];
export type AddReviewBody = Schemas['AddReviewRequest'];
export type FavouriteBody = Schemas['FavouriteRequest'];
export type FavouriteToggle = Schemas['FavouriteToggleResponse']['data'];
/** The shopper's consents on record, and the marketing choices with whether each stands. */
export type Consents = Schemas['ConsentListResponse']['data'];
export type MarketingConsentKind = Schemas['ConsentChoice']['kind'];
/** Download my data: the archive (JSON) and its summary in sentences. */
export type MyData = Schemas['MyDataResponse']['data'];

/**
 * The signed-in shopper's account area, reviews and favourites (the bearer token is attached by the client).
 * Each call resolves with the answer's `data` (or its message) or throws an ApiError with the server's
 * message: 400 with `fieldErrors`, 401 'Session expired or invalid', 404 'Address not found' or 'Product not
 * found', 409 (ten addresses already, or already reviewed), 422 'We could not verify this address.'.
 */

/** Adds a delivery address (state 'Lagos state'); resolves with the stored address and its id. */
export async function addDeliveryAddress(
  client: ApiClient,
  body: DeliveryAddressBody,
): Promise<DeliveryAddress> {
  return unwrap(await client.POST('/user/add-delivery-address', { body })).data.addressData;
}

/** Changes one of the shopper's addresses; resolves with it as stored. */
export async function updateDeliveryAddress(
  client: ApiClient,
  id: string,
  body: DeliveryAddressBody,
): Promise<DeliveryAddress> {
  return unwrap(await client.POST('/user/update-delivery-address/{id}', { params: { path: { id } }, body }))
    .data.addressData;
}

/** Deletes one of the shopper's addresses; resolves with 'Delivery address deleted successfully'. */
export async function deleteDeliveryAddress(client: ApiClient, id: string): Promise<string> {
  return unwrap(await client.DELETE('/user/delete-delivery-address/{id}', { params: { path: { id } } }))
    .message;
}

/**
 * Asks for the residential address (Lagos) to be verified; resolves with the address as now kept on the
 * account, or with `status: 'pending'` when a field agent checks it first (202: the result is emailed, and
 * get-user's `addressCheck` follows it).
 */
export async function verifyResidentialAddress(
  client: ApiClient,
  body: ResidentialAddress,
): Promise<ResidentialAddress | AddressCheckPending> {
  return unwrap(await client.PATCH('/user/add-resindential-address', { body })).data;
}

/** Checks the debt profile by BVN; an approval and a refusal both resolve (decide by `overall_status`). */
export async function verifyBvn(client: ApiClient, body: BvnBody): Promise<CreditSummary> {
  return unwrap(await client.POST('/validate-bvn-and-get-credit-summary', { body })).data;
}

/**
 * Turns the shopper's SMS notices (reminders, failed debits, refunds) on or off; resolves with the choice as
 * stored. Emails go either way.
 */
export async function setSmsNotifications(client: ApiClient, smsNotifications: boolean): Promise<boolean> {
  return unwrap(await client.PATCH('/users/sms-notifications', { body: { smsNotifications } })).data
    .smsNotifications;
}

/** Reviews a product; resolves with 'Review added successfully!'. */
export async function addProductReview(client: ApiClient, body: AddReviewBody): Promise<string> {
  return unwrap(await client.POST('/products/add-product-review', { body })).message;
}

/** Favourites a product, or unfavourites it; resolves with whether it is a favourite now. */
export async function toggleFavourite(client: ApiClient, body: FavouriteBody): Promise<FavouriteToggle> {
  return unwrap(await client.POST('/products/toggle-favorite', { body })).data;
}

/** The signed-in shopper's delivery addresses, in the order added (at most 10). */
export function deliveryAddressesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.deliveryAddresses(),
    queryFn: async ({ signal }): Promise<DeliveryAddress[]> => {
      const answer = await client.GET('/user/all-delivery-address', { signal });
      return unwrap(answer).data.data;
    },
  });
}

/** The shopper's consents (GET /users/consents). */
export function consentsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.consents(),
    queryFn: async ({ signal }): Promise<Consents> =>
      unwrap(await client.GET('/users/consents', { signal })).data,
  });
}

/** Gives (or withdraws) a marketing consent; resolves with the consents after it. */
export async function setMarketingConsent(
  client: ApiClient,
  kind: MarketingConsentKind,
  given: boolean,
): Promise<Consents> {
  const params = { path: { kind } };
  const answer = given
    ? await client.POST('/users/consents/{kind}', { params })
    : await client.DELETE('/users/consents/{kind}', { params });
  return unwrap(answer).data;
}

/** Download my data: resolves with the archive and its summary. */
export async function downloadMyData(client: ApiClient): Promise<MyData> {
  return unwrap(await client.GET('/users/my-data')).data;
}

/** Closes the account; resolves with the server's words, or throws its refusal (409) in words. */
export async function closeAccount(client: ApiClient): Promise<string> {
  return unwrap(await client.POST('/users/close-account')).message;
}
