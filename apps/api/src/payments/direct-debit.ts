/**
 * Direct debit, modelled on Paystack's: the shop asks the provider to start an authorization and sends the
 * shopper to the bank's consent page (`redirect_url`); the provider names the authorization with a reference
 * of its own, which the shop stores on the mandate. The bank's answer comes back in signed webhooks
 * (`direct_debit.authorization.*`, HMAC-SHA512 in `x-paystack-signature`, delivered at least once), and the
 * shop believes only what verifying the reference with the provider says. An active authorization is charged
 * for each instalment with its authorization code (`charge`, by the collector in src/collector/), and
 * deactivating that code revokes the mandate. Two implementations: the sandbox (default) and Paystack (PAYSTACK_SECRET_KEY), chosen in
 * config.ts.
 */
export interface DirectDebit {
  readonly kind: 'sandbox' | 'paystack';
  /**
   * Starts an authorization; answers the bank consent page to send the shopper to and the provider's
   * reference for it (Paystack makes its own; the sandbox keeps the one it was given).
   */
  initialize(request: AuthorizationRequest): Promise<{ redirectUrl: string; reference: string }>;
  /** What the provider knows of an authorization; null when it has never heard of the reference. */
  verify(reference: string): Promise<VerifiedAuthorization | null>;
  /** Revokes an authorization: the provider will debit nothing more with this code. */
  deactivate(authorizationCode: string): Promise<void>;
  /**
   * Debits an active authorization once under `reference` (the shop's, unique per attempt): answers the
   * provider's word on it, which may still be 'pending'. A reference the provider has seen is refused
   * (PaymentProviderError), as Paystack refuses a duplicate reference: it is never charged twice.
   */
  charge(request: ChargeRequest): Promise<VerifiedCharge>;
  /** What the provider knows of a charge's reference; null when it has never heard of it. */
  verifyCharge(reference: string): Promise<VerifiedCharge | null>;
  /** Whether a webhook's raw body carries the provider's signature. */
  isSignedWebhook(rawBody: string, signature: string | undefined): boolean;
}

export interface AuthorizationRequest {
  /** The shop's reference for the attempt: the sandbox names the consent with it, Paystack makes its own. */
  reference: string;
  email: string;
  /** Where the consent page sends the shopper back, with `reference` added to its query. */
  callbackUrl: string;
}

/**
 * The provider's answer about an authorization: 'pending' until the bank answers. Paystack's verify says only
 * whether the authorization is active: it never reports a refusal, and a deactivated authorization reads as
 * not active, so 'pending' (the sandbox answers a revoked consent the same way). Paystack's verify names no
 * account holder and no account number: `accountName` and `last4` are then null.
 */
export interface VerifiedAuthorization {
  reference: string;
  status: 'pending' | 'active' | 'refused';
  authorizationCode: string | null;
  accountName: string | null;
  bankName: string | null;
  last4: string | null;
}

/** One debit of an active authorization (Paystack's POST /transaction/charge_authorization). */
export interface ChargeRequest {
  authorizationCode: string;
  email: string;
  /** Integer kobo, in NGN. */
  amountKobo: number;
  reference: string;
  /** What the debit pays (e.g. 'OJA-1234-I3'), sent as the charge's metadata; the same for each retry. */
  debitKey?: string;
}

/**
 * The provider's word on a debit: 'success' (the money was taken), 'failed' (refused: 'Insufficient Funds'…)
 * or 'pending' (still going on: ask again later). Amount (kobo) and currency as the provider reports them:
 * the shop compares them with what it asked for before it believes a success.
 */
export interface VerifiedCharge {
  reference: string;
  status: 'success' | 'failed' | 'pending';
  amount: number;
  currency: string;
  gatewayResponse: string | null;
}

/** The events a direct-debit webhook may carry (Paystack's names). */
export const DIRECT_DEBIT_EVENT_PREFIX = 'direct_debit.authorization.';
