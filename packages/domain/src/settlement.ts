/**
 * Whether the card or direct-debit provider's answer about a payment pays what it was for: the one decision
 * every path that hears from the provider (the shopper's return, each copy of a webhook, the sweep, the
 * collector) takes the same way. Pure: the caller asks the provider, then records what this decides.
 */
import { formatKobo, type Kobo, kobo } from './money';

/** What the payment was started for: its reference, amount and currency, as the server stored them. */
export interface ExpectedPayment {
  reference: string;
  amountKobo: Kobo;
  currency: 'NGN';
}

/**
 * The provider's answer about a reference, in Paystack's words: `success` (money was taken), `failed` (the
 * card or account was refused), `abandoned` (started, nothing paid yet: it may still be paid) or `pending`
 * (still going on). The amount is in the smallest unit of the currency, as the provider reports it
 * (kobo for NGN), and is not trusted to be a whole number.
 */
export interface VerifiedPayment {
  reference: string;
  amount: number;
  currency: string;
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  gatewayResponse?: string | null;
}

/**
 * pay: the payment is settled. reject: the provider took money that does not match what was asked (another
 * reference, amount or currency): it must never pay anything, and the caller refunds it; `reason` is a
 * sentence for the log and the refund email. fail: the card or account was refused. wait: nothing is known
 * yet (abandoned, pending, or a reference the provider has not heard of): ask again later.
 */
export type SettlementDecision =
  | { kind: 'pay' }
  | { kind: 'reject'; reason: string }
  | { kind: 'fail' }
  | { kind: 'wait' };

/**
 * The provider's amount as a person reads it: naira when it is a whole number of kobo, else the raw figure
 * in its currency's smallest unit (a fraction or another currency cannot be shown in naira honestly).
 */
function reportedAmount(verified: VerifiedPayment): string {
  if (verified.currency === 'NGN' && Number.isSafeInteger(verified.amount)) {
    return `${formatKobo(kobo(verified.amount))} in NGN`;
  }
  return `${verified.amount} in the smallest unit of ${verified.currency || 'no named currency'}`;
}

/**
 * Decides what the provider's answer means for the payment `expected` describes (`verified` null: the
 * provider knows nothing of the reference yet). A success pays only when its reference, its amount (a whole
 * number of kobo, equal to the one asked) and its currency (NGN) are all the ones asked for; any other
 * success is rejected, never paid, since money was taken for something else. A failure fails; anything else
 * (abandoned, pending, unknown) waits. The gateway's response is the caller's to record: it decides nothing.
 */
export function settlementDecision(
  expected: ExpectedPayment,
  verified: VerifiedPayment | null,
): SettlementDecision {
  if (!verified) return { kind: 'wait' };
  if (verified.status === 'failed') return { kind: 'fail' };
  if (verified.status !== 'success') return { kind: 'wait' };
  const matches =
    verified.reference === expected.reference &&
    Number.isSafeInteger(verified.amount) &&
    verified.amount === expected.amountKobo &&
    // Both NGN: the shop takes nothing else, whatever a row read from outside the types says.
    verified.currency === 'NGN' &&
    expected.currency === 'NGN';
  if (matches) return { kind: 'pay' };
  return {
    kind: 'reject',
    reason:
      `The provider reports ${reportedAmount(verified)} for ${verified.reference || 'no reference'}; ` +
      `${formatKobo(expected.amountKobo)} in NGN for ${expected.reference} was expected`,
  };
}
