import { can, STAFF_NOTE_INVALID, validateStaffNote } from '@oja/domain';
import type { Context } from 'hono';
import type { Database } from '../db/connect.ts';
import { creditFacts, creditStanding } from '../db/credit-repository.ts';
import {
  findShopper,
  insertShopperNote,
  type ShopperRow,
  searchShoppers,
  shopperRecords,
} from '../db/shoppers-repository.ts';
import type { StaffRow } from '../db/staff-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff, type StaffEnv } from '../staff/staff-sessions.ts';
import { toWireShopperMatch, toWireShopperPage } from '../wire/shopper.ts';

const SHOPPER_NOT_FOUND = 'Shopper not found';

const originOf = (c: Context<StaffEnv>, now: number) => ({ clientAddress: c.get('clientAddress'), now });

/** The page as `viewer` may see it: the BVN's last four only for a role with identity:bvn. */
export async function shopperPage(db: Database, shopper: ShopperRow, viewer: StaffRow, now: number) {
  const [records, credit, standing] = await Promise.all([
    shopperRecords(db, shopper),
    creditFacts(db, shopper.id),
    creditStanding(db, shopper.id),
  ]);
  return toWireShopperPage(
    shopper,
    records,
    credit.owedKobo,
    standing,
    can(viewer.role, 'identity:bvn'),
    now,
  );
}

/**
 * The console's shopper page (issue 45): search by name, email, phone or order number, the page, and staff
 * notes. Every view is audited (issue 42: each staff view of a BVN or address is in the trail), with whether
 * the BVN's digits were shown.
 */
export const adminShopperRoutes = routes(
  route('GET /admin/shoppers', requireStaff('orders:read'), async (c, request) => {
    const rows = await searchShoppers(c.get('db'), request.query.q);
    return c.json({ success: true, message: 'Shoppers', data: { shoppers: rows.map(toWireShopperMatch) } });
  }),
  route('GET /admin/shoppers/{userId}', requireStaff('orders:read'), async (c, request) => {
    const db = c.get('db');
    const shopper = await findShopper(db, request.params.userId);
    if (!shopper) return refuse(c, 404, SHOPPER_NOT_FOUND);
    const staff = c.get('staff');
    const page = await shopperPage(db, shopper, staff, c.get('now')());
    await auditWrite(db, staff, originOf(c, c.get('now')()), {
      action: 'shopper.view',
      target: { type: 'shopper', id: shopper.userId },
      after: {
        bvnShown: page.shopper.bvnLast4 !== null,
        addressCheckShown: page.shopper.addressCheck !== null,
      },
    });
    return c.json({ success: true, message: 'Shopper', data: page });
  }),
  route('POST /admin/shoppers/{userId}/notes', requireStaff('orders:note'), async (c, request) => {
    const db = c.get('db');
    const shopper = await findShopper(db, request.params.userId);
    if (!shopper) return refuse(c, 404, SHOPPER_NOT_FOUND);
    // The same rule as an order's note (the domain's validateStaffNote).
    const check = validateStaffNote(request.body);
    if (!check.ok) {
      const message = check.errors.text ?? STAFF_NOTE_INVALID;
      return refuse(c, 422, message, { errors: [{ field: 'text', message }] });
    }
    const { text } = check.value;
    const now = c.get('now')();
    const staff = c.get('staff');
    await db.transaction(async (tx) => {
      await insertShopperNote(tx, { userId: shopper.id, staffId: staff.id, text, at: new Date(now) });
      await auditWrite(tx, staff, originOf(c, now), {
        action: 'shopper.note',
        target: { type: 'shopper', id: shopper.userId },
        after: { text },
      });
    });
    return c.json(
      { success: true, message: 'Note added', data: await shopperPage(db, shopper, staff, now) },
      201,
    );
  }),
);
