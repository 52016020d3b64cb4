import {
  addDays,
  type FulfilmentStatus,
  lagosCalendarDate,
  parseCalendarDate,
  STAFF_NOTE_INVALID,
  validateShipment,
  validateStaffNote,
} from '@oja/domain';
import type { Context } from 'hono';
import {
  type AdminOrderRow,
  adminOrderRecords,
  findAdminOrder,
  insertOrderNote,
  listAdminOrders,
  staffNames,
} from '../db/admin-orders-repository.ts';
import type { Database } from '../db/connect.ts';
import {
  type FulfilmentMove,
  fulfilmentEventsOf,
  fulfilmentStatusOf,
  moveFulfilment,
} from '../db/fulfilment-repository.ts';
import { refundableOf, returnsAndStaffRefundsOf } from '../db/staff-refunds-repository.ts';
import type { StaffRow } from '../db/staff-repository.ts';
import { refuse } from '../http/refuse.ts';
import { defaulted, route, routes } from '../http/route.ts';
import { sendOrderEmail } from '../settlement/order-emails.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff, type StaffEnv } from '../staff/staff-sessions.ts';
import { toWireAdminOrder, toWireAdminOrderSummary } from '../wire/admin-order.ts';
import { toWireReturn, toWireStaffRefund } from '../wire/admin-staff-refund.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/** What each button of the console does to the order's fulfilment. */
export const MOVES: Record<'pack' | 'ship' | 'deliver', FulfilmentMove> = {
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
};

/** Why a move did not happen, from the order's state now (a wrong move, or another operator was first). */
export function refusedMove(
  orderNumber: string,
  now: FulfilmentStatus | undefined,
  to: FulfilmentMove,
): string {
  if (now === to) return `Order ${orderNumber} is already ${to}.`;
  return `Order ${orderNumber} is ${now ?? 'gone'}: it cannot be ${to} now.`;
}

/** Why an order not paid does not move. */
export const notPaid = (orderNumber: string) =>
  `Order ${orderNumber} is not paid: only a paid order is fulfilled.`;

/** The start of a Lagos day (UTC+1, no daylight saving) as an instant. */
const lagosDayStart = (date: string) => new Date(`${date}T00:00:00+01:00`);

/** The order's page as the console reads it, for the member who asks: the order and every record of it. */
export async function adminOrderAnswer(db: Database, row: AdminOrderRow, viewer: StaffRow) {
  const [records, events, { returns, staffRefunds }, { refundableKobo }] = await Promise.all([
    adminOrderRecords(db, row.order),
    fulfilmentEventsOf(db, [row.order.id]),
    returnsAndStaffRefundsOf(db, row.order.id),
    refundableOf(db, row.order.id),
  ]);
  const names = await staffNames(db, [
    ...events.flatMap((e) => (e.staffId === null ? [] : [e.staffId])),
    ...returns.map((r) => r.staffId),
    ...staffRefunds.flatMap((r) => (r.decidedBy === null ? [r.requestedBy] : [r.requestedBy, r.decidedBy])),
  ]);
  return {
    ...toWireAdminOrder(row, records, events, names),
    refundableKobo,
    returns: returns.map((r) => toWireReturn(r, names)),
    staffRefunds: staffRefunds.map((r) => toWireStaffRefund(r, row.order.orderNumber, names, viewer)),
  };
}

export const originOf = (c: Context<StaffEnv>, now: number) => ({
  clientAddress: c.get('clientAddress'),
  now,
});

