import { bureauFile, lagosCalendarDate, monthEnd } from '@oja/domain';
import { bureauAccounts } from '../db/credit-bureau-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { originOf } from './admin-orders.ts';

const BAD_MONTH = 'Choose a month that has ended (YYYY-MM)';

/**
 * The monthly credit-bureau submission file (issue 45; docs/api/credit-bureau-file.md): every instalment
 * account as it stood at the end of a month that has ended, as CSV. For the people who make lending decisions
 * (tier2:decide); each download is in the audit trail.
 */
export const adminCreditBureauRoutes = routes(
  route('GET /admin/credit-bureau-file', requireStaff('tier2:decide'), async (c, request) => {
    const { month } = request.query;
    const now = c.get('now')();
    const asOf = monthEnd(month);
    const today = lagosCalendarDate(now);
    if (asOf === null || asOf >= today) return refuse(c, 400, BAD_MONTH);
    const db = c.get('db');
    const accounts = await bureauAccounts(db, asOf);
    await auditWrite(db, c.get('staff'), originOf(c, now), {
      action: 'credit-bureau.download',
      target: { type: 'credit-bureau-file', id: month },
      after: { accounts: accounts.length },
    });
    return c.body(bureauFile(month, accounts), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="oja-credit-bureau-${month}.csv"`,
    });
  }),
);
