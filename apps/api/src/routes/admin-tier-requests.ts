import { formatKobo, instalmentLimit, validateTierDecision } from '@oja/domain';
import {
  decideTierRequest,
  findTierRequest,
  listTierRequests,
  tierRequestFacts,
} from '../db/tier-requests-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { toWireTierRequest } from '../wire/tier-request.ts';

const REQUEST_NOT_FOUND = 'No such Tier 2 request';
const ALREADY_DECIDED = 'This request has already been decided.';
const QUEUE_LENGTH = 200;

/** The email a decision sends: the new limit, or the reason in the staff member's own words. */
function decisionEmail(decision: 'approve' | 'refuse', reason: string | null) {
  return decision === 'approve'
    ? {
        subject: 'Your Oja account is now Tier 2',
        text: `Good news: your Tier 2 upgrade is approved.\nYou can now buy on instalments up to ${formatKobo(instalmentLimit(true))} in all.`,
      }
    : {
        subject: 'Your Oja Tier 2 request',
        text: `We could not upgrade your account to Tier 2 this time.\n\n${reason}\n\nYou can still buy on instalments up to ${formatKobo(instalmentLimit(false))} in all, and ask again from your account.`,
      };
}

/** The console's Tier 2 queue: the waiting requests with each shopper's facts, and one decision each. */
export const adminTierRequestRoutes = routes(
  route('GET /admin/tier-requests', requireStaff('tier2:decide'), async (c, request) => {
    const status = request.query.status ?? 'waiting';
    const requests = await listTierRequests(c.get('db'), status, QUEUE_LENGTH);
    return c.json({ success: true, message: 'Tier 2 requests', data: requests.map(toWireTierRequest) });
  }),
  route(
    'POST /admin/tier-requests/{requestId}/decision',
    requireStaff('tier2:decide'),
    async (c, request) => {
      const check = validateTierDecision(request.body);
      if (!check.ok) return refuseInvalid(c, check.errors);
      const requestId = Number(request.params.requestId);
      if (!Number.isSafeInteger(requestId)) return refuse(c, 404, REQUEST_NOT_FOUND);
      const db = c.get('db');
      const now = c.get('now')();
      const found = await findTierRequest(db, requestId);
      if (!found) return refuse(c, 404, REQUEST_NOT_FOUND);
      const { decision, reason } = check.value;
      const staff = c.get('staff');
      const decided = await db.transaction(async (tx) => {
        const done = await decideTierRequest(tx, requestId, { decision, reason, staffId: staff.id }, now);
        if (!done) return false;
        await auditWrite(
          tx,
          staff,
          { clientAddress: c.get('clientAddress'), now },
          {
            action: decision === 'approve' ? 'tier2.approve' : 'tier2.refuse',
            target: { type: 'shopper', id: found.user.userId },
            before: { request: String(requestId), status: 'waiting', isTier2: found.user.isTier2 },
            after: {
              request: String(requestId),
              status: decision === 'approve' ? 'approved' : 'refused',
              isTier2: decision === 'approve' || found.user.isTier2,
              ...(reason ? { reason } : {}),
            },
          },
        );
        return true;
      });
      if (!decided) return refuse(c, 409, ALREADY_DECIDED);
      await c.get('email').send({ to: found.user.email, ...decisionEmail(decision, reason) });
      const after = await tierRequestFacts(db, requestId);
      if (!after) return refuse(c, 404, REQUEST_NOT_FOUND);
      return c.json({
        success: true,
        message: decision === 'approve' ? 'Tier 2 approved' : 'Tier 2 refused',
        data: toWireTierRequest(after),
      });
    },
  ),
);
