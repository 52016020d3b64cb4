import type { ConsentRow } from '../db/consents-repository.ts';

/** One consent on record as the account area shows it. */
export function toWireConsent(row: ConsentRow) {
  return {
    kind: row.kind,
    textVersion: row.textVersion,
    wording: row.wording,
    channel: row.channel,
    device: row.device,
    consentedAt: row.consentedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}
