import { hasValidSignature } from '../card-payments.ts';
import type {
  IssuedLookup,
  TransferNoticeOutcome,
  TransferSender,
  TransferTarget,
} from './transfer-payments.ts';

/** The channels of a `charge.success` this adapter reads; a card's is the card adapter's. */
const TRANSFER_CHANNELS = new Set(['bank_transfer', 'dedicated_nuban', 'ussd']);

type Json = Record<string, unknown>;
const objectAt = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
const textAt = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The sender the notice names (null when it names nothing of them). */
function senderOf(authorization: Json | null): TransferSender | null {
  const sender = {
    bankCode: textAt(authorization?.sender_bank_code),
    bankName: textAt(authorization?.sender_bank),
    accountNumber: textAt(authorization?.sender_bank_account_number),
    accountName: textAt(authorization?.sender_name),
  };
  return Object.values(sender).some((value) => value !== null) ? sender : null;
}

/**
 * Reads a webhook in Paystack's shape (the sandbox bank sends the same shape, signed the same way):
 * `{ event: 'charge.success', data: { id, reference, amount (kobo), currency, paid_at, channel, … } }`.
 * A standing account's notice (channel `dedicated_nuban`) names the account in
 * `authorization.receiver_bank_account_number` (or `metadata.receiver_account_number`); a one-time account's
 * (`bank_transfer`) and a USSD charge's (`ussd`) name our reference. The signature is checked before anything
 * in the body is believed.
 */
export async function readPaystackNotice(
  secretKey: string,
  rawBody: string,
  signature: string | undefined,
  issued: IssuedLookup,
): Promise<TransferNoticeOutcome> {
  if (!hasValidSignature(secretKey, rawBody, signature)) return { kind: 'bad-signature' };
  let body: Json | null;
  try {
    body = objectAt(JSON.parse(rawBody));
  } catch {
    return { kind: 'malformed', problem: 'the body is not JSON' };
  }
  const event = textAt(body?.event);
  const data = objectAt(body?.data);
  if (!event || !data) return { kind: 'malformed', problem: 'no event or no data' };
  const channel = textAt(data.channel);
  if (event !== 'charge.success' || !channel || !TRANSFER_CHANNELS.has(channel)) {
    return { kind: 'ignored', event: channel ? `${event} (${channel})` : event };
  }
  const amount = data.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return { kind: 'malformed', problem: 'no amount in kobo' };
  }
  if (data.currency !== 'NGN') return { kind: 'malformed', problem: 'not in naira' };
  const id = data.id;
  if ((typeof id !== 'number' && typeof id !== 'string') || String(id) === '') {
    return { kind: 'malformed', problem: 'no transaction id' };
  }
  const receivedAt = Date.parse(textAt(data.paid_at) ?? '');
  if (Number.isNaN(receivedAt)) return { kind: 'malformed', problem: 'no paid_at time' };
  const receiver =
    textAt(objectAt(data.authorization)?.receiver_bank_account_number) ??
    textAt(objectAt(data.metadata)?.receiver_account_number);
  const reference = textAt(data.reference);
  let target: TransferTarget;
  if (channel === 'dedicated_nuban') {
    if (!receiver) return { kind: 'malformed', problem: 'no receiving account number' };
    target = { kind: 'standing', accountNumber: receiver };
  } else {
    if (!reference) return { kind: 'malformed', problem: 'no reference' };
    target = { kind: channel === 'ussd' ? 'ussd' : 'one-time', reference };
  }
  const received = {
    target,
    providerReference: String(id),
    amountKobo: amount,
    accountNumber: receiver,
    receivedAt,
    sender: senderOf(objectAt(data.authorization)),
  };
  return (await issued(target))
    ? { kind: 'transfer-received', ...received }
    : { kind: 'unknown-account', ...received };
}
