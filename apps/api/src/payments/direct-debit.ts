/**
 * Direct debit, modelled on Paystack's: the shop asks the provider to start an authorization for a
 * reference it makes and sends the shopper to the bank's consent page (`redirect_url`); the bank's answer
 * comes back in signed webhooks (`direct_debit.authorization.*`, HMAC-SHA512 in `x-paystack-signature`,
 * delivered at least once), and the shop believes only what verifying the reference with the provider
 * says. An active authorization is charged later for each instalment (the next issue). Only the sandbox
 * exists so far (the default).
 */
export interface DirectDebit {
  readonly kind: 'sandbox';
  /** Starts an authorization; answers the bank consent page to send the shopper to. */
  initialize(request: AuthorizationRequest): Promise<{ redirectUrl: string }>;
  /** What the provider knows of an authorization; null when it has never heard of the reference. */
  verify(reference: string): Promise<VerifiedAuthorization | null>;
  /** Whether a webhook's raw body carries the provider's signature. */
  isSignedWebhook(rawBody: string, signature: string | undefined): boolean;
}

export interface AuthorizationRequest {
  reference: string;
  email: string;
  /** Where the consent page sends the shopper back, with `reference` added to its query. */
  callbackUrl: string;
}

/** The provider's answer about an authorization: 'pending' until the bank answers. */
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
