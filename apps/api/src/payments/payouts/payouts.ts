/**
 * Paying money out to a bank account, modelled on Paystack's Transfers API: a transfer recipient of type
 * `nuban` (POST /transferrecipient: bank code, account number, name), a transfer from the balance to it under
 * our reference (POST /transfer), its state by that reference (GET /transfer/verify/:reference), the account
 * name behind a bank account (GET /bank/resolve) and the signed `transfer.success`, `transfer.failed` and
 * `transfer.reversed` webhooks. The refund job uses it for money that came by bank transfer or USSD, and for
 * a refund an operator sends to a bank account the shopper gave. Two implementations: the sandbox
 * (sandbox-payouts.ts) and Paystack (paystack-payouts.ts).
 *
 * Account numbers are personal: nothing here logs them, and a provider's words that may quote them are
 * never copied into our logs either.
 */
export interface Payouts {
  readonly kind: 'sandbox' | 'paystack';
  /**
   * The name the bank holds for an account (shown to an operator before a refund goes there); null when the
   * bank has no such account. A PaymentProviderError when the provider does not answer.
   */
  resolveAccount(account: { bankCode: string; accountNumber: string }): Promise<ResolvedAccount | null>;
  /**
   * Sends `amountKobo` to a bank account under our `reference`. The reference is the duplicate key at the
   * provider (Paystack refuses a second transfer under it), so a resend after a lost answer never pays twice.
   * A refusal (no such account, a reference used for another amount) is a PayoutRefusedError; no answer, or
   * one that cannot be read, a PaymentProviderError (the transfer may or may not exist: ask `findPayout`).
   */
  sendPayout(request: PayoutRequest): Promise<Payout>;
  /** What the provider's books say of our `reference`; null when it has none. */
  findPayout(reference: string): Promise<Payout | null>;
  /**
   * Reads one webhook: the signature first (HMAC-SHA512 of the raw body, `x-paystack-signature`), then a
   * `transfer.success`, `transfer.failed` or `transfer.reversed` into the reference it is about. The notice
   * is only a prompt: the caller asks `findPayout` what the books say, as a charge is verified.
   */
  readPayoutNotice(rawBody: string, signature: string | undefined): PayoutNotice;
}

export interface ResolvedAccount {
  accountNumber: string;
  accountName: string;
}

/** A Nigerian bank account to pay: the bank's CBN code (e.g. '058') and the 10-digit NUBAN. */
export interface PayoutDestination {
  bankCode: string;
  accountNumber: string;
  /** The holder's name as the bank resolved it (the recipient's `name`). */
  accountName: string;
}

export interface PayoutRequest extends PayoutDestination {
  /** Ours (`RF-…`): the provider's reference is its lowercase form (payoutReference). */
  reference: string;
  /** Kobo, a positive whole number. */
  amountKobo: number;
  /** The narration the shopper's bank shows. */
  reason: string;
}

/**
 * A payout as the provider's books hold it: `pending` (queued, or waiting at the bank), `success`, `failed`
 * (never paid) or `reversed` (paid, then returned by the receiving bank: the shopper did not get it).
 */
export interface Payout {
  transferCode: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  /** The provider's reason for a failure or reversal, for an operator. */
  failure: string | null;
}

export type PayoutNotice =
  | { kind: 'payout'; event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed'; reference: string }
  | { kind: 'bad-signature' }
  | { kind: 'malformed'; problem: string }
  | { kind: 'ignored'; event: string };

export class PayoutRefusedError extends Error {
  override readonly name = 'PayoutRefusedError';
}

/** A NUBAN: the 10-digit account number every Nigerian bank uses. */
export const NUBAN = /^\d{10}$/;
/** A CBN bank code as Paystack lists them: three to six digits ('058', '50211'). */
export const BANK_CODE = /^\d{3,6}$/;

/**
 * Our reference as the provider takes it: Paystack's transfer reference is 16 to 50 lowercase letters, digits,
 * `-` and `_`. Ours (`RF-…`: letters, digits and `-`) are lowercased behind a prefix that makes the shortest
 * long enough; the payout webhook finds the refund by the same mapping.
 */
export function payoutReference(reference: string): string {
  const mapped = `${PAYOUT_PREFIX}${reference.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;
  if (mapped.length > 50)
    throw new RangeError(`a refund reference of ${reference.length} characters is too long`);
  return mapped;
}

/** What payoutReference puts before ours. */
export const PAYOUT_PREFIX = 'oja-refund-';

/** An account number shown to people: its last four digits only ('••••••6789'). */
export function maskAccountNumber(accountNumber: string): string {
  return `••••••${accountNumber.slice(-4)}`;
}

/** The words to read a payout notice's JSON with. */
type Json = Record<string, unknown>;
export const objectAt = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
export const textAt = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const PAYOUT_EVENTS = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed']);

/** Reads a payout webhook's body once its signature is checked (shared by both implementations). */
export function readPayoutBody(rawBody: string): PayoutNotice {
  let body: Json | null;
  try {
    body = objectAt(JSON.parse(rawBody));
  } catch {
    return { kind: 'malformed', problem: 'the body is not JSON' };
  }
  const event = textAt(body?.event);
  const data = objectAt(body?.data);
  if (!event || !data) return { kind: 'malformed', problem: 'no event or no data' };
  if (!PAYOUT_EVENTS.has(event)) return { kind: 'ignored', event };
  const reference = textAt(data.reference);
  if (!reference) return { kind: 'malformed', problem: 'no reference' };
  return { kind: 'payout', event: event as 'transfer.success', reference };
}

/** Paystack's word for a transfer's state, in ours; anything not final is 'pending'. */
export function payoutStatusOf(status: unknown): Payout['status'] {
  if (status === 'success' || status === 'failed' || status === 'reversed') return status;
  // 'abandoned', 'blocked' and 'rejected' never leave the balance: failed.
  if (status === 'abandoned' || status === 'blocked' || status === 'rejected') return 'failed';
  return 'pending';
}
