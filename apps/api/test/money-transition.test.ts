import { randomUUID } from 'node:crypto';
import { kobo, LIFECYCLES } from '@oja/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  instalmentCardPayments,
  instalmentCharges,
  mandates,
  orderSchedule,
  orders,
  payments,
  refunds,
  transferAccounts,
  users,
} from '../src/db/schema.ts';
import { ForbiddenTransition, type MoneyEntity, transition } from '../src/money/transition.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * transition() against the real database (issue 43): for every money row, every move its domain lifecycle
 * table forbids is refused (ForbiddenTransition, a 409) and leaves the row where it was, and every move it
 * allows happens once, only from its state (the compare-and-set). The pairs are generated from the table, so
 * a state or move added to the domain is tried here without a line changed.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date('2030-06-03T09:00:00Z');

/** One row of each kind, its id or condition, and the SQL table holding its status. */
const rows = {} as Record<
  MoneyEntity,
  { rows: number | ReturnType<typeof sql>; table: string; where: string }
>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const [user] = await db
    .insert(users)
    .values({
      userId: randomUUID(),
      email: 'lifecycles@example.com',
      phoneNumber: '+2348099999998',
      firstName: 'Ada',
      passwordHash: 'not-used',
      isEmailVerified: true,
      createdAt: NOW,
    })
    .returning();
  if (!user) throw new Error('no user');
  const [order] = await db
    .insert(orders)
    .values({
      publicId: randomUUID(),
      orderNumber: 'OJA-T000001',
      userId: user.id,
      status: 'awaiting_payment',
      plan: 'weekly',
      checkoutKey: 'lifecycles',
      shippingOption: 'standard',
      deliveryAddressId: randomUUID(),
      deliveryStreet: '5 Bode Thomas Street, Surulere',
      deliveryState: 'Lagos state',
      subtotalKobo: kobo(4_000_000),
      vatKobo: kobo(0),
      shippingKobo: kobo(0),
      totalKobo: kobo(4_000_000),
      firstPaymentKobo: kobo(1_000_000),
      instalmentCount: 3,
      expiresAt: NOW,
      createdAt: NOW,
    } as typeof orders.$inferInsert)
    .returning();
  if (!order) throw new Error('no order');
  const orderId = order.id;
  const amountKobo = kobo(1_000_000);
  const [payment] = await db
    .insert(payments)
    .values({
      orderId,
      reference: 'P-1',
      provider: 'sandbox',
      amountKobo,
      currency: 'NGN',
      status: 'pending',
      createdAt: NOW,
    })
    .returning();
  const [ahead] = await db
    .insert(instalmentCardPayments)
    .values({ orderId, reference: 'A-1', kind: 'next', numbers: [1], amountKobo, createdAt: NOW })
    .returning();
  await db.insert(orderSchedule).values({ orderId, number: 1, amountKobo, dueDate: '2030-06-10' });
  const [mandate] = await db
    .insert(mandates)
    .values({
      publicId: randomUUID(),
      userId: user.id,
      orderId,
      reference: 'M-1',
      provider: 'sandbox',
      status: 'pending',
      createdAt: NOW,
    } as typeof mandates.$inferInsert)
    .returning();
  const [debit] = await db
    .insert(instalmentCharges)
    .values({
      orderId,
      number: 1,
      attempt: 1,
      dueOn: '2030-06-10',
      reference: 'D-1',
      amountKobo,
      createdAt: NOW,
    })
    .returning();
  const [refund] = await db
    .insert(refunds)
    .values({
      reference: 'RF-P-1',
      orderId,
      sourceReference: 'P-1',
      sourceKind: 'payment',
      amountKobo,
      reason: 'duplicate',
      createdAt: NOW,
    })
    .returning();
  const [account] = await db
    .insert(transferAccounts)
    .values({
      reference: 'T-1',
      orderId,
      paymentId: payment?.id ?? null,
      method: 'bank_transfer',
      expectedKobo: amountKobo,
      expiresAt: NOW,
      createdAt: NOW,
    })
    .returning();
  if (!payment || !ahead || !mandate || !debit || !refund || !account) throw new Error('not seeded');
  Object.assign(rows, {
    order: { rows: orderId, table: 'orders', where: `id = ${orderId}` },
    payment: { rows: payment.id, table: 'payments', where: `id = ${payment.id}` },
    payAhead: { rows: ahead.id, table: 'instalment_card_payments', where: `id = ${ahead.id}` },
    instalment: {
      rows: and(eq(orderSchedule.orderId, orderId), eq(orderSchedule.number, 1)),
      table: 'order_schedule',
      where: `order_id = ${orderId} and number = 1`,
    },
    mandate: { rows: mandate.id, table: 'mandates', where: `id = ${mandate.id}` },
    debit: { rows: debit.id, table: 'instalment_charges', where: `id = ${debit.id}` },
    refund: { rows: refund.id, table: 'refunds', where: `id = ${refund.id}` },
    transferAccount: { rows: account.id, table: 'transfer_accounts', where: `id = ${account.id}` },
  });
});

