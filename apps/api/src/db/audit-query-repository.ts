import type { CalendarDate } from '@oja/domain';
import { addDays, lagosDayStart } from '@oja/domain';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { auditEvents } from './schema.ts';

export interface AuditFilter {
  /** The staff member's email, exactly (as kept at the time). */
  staffEmail?: string | undefined;
  /** An action, or a family of them: 'order' matches 'order.ship', 'order.note'… */
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Lagos days, both included. */
  from?: CalendarDate | undefined;
  to?: CalendarDate | undefined;
}

/** `%` and `_` typed in a filter are letters, not LIKE's wildcards. */
const literal = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The audit trail, newest first, filtered and paged; with the total count of what matches. */
export async function findAuditEvents(
  db: Database,
  filter: AuditFilter,
  page: { page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (filter.staffEmail) conditions.push(eq(auditEvents.staffEmail, filter.staffEmail.trim().toLowerCase()));
  if (filter.action) {
    const action = filter.action.trim();
    conditions.push(
      action.includes('.')
        ? eq(auditEvents.action, action)
        : like(auditEvents.action, `${literal(action)}.%`),
    );
  }
  if (filter.targetType) conditions.push(eq(auditEvents.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditEvents.targetId, filter.targetId.trim()));
  if (filter.from) conditions.push(gte(auditEvents.at, new Date(lagosDayStart(filter.from))));
  if (filter.to) conditions.push(lt(auditEvents.at, new Date(lagosDayStart(addDays(filter.to, 1)))));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
