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
  /**
   * Asks the provider to give `amountKobo` of a successful payment back to the card (or bank account) it came
   * from. Not idempotent at the provider (Paystack makes a second refund of a second request): the refund job
   * asks `findRefund` before it ever sends a refund whose first request may have gone out. A refusal (more
   * than what is left of the payment, a payment fully reversed already…) is a RefundRefusedError; no answer,
   * or an answer that cannot be read, a PaymentProviderError (the refund may or may not exist).
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * What the provider's books say of our refund `reference` of the payment `transactionReference`; null when
   * it has none (it was never received). A PaymentProviderError when the provider does not answer.
   */
  findRefund(query: { reference: string; transactionReference: string }): Promise<ProviderRefund | null>;
}

export interface RefundRequest {
  /** Ours (`RF-…`), fixed when the refund was recorded: Paystack keeps it as the refund's `merchant_note`. */
  reference: string;
  /** The provider's reference of the payment (card payment or direct debit) being refunded. */
  transactionReference: string;
  /** Kobo, at most what is left of the payment. */
  amountKobo: number;
  currency: 'NGN';
}

/**
 * A refund as the provider reports it, in Paystack's words: `pending` (taken, not yet with the processor),
 * `processing`, `processed` (sent to the card or account; the bank takes 7 to 14 business days) or `failed`.
 */
export interface ProviderRefund {
  providerRefundId: string;
  status: 'pending' | 'processing' | 'processed' | 'failed';
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

/** The provider answered and refused the refund: nothing was created at the provider. */
export class RefundRefusedError extends Error {
  override readonly name = 'RefundRefusedError';
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
