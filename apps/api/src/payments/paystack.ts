import {
  type CardPayments,
  type InitializeRequest,
  PaymentProviderError,
  type VerifiedTransaction,
} from './card-payments.ts';
import { PaystackApi, type PaystackConnection, verifyTransaction } from './paystack-api.ts';

export interface PaystackOptions extends PaystackConnection {
  publicKey: string;
}

/** Paystack's transaction statuses mapped to the four the shop acts on; anything still going on is pending. */
function statusOf(status: unknown): VerifiedTransaction['status'] {
  if (status === 'success' || status === 'failed' || status === 'abandoned') return status;
  // 'reversed' money went back to the card: for the shop it was never paid.
  if (status === 'reversed') return 'failed';
  return 'pending';
}

/**
 * Card payments through Paystack, written against its documented API: POST /transaction/initialize (email,
 * amount in kobo, currency, reference, callback_url → data.authorization_url) and GET
 * /transaction/verify/:reference (data.status, amount, currency, gateway_response). Every call carries the
 * secret key as a bearer token; webhooks are signed with the same key (HMAC-SHA512 of the raw body). A
 * refusal, a time-out or a malformed answer is a PaymentProviderError: nothing is concluded from it.
 */
export class PaystackCardPayments implements CardPayments {
  readonly kind = 'paystack';
  readonly publicKey: string;
  readonly #api: PaystackApi;

  constructor({ publicKey, ...connection }: PaystackOptions) {
    this.publicKey = publicKey;
    this.#api = new PaystackApi(connection);
  }

  async initialize({ reference, amount, currency, email, callbackUrl }: InitializeRequest) {
    const { status, body } = await this.#api.call<{ authorization_url?: unknown }>(
      'POST',
      '/transaction/initialize',
      {
        email,
        amount: String(amount),
        currency,
        reference,
        callback_url: callbackUrl,
      },
    );
    const url = body.data?.authorization_url;
    if (status !== 200 || body.status !== true || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new PaymentProviderError(
        `Paystack did not start ${reference} (${status}): ${body.message ?? 'no message'}`,
      );
    }
    return { authorizationUrl: url };
  }

  async verify(reference: string): Promise<VerifiedTransaction | null> {
    const transaction = await verifyTransaction(this.#api, reference);
    return transaction && { ...transaction, status: statusOf(transaction.status) };
  }

  isSignedWebhook(rawBody: string, signature: string | undefined): boolean {
    return this.#api.isSignedWebhook(rawBody, signature);
  }
}