/** The console's orders: the list, an order's page, its fulfilment and its notes. */
export const adminOrderRoutes = routes(
  route('GET /admin/orders', requireStaff('orders:read'), async (c, request) => {
    const query = defaulted(request.query, 'sort', 'page', 'pageSize');
    // A day the calendar lacks ('2030-02-30'), or one past year 9999, is refused before it is counted on.
    for (const field of ['from', 'to'] as const) {
      const day = query[field];
      if (day !== undefined && (parseCalendarDate(day) === null || day >= '9999-12-31')) {
        const message = `Enter a real date for ${field}`;
        return refuse(c, 400, message, { errors: [{ field, message }] });
      }
    }
    const from = query.from ? lagosDayStart(query.from) : undefined;
    // `to` is included: orders placed before the next Lagos day starts.
    const before = query.to ? lagosDayStart(addDays(query.to, 1)) : undefined;
    const { rows, total } = await listAdminOrders(c.get('db'), {
      ...(query.paymentStatus ? { paymentStatus: query.paymentStatus } : {}),
      ...(query.fulfilmentStatus ? { fulfilmentStatus: query.fulfilmentStatus } : {}),
      ...(query.plan ? { plan: query.plan } : {}),
      ...(from ? { from } : {}),
      ...(before ? { before } : {}),
      ...(query.q ? { q: query.q } : {}),
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    });
    return c.json({
      success: true,
      message: 'Orders',
      data: { orders: rows.map(toWireAdminOrderSummary), total, page: query.page, pageSize: query.pageSize },
    });
  }),
  route('GET /admin/orders/{orderNumber}', requireStaff('orders:read'), async (c, request) => {
    const db = c.get('db');
    const row = await findAdminOrder(db, request.params.orderNumber);
    if (!row) return refuse(c, 404, ORDER_NOT_FOUND);
    const staff = c.get('staff');
    const data = await adminOrderAnswer(db, row, staff);
    // The page carries the shopper's delivery address: every staff view of an address is in the audit trail
    // (issue 42), under the shopper (the order's own trail, shown on its page, keeps to writes).
    await auditWrite(db, staff, originOf(c, c.get('now')()), {
      action: 'order.view',
      target: { type: 'shopper', id: row.shopper.userId },
      after: { orderNumber: row.order.orderNumber, addressShown: true },
    });
    return c.json({ success: true, message: 'Order', data });
  }),
  route(
    'POST /admin/orders/{orderNumber}/fulfilment',
    requireStaff('fulfilment:write'),
    async (c, request) => {
      const db = c.get('db');
      const row = await findAdminOrder(db, request.params.orderNumber);
      if (!row) return refuse(c, 404, ORDER_NOT_FOUND);
      const { order } = row;
      if (order.status !== 'paid') {
        return refuse(c, 409, notPaid(order.orderNumber));
      }
      const now = c.get('now')();
      const to = MOVES[request.body.action];
      let shipment: ReturnType<typeof validateShipment> | undefined;
      if (to === 'shipped') {
        shipment = validateShipment(request.body, lagosCalendarDate(now));
        if (!shipment.ok) {
          const errors = Object.entries(shipment.errors).flatMap(([field, message]) =>
            message ? [{ field, message }] : [],
          );
          return refuse(c, 422, errors[0]?.message ?? 'Check the shipment', { errors });
        }
      }
      const staff = c.get('staff');
      const from = await db.transaction(async (tx) => {
        const moved = await moveFulfilment(tx, {
          orderId: order.id,
          to,
          staffId: staff.id,
          ...(shipment?.ok ? { shipment: shipment.value } : {}),
          now: new Date(now),
        });
        if (moved) {
          await auditWrite(tx, staff, originOf(c, now), {
            action: `order.${request.body.action}`,
            target: { type: 'order', id: order.orderNumber },
            before: { fulfilmentStatus: moved },
            after: { fulfilmentStatus: to, ...(shipment?.ok ? shipment.value : {}) },
          });
        }
        return moved;
      });
      if (!from)
        return refuse(c, 409, refusedMove(order.orderNumber, await fulfilmentStatusOf(db, order.id), to));
      // Recorded in the move's transaction; sent now, or by the sweep should this send fail.
      if (to === 'shipped' || to === 'delivered') {
        await sendOrderEmail({ db, email: c.get('email'), now: c.get('now') }, order.id, to);
      }
      const moved = await findAdminOrder(db, order.orderNumber);
      if (!moved) return refuse(c, 404, ORDER_NOT_FOUND);
      return c.json({
        success: true,
        message: `Order ${to}`,
        data: await adminOrderAnswer(db, moved, staff),
      });
    },
  ),
  route('POST /admin/orders/{orderNumber}/notes', requireStaff('orders:note'), async (c, request) => {
    const db = c.get('db');
    const row = await findAdminOrder(db, request.params.orderNumber);
    if (!row) return refuse(c, 404, ORDER_NOT_FOUND);
    // The console's note form checks the same rule (the domain's validateStaffNote).
    const check = validateStaffNote(request.body);
    if (!check.ok) {
      const message = check.errors.text ?? STAFF_NOTE_INVALID;
      return refuse(c, 422, message, { errors: [{ field: 'text', message }] });
    }
    const { text } = check.value;
    const now = c.get('now')();
    const staff = c.get('staff');
    await db.transaction(async (tx) => {
      await insertOrderNote(tx, { orderId: row.order.id, staffId: staff.id, text, at: new Date(now) });
      await auditWrite(tx, staff, originOf(c, now), {
        action: 'order.note',
        target: { type: 'order', id: row.order.orderNumber },
        after: { text },
      });
    });
    return c.json(
      { success: true, message: 'Note added', data: await adminOrderAnswer(db, row, c.get('staff')) },
      201,
    );
  }),
);
