import type { auditEvents } from '../db/schema.ts';

/** One staff write as the console shows it: who (email and role at the time), what, to what, before and after. */
export function toWireAuditEvent(row: typeof auditEvents.$inferSelect) {
  return {
    id: String(row.id),
    staffEmail: row.staffEmail,
    role: row.role,
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    before: row.before ?? null,
    after: row.after ?? null,
    at: row.at.toISOString(),
    clientAddress: row.clientAddress,
  };
}
