import {
  formatKobo,
  kobo,
  koboToNaira,
  refundApprovalRefusal,
  refundNeedsApproval,
  returnRefusal,
  validateRefundRequest,
  validateReturn,
} from '@oja/domain';
import { findAdminOrder, staffNames } from '../db/admin-orders-repository.ts';
import { fulfilmentEventsOf } from '../db/fulfilment-repository.ts';
import type { RefundReason } from '../db/refunds-repository.ts';
import {
  decideStaffRefund,
  insertReturn,
  insertStaffRefund,
  listRefunds,
  lockOrder,
  lockStaffRefund,
  markReturnRefunded,
  openReturnOf,
  refundableOf,
  waitingStaffRefunds,
} from '../db/staff-refunds-repository.ts';
import { refuse } from '../http/refuse.ts';
import { defaulted, route, routes } from '../http/route.ts';
import { payStaffRefund } from '../money/refund.ts';
import { auditWrite } from '../staff/audit.ts';
import { NOT_PERMITTED, requireStaff, stillPermitted } from '../staff/staff-sessions.ts';
import { toWireStaffRefund } from '../wire/admin-staff-refund.ts';
import { adminOrderAnswer, ORDER_NOT_FOUND, originOf } from './admin-orders.ts';

/** Why a return cannot be recorded, in the operator's words (the domain's returnRefusal). */
const RETURN_REFUSED = {
  'not-delivered': 'Only a delivered order can be returned.',
  'report-window-closed': 'The 7-day buyer protection has ended: a fault had to be reported within it.',
  'buyer-protection-ended': 'The 7-day buyer protection has ended: the item cannot be returned now.',
} as const;

const REFUND_NOT_FOUND = 'Refund not found';

