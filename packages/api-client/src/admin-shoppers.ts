import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components, operations } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
export type AdminShopperMatchData = Schemas['AdminShopperMatch'];
export type AdminShopperPageData = Schemas['AdminShopperPageResponse']['data'];
export type AdminDataRequestData = Schemas['AdminDataRequest'];
type SearchAnswer =
  operations['adminSearchShoppers']['responses']['200']['content']['application/json']['data'];

/** The server's shortest search (2 characters): a shorter one is not asked, so it finds nothing. */
export const SHOPPER_SEARCH_MIN_LENGTH = 2;

/** The shoppers a search finds by name, email, phone or order number (20 at most); off until it is long enough. */
export function adminShopperSearchQueryOptions(client: ApiClient, query: string) {
  return queryOptions({
    queryKey: adminQueryKeys.shopperSearch(query),
    enabled: query.length >= SHOPPER_SEARCH_MIN_LENGTH,
    queryFn: async ({ signal }): Promise<SearchAnswer['shoppers']> =>
      unwrap(await client.GET('/admin/shoppers', { params: { query: { q: query } }, signal })).data.shoppers,
  });
}

/** One shopper's page (each read is in the audit trail, so it is not read again on focus). */
export function adminShopperQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: adminQueryKeys.shopper(userId),
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/shoppers/{userId}', { params: { path: { userId } }, signal })).data,
  });
}

/** Adds a staff note; resolves with the shopper's page as it now stands. */
export async function adminAddShopperNote(
  client: ApiClient,
  csrfToken: string,
  userId: string,
  text: string,
): Promise<AdminShopperPageData> {
  return unwrap(
    await client.POST('/admin/shoppers/{userId}/notes', {
      params: { header: { 'X-CSRF-Token': csrfToken }, path: { userId } },
      body: { text },
    }),
  ).data;
}

/** Shoppers' data requests, newest first (audit:read). */
export function adminDataRequestsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminQueryKeys.dataRequests,
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/data-requests', { signal })).data,
  });
}

/**
 * A credit action on the shopper (tier2:decide, issue 45): a custom limit (null: the tier's), a freeze, its
 * lifting, or Tier 2 taken back, each with its reason; the answer is the page as it now stands.
 */
export async function adminShopperCreditAction(
  client: ApiClient,
  csrfToken: string,
  userId: string,
  action:
    | { action: 'limit'; limitKobo: number | null; reason: string }
    | { action: 'freeze' | 'unfreeze' | 'take-back-tier-2'; reason: string },
): Promise<AdminShopperPageData> {
  const params = { header: { 'X-CSRF-Token': csrfToken }, path: { userId } };
  if (action.action === 'limit') {
    return unwrap(
      await client.POST('/admin/shoppers/{userId}/credit/limit', {
        params,
        body: { limitKobo: action.limitKobo, reason: action.reason },
      }),
    ).data;
  }
  const body = { reason: action.reason };
  const answer =
    action.action === 'freeze'
      ? await client.POST('/admin/shoppers/{userId}/credit/freeze', { params, body })
      : action.action === 'unfreeze'
        ? await client.POST('/admin/shoppers/{userId}/credit/unfreeze', { params, body })
        : await client.POST('/admin/shoppers/{userId}/credit/take-back-tier-2', { params, body });
  return unwrap(answer).data;
}
