import { type PackingSlipRow, packingSlipsOf } from '../db/packing-slips-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { originOf } from './admin-orders.ts';

/** The most slips printed at once: a page of the fulfilment queue. */
const MAX_SLIPS = 100;

/** A slip as openapi.yaml's PackingSlip has it. */
const toWirePackingSlip = (row: PackingSlipRow) => ({
  orderNumber: row.orderNumber,
  placedAt: row.createdAt.toISOString(),
  fulfilmentStatus: row.fulfilmentStatus,
  recipient: [row.firstName, row.lastName].filter(Boolean).join(' '),
  phoneNumber: row.phoneNumber,
  address: { street: row.street, state: row.state },
  items: row.items,
  carrier: row.shipment?.carrier ?? null,
  trackingNumber: row.shipment?.trackingNumber ?? null,
});

/**
 * Packing slips and waybills: the shopper's name, phone and address go in the box and on it, so only members
 * who fulfil orders read them (fulfilment:write, checked here, not only by the console hiding the button), and
 * each slip is an audited view of the shopper's address, as the order's page is (issue 42).
 */
export const adminPackingSlipRoutes = routes(
  route('GET /admin/packing-slips', requireStaff('fulfilment:write'), async (c, request) => {
    const asked = [
      ...new Set(
        request.query.orders
          .split(',')
          .map((n) => n.trim().toUpperCase())
          .filter((n) => n !== ''),
      ),
    ];
    if (asked.length === 0 || asked.length > MAX_SLIPS) {
      const message = `Give 1 to ${MAX_SLIPS} order numbers`;
      return refuse(c, 400, message, { errors: [{ field: 'orders', message }] });
    }
    const db = c.get('db');
    const rows = await packingSlipsOf(db, asked);
    const byNumber = new Map(rows.map((row) => [row.orderNumber, row]));
    const slips = asked.flatMap((n) => {
      const row = byNumber.get(n);
      return row ? [row] : [];
    });
    const staff = c.get('staff');
    const origin = originOf(c, c.get('now')());
    await db.transaction(async (tx) => {
      for (const slip of slips) {
        await auditWrite(tx, staff, origin, {
          action: 'order.packing-slip',
          target: { type: 'shopper', id: slip.shopperId },
          after: { orderNumber: slip.orderNumber, addressShown: true },
        });
      }
    });
    return c.json({
      success: true as const,
      message: 'Packing slips',
      data: { slips: slips.map(toWirePackingSlip), missing: asked.filter((n) => !byNumber.has(n)) },
    });
  }),
);
