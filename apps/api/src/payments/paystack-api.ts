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

/** A transaction as Paystack's verify (or charge) answer describes it; `status` is Paystack's own word. */
export interface PaystackTransaction {
  reference: string;
  status: unknown;
  amount: number;
  currency: string;
  gatewayResponse: string | null;
}

/**
 * GET /transaction/verify/:reference: null for a reference Paystack never made; a refusal or an answer
 * without an amount and currency is a PaymentProviderError.
 */
export async function verifyTransaction(
  api: PaystackApi,
  reference: string,
): Promise<PaystackTransaction | null> {
  const answer = await api.call<Record<string, unknown>>(
    'GET',
    `/transaction/verify/${encodeURIComponent(reference)}`,
  );
  // Paystack answers an unknown reference with 400 (or 404) and 'Transaction reference not found'.
  if (isNotFound(answer)) return null;
  return transactionOf(answer, reference, 'verify');
}

/** Reads a transaction from an answer of verify or charge_authorization. */
export function transactionOf(
  { status, body }: { status: number; body: Envelope<Record<string, unknown>> },
  reference: string,
  what: string,
): PaystackTransaction {
  const data = body.data;
  if (status !== 200 || body.status !== true || !data) {
    throw new PaymentProviderError(
      `Paystack did not ${what} ${reference} (${status}): ${body.message ?? 'no message'}`,
    );
  }
  const amount = data.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || typeof data.currency !== 'string') {
    throw new PaymentProviderError(`Paystack's answer for ${reference} has no amount or currency`);
  }
  return {
    reference: typeof data.reference === 'string' ? data.reference : reference,
    status: data.status,
    amount,
    currency: data.currency,
    gatewayResponse: typeof data.gateway_response === 'string' ? data.gateway_response : null,
  };
}
