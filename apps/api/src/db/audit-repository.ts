import type { StaffRole } from '@oja/domain';
import type { Database } from './connect.ts';
import { auditEvents } from './schema.ts';

/** One staff write, as the audit trail keeps it (append-only: the table refuses UPDATE and DELETE). */
export interface AuditEntry {
  staff: { id: number; email: string; role: StaffRole };
  action: string;
  target: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  clientAddress: string;
}

/** Appends `entry`; call it in the transaction of the write it records, so neither lands without the other. */
export async function recordAudit(db: Database, entry: AuditEntry, now: number): Promise<void> {
  await db.insert(auditEvents).values({
    staffId: entry.staff.id,
    staffEmail: entry.staff.email,
    role: entry.staff.role,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: new Date(now),
    clientAddress: entry.clientAddress,
  });
}

/**
 * Appends what a shopper did about their own data (a download, a request to close the account) to the same
 * trail. The actor is named 'shopper' with no email and no address: the trail is read by staff, and a closed
 * account's contacts are gone. `shopper` is their public user id (a closed account's pseudonym stays tied to it).
 */
export async function recordShopperAudit(
  db: Database,
  entry: { action: string; shopper: string; after: unknown },
  now: number,
): Promise<void> {
  await db.insert(auditEvents).values({
    staffId: null,
    staffEmail: 'shopper',
    role: 'shopper',
    action: entry.action,
    targetType: 'shopper',
    targetId: entry.shopper,
    before: null,
    after: entry.after,
    at: new Date(now),
    clientAddress: '',
  });
}
