import type { AddressVerificationPayload } from '@oja/domain';

/**
 * What the provider says about an address: verified, failed, or pending (a field agent visits; the answer
 * comes later by the provider's callback or by polling), or unavailable (it did not answer in time, answered
 * 5xx or something we cannot read: nothing was decided, the shopper may try again later).
 */
export type AddressCheck =
  | { status: 'verified' }
  | { status: 'failed'; reason: string }
  | { status: 'pending'; providerReference: string }
  | { status: 'unavailable'; reason: string };

/** A decided check, as the provider's callback or a poll reports it. */
export type AddressCheckResult = Extract<AddressCheck, { status: 'verified' | 'failed' }>;

/** The ask: the address, who lives there (as the account has them), and our own reference of the check. */
export interface AddressCheckRequest {
  address: AddressVerificationPayload;
  applicant: { firstName: string; lastName: string; phone: string };
  /** Ours, unique per check: the provider keeps it (QoreID's customerReference) and answers it back. */
  reference: string;
  /** When the check was asked (the sandbox's pending checks decide a minute later, by the shop's clock). */
  requestedAt: Date;
}

/** The provider's callback, as it arrived: the raw body (signatures are over it) and its headers. */
export interface AddressCallback {
  rawBody: string;
  header: (name: string) => string | undefined;
}

/**
 * Who verifies a shopper's residential address: the sandbox (default) or QoreID's field verification, chosen
 * by configuration as the email transport and the credit bureau are.
 */
export interface AddressVerifier {
  readonly kind: 'sandbox' | 'qoreid';
  /** Asks for a check. Never throws for the provider's failures: they answer 'unavailable'. */
  verify(request: AddressCheckRequest): Promise<AddressCheck>;
  /**
   * Asks where a pending check stands (the worker polls, in case a callback was lost): still pending, decided,
   * or unavailable for now. `now` is the shop's clock.
   */
  status(providerReference: string, requestedAt: Date, now: Date): Promise<AddressCheck>;
  /**
   * Reads the provider's callback: null when its signature is not the provider's (the route answers 401), else
   * the check it names and, once decided, its result (a 'started' event decides nothing: result null).
   */
  readCallback(
    callback: AddressCallback,
  ): { providerReference: string; result: AddressCheckResult | null } | null;
}

/** The sandbox's documented test streets (case-insensitive, anywhere in the street). */
const SANDBOX_ADDRESS_STREETS = {
  /** Fails at once: '1 Nowhere Street'. */
  fails: 'nowhere',
  /** Stays pending for a minute, then verifies ('5 Pending Close'), or fails with 'Nowhere' too. */
  pending: 'pending',
} as const;

/** How long the sandbox's pending addresses wait before their field visit 'reports': a minute. */
export const SANDBOX_PENDING_MS = 60_000;

const SANDBOX_PREFIX = 'sandbox-address-';

/**
 * The address sandbox: nothing leaves the machine. Every address verifies at once, except a street with
 * 'Nowhere' (fails at once) or 'Pending' (stays pending for a minute of the shop's clock, then verifies, or
 * fails when the street has 'Nowhere' too). The sandbox sends no callbacks: the worker's poll decides.
 */
export class SandboxAddressVerifier implements AddressVerifier {
  readonly kind = 'sandbox';

  async verify({ address, reference }: AddressCheckRequest): Promise<AddressCheck> {
    const street = address.residentialAddress.toLowerCase();
    if (street.includes(SANDBOX_ADDRESS_STREETS.pending)) {
      // The outcome travels in the reference: the sandbox keeps no state of its own.
      const outcome = street.includes(SANDBOX_ADDRESS_STREETS.fails) ? 'fails' : 'verifies';
      return { status: 'pending', providerReference: `${SANDBOX_PREFIX}${outcome}-${reference}` };
    }
    if (street.includes(SANDBOX_ADDRESS_STREETS.fails)) {
      return { status: 'failed', reason: 'sandbox: the street has Nowhere in it' };
    }
    return { status: 'verified' };
  }

  async status(providerReference: string, requestedAt: Date, now: Date): Promise<AddressCheck> {
    if (!providerReference.startsWith(SANDBOX_PREFIX)) {
      return { status: 'unavailable', reason: 'sandbox: not a sandbox reference' };
    }
    if (now.getTime() - requestedAt.getTime() < SANDBOX_PENDING_MS) {
      return { status: 'pending', providerReference };
    }
    return providerReference.startsWith(`${SANDBOX_PREFIX}fails-`)
      ? { status: 'failed', reason: 'sandbox: the field visit found nobody at Nowhere' }
      : { status: 'verified' };
  }

  readCallback(): null {
    // The sandbox sends no callbacks, so none is ever its own.
    return null;
  }
}
