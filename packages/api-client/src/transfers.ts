import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
/** How the shopper pays by transfer: `bank_transfer`, or `ussd` at `bankId` (one of the domain's USSD_BANKS). */
export type TransferRequestBody = Schemas['TransferRequest'];
/**
 * A payment by transfer or USSD as it stands: the account (or code), the exact amount in naira, the server's
 * expiry and seconds left, what arrived, what is still due, what is refunded, and the order's status.
 */
export type TransferPayment = Schemas['TransferAccountResponse']['data'];

/** Issues (or answers the open) one-time account or USSD code for an order awaiting its payment. */
export async function startCheckoutTransfer(
  client: ApiClient,
  orderId: string,
  body: TransferRequestBody,
): Promise<TransferPayment> {
  return unwrap(await client.POST('/orders/transfer/{id}', { params: { path: { id: orderId } }, body })).data;
}

/** The same for paying ahead of the direct debit: the next instalment, or everything owed. */
export async function startPayAheadTransfer(
  client: ApiClient,
  orderId: string,
  body: Schemas['PayAheadTransferRequest'],
): Promise<TransferPayment> {
  return unwrap(
    await client.POST('/payment/pay-ahead/{id}/transfer', { params: { path: { id: orderId } }, body }),
  ).data;
}

/** The payment by transfer, read again every few seconds while it is open (the page moves on by itself). */
export function transferPaymentQueryOptions(client: ApiClient, reference: string) {
  return queryOptions({
    queryKey: ['/payment/transfer', reference] as const,
    queryFn: async ({ signal }): Promise<TransferPayment> =>
      unwrap(await client.GET('/payment/transfer/{reference}', { params: { path: { reference } }, signal }))
        .data,
    refetchInterval: (query) => (query.state.data?.status === 'open' ? 3_000 : false),
  });
}
