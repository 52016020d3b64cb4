import { lagosCalendarDate } from '@oja/domain';
import { confirmPayAhead, findPayAhead, type PayAheadOutcome } from '../db/pay-ahead-repository.ts';
import type { SettleDeps } from './settle.ts';

/**
 * The one way a payment ahead of the direct debit becomes paid, whoever asks (the browser back from the
 * provider's page, the webhook, the sweep): the reference is verified with the provider, server to server,
 * and the answer applied once by confirmPayAhead. One already settled is answered from the database. Its
 * receipt is an instalment notice, sent by the collector's next tick. A provider that does not answer throws
 * PaymentProviderError: nothing changed, ask again later.
 */
export async function settlePayAhead(
  deps: SettleDeps,
  reference: string,
): Promise<PayAheadOutcome | { kind: 'unknown' }> {
  const payment = await findPayAhead(deps.db, reference);
  if (!payment) return { kind: 'unknown' };
  const settled = payment.status !== 'pending';
  const verified = settled ? null : await deps.cardPayments.verify(reference);
  const now = deps.now();
  return confirmPayAhead(deps.db, payment, verified, new Date(now), lagosCalendarDate(now));
}
