import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { queryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
/** What checkout sends: the delivery address's id and the shipping option, never an amount. */
export type CardOrderBody = Schemas['CreateCardOrderRequest'];
export type ShippingOptionId = Schemas['ShippingOptionId'];
/** A placed order: amounts in naira, the schedule as `payments`, `paymentSummary`. */
export type Order = Schemas['Order'];
/**
 * The order, its card payment (`paystack_config`: reference, email, key, amount in kobo, currency NGN and the
 * provider's `authorization_url` to send the shopper to) and, for instalments, `mandate_data`.
 */
export type CardOrder = Schemas['CardOrderResponse']['data'];
/** Whether the provider says the payment is paid: `payment_verified`, `status`, and the order's state. */
export type PaymentValidation = Omit<Schemas['ValidatePaymentResponse'], 'success' | 'message'>;

/**
 * Checkout's calls (bearer token attached by the client). Each resolves with the answer's data or throws an
 * ApiError with the server's message: 400 (empty cart, mixed plans, a down payment above 60%), 403
 * (verification needed, Tier 2 needed, instalment limit), 404 'Address not found' / 'Order not found' /
 * 'Payment not found', 409 (out of stock), 502 (the card provider did not answer; ask again).
 */

/** Places the order of the shopper's cart, or answers the unpaid one of this same checkout (Pay pressed twice). */
export async function createCardOrder(client: ApiClient, body: CardOrderBody): Promise<CardOrder> {
  return unwrap(await client.POST('/orders/create-paystack-order', { body })).data;
}

/** Asks the server to verify a card payment with the provider (after the provider's page sent the shopper back). */
export async function validateCardPayment(client: ApiClient, reference: string): Promise<PaymentValidation> {
  const { payment_verified, status, data } = unwrap(
    await client.POST('/orders/validate-paystack-payment', { body: { reference } }),
  );
  return { payment_verified, status, data };
}

/** One of the shopper's orders, by its id or its order number. */
export function singleOrderQueryOptions(client: ApiClient, idOrNumber: string) {
  return queryOptions({
    queryKey: queryKeys.order(idOrNumber),
    queryFn: async ({ signal }): Promise<Order> => {
      const answer = await client.GET('/orders/get-single-order/{id}', {
        params: { path: { id: idOrNumber } },
        signal,
      });
      return unwrap(answer).data;
    },
  });
}
