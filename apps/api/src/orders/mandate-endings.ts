import { lagosCalendarDate } from '@oja/domain';
import type { Database } from '../db/connect.ts';
import { authorizationStillUsed, mandatesEndingBy } from '../db/mandates-repository.ts';
import { endMandate } from '../money/mandate.ts';
import { logger } from '../ops/log.ts';
import { PaymentProviderError } from '../payments/card-payments.ts';
import type { DirectDebit } from '../payments/direct-debit.ts';

/**
 * Mandates the shopper cancelled whose notice is over are revoked: the provider is told first (its
 * authorization deactivated, unless another of the shopper's active mandates still debits through it, as a
 * linked account's does), then the mandate is marked revoked, once. A provider that does not answer leaves
 * the mandate for the next sweep: until it has confirmed, the shop does not claim the debits have stopped.
 */
export async function endCancelledMandates(deps: {
  db: Database;
  directDebit: DirectDebit;
  now: () => number;
}): Promise<number> {
  const at = deps.now();
  let ended = 0;
  for (const mandate of await mandatesEndingBy(deps.db, lagosCalendarDate(at))) {
    try {
      if (mandate.authorizationCode && !(await authorizationStillUsed(deps.db, mandate))) {
        await deps.directDebit.deactivate(mandate.authorizationCode);
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.warn(`Mandate ${mandate.reference} not ended this time: ${error.message}`);
      continue;
    }
    if (await endMandate(deps.db, mandate, new Date(at))) ended++;
  }
  return ended;
}
