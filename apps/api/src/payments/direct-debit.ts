/**
 * Direct debit, modelled on Paystack's: the shop asks the provider to start an authorization and sends the
 * shopper to the bank's consent page (`redirect_url`); the provider names the authorization with a reference
 * of its own, which the shop stores on the mandate. The bank's answer comes back in signed webhooks
 * (`direct_debit.authorization.*`, HMAC-SHA512 in `x-paystack-signature`, delivered at least once), and the
 * shop believes only what verifying the reference with the provider says. An active authorization is charged
 * later for each instalment (the next issue) with its authorization code, and deactivating that code revokes
 * the mandate. Two implementations: the sandbox (default) and Paystack (PAYSTACK_SECRET_KEY), chosen in
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

/** The events a direct-debit webhook may carry (Paystack's names). */
export const DIRECT_DEBIT_EVENT_PREFIX = 'direct_debit.authorization.';