/** The console's returns and refunds: record a return, refund (maker-checker), decide, list. */
export const adminRefundRoutes = routes(
  route('POST /admin/orders/{orderNumber}/returns', requireStaff('returns:write'), async (c, request) => {
    const db = c.get('db');
    const row = await findAdminOrder(db, request.params.orderNumber);
    if (!row) return refuse(c, 404, ORDER_NOT_FOUND);
    const check = validateReturn(request.body);
    if (!check.ok) {
      const errors = Object.entries(check.errors).map(([field, message]) => ({ field, message }));
      return refuse(c, 422, errors[0]?.message ?? 'Check the return', { errors });
    }
    const now = c.get('now')();
    const delivered = (await fulfilmentEventsOf(db, [row.order.id])).find((e) => e.status === 'delivered');
    const refusal =
      row.order.fulfilmentStatus === 'delivered'
        ? returnRefusal(check.value.reason, delivered?.at.getTime() ?? null, now)
        : 'not-delivered';
    if (refusal) return refuse(c, 409, RETURN_REFUSED[refusal]);
    const staff = c.get('staff');
    await db.transaction(async (tx) => {
      const recorded = await insertReturn(tx, {
        orderId: row.order.id,
        ...check.value,
        staffId: staff.id,
        createdAt: new Date(now),
      });
      await auditWrite(tx, staff, originOf(c, now), {
        action: 'order.return',
        target: { type: 'order', id: row.order.orderNumber },
        after: { returnId: String(recorded.id), ...check.value, status: 'open' },
      });
    });
    return c.json(
      {
        success: true,
        message: 'Return recorded: collection paused while it is open',
        data: await adminOrderAnswer(db, row, staff),
      },
      201,
    );
  }),
  route('POST /admin/orders/{orderNumber}/refunds', requireStaff('refunds:create'), async (c, request) => {
    const db = c.get('db');
    const row = await findAdminOrder(db, request.params.orderNumber);
    if (!row) return refuse(c, 404, ORDER_NOT_FOUND);
    const staff = c.get('staff');
    const now = c.get('now')();
    const { amountKobo, reason, returnId } = request.body;
    const outcome = await db.transaction(async (tx) => {
      if (!(await stillPermitted(tx, staff, 'refunds:create'))) {
        return { refused: 403 as const, errors: {}, refund: null };
      }
      await lockOrder(tx, row.order.id);
      const { refundableKobo } = await refundableOf(tx, row.order.id);
      const check = validateRefundRequest({ amount: koboToNaira(kobo(amountKobo)), reason }, refundableKobo);
      if (!check.ok) return { refused: 422 as const, errors: check.errors, refund: null };
      const forReturn =
        returnId === undefined ? undefined : await openReturnOf(tx, row.order.id, Number(returnId));
      if (returnId !== undefined && !forReturn) return { refused: 409 as const, errors: {}, refund: null };
      const waits = refundNeedsApproval(check.value.amountKobo);
      const refund = await insertStaffRefund(tx, {
        orderId: row.order.id,
        returnId: forReturn?.id ?? null,
        kind: forReturn ? 'return' : 'goodwill',
        amountKobo: check.value.amountKobo,
        reason: check.value.reason,
        status: waits ? 'awaiting-approval' : 'approved',
        requestedBy: staff.id,
        createdAt: new Date(now),
      });
      // Under the threshold it is paid now: refundableOf was read under the order's lock, so it is covered.
      if (!waits) {
        if (!(await payStaffRefund(tx, refund, new Date(now)))) throw new Error('refund not covered');
        if (forReturn) await markReturnRefunded(tx, forReturn.id, new Date(now));
      }
      await auditWrite(tx, staff, originOf(c, now), {
        action: 'order.refund',
        target: { type: 'order', id: row.order.orderNumber },
        after: {
          refundId: String(refund.id),
          amountKobo: refund.amountKobo,
          reason: refund.reason,
          status: refund.status,
          ...(forReturn ? { returnId: String(forReturn.id) } : {}),
        },
      });
      return { refused: null, errors: {}, refund };
    });
    if (!outcome.refund) {
      if (outcome.refused === 403) return refuse(c, 403, NOT_PERMITTED);
      if (outcome.refused === 409) return refuse(c, 409, 'That return is not open on this order.');
      const errors = Object.entries(outcome.errors).map(([field, message]) => ({
        field: field === 'amount' ? 'amountKobo' : field,
        message,
      }));
      return refuse(c, 422, errors[0]?.message ?? 'Check the refund', { errors });
    }
    const amount = formatKobo(outcome.refund.amountKobo);
    const message =
      outcome.refund.status === 'approved'
        ? `Refund of ${amount} queued: the shopper is paid back the way they paid`
        : `Refund of ${amount} waits for a second staff member's approval`;
    return c.json({ success: true, message, data: await adminOrderAnswer(db, row, staff) }, 201);
  }),
  route('POST /admin/refunds/{refundId}/decision', requireStaff('refunds:approve'), async (c, request) => {
    const db = c.get('db');
    const staff = c.get('staff');
    const now = c.get('now')();
    const id = Number(request.params.refundId);
    if (!Number.isSafeInteger(id)) return refuse(c, 404, REFUND_NOT_FOUND);
    const approve = request.body.decision === 'approve';
    const outcome = await db.transaction(async (tx) => {
      // The checker's role as it is now, not as it was when the request began (maker-checker is access).
      if (!(await stillPermitted(tx, staff, 'refunds:approve'))) {
        return { refused: 403 as const, message: NOT_PERMITTED, orderNumber: null };
      }
      const locked = await lockStaffRefund(tx, id);
      if (!locked) return { refused: 404 as const, message: REFUND_NOT_FOUND, orderNumber: null };
      const { refund: waiting, orderNumber } = locked;
      const refusal = refundApprovalRefusal(
        { id: String(staff.id), role: staff.role },
        { makerId: String(waiting.requestedBy), waitingForApproval: waiting.status === 'awaiting-approval' },
      );
      if (refusal === 'own-refund') {
        return {
          refused: 409 as const,
          message: 'You asked for this refund: another staff member must decide it.',
          orderNumber: null,
        };
      }
      if (refusal) {
        return {
          refused: 409 as const,
          message: `This refund is already ${waiting.status}.`,
          orderNumber: null,
        };
      }
      if (approve) {
        await lockOrder(tx, waiting.orderId);
        if (!(await payStaffRefund(tx, waiting, new Date(now)))) {
          const { paymentsKobo } = await refundableOf(tx, waiting.orderId);
          return {
            refused: 409 as const,
            message: `Only ${formatKobo(paymentsKobo)} is left to pay back on this order: reject this refund and ask for a smaller one.`,
            orderNumber: null,
          };
        }
        if (waiting.returnId !== null) await markReturnRefunded(tx, waiting.returnId, new Date(now));
      }
      const status = approve ? 'approved' : 'rejected';
      await decideStaffRefund(tx, { id, status, staffId: staff.id, at: new Date(now) });
      await auditWrite(tx, staff, originOf(c, now), {
        action: approve ? 'refund.approve' : 'refund.reject',
        target: { type: 'order', id: orderNumber },
        before: { refundId: String(id), status: 'awaiting-approval' },
        after: { refundId: String(id), status, amountKobo: waiting.amountKobo },
      });
      return { refused: null, message: '', orderNumber };
    });
    if (outcome.orderNumber === null) return refuse(c, outcome.refused, outcome.message);
    const row = await findAdminOrder(db, outcome.orderNumber);
    if (!row) return refuse(c, 404, ORDER_NOT_FOUND);
    return c.json({
      success: true,
      message: approve ? 'Refund approved' : 'Refund rejected',
      data: await adminOrderAnswer(db, row, staff),
    });
  }),
  route('GET /admin/refunds', requireStaff('orders:read'), async (c, request) => {
    const db = c.get('db');
    const query = defaulted(request.query, 'page', 'pageSize');
    const [{ rows, total }, awaiting] = await Promise.all([
      listRefunds(db, {
        ...(query.status ? { status: query.status } : {}),
        page: query.page,
        pageSize: query.pageSize,
      }),
      waitingStaffRefunds(db),
    ]);
    const names = await staffNames(
      db,
      awaiting.map((a) => a.refund.requestedBy),
    );
    const viewer = c.get('staff');
    return c.json({
      success: true,
      message: 'Refunds',
      data: {
        awaiting: awaiting.map((a) => toWireStaffRefund(a.refund, a.orderNumber, names, viewer)),
        refunds: rows.map(({ refund, orderNumber }) => ({
          reference: refund.reference,
          orderNumber,
          amountKobo: refund.amountKobo,
          reason: refund.reason as RefundReason,
          sourceReference: refund.sourceReference,
          status: refund.status,
          createdAt: refund.createdAt.toISOString(),
          settledAt: refund.settledAt?.toISOString() ?? null,
          failure: refund.failure,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      },
    });
  }),
);
