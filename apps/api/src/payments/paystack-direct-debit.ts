import { PaymentProviderError } from './card-payments.ts';
import type {
  AuthorizationRequest,
  ChargeRequest,
  DirectDebit,
  VerifiedAuthorization,
  VerifiedCharge,
} from './direct-debit.ts';
import {
  isNotFound,
  PaystackApi,
  type PaystackConnection,
  type PaystackTransaction,
  transactionOf,
  verifyTransaction,
} from './paystack-api.ts';

/**
 * A debit's state in Paystack's words mapped to the collector's three: money taken, refused (a reversed debit
 * went back to the shopper: for the shop it was never paid; an abandoned one took nothing), or still going on
 * (direct debits often answer 'pending' first and settle later).
 */
function chargeOf(transaction: PaystackTransaction): VerifiedCharge {
  const { status } = transaction;
  return {
    ...transaction,
    status:
      status === 'success'
        ? 'success'
        : status === 'failed' || status === 'reversed' || status === 'abandoned'
          ? 'failed'
          : 'pending',
  };
}

/**
 * Direct debit through Paystack, written against its documented API
 * (https://paystack.com/docs/payments/direct-debit/): POST /customer/authorization/initialize (email,
 * channel 'direct_debit', callback_url → data.redirect_url and data.reference, which Paystack makes), GET
 * /customer/authorization/verify/:reference (data.active, authorization_code, bank) and POST
 * /customer/authorization/deactivate (authorization_code); each instalment is debited with POST
 * /transaction/charge_authorization (authorization_code, email, amount in kobo as a string, currency NGN, the
 * shop's reference, metadata) and checked with GET /transaction/verify/:reference. Every call carries the secret key as a bearer
 * token; webhooks are signed with the same key (HMAC-SHA512 of the raw body). A refusal, a time-out or a
 * malformed answer is a PaymentProviderError: nothing is concluded from it.
 */
export class PaystackDirectDebit implements DirectDebit {
  readonly kind = 'paystack';
  readonly #api: PaystackApi;

  constructor(connection: PaystackConnection) {
    this.#api = new PaystackApi(connection);
  }

  /** Paystack names the authorization itself: the shop's `reference` is not sent. */
  async initialize({ email, callbackUrl }: AuthorizationRequest) {
    const { status, body } = await this.#api.call<{ redirect_url?: unknown; reference?: unknown }>(
      'POST',
      '/customer/authorization/initialize',
      { email, channel: 'direct_debit', callback_url: callbackUrl },
    );
    const redirectUrl = body.data?.redirect_url;
    const reference = body.data?.reference;
    if (
      status !== 200 ||
      body.status !== true ||
      typeof redirectUrl !== 'string' ||
      !/^https?:\/\//.test(redirectUrl) ||
      typeof reference !== 'string' ||
      reference === ''
    ) {
      throw new PaymentProviderError(
        `Paystack did not start a direct-debit authorization (${status}): ${body.message ?? 'no message'}`,
      );
    }
    return { redirectUrl, reference };
  }

  /** Paystack reports no refusal here: active is 'active', anything else 'pending'. */
  async verify(reference: string): Promise<VerifiedAuthorization | null> {
    const answer = await this.#api.call<Record<string, unknown>>(
      'GET',
      `/customer/authorization/verify/${encodeURIComponent(reference)}`,
    );
    if (isNotFound(answer)) return null;
    const { status, body } = answer;
    const data = body.data;
    if (status !== 200 || body.status !== true || !data || typeof data.active !== 'boolean') {
      throw new PaymentProviderError(
        `Paystack did not verify the authorization ${reference} (${status}): ${body.message ?? 'no message'}`,
      );
    }
    const code = data.authorization_code;
    if (data.active && (typeof code !== 'string' || code === '')) {
      throw new PaymentProviderError(
        `Paystack's active authorization ${reference} has no authorization code`,
      );
    }
    return {
      reference,
      status: data.active ? 'active' : 'pending',
      authorizationCode: data.active ? (code as string) : null,
      // Verify names the bank only; the account holder and number come in the webhook.
      accountName: null,
      bankName: typeof data.bank === 'string' && data.bank !== '' ? data.bank : null,
      last4: null,
    };
  }

  async deactivate(authorizationCode: string): Promise<void> {
    const { status, body } = await this.#api.call('POST', '/customer/authorization/deactivate', {
      authorization_code: authorizationCode,
    });
    if (status !== 200 || body.status !== true) {
      throw new PaymentProviderError(
        `Paystack did not deactivate ${authorizationCode} (${status}): ${body.message ?? 'no message'}`,
      );
    }
  }

  /** A duplicate reference is refused by Paystack (400 'Duplicate Transaction Reference'): nothing is charged. */
  async charge({ authorizationCode, email, amountKobo, reference, debitKey }: ChargeRequest) {
    const answer = await this.#api.call<Record<string, unknown>>(
      'POST',
      '/transaction/charge_authorization',
      {
        authorization_code: authorizationCode,
        email,
        amount: String(amountKobo),
        currency: 'NGN',
        reference,
        ...(debitKey ? { metadata: { debit: debitKey } } : {}),
      },
    );
    return chargeOf(transactionOf(answer, reference, 'charge'));
  }

  async verifyCharge(reference: string): Promise<VerifiedCharge | null> {
    const transaction = await verifyTransaction(this.#api, reference);
    return transaction && chargeOf(transaction);
  }

  isSignedWebhook(rawBody: string, signature: string | undefined): boolean {
    return this.#api.isSignedWebhook(rawBody, signature);
  }
}
