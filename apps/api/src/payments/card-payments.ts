import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Card payments, modelled on Paystack: the shop asks the provider to start a transaction for a reference it
 * makes (unique per attempt) and an amount in kobo, sends the shopper to the provider's hosted page, and
 * believes nothing the browser says: every reference is verified with the provider, server to server, and
 * the provider's signed webhooks (HMAC-SHA512 of the raw body with the secret key, in
 * `x-paystack-signature`) are delivered at least once. Two implementations: the sandbox (default) and
 * Paystack (PAYSTACK_SECRET_KEY), chosen in config.ts.
 */
export interface CardPayments {
  readonly kind: 'sandbox' | 'paystack';
  /** The public key the browser may see (`paystack_config.key`). */
  readonly publicKey: string;
  /** Starts a transaction; answers the hosted page to send the shopper to. */
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }>;
  /** What the provider knows of a reference; null when it has never heard of it. */
  verify(reference: string): Promise<VerifiedTransaction | null>;
  /** Whether a webhook's raw body carries the provider's signature. */
  isSignedWebhook(rawBody: string, signature: string | undefined): boolean;
}

export interface InitializeRequest {
  reference: string;
  /** Kobo: naira × 100, as the provider takes it. */
  amount: number;
  currency: 'NGN';
  email: string;
  /** Where the hosted page sends the shopper back, with `reference` and `trxref` added to its query. */
  callbackUrl: string;
}

/**
 * The provider's answer about a reference, in Paystack's words: `success` (paid), `failed` (a card was
 * refused), `abandoned` (started, nothing paid yet: it may still be paid) or `pending` (still going on).
 */
export interface VerifiedTransaction {
  reference: string;
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  /** In the smallest unit (kobo for NGN). */
  amount: number;
  currency: string;
  /** 'Approved', 'Declined', 'Insufficient Funds'… */
  gatewayResponse: string | null;
}

/** The provider did not answer, or refused the call: nothing is known, ask again later. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/** The header Paystack signs its webhooks in. */
export const SIGNATURE_HEADER = 'x-paystack-signature';

/** HMAC-SHA512 of the raw body with the secret key, in hex: how Paystack signs a webhook. */
export function signWebhook(secretKey: string, rawBody: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

/** Compares a webhook's signature with the one it should carry, in constant time. */
export function hasValidSignature(
  secretKey: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A new payment reference: the order number and 12 random hex digits (Paystack allows letters, digits and -). */
export function newPaymentReference(orderNumber: string): string {
  return `${orderNumber}-${randomBytes(6).toString('hex')}`;
}
