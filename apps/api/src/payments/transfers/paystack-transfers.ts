import { isUssdCodeFor, ussdBank } from '@oja/domain';
import { PaymentProviderError } from '../card-payments.ts';
import { isNotFound, PaystackApi, type PaystackConnection } from '../paystack-api.ts';
import { readPaystackNotice } from './paystack-notice.ts';
import type {
  BankAccount,
  IssuedLookup,
  OneTimeAccount,
  OneTimeAccountRequest,
  StandingAccountRequest,
  TransferPayments,
  UssdCharge,
  UssdChargeRequest,
} from './transfer-payments.ts';

export interface PaystackTransfersOptions extends PaystackConnection {
  /**
   * The bank Paystack opens standing accounts at (`preferred_bank` of POST /dedicated_account): 'wema-bank'
   * or 'titan-paystack' live, 'test-bank' with a test key.
   */
  preferredBank?: string;
}

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
const textAt = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** A NUBAN: the 10-digit account number every Nigerian bank uses. */
const NUBAN = /^\d{10}$/;

/** An account read from Paystack's answer (the charge's, or a dedicated account); null when incomplete. */
function accountOf(data: Json | null): BankAccount | null {
  const accountNumber = textAt(data?.account_number);
  const accountName = textAt(data?.account_name);
  const bankName = textAt(objectAt(data?.bank)?.name);
  if (!accountNumber || !NUBAN.test(accountNumber) || !accountName || !bankName) return null;
  return { bankName, accountNumber, accountName };
}

/**
 * Bank transfer and USSD through Paystack, written against its documented API (every call with the secret
 * key as a bearer token; amounts in kobo):
 * - one-time account: POST /charge { email, amount, reference, bank_transfer: { account_expires_at } } →
 *   data.status 'pending_bank_transfer', account_number, account_name, bank.name, account_expires_at;
 * - standing account: POST /customer { email, first_name, last_name, phone } → data.customer_code (Paystack
 *   answers the existing customer for an email it knows), GET /customer/:code → data.dedicated_account when
 *   one is assigned, else POST /dedicated_account { customer, preferred_bank } → the account;
 * - USSD: POST /charge { email, amount, reference, ussd: { type: '737' } } → data.status 'pay_offline',
 *   data.ussd_code;
 * - notices: `charge.success` webhooks, read by readPaystackNotice.
 * A refusal, a time-out, a 5xx or an answer that cannot be read is a PaymentProviderError: nothing is
 * concluded from it, and the caller may ask again (a one-time account or USSD charge under the same
 * reference is refused by Paystack as a duplicate, so the wiring starts a new attempt with a new reference).
 */
export class PaystackTransferPayments implements TransferPayments {
  readonly kind = 'paystack';
  readonly #api: PaystackApi;
  readonly #secretKey: string;
  readonly #preferredBank: string;

  constructor({ preferredBank = 'wema-bank', ...connection }: PaystackTransfersOptions) {
    this.#api = new PaystackApi(connection);
    this.#secretKey = connection.secretKey;
    this.#preferredBank = preferredBank;
  }

  async createOneTimeAccount({
    reference,
    amountKobo,
    email,
    expiresAt,
  }: OneTimeAccountRequest): Promise<OneTimeAccount> {
    const { status, body } = await this.#api.call<Json>('POST', '/charge', {
      email,
      amount: String(amountKobo),
      reference,
      bank_transfer: { account_expires_at: new Date(expiresAt).toISOString() },
    });
    const data = objectAt(body.data);
    const account = accountOf(data);
    const expiry = Date.parse(textAt(data?.account_expires_at) ?? '');
    if (
      status !== 200 ||
      body.status !== true ||
      data?.status !== 'pending_bank_transfer' ||
      !account ||
      Number.isNaN(expiry)
    ) {
      throw new PaymentProviderError(
        `Paystack did not issue a transfer account for ${reference} (${status}): ${body.message ?? 'no message'}`,
      );
    }
    return { ...account, reference, amountKobo, expiresAt: expiry };
  }

  async standingAccount({ email, firstName, lastName, phone }: StandingAccountRequest): Promise<BankAccount> {
    const customer = await this.#api.call<Json>('POST', '/customer', {
      email,
      first_name: firstName,
      last_name: lastName,
      phone,
    });
    const code = textAt(objectAt(customer.body.data)?.customer_code);
    if (customer.status !== 200 || customer.body.status !== true || !code) {
      throw new PaymentProviderError(
        `Paystack did not make the customer (${customer.status}): ${customer.body.message ?? 'no message'}`,
      );
    }
    const fetched = await this.#api.call<Json>('GET', `/customer/${encodeURIComponent(code)}`);
    if (fetched.status !== 200 || fetched.body.status !== true || isNotFound(fetched)) {
      throw new PaymentProviderError(
        `Paystack did not tell the customer ${code} (${fetched.status}): ${fetched.body.message ?? 'no message'}`,
      );
    }
    const assigned = objectAt(objectAt(fetched.body.data)?.dedicated_account);
    if (assigned) {
      const account = accountOf(assigned);
      if (!account) throw new PaymentProviderError(`Paystack's dedicated account of ${code} cannot be read`);
      return account;
    }
    const created = await this.#api.call<Json>('POST', '/dedicated_account', {
      customer: code,
      preferred_bank: this.#preferredBank,
    });
    const account = accountOf(objectAt(created.body.data));
    if (created.status !== 200 || created.body.status !== true || !account) {
      throw new PaymentProviderError(
        `Paystack did not assign a dedicated account to ${code} (${created.status}): ${created.body.message ?? 'no message'}`,
      );
    }
    return account;
  }

  async startUssdCharge({ reference, amountKobo, email, bankId }: UssdChargeRequest): Promise<UssdCharge> {
    const bank = ussdBank(bankId);
    // A bank outside the list is the caller's mistake, refused before anything reaches Paystack.
    if (!bank) throw new RangeError(`no USSD service for the bank ${bankId}`);
    const { status, body } = await this.#api.call<Json>('POST', '/charge', {
      email,
      amount: String(amountKobo),
      reference,
      ussd: { type: bank.shortCode },
    });
    const data = objectAt(body.data);
    const ussdCode = textAt(data?.ussd_code);
    if (
      status !== 200 ||
      body.status !== true ||
      data?.status !== 'pay_offline' ||
      !ussdCode ||
      !isUssdCodeFor(bank, ussdCode)
    ) {
      throw new PaymentProviderError(
        `Paystack did not start the USSD charge ${reference} (${status}): ${body.message ?? 'no message'}`,
      );
    }
    return { reference, ussdCode };
  }

  readNotice(rawBody: string, signature: string | undefined, issued: IssuedLookup) {
    return readPaystackNotice(this.#secretKey, rawBody, signature, issued);
  }
}
