import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { queryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
/**
 * What the mandate step sends: the paid down payment's `reference`; plus `authorization_code` for a linked
 * account, or `link_new_mandate: true` to link another one.
 */
export type CreateMandateBody = Schemas['CreateMandateRequest'];
/**
 * The order's mandate: `redirect_url` (the bank's consent page while it is pending; null when a linked account
 * made it active at once), `master_order_id`, `mandate_status`, `order_details.orderNumber`.
 */
export type Mandate = Schemas['MandateResponse']['data'];
/** `has_existing_mandates`, `can_add_new` (fewer than 3 linked) and the linked `accounts`. */
export type LinkedAccounts = Omit<Schemas['LinkedAccountsResponse'], 'success' | 'message'>;

/**
 * Sets up the direct-debit mandate of an instalment order whose down payment is paid (asking again answers the
 * same mandate). Throws an ApiError with the server's message: 404 'Order not found' or 'Linked bank account
 * not found…', 400 for an order paid in full, 409 for an unpaid down payment or too many linked accounts.
 */
export async function createMandate(client: ApiClient, body: CreateMandateBody): Promise<Mandate> {
  return unwrap(await client.POST('/orders/create-paystack-mandate', { body })).data;
}

/** The shopper's direct debits, newest first: status, account, the order each pays and its next debit. */
export type Mandates = Schemas['MandatesResponse']['data'];

/** The signed-in shopper's direct debits (the dashboard's direct-debits page and overview). */
export function mandatesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.mandates,
    queryFn: async ({ signal }): Promise<Mandates> =>
      unwrap(await client.GET('/payment/get-buyer-mandates', { signal })).data,
  });
}

/** The signed-in shopper's linked bank accounts (those of their active mandates). */
export function linkedAccountsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.linkedAccounts,
    queryFn: async ({ signal }): Promise<LinkedAccounts> => {
      const { has_existing_mandates, can_add_new, accounts } = unwrap(
        await client.GET('/payment/get-buyer-active-mandate', { signal }),
      );
      return { has_existing_mandates, can_add_new, accounts };
    },
  });
}

/** What cancelling a direct debit answers: still 'active' until `ends_on` (the terms' notice), or 'revoked'. */
export type CancelledMandate = Schemas['CancelMandateResponse'];

/**
 * Cancels one of the shopper's direct debits (by its `Id`). Throws an ApiError with the server's message:
 * 404 for one that is not theirs, 409 for one that has already ended.
 */
export async function cancelMandate(client: ApiClient, mandateId: string): Promise<CancelledMandate> {
  const answer = unwrap(
    await client.POST('/payment/cancel-mandate/{id}', { params: { path: { id: mandateId } } }),
  );
  return answer;
}
