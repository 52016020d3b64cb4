import { hasValidSignature, PaymentProviderError } from '../card-payments.ts';
import { isNotFound, PaystackApi, type PaystackConnection } from '../paystack-api.ts';
import {
  BANK_CODE,
  NUBAN,
  objectAt,
  type Payout,
  type PayoutNotice,
  PayoutRefusedError,
  type PayoutRequest,
  type Payouts,
  payoutReference,
  payoutStatusOf,
  type ResolvedAccount,
  readPayoutBody,
  textAt,
} from './payouts.ts';

/**
 * Payouts through Paystack's Transfers API, written against its documented API (secret key as bearer token,
 * amounts in kobo):
 * - GET /bank/resolve?account_number=&bank_code= → data.account_name (422 or 400 'Could not resolve account
 *   name' for no such account);
 * - POST /transferrecipient { type: 'nuban', name, account_number, bank_code, currency: 'NGN' } →
 *   data.recipient_code (Paystack answers the existing recipient for an account it knows);
 * - POST /transfer { source: 'balance', amount, recipient, reference, reason, currency } → data.transfer_code,
 *   data.status ('pending', 'success', 'otp' when the business has OTP on: left pending for a person);
 *   a reference used before is refused ('Duplicate Transfer Reference'): the payout is then read by it;
 * - GET /transfer/verify/:reference → the transfer, or 400/404 '… not found'.
 * A time-out, a 5xx or an answer that cannot be read is a PaymentProviderError; a 4xx refusal a
 * PayoutRefusedError. The provider's messages are kept short and never quote the account.
 */
export class PaystackPayouts implements Payouts {
  readonly kind = 'paystack';
  readonly #api: PaystackApi;
  readonly #secretKey: string;

  constructor(connection: PaystackConnection) {
    this.#api = new PaystackApi(connection);
    this.#secretKey = connection.secretKey;
  }

  async resolveAccount({
    bankCode,
    accountNumber,
  }: {
    bankCode: string;
    accountNumber: string;
  }): Promise<ResolvedAccount | null> {
    if (!NUBAN.test(accountNumber) || !BANK_CODE.test(bankCode)) return null;
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const { status, body } = await this.#api.call<Record<string, unknown>>('GET', `/bank/resolve?${query}`);
    if (status === 422 || (status === 400 && body.status === false)) return null;
    const accountName = textAt(body.data?.account_name);
    if (status !== 200 || body.status !== true || !accountName) {
      throw new PaymentProviderError(`Paystack did not resolve an account (${status})`);
    }
    return { accountNumber, accountName };
  }

  async sendPayout(request: PayoutRequest): Promise<Payout> {
    const recipient = await this.#recipient(request);
    const reference = payoutReference(request.reference);
    const answer = await this.#api.call<Record<string, unknown>>('POST', '/transfer', {
      source: 'balance',
      amount: request.amountKobo,
      recipient,
      reference,
      reason: request.reason,
      currency: 'NGN',
    });
    if (answer.status >= 500) throw new PaymentProviderError(`Paystack failed a transfer (${answer.status})`);
    if (answer.body.status !== true) {
      // A resend of a transfer Paystack already has: what its books say is the answer.
      if (/duplicate/i.test(answer.body.message ?? '')) {
        const found = await this.findPayout(request.reference);
        if (found) return found;
      }
      throw new PayoutRefusedError(`Paystack refused the transfer: ${answer.body.message ?? answer.status}`);
    }
    return payoutOf(answer.body.data, 'transfer');
  }

  async findPayout(reference: string): Promise<Payout | null> {
    const answer = await this.#api.call<Record<string, unknown>>(
      'GET',
      `/transfer/verify/${encodeURIComponent(payoutReference(reference))}`,
    );
    if (isNotFound(answer)) return null;
    if (answer.status !== 200 || answer.body.status !== true) {
      throw new PaymentProviderError(`Paystack did not verify a transfer (${answer.status})`);
    }
    return payoutOf(answer.body.data, 'verify');
  }

  readPayoutNotice(rawBody: string, signature: string | undefined): PayoutNotice {
    if (!hasValidSignature(this.#secretKey, rawBody, signature)) return { kind: 'bad-signature' };
    return readPayoutBody(rawBody);
  }

  /** POST /transferrecipient: the recipient's code for the account (the same one for an account it knows). */
  async #recipient({ bankCode, accountNumber, accountName }: PayoutRequest): Promise<string> {
    const { status, body } = await this.#api.call<Record<string, unknown>>('POST', '/transferrecipient', {
      type: 'nuban',
      name: accountName,
      account_number: accountNumber,
      bank_code: bankCode,
      currency: 'NGN',
    });
    if (status >= 500) throw new PaymentProviderError(`Paystack failed a recipient (${status})`);
    if (body.status !== true) {
      throw new PayoutRefusedError(`Paystack refused the account: ${body.message ?? status}`);
    }
    const code = textAt(body.data?.recipient_code);
    if (!code) throw new PaymentProviderError('Paystack answered a recipient without its code');
    return code;
  }
}

/** A transfer from Paystack's answer; one without its code or status cannot be read. */
function payoutOf(data: unknown, what: string): Payout {
  const transfer = objectAt(data);
  const transferCode = textAt(transfer?.transfer_code);
  const status = textAt(transfer?.status);
  if (!transferCode || !status) {
    throw new PaymentProviderError(`Paystack's ${what} answer has no transfer code or status`);
  }
  const failures = objectAt(transfer?.failures);
  const reason =
    textAt(transfer?.gateway_response) ?? textAt(failures?.reason) ?? textAt(transfer?.reason_for_failure);
  const ours = payoutStatusOf(status);
  return {
    transferCode,
    status: ours,
    failure: ours === 'failed' || ours === 'reversed' ? (reason ?? `Transfer ${status}`) : null,
  };
}
