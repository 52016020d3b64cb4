import { type FulfilmentStatus, lagosCalendarDate, type Shipment, validateShipment } from '@oja/domain';
import type { Context } from 'hono';
import { findAdminOrder } from '../db/admin-orders-repository.ts';
import type { Database } from '../db/connect.ts';
import { type FulfilmentMove, fulfilmentStatusOf, moveFulfilment } from '../db/fulfilment-repository.ts';
import type { StaffRow } from '../db/staff-repository.ts';
import { route, routes } from '../http/route.ts';
import { sendOrderEmail } from '../settlement/order-emails.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff, type StaffEnv } from '../staff/staff-sessions.ts';
import { MOVES, notPaid, originOf, refusedMove } from './admin-orders.ts';

type Action = keyof typeof MOVES;
interface BulkLine {
  orderNumber: string;
  carrier?: string;
  trackingNumber?: string;
  expectedDelivery?: string;
}
type LineOutcome =
  | { moved: { orderNumber: string; from: FulfilmentStatus; to: FulfilmentMove }; orderId: number }
  | { refused: { orderNumber: string; reason: string } };

/** A number given twice (in any case) counts once: the first line with it is the one that moves. */
function distinctLines(lines: readonly BulkLine[]): BulkLine[] {
  const seen = new Set<string>();
  return lines.flatMap((line) => {
    const orderNumber = line.orderNumber.trim().toUpperCase();
    if (seen.has(orderNumber)) return [];
    seen.add(orderNumber);
    return [{ ...line, orderNumber }];
  });
}

/**
 * Moves one order of a bulk request exactly as the single move does: the domain's rule through
 * moveFulfilment's conditional UPDATE, in its own transaction with its own audit event, so one order that
 * cannot move never holds back the others, and a repeat or a second submit finds each order moved already.
 */
async function moveOne(
  c: Context<StaffEnv>,
  staff: StaffRow,
  action: Action,
  line: BulkLine,
): Promise<LineOutcome> {
  const db = c.get('db');
  const row = await findAdminOrder(db, line.orderNumber);
  const orderNumber = row?.order.orderNumber ?? line.orderNumber;
  if (!row) return { refused: { orderNumber, reason: `Order ${orderNumber} not found.` } };
  if (row.order.status !== 'paid') return { refused: { orderNumber, reason: notPaid(orderNumber) } };
  const now = c.get('now')();
  const to = MOVES[action];
  let shipment: Shipment | undefined;
  if (to === 'shipped') {
    const check = validateShipment(line, lagosCalendarDate(now));
    if (!check.ok) {
      const [first] = Object.values(check.errors);
      return { refused: { orderNumber, reason: `Order ${orderNumber}: ${first ?? 'check the shipment'}.` } };
    }
    shipment = check.value;
  }
  const from = await db.transaction(async (tx) => {
    const moved = await moveFulfilment(tx, {
      orderId: row.order.id,
      to,
      staffId: staff.id,
      ...(shipment ? { shipment } : {}),
      now: new Date(now),
    });
    if (moved) {
      await auditWrite(tx, staff, originOf(c, now), {
        action: `order.${action}`,
        target: { type: 'order', id: orderNumber },
        before: { fulfilmentStatus: moved },
        after: { fulfilmentStatus: to, bulk: true, ...(shipment ?? {}) },
      });
    }
    return moved;
  });
  if (!from) {
    const reason = refusedMove(orderNumber, await fulfilmentStatusOf(db, row.order.id), to);
    return { refused: { orderNumber, reason } };
  }
  return { moved: { orderNumber, from, to }, orderId: row.order.id };
}

/** The shoppers' emails of the orders that shipped or were delivered, recorded with each move, sent now. */
async function sendEmails(c: Context<StaffEnv>, db: Database, to: FulfilmentMove, orderIds: number[]) {
  if (to !== 'shipped' && to !== 'delivered') return;
  for (const orderId of orderIds) {
    await sendOrderEmail({ db, email: c.get('email'), now: c.get('now') }, orderId, to);
  }
}

/** The console's fulfilment queue at volume: many orders packed, shipped or delivered in one request. */
export const adminBulkFulfilmentRoutes = routes(
  route('POST /admin/orders/bulk-fulfilment', requireStaff('fulfilment:write'), async (c, request) => {
    const staff = c.get('staff');
    const { action } = request.body;
    const outcomes: LineOutcome[] = [];
    // One after another: each order is a short transaction of its own, and 100 of them stay well under a
    // second, while running them at once would only queue them on the pool.
    for (const line of distinctLines(request.body.orders)) {
      outcomes.push(await moveOne(c, staff, action, line));
    }
    const moved = outcomes.flatMap((o) => ('moved' in o ? [o] : []));
    const refused = outcomes.flatMap((o) => ('refused' in o ? [o.refused] : []));
    await sendEmails(
      c,
      c.get('db'),
      MOVES[action],
      moved.map((o) => o.orderId),
    );
    const count = moved.length;
    return c.json({
      success: true as const,
      message: `${count} ${count === 1 ? 'order' : 'orders'} ${MOVES[action]}`,
      data: { moved: moved.map((o) => o.moved), refused },
    });
  }),
);
