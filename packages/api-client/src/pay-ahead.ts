import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
/** 'next' pays the next instalment; 'payoff' everything still owed. */
export type PayAheadKind = Schemas['PayAheadRequest']['kind'];
/** The started card payment: `reference`, `amount` (naira), the `instalments` it pays, `authorization_url`. */
export type PayAhead = Schemas['PayAheadResponse']['data'];
/** Whether it is paid: `payment_verified`, `status`, and `data` (`refund_amount`, `order_completed`). */
export type PayAheadValidation = Omit<Schemas['ValidatePayAheadResponse'], 'success' | 'message'>;

/**
 * Starts a card payment ahead of the direct debit for one of the shopper's orders; the server computes the
 * amount. Throws an ApiError with the server's message: 404 'Order not found', 409 (nothing owed, not an
 * instalment order, a debit of that instalment in progress), 502 (the card provider did not answer).
 */
export async function startPayAhead(
  client: ApiClient,
  orderId: string,
  kind: PayAheadKind,
): Promise<PayAhead> {
  return unwrap(
    await client.POST('/payment/pay-ahead/{id}', { params: { path: { id: orderId } }, body: { kind } }),
  ).data;
}

/** Asks the server to verify a payment ahead with the provider (after the provider's page sent the shopper back). */
export async function validatePayAhead(client: ApiClient, reference: string): Promise<PayAheadValidation> {
  const { payment_verified, status, data } = unwrap(
    await client.POST('/payment/validate-pay-ahead', { body: { reference } }),
  );
  return { payment_verified, status, data };
}
