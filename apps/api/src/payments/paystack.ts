import { cardPaymentsStarted } from '../ops/metrics.ts';
import {
  type CardPayments,
  type InitializeRequest,
  PaymentProviderError,
  type ProviderRefund,
  RefundRefusedError,
  type RefundRequest,
  type VerifiedTransaction,
} from './card-payments.ts';
import { isNotFound, PaystackApi, type PaystackConnection, verifyTransaction } from './paystack-api.ts';

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
 * A refund's status in Paystack's words, mapped to the four the shop acts on: 'needs-attention' (Paystack
 * wants the customer's account details to pay a failed refund again) and anything unknown are not final, so
 * the shop asks again later.
 */
function refundStatusOf(status: unknown): ProviderRefund['status'] {
  if (status === 'pending' || status === 'processing' || status === 'processed' || status === 'failed') {
    return status;
  }
  return 'processing';
}

/** A refund read from Paystack's answer (create, or one item of the list); null when it has no id. */
function refundOf(data: Record<string, unknown> | undefined): ProviderRefund | null {
  const id = data?.id;
  if (!data || (typeof id !== 'number' && typeof id !== 'string') || String(id) === '') return null;
  return { providerRefundId: String(id), status: refundStatusOf(data.status) };
}

/** How many refunds one page of GET /refund lists (a payment never has nearly as many). */
const REFUND_PAGE = 100;

/**
 * Card payments through Paystack, written against its documented API: POST /transaction/initialize (email,
 * amount in kobo, currency, reference, callback_url → data.authorization_url) and GET
 * /transaction/verify/:reference (data.status, amount, currency, gateway_response). Every call carries the
 * secret key as a bearer token; webhooks are signed with the same key (HMAC-SHA512 of the raw body). A
 * refusal, a time-out or a malformed answer is a PaymentProviderError: nothing is concluded from it.
 *
 * Refunds: POST /refund (transaction: the payment's reference, amount in kobo, currency, merchant_note: our
 * refund reference → data.id, data.status); a 4xx with status false is Paystack's refusal (a
 * RefundRefusedError, e.g. 'Transaction has been fully reversed'), anything else unreadable a
 * PaymentProviderError. findRefund asks GET /transaction/verify/:reference for the payment's id, then GET
 * /refund?transaction={id} (the list is filtered by the transaction's id) and picks ours by merchant_note.
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
    cardPaymentsStarted.inc({ provider: 'paystack' });
    return { authorizationUrl: url };
  }

  async verify(reference: string): Promise<VerifiedTransaction | null> {
    const transaction = await verifyTransaction(this.#api, reference);
    return transaction && { ...transaction, status: statusOf(transaction.status) };
  }

  isSignedWebhook(rawBody: string, signature: string | undefined): boolean {
    return this.#api.isSignedWebhook(rawBody, signature);
  }

  async refund({
    reference,
    transactionReference,
    amountKobo,
    currency,
  }: RefundRequest): Promise<ProviderRefund> {
    const { status, body } = await this.#api.call<Record<string, unknown>>('POST', '/refund', {
      transaction: transactionReference,
      amount: amountKobo,
      currency,
      merchant_note: reference,
    });
    if ((status === 400 || status === 404 || status === 422) && body.status === false) {
      throw new RefundRefusedError(body.message ?? `Paystack refused the refund (${status})`);
    }
    const refund = status === 200 && body.status === true ? refundOf(body.data) : null;
    const note = body.data?.merchant_note;
    if (!refund || (typeof note === 'string' && note !== reference)) {
      throw new PaymentProviderError(
        `Paystack's answer to the refund ${reference} (${status}) cannot be read: ${body.message ?? 'no message'}`,
      );
    }
    return refund;
  }

  async findRefund({
    reference,
    transactionReference,
  }: {
    reference: string;
    transactionReference: string;
  }): Promise<ProviderRefund | null> {
    const verified = await this.#api.call<Record<string, unknown>>(
      'GET',
      `/transaction/verify/${encodeURIComponent(transactionReference)}`,
    );
    // No such payment: no refund of it either.
    if (isNotFound(verified)) return null;
    const id = verified.body.data?.id;
    if (verified.status !== 200 || verified.body.status !== true || typeof id !== 'number') {
      throw new PaymentProviderError(
        `Paystack did not tell the id of ${transactionReference} (${verified.status}): ${verified.body.message ?? 'no message'}`,
      );
    }
    const { status, body } = await this.#api.call<unknown>(
      'GET',
      `/refund?transaction=${id}&perPage=${REFUND_PAGE}&page=1`,
    );
    const list = body.data;
    if (status !== 200 || body.status !== true || !Array.isArray(list)) {
      throw new PaymentProviderError(
        `Paystack did not list the refunds of ${transactionReference} (${status}): ${body.message ?? 'no message'}`,
      );
    }
    let found: ProviderRefund | null = null;
    for (const item of list as Array<Record<string, unknown> | null>) {
      // A list that is not the transaction's (a filter Paystack ignored) cannot say ours is missing.
      const transaction = item?.transaction;
      const itemTransactionId =
        typeof transaction === 'object' && transaction !== null
          ? (transaction as { id?: unknown }).id
          : transaction;
      if (itemTransactionId !== undefined && itemTransactionId !== null && Number(itemTransactionId) !== id) {
        throw new PaymentProviderError(
          `Paystack's refunds of ${transactionReference} include another transaction's (${String(itemTransactionId)})`,
        );
      }
      if (item?.merchant_note !== reference || found) continue;
      found = refundOf(item);
      if (!found) throw new PaymentProviderError(`Paystack's refund ${reference} has no id`);
    }
    // A full page without ours: it may be on the next one, so 'none' cannot be concluded.
    if (!found && list.length >= REFUND_PAGE) {
      throw new PaymentProviderError(`Paystack lists ${list.length} refunds of ${transactionReference}`);
    }
    return found;
  }
}