afterAll(async () => database?.dispose());

const LIFECYCLE_OF: Record<MoneyEntity, keyof typeof LIFECYCLES> = {
  order: 'order',
  payment: 'paymentAttempt',
  payAhead: 'payAhead',
  instalment: 'instalment',
  mandate: 'mandate',
  debit: 'debit',
  refund: 'refund',
  transferAccount: 'transferAccount',
};

/** Every (entity, from, to) over the entity's states, with whether its table allows the move. */
const PAIRS = (Object.keys(LIFECYCLE_OF) as MoneyEntity[]).flatMap((entity) => {
  const { states, transitions } = LIFECYCLES[LIFECYCLE_OF[entity]] as {
    states: readonly string[];
    transitions: Record<string, readonly string[]>;
  };
  return states.flatMap((from) =>
    states.map((to) => ({ entity, from, to, allowed: transitions[from]?.includes(to) ?? false })),
  );
});

/** Puts the row in `state` behind transition()'s back (a test's setup), and reads it back. */
async function place(entity: MoneyEntity, state: string) {
  const { table, where } = rows[entity];
  await database.db.execute(sql.raw(`update ${table} set status = '${state}' where ${where}`));
}
async function stateOf(entity: MoneyEntity): Promise<string> {
  const { table, where } = rows[entity];
  const result = (await database.db.execute(
    sql.raw(`select status from ${table} where ${where}`),
  )) as unknown as {
    rows: Array<{ status: string }>;
  };
  return result.rows[0]?.status ?? 'missing';
}

/** transition() with the types loosened: the table-driven pairs vary the entity and its states. */
const move = (entity: MoneyEntity, from: string, to: string) =>
  transition(database.db, entity, { rows: rows[entity].rows as never, from: from as never, to: to as never });

describe('transition() refuses every move a lifecycle table forbids', () => {
  it.each(
    Object.keys(LIFECYCLE_OF).map((entity) => [
      entity,
      PAIRS.filter((p) => p.entity === entity && !p.allowed),
    ]),
  )('%s', async (entity, forbidden) => {
    expect(forbidden.length).toBeGreaterThan(0);
    for (const { from, to } of forbidden) {
      await place(entity as MoneyEntity, from);
      const refused = await move(entity as MoneyEntity, from, to).catch((error: unknown) => error);
      expect(refused, `${entity} ${from} → ${to}`).toBeInstanceOf(ForbiddenTransition);
      expect((refused as ForbiddenTransition).status).toBe(409);
      expect((refused as Error).message).toBe(`A ${entity} cannot move from ${from} to ${to}.`);
      expect(await stateOf(entity as MoneyEntity), `${entity} stays ${from}`).toBe(from);
    }
  });

  it('refuses a move from several states when one of them may not make it, and a move from none', async () => {
    await place('payment', 'pending');
    await expect(move('payment', ['pending', 'succeeded'] as never, 'failed')).rejects.toThrow(
      'A payment cannot move from pending or succeeded to failed.',
    );
    await expect(move('payment', [] as never, 'failed')).rejects.toThrow(ForbiddenTransition);
    expect(await stateOf('payment')).toBe('pending');
  });
});

describe('transition() makes every move a table allows, once', () => {
  it.each(
    Object.keys(LIFECYCLE_OF).map((entity) => [
      entity,
      PAIRS.filter((p) => p.entity === entity && p.allowed),
    ]),
  )('%s', async (entity, allowed) => {
    for (const { from, to } of allowed) {
      await place(entity as MoneyEntity, from);
      expect(await move(entity as MoneyEntity, from, to), `${entity} ${from} → ${to}`).toHaveLength(1);
      expect(await stateOf(entity as MoneyEntity)).toBe(to);
      if (from !== to) {
        // The compare of the compare-and-set: a second worker asking the same move finds it done.
        expect(await move(entity as MoneyEntity, from, to)).toHaveLength(0);
      }
    }
  });

  it('writes the other columns with the status, and answers the row as it is now', async () => {
    await place('payment', 'pending');
    const [moved] = await transition(database.db, 'payment', {
      rows: rows.payment.rows as number,
      from: 'pending',
      to: 'failed',
      set: { gatewayResponse: 'Declined' },
    });
    expect(moved).toMatchObject({ status: 'failed', gatewayResponse: 'Declined' });
  });

  it('moves nothing when a further condition does not hold (a claim another worker holds)', async () => {
    await place('refund', 'sending');
    const moved = await transition(database.db, 'refund', {
      rows: rows.refund.rows as number,
      from: 'sending',
      to: 'failed',
      where: eq(refunds.claimedBy, 'another-worker'),
    });
    expect(moved).toEqual([]);
    expect(await stateOf('refund')).toBe('sending');
  });
});
