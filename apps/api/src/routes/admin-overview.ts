import { lagosCalendarDate } from '@oja/domain';
import { overviewOf } from '../db/overview-repository.ts';
import { route, routes } from '../http/route.ts';
import { requireStaff } from '../staff/staff-sessions.ts';

/** The console's first screen: today's figures in Lagos and the collection rate of the last 30 days. */
export const adminOverviewRoutes = routes(
  route('GET /admin/overview', requireStaff('orders:read'), async (c) => {
    const today = lagosCalendarDate(c.get('now')());
    return c.json({ success: true, message: 'Overview', data: await overviewOf(c.get('db'), today) });
  }),
);
