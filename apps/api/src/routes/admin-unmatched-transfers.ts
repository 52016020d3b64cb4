import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { orders } from '../db/schema.ts';
import type { StaffRow } from '../db/staff-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { decideUnmatchedTransfer, requestUnmatchedRefund } from '../money/unmatched-refund.ts';
import {
  listUnmatchedTransfers,
  matchUnmatchedTransfer,
  type UnmatchedTransferRow,
} from '../money/unmatched-transfer.ts';
import { auditWrite } from '../staff/audit.ts';
import { NOT_PERMITTED, requireStaff, stillPermitted } from '../staff/staff-sessions.ts';
import { originOf } from './admin-orders.ts';

const NOT_FOUND = 'Unmatched transfer not found';

/** The queue as the console shows it (issue 44): amount, time, account and the provider's reference. */
async function queueAnswer(db: Database, viewer: StaffRow, message: string) {
  const rows = await listUnmatchedTransfers(db);
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))];
  const numbers = new Map(
    orderIds.length === 0
      ? []
      : (
          await db
            .select({ id: orders.id, orderNumber: orders.orderNumber })
            .from(orders)
            .where(inArray(orders.id, orderIds))
        ).map((o) => [o.id, o.orderNumber]),
  );
  return {
    success: true as const,
    message,
    data: {
      transfers: rows.map((row: UnmatchedTransferRow) => ({
        id: String(row.id),
        amountKobo: row.amountKobo,
        receivedAt: row.receivedAt.toISOString(),
        accountNumber: row.accountNumber,
        providerReference: row.providerReference,
        status: row.status as 'open' | 'awaiting-approval' | 'matched' | 'refunded',
        resolution: row.resolution as 'match' | 'refund' | null,
        orderNumber: row.orderId === null ? null : (numbers.get(row.orderId) ?? null),
        reason: row.reason,
        requestedByMe: row.requestedBy === viewer.id,
      })),
    },
  };
}

/** The decision's message: what was decided, of what ('Match approved', 'Refund rejected'). */
const DECIDED = {
  match: { approve: 'Match approved', reject: 'Match rejected' },
  refund: { approve: 'Refund approved', reject: 'Refund rejected' },
} as const;

/**
 * The console's unmatched transfers: list, match to an order or refund to the sender (maker-checker at
 * ₦100,000), decide.
 */
export const adminUnmatchedTransferRoutes = routes(
  route('GET /admin/unmatched-transfers', requireStaff('orders:read'), async (c) =>
    c.json(await queueAnswer(c.get('db'), c.get('staff'), 'Unmatched transfers')),
  ),
  route(
    'POST /admin/unmatched-transfers/{transferId}/match',
    requireStaff('refunds:create'),
    async (c, request) => {
      const db = c.get('db');
      const staff = c.get('staff');
      const now = c.get('now')();
      const id = Number(request.params.transferId);
      if (!Number.isSafeInteger(id)) return refuse(c, 404, NOT_FOUND);
      const outcome = await db.transaction(async (tx) => {
        if (!(await stillPermitted(tx, staff, 'refunds:create'))) return null;
        const result = await matchUnmatchedTransfer(
          tx,
          { id, orderNumber: request.body.orderNumber, reason: request.body.reason, staffId: staff.id },
          new Date(now),
        );
        if (result.kind !== 'refused') {
          await auditWrite(tx, staff, originOf(c, now), {
            action: 'unmatched-transfer.match',
            target: { type: 'unmatched-transfer', id: String(id) },
            after: {
              orderNumber: request.body.orderNumber,
              reason: request.body.reason,
              amountKobo: result.transfer.amountKobo,
              status: result.transfer.status,
            },
          });
        }
        return result;
      });
      if (!outcome) return refuse(c, 403, NOT_PERMITTED);
      if (outcome.kind === 'refused') return refuse(c, outcome.status, outcome.message);
      const message =
        outcome.kind === 'matched'
          ? `Transfer matched to ${request.body.orderNumber}`
          : "Match waits for a second staff member's approval";
      return c.json(await queueAnswer(db, staff, message));
    },
  ),
  route(
    'POST /admin/unmatched-transfers/{transferId}/refund',
    requireStaff('refunds:create'),
    async (c, request) => {
      const db = c.get('db');
      const staff = c.get('staff');
      const now = c.get('now')();
      const id = Number(request.params.transferId);
      if (!Number.isSafeInteger(id)) return refuse(c, 404, NOT_FOUND);
      const outcome = await db.transaction(async (tx) => {
        if (!(await stillPermitted(tx, staff, 'refunds:create'))) return null;
        const result = await requestUnmatchedRefund(
          tx,
          { id, reason: request.body.reason, staffId: staff.id },
          new Date(now),
        );
        if (result.kind !== 'refused') {
          await auditWrite(tx, staff, originOf(c, now), {
            action: 'unmatched-transfer.refund',
            target: { type: 'unmatched-transfer', id: String(id) },
            after: {
              reason: request.body.reason,
              amountKobo: result.transfer.amountKobo,
              status: result.transfer.status,
            },
          });
        }
        return result;
      });
      if (!outcome) return refuse(c, 403, NOT_PERMITTED);
      if (outcome.kind === 'refused') return refuse(c, outcome.status, outcome.message);
      const message =
        outcome.kind === 'refunded'
          ? 'Transfer refunded to its sender'
          : "Refund waits for a second staff member's approval";
      return c.json(await queueAnswer(db, staff, message));
    },
  ),
  route(
    'POST /admin/unmatched-transfers/{transferId}/decision',
    requireStaff('refunds:approve'),
    async (c, request) => {
      const db = c.get('db');
      const staff = c.get('staff');
      const now = c.get('now')();
      const id = Number(request.params.transferId);
      if (!Number.isSafeInteger(id)) return refuse(c, 404, NOT_FOUND);
      const approve = request.body.decision === 'approve';
      const outcome = await db.transaction(async (tx) => {
        // The checker's role as it is now (maker-checker is access), as for refunds.
        if (!(await stillPermitted(tx, staff, 'refunds:approve'))) return null;
        const { what, result } = await decideUnmatchedTransfer(tx, { id, approve, staff }, new Date(now));
        if (result.kind !== 'refused') {
          // A refund's decision is named apart from a match's, so the trail says which was decided.
          await auditWrite(tx, staff, originOf(c, now), {
            action: `unmatched-transfer.${what === 'refund' ? 'refund.' : ''}${approve ? 'approve' : 'reject'}`,
            target: { type: 'unmatched-transfer', id: String(id) },
            before: { status: 'awaiting-approval' },
            after: { status: result.transfer.status, amountKobo: result.transfer.amountKobo },
          });
        }
        return { what, result };
      });
      if (!outcome) return refuse(c, 403, NOT_PERMITTED);
      const { what, result } = outcome;
      if (result.kind === 'refused') return refuse(c, result.status, result.message);
      return c.json(await queueAnswer(db, staff, DECIDED[what][approve ? 'approve' : 'reject']));
    },
  ),
);
