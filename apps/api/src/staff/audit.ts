import { recordAudit } from '../db/audit-repository.ts';
import type { Database } from '../db/connect.ts';
import type { StaffRow } from '../db/staff-repository.ts';

/** Where and when a staff write happened: the request's client address and the shop's time. */
export interface WriteOrigin {
  clientAddress: string;
  now: number;
}

/**
 * Appends one staff write to the audit trail: who did it (`actor`), from where and when. Pass the transaction of
 * the write as `db`, so neither lands without the other.
 */
export async function auditWrite(
  db: Database,
  actor: StaffRow,
  origin: WriteOrigin,
  write: { action: string; target: { type: string; id: string }; before?: unknown; after?: unknown },
): Promise<void> {
  await recordAudit(db, { staff: actor, clientAddress: origin.clientAddress, ...write }, origin.now);
}
