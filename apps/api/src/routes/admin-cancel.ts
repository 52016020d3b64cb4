import { formatKobo, validateCancellation } from '@oja/domain';
import { findAdminOrder } from '../db/admin-orders-repository.ts';
import { fulfilmentStatusOf } from '../db/fulfilment-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { cancelPaidOrder } from '../money/cancel.ts';
import { NOT_PERMITTED, requireStaff } from '../staff/staff-sessions.ts';
import { adminOrderAnswer, ORDER_NOT_FOUND, originOf } from './admin-orders.ts';

/**
 * Cancelling a paid order before it ships (fulfilment:write): the reason is judged here, the cancellation and
 * its refund are money/cancel.ts's (one transaction under the order's lock, audited with it).
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
    const order = { id: row.order.id, orderNumber: row.order.orderNumber };
    const outcome = await cancelPaidOrder(
      db,
      { order, reason: check.value.reason },
      staff,
      originOf(c, c.get('now')()),
    );
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
