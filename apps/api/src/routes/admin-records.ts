import { shopperDataArchive } from '../db/data-rights-repository.ts';
import { findShopper } from '../db/shoppers-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { lendingRecordsCsv } from '../records/lending-records.ts';
import { BAD_PERIOD, periodOf } from '../records/period.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';

const SHOPPER_NOT_FOUND = 'Shopper not found';

/**
 * The lending records on demand (issue 42: kept five years, produced within 48 hours): one type's records in a
 * period as CSV, or everything kept about one shopper. Gated on audit:read (the owner and finance: those who
 * answer the regulator) and each export audited before a byte is sent: who, which records, which period.
 */
export const adminRecordRoutes = routes(
  route('GET /admin/records', requireStaff('audit:read'), async (c, request) => {
    const { type, from, to } = request.query;
    const period = periodOf(from, to);
    if (!period) return refuse(c, 400, BAD_PERIOD);
    const db = c.get('db');
    await auditWrite(
      db,
      c.get('staff'),
      { clientAddress: c.get('clientAddress'), now: c.get('now')() },
      { action: 'records.export', target: { type: 'records', id: type }, after: { from, to } },
    );
    return c.body(lendingRecordsCsv(db, type, period), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="oja-${type}-${from}-to-${to}.csv"`,
      // Lending records: kept by no cache on the way.
      'cache-control': 'private, no-store',
    });
  }),
  route('GET /admin/shoppers/{userId}/records', requireStaff('audit:read'), async (c, request) => {
    const db = c.get('db');
    const shopper = await findShopper(db, request.params.userId);
    if (!shopper) return refuse(c, 404, SHOPPER_NOT_FOUND);
    await auditWrite(
      db,
      c.get('staff'),
      { clientAddress: c.get('clientAddress'), now: c.get('now')() },
      { action: 'shopper.records-export', target: { type: 'shopper', id: shopper.userId } },
    );
    // The shopper's own download's archive: one format for the shopper, the regulator and a lawyer.
    const archive = await shopperDataArchive(db, shopper);
    return c.body(JSON.stringify(archive, null, 2), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="oja-shopper-${shopper.userId}.json"`,
      'cache-control': 'private, no-store',
    });
  }),
);
