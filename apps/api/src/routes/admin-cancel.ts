import { formatKobo, lagosCalendarDate, refundNeedsApproval, validateCancellation } from '@oja/domain';
import { findAdminOrder } from '../db/admin-orders-repository.ts';
import { cancelFulfilment, fulfilmentStatusOf } from '../db/fulfilment-repository.ts';
import { endOrderMandatesToday } from '../db/mandates-repository.ts';
import { giveStockBack } from '../db/orders-repository.ts';
import { insertStaffRefund, lockOrder, refundableOf } from '../db/staff-refunds-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { payStaffRefund } from '../money/refund.ts';
import { auditWrite } from '../staff/audit.ts';
import { NOT_PERMITTED, requireStaff, stillPermitted } from '../staff/staff-sessions.ts';
import { adminOrderAnswer, ORDER_NOT_FOUND, originOf } from './admin-orders.ts';

/**
 * Cancelling a paid order before it ships (fulfilment:write), in one transaction under the order's lock: the
 * fulfilment moves to cancelled once, the stock goes back on the shelf, the direct debit ends today, and
 * everything the order can still pay back becomes a staff refund through the settlement core (at ₦100,000 or
 * more it waits for a second staff member, as every refund does). Audited with the same transaction.
 */
export const adminCancelRoutes = routes(
  route('POST /admin/orders/{orderNumber}/cancel', requireStaff('fulfilment:write'), async (c, request) => {
    const db = c.get('db');
    const row = await findAdminOrder(db, request.params.orderNumber);
    if (!row) return refuse(c, 404, ORDER_NOT_FOUND);
    const check = validateCancellation(request.body);
    if (!check.ok) {
      const message = check.errors.reason ?? 'Say why';
      return refuse(c, 422, message, { errors: [{ field: 'reason', message }] });
    }
    const staff = c.get('staff');
    const now = c.get('now')();
    const at = new Date(now);
    const outcome = await db.transaction(async (tx) => {
      // Cancelling pays money back: the role is read again here, not only when the request began.
      if (!(await stillPermitted(tx, staff, 'fulfilment:write'))) return 'not-permitted' as const;
      await lockOrder(tx, row.order.id);
      const from = await cancelFulfilment(tx, { orderId: row.order.id, staffId: staff.id, now: at });
      if (!from) return null;
      await giveStockBack(tx, row.order.id);
      const mandatesEnded = await endOrderMandatesToday(tx, row.order.id, lagosCalendarDate(now));
      const { refundableKobo } = await refundableOf(tx, row.order.id);
      const refund =
        refundableKobo > 0
          ? await insertStaffRefund(tx, {
              orderId: row.order.id,
              kind: 'cancellation',
              amountKobo: refundableKobo,
              reason: check.value.reason,
              status: refundNeedsApproval(refundableKobo) ? 'awaiting-approval' : 'approved',
              requestedBy: staff.id,
              createdAt: at,
            })
          : null;
      if (refund?.status === 'approved' && !(await payStaffRefund(tx, refund, at))) {
        throw new Error('cancellation refund not covered');
      }
      await auditWrite(tx, staff, originOf(c, now), {
        action: 'order.cancel',
        target: { type: 'order', id: row.order.orderNumber },
        before: { fulfilmentStatus: from },
        after: {
          fulfilmentStatus: 'cancelled',
          reason: check.value.reason,
          mandatesEnded,
          ...(refund
            ? { refundId: String(refund.id), refundKobo: refund.amountKobo, refund: refund.status }
            : {}),
        },
      });
      return { refund };
    });
    if (outcome === 'not-permitted') return refuse(c, 403, NOT_PERMITTED);
    if (!outcome) {
      const state = await fulfilmentStatusOf(db, row.order.id);
      return refuse(
        c,
        409,
        row.order.status !== 'paid'
          ? `Order ${row.order.orderNumber} is not paid: there is nothing to cancel.`
          : `Order ${row.order.orderNumber} is ${state}: only an order not yet shipped can be cancelled.`,
      );
    }
    const { refund } = outcome;
    const message = !refund
      ? 'Order cancelled'
      : refund.status === 'approved'
        ? `Order cancelled: ${formatKobo(refund.amountKobo)} is on its way back to the shopper`
        : `Order cancelled: its refund of ${formatKobo(refund.amountKobo)} waits for a second staff member's approval`;
    const cancelled = await findAdminOrder(db, row.order.orderNumber);
    if (!cancelled) return refuse(c, 404, ORDER_NOT_FOUND);
    return c.json({ success: true, message, data: await adminOrderAnswer(db, cancelled, staff) });
  }),
);
