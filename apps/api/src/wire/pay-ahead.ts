import { koboToNaira } from '@oja/domain';
import type { PayAheadRow } from '../db/pay-ahead-repository.ts';

/** A started payment ahead of the direct debit: what it pays, and the card page to pay it on. */
export function toWirePayAhead(payment: PayAheadRow & { authorizationUrl: string }) {
  return {
    reference: payment.reference,
    kind: payment.kind as 'next' | 'payoff',
    amount: koboToNaira(payment.amountKobo),
    instalments: payment.numbers,
    authorization_url: payment.authorizationUrl,
  };
}
