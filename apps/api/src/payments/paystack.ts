import {
  type CardPayments,
  hasValidSignature,
  type InitializeRequest,
  PaymentProviderError,
  type VerifiedTransaction,
} from './card-payments.ts';

/** Paystack's API (https://paystack.com/docs/api/transaction/). */
const PAYSTACK_API = 'https://api.paystack.co';

export interface PaystackOptions {
  secretKey: string;
  publicKey: string;
  /** Another base URL: a local fake Paystack in tests. */
  baseUrl?: string;
  /** How long a call may take before it counts as not answered (15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Paystack's envelope: `status` true with `data`, or false with a `message`. */
interface Envelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
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
  readonly #secretKey: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor({
    secretKey,
    publicKey,
    baseUrl = PAYSTACK_API,
    timeoutMs = 15_000,
    fetch: fetcher,
  }: PaystackOptions) {
    this.#secretKey = secretKey;
    this.publicKey = publicKey;
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
    this.#timeoutMs = timeoutMs;
    this.#fetch = fetcher ?? globalThis.fetch;
  }

  async initialize({ reference, amount, currency, email, callbackUrl }: InitializeRequest) {
    const { status, body } = await this.#call<{ authorization_url?: unknown }>(
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
    const { status, body } = await this.#call<Record<string, unknown>>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    // Paystack answers an unknown reference with 400 (or 404) and 'Transaction reference not found'.
    if ((status === 400 || status === 404) && body.status === false && /not found/i.test(body.message ?? ''))
      return null;
    const data = body.data;
    if (status !== 200 || body.status !== true || !data) {
      throw new PaymentProviderError(
        `Paystack did not verify ${reference} (${status}): ${body.message ?? 'no message'}`,
      );
    }
    const amount = data.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || typeof data.currency !== 'string') {
      throw new PaymentProviderError(`Paystack's answer for ${reference} has no amount or currency`);
    }
    return {
      reference: typeof data.reference === 'string' ? data.reference : reference,
      status: statusOf(data.status),
      amount,
      currency: data.currency,
      gatewayResponse: typeof data.gateway_response === 'string' ? data.gateway_response : null,
    };
  }

  isSignedWebhook(rawBody: string, signature: string | undefined): boolean {
    return hasValidSignature(this.#secretKey, rawBody, signature);
  }

  async #call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Envelope<T> }> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.#baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.#secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(
        `Paystack did not answer ${method} ${path}: ${(error as Error).message}`,
      );
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new PaymentProviderError(
        `Paystack answered ${method} ${path} with ${response.status} and no JSON`,
      );
    }
    return { status: response.status, body: (parsed ?? {}) as Envelope<T> };
  }
}
