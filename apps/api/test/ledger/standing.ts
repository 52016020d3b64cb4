import { randomUUID } from 'node:crypto';
import { addDays, type Kobo, kobo } from '@oja/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../../src/db/connect.ts';
import { mandates, orderSchedule, orders, standingAccounts, users } from '../../src/db/schema.ts';
import { applyStandingTransfer } from '../../src/money/standing-transfer.ts';

/**
 * Shoppers, paid instalment orders and standing accounts written as checkout and the first payment leave them,
 * for the standing-transfer tests (test/standing-transfer.test.ts) and the ledger's transfers.
 */
let made = 0;
/** Where this run's phone numbers start: each shopper's is the next (random ones collided at 1,000 shoppers). */
const PHONE_BASE = Math.floor(Math.random() * 9e7);

export async function insertShopper(db: Database, at: Date): Promise<{ id: number; userId: string }> {
  const n = ++made;
  const [user] = await db
    .insert(users)
    .values({
      userId: randomUUID(),
      email: `standing-${n}-${randomUUID().slice(0, 6)}@example.com`,
      phoneNumber: `+23480${String(PHONE_BASE + n).padStart(8, '0')}`,
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

/** One transfer of a generated scenario: a share of what is owed (short, exact, over), copied, or to a stray account. */
export interface TransferStep {
  /** Per mille of what the shopper owes in all: under 1000 short, 1000 exact, above over. */
  perMille: number;
  copies: number;
  stray: boolean;
}

/** The generators of the ledger's standing transfers: short, exact, over, duplicated and unmatched. */
export const transferSteps = fc.array(
  fc.record({
    perMille: fc.constantFrom(1, 150, 333, 500, 1000, 1000, 1250, 3000),
    copies: fc.integer({ min: 1, max: 3 }),
    stray: fc.constantFrom(false, false, false, true),
  }),
  { minLength: 1, maxLength: 4 },
);

/**
 * Drives one shopper's transfers through applyStandingTransfer and answers what the ledger must balance: the
 * money the provider took (each provider id once) and what the shop's books say became of it.
 */
export async function runStandingScenario(
  db: Database,
  steps: readonly TransferStep[],
  index: number,
  now: Date,
): Promise<{
  taken: number;
  paidByParts: number;
  refunded: number;
  queued: number;
  instalmentsWrong: number;
}> {
  const shopper = await insertShopper(db, new Date(now.getTime() - 90 * 86_400_000));
  const accountNumber = `97${String(index).padStart(8, '0')}`;
  await giveStandingAccount(db, shopper.id, accountNumber, now);
  const order = await insertPaidOrder(db, {
    userId: shopper.id,
    placedAt: new Date(now.getTime() - 30 * 86_400_000),
    firstDue: '2026-11-14',
    instalments: 3,
    instalmentKobo: 1_000_000 + (index % 89) * 7,
  });
  let taken = 0;
  for (const [k, step] of steps.entries()) {
    const owed = await sumOwed(db, order.id);
    const amountKobo = Math.max(1, Math.floor(((owed || 1_000_000) * step.perMille) / 1000));
    const sent = {
      providerReference: `L${index}-${k}`,
      accountNumber: step.stray ? `96${String(index).padStart(8, '0')}` : accountNumber,
      amountKobo,
      receivedAt: now.getTime(),
    };
    taken += amountKobo;
    for (let copy = 0; copy < step.copies; copy++) await applyStandingTransfer(db, sent, now);
  }
  const [books] = (
    (await db.execute(sql`select
      (select coalesce(sum(p.amount_kobo), 0) from standing_transfer_parts p where p.order_id = ${order.id}) as parts,
      (select coalesce(sum(r.amount_kobo), 0) from refunds r where r.order_id = ${order.id} and r.source_kind = 'standing-transfer') as refunded,
      (select coalesce(sum(u.amount_kobo), 0) from unmatched_transfers u where u.provider_reference like ${`L${index}-%`}) as queued,
      (select count(*) from (select s.status, s.amount_kobo as amount,
         (select coalesce(sum(p.amount_kobo), 0) from standing_transfer_parts p where p.order_id = s.order_id and p.number = s.number) as parts
         from order_schedule s where s.order_id = ${order.id} and s.number >= 1) i
         where (i.status = 'paid' and i.parts <> i.amount) or (i.status <> 'paid' and i.parts >= i.amount)) as overpaid`)) as unknown as {
      rows: Array<Record<string, string | number>>;
    }
  ).rows;
  return {
    taken,
    paidByParts: Number(books?.parts ?? 0),
    refunded: Number(books?.refunded ?? 0),
    queued: Number(books?.queued ?? 0),
    instalmentsWrong: Number(books?.overpaid ?? 0),
  };
}

async function sumOwed(db: Database, orderId: number): Promise<number> {
  const [row] = (
    (await db.execute(
      sql`select coalesce(sum(s.amount_kobo), 0) - coalesce((select sum(p.amount_kobo) from standing_transfer_parts p join order_schedule t on t.order_id = p.order_id and t.number = p.number where p.order_id = ${orderId} and t.status <> 'paid'), 0) as owed from order_schedule s where s.order_id = ${orderId} and s.number >= 1 and s.status <> 'paid'`,
    )) as unknown as { rows: Array<{ owed: string | number }> }
  ).rows;
  return Number(row?.owed ?? 0);
}

/**
 * The ledger's property for standing transfers (issue 44), for `shoppers` generated shoppers: what the provider
 * took (each provider id once, however many copies) equals what paid instalments plus what is owed back plus
 * what waits in the unmatched queue, to the kobo; an instalment is paid exactly when its parts cover it.
 */
export async function checkStandingLedger(db: Database, shoppers: number, now: Date): Promise<string[]> {
  const wrong: string[] = [];
  const scenarios = fc.sample(transferSteps, { seed: 44, numRuns: shoppers });
  for (const [index, steps] of scenarios.entries()) {
    const books = await runStandingScenario(db, steps, index, now);
    if (books.taken !== books.paidByParts + books.refunded + books.queued || books.instalmentsWrong > 0) {
      wrong.push(`shopper ${index}: ${JSON.stringify({ steps, ...books })}`);
    }
  }
  return wrong;
}
