import { parseCalendarDate } from '@oja/domain';
import { findAuditEvents } from '../db/audit-query-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { toWireAuditEvent } from '../wire/audit.ts';

const DATES_REFUSED = 'Enter the dates as YYYY-MM-DD, the first no later than the last';
const DEFAULT_PAGE_SIZE = 50;

/** The console's audit screen: every staff write, newest first, with filters (owner and finance). */
export const adminAuditRoutes = routes(
  route('GET /admin/audit', requireStaff('audit:read'), async (c, request) => {
    const { staffEmail, action, targetType, targetId, from, to } = request.query;
    const page = request.query.page ?? 1;
    const pageSize = request.query.pageSize ?? DEFAULT_PAGE_SIZE;
    for (const date of [from, to]) {
      if (date !== undefined && parseCalendarDate(date) === null) return refuse(c, 400, DATES_REFUSED);
    }
    if (from && to && from > to) return refuse(c, 400, DATES_REFUSED);
    const found = await findAuditEvents(
      c.get('db'),
      { staffEmail, action, targetType, targetId, from, to },
      { page, pageSize },
    );
    return c.json({
      success: true,
      message: 'Audit trail',
      data: { events: found.rows.map(toWireAuditEvent), total: found.total, page, pageSize },
    });
  }),
);
