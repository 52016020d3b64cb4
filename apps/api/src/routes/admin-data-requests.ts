import { listDataRequests } from '../db/data-rights-repository.ts';
import { route, routes } from '../http/route.ts';
import { requireStaff } from '../staff/staff-sessions.ts';

const LIST_LENGTH = 200;

/**
 * The console's list of shoppers' data requests (NDPA), newest first, each with its due date: who reads the
 * audit trail reads these (the shopper named by public id only).
 */
export const adminDataRequestRoutes = routes(
  route('GET /admin/data-requests', requireStaff('audit:read'), async (c, _request) => {
    const rows = await listDataRequests(c.get('db'), LIST_LENGTH);
    return c.json({
      success: true,
      message: 'Data requests',
      data: rows.map((row) => ({
        id: row.publicId,
        shopper: row.shopper,
        kind: row.kind,
        requestedAt: row.requestedAt.toISOString(),
        dueAt: row.dueAt.toISOString(),
        answeredAt: row.answeredAt?.toISOString() ?? null,
        outcome: row.outcome,
        refusal: row.refusal,
      })),
    });
  }),
);
