import { formatKobo, returnRefusal, validateReturn } from '@oja/domain';
import { findAdminOrder, staffNames } from '../db/admin-orders-repository.ts';
import { fulfilmentEventsOf } from '../db/fulfilment-repository.ts';
import type { RefundReason } from '../db/refunds-repository.ts';
import { insertReturn, listRefunds, waitingStaffRefunds } from '../db/staff-refunds-repository.ts';
import { refuse } from '../http/refuse.ts';
import { defaulted, route, routes } from '../http/route.ts';
import { decideWaitingRefund, requestStaffRefund, STAFF_REFUND_NOT_FOUND } from '../money/staff-refund.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { toWireStaffRefund } from '../wire/admin-staff-refund.ts';
import { adminOrderAnswer, ORDER_NOT_FOUND, originOf } from './admin-orders.ts';

/** Why a return cannot be recorded, in the operator's words (the domain's returnRefusal). */
const RETURN_REFUSED = {
  'not-delivered': 'Only a delivered order can be returned.',
  'report-window-closed': 'The 7-day buyer protection has ended: a fault had to be reported within it.',
  'buyer-protection-ended': 'The 7-day buyer protection has ended: the item cannot be returned now.',
} as const;

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
    const order = { id: row.order.id, orderNumber: row.order.orderNumber };
    const outcome = await requestStaffRefund(
      db,
      { ...request.body, order },
      staff,
      originOf(c, c.get('now')()),
    );
    if ('refused' in outcome) {
      const { refused, message, errors } = outcome;
      return refuse(c, refused, message, errors ? { errors } : {});
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
    if (!Number.isSafeInteger(id)) return refuse(c, 404, STAFF_REFUND_NOT_FOUND);
    const approve = request.body.decision === 'approve';
    const outcome = await decideWaitingRefund(db, { refundId: id, approve }, staff, originOf(c, now));
    if ('refused' in outcome) return refuse(c, outcome.refused, outcome.message);
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
