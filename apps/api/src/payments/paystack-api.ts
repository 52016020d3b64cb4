import { hasValidSignature, PaymentProviderError } from './card-payments.ts';

/** Paystack's API (https://paystack.com/docs/api/). */
const PAYSTACK_API = 'https://api.paystack.co';

/** How every Paystack adapter reaches Paystack. */
export interface PaystackConnection {
  secretKey: string;
  /** Another base URL: a local fake Paystack in tests. */
  baseUrl?: string | undefined;
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

/**
 * The HTTP side shared by the Paystack adapters: every call carries the secret key as a bearer token and
 * gives up after the time-out; no answer, or an answer that is not JSON, is a PaymentProviderError. What the
 * envelope means is each adapter's to read. Webhooks are signed with the same key (HMAC-SHA512 of the raw body).
 */
export class PaystackApi {
  readonly #secretKey: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor({ secretKey, baseUrl = PAYSTACK_API, timeoutMs = 15_000, fetch: fetcher }: PaystackConnection) {
    this.#secretKey = secretKey;
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
    this.#timeoutMs = timeoutMs;
    this.#fetch = fetcher ?? globalThis.fetch;
  }

  async call<T>(
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

  isSignedWebhook(rawBody: string, signature: string | undefined): boolean {
    return hasValidSignature(this.#secretKey, rawBody, signature);
  }
}

/** Paystack answers a reference it never made with 400 (or 404), status false and '… not found'. */
export function isNotFound({ status, body }: { status: number; body: Envelope<unknown> }): boolean {
  return (status === 400 || status === 404) && body.status === false && /not found/i.test(body.message ?? '');
}
