import { randomUUID } from 'node:crypto';
import { addDays, type Kobo, kobo } from '@oja/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/connect.ts';
import { mandates, orderSchedule, orders, standingAccounts, users } from '../../src/db/schema.ts';

/**
 * Shoppers, paid instalment orders and standing accounts written as checkout and the first payment leave them,
 * for the standing-transfer tests (test/standing-transfer.test.ts) and the ledger's transfers.
 */
let made = 0;

export async function insertShopper(db: Database, at: Date): Promise<{ id: number; userId: string }> {
  const n = ++made;
  const [user] = await db
    .insert(users)
    .values({
      userId: randomUUID(),
      email: `standing-${n}-${randomUUID().slice(0, 6)}@example.com`,
      phoneNumber: `+23480${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      firstName: 'Chiamaka',
      lastName: 'Obi',
      passwordHash: 'not-used',
      isEmailVerified: true,
      createdAt: at,
    })
    .returning();
  if (!user) throw new Error('no user');
  return { id: user.id, userId: user.userId };
}

export async function giveStandingAccount(db: Database, userId: number, accountNumber: string, at: Date) {
  await db.insert(standingAccounts).values({
    userId,
    bankName: 'Oja Sandbox Bank',
    accountNumber,
    accountName: 'OJA/CHIAMAKA OBI',
    createdAt: at,
  });
}

/**
 * A paid instalment order with an active mandate: its first payment paid, then `instalments` of `instalmentKobo`
 * due every 7 days from `firstDue` (ISO date).
 */
export async function insertPaidOrder(
  db: Database,
  o: { userId: number; placedAt: Date; firstDue: string; instalments: number; instalmentKobo: number },
): Promise<{ id: number; orderNumber: string }> {
  const orderNumber = `OJA-S${String(++made).padStart(6, '0')}${randomUUID().slice(0, 4).toUpperCase()}`;
  const firstKobo = 2_000_000;
  const total = firstKobo + o.instalments * o.instalmentKobo;
  const [order] = await db
    .insert(orders)
    .values({
      publicId: randomUUID(),
      orderNumber,
      userId: o.userId,
      status: 'paid',
      plan: 'weekly',
      checkoutKey: `standing-${orderNumber}`,
      shippingOption: 'standard',
      deliveryAddressId: randomUUID(),
      deliveryStreet: '5 Bode Thomas Street, Surulere',
      deliveryState: 'Lagos state',
      subtotalKobo: kobo(total),
      vatKobo: kobo(0),
      shippingKobo: kobo(0),
      totalKobo: kobo(total),
      firstPaymentKobo: kobo(firstKobo),
      instalmentCount: o.instalments,
      expiresAt: new Date(o.placedAt.getTime() + 30 * 60_000),
      paidAt: o.placedAt,
      createdAt: o.placedAt,
    } as typeof orders.$inferInsert)
    .returning();
  if (!order) throw new Error('no order');
  await db.insert(orderSchedule).values(
    Array.from({ length: o.instalments + 1 }, (_, number) => ({
      orderId: order.id,
      number,
      amountKobo: kobo(number === 0 ? firstKobo : o.instalmentKobo),
      dueDate: number === 0 ? o.placedAt.toISOString().slice(0, 10) : addDays(o.firstDue, 7 * (number - 1)),
      status: number === 0 ? 'paid' : 'unpaid',
      paidAt: number === 0 ? o.placedAt : null,
    })) as Array<typeof orderSchedule.$inferInsert>,
  );
  await db.insert(mandates).values({
    publicId: randomUUID(),
    userId: o.userId,
    orderId: order.id,
    reference: `consent-${orderNumber}`,
    provider: 'sandbox',
    status: 'active',
    authorizationCode: `AUTH_${orderNumber}`,
    createdAt: o.placedAt,
    activatedAt: o.placedAt,
  });
  return { id: order.id, orderNumber };
}

/** An order's instalments (not the first payment): number, status, and what transfers paid of each. */
export async function instalmentsOf(db: Database, orderId: number) {
  const rows = await db
    .select({
      number: orderSchedule.number,
      status: orderSchedule.status,
      amountKobo: orderSchedule.amountKobo,
      // Named in full: inside the subquery a bare order_id would be the part's own.
      partsKobo: sql<string>`coalesce((select sum(p.amount_kobo) from standing_transfer_parts p where p.order_id = order_schedule.order_id and p.number = order_schedule.number), 0)`,
    })
    .from(orderSchedule)
    .where(and(eq(orderSchedule.orderId, orderId), sql`${orderSchedule.number} >= 1`))
    .orderBy(orderSchedule.number);
  return rows.map((r) => ({ number: r.number, status: r.status, partsKobo: Number(r.partsKobo) as Kobo }));
}
