import type { Database } from '../db/connect.ts';
import { findConsent } from '../db/consents-repository.ts';
import type { CreditBureau, CreditCheck, CreditCheckRequest } from './credit-bureau.ts';

/** Thrown instead of asking a bureau for a check that has no credit-check consent on record. */
export class CreditCheckWithoutConsent extends Error {
  constructor(reference: string) {
    super(`no credit-check consent on record for ${reference}: the bureau was not asked`);
    this.name = 'CreditCheckWithoutConsent';
  }
}

/**
 * The only way the server asks a credit bureau: the check's reference must name a credit-check consent of
 * this shopper, given and not withdrawn, already stored (NDPA: the bureau is asked on the shopper's consent,
 * and that consent can be shown). Without one the bureau is never called.
 */
export async function askBureauWithConsent(
  db: Database,
  bureau: CreditBureau,
  request: CreditCheckRequest & { userId: number },
): Promise<CreditCheck> {
  const consent = await findConsent(db, request.reference);
  if (consent?.kind !== 'credit-check' || consent.userId !== request.userId || consent.withdrawnAt !== null) {
    throw new CreditCheckWithoutConsent(request.reference);
  }
  const { userId: _userId, ...check } = request;
  return bureau.check(check);
}
