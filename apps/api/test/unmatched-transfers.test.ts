import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, staff, unmatchedTransfers } from '../src/db/schema.ts';
import { queueUnmatchedTransfer } from '../src/money/standing-transfer.ts';
import { decideUnmatchedMatch, matchUnmatchedTransfer } from '../src/money/unmatched-transfer.ts';
import { insertPaidOrder, insertShopper, instalmentsOf } from './ledger/standing.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The operators' queue of unmatched transfers (issue 44), on a real database: a transfer to an account no
 * shopper holds is matched to an order by an operator and pays that order's instalments oldest first; at or
 * above ₦100,000 it waits for a second staff member, as a staff refund does, and the maker cannot approve it.
 */
const NOW = new Date('2026-12-05T09:00:00Z');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let maker: { id: number; role: 'finance' };
let checker: { id: number; role: 'finance' };
beforeAll(async () => {
  database = await createTestDatabase();
  const [a, b] = await database.db
    .insert(staff)
    .values(
      ['tolu', 'bisi'].map((name) => ({
        staffId: randomUUID(),
        email: `${name}@oja.example`,
        name,
        role: 'finance' as const,
        createdAt: NOW,
      })),
    )
    .returning();
  if (!a || !b) throw new Error('no staff');
  maker = { id: a.id, role: 'finance' };
  checker = { id: b.id, role: 'finance' };
});
afterAll(async () => database?.dispose());

let next = 0;
async function queued(amountKobo: number) {
  const providerReference = String(5_300_000_000 + ++next);
  await queueUnmatchedTransfer(
    database.db,
    { providerReference, accountNumber: '9912121212', amountKobo, receivedAt: NOW.getTime() - 3_600_000 },
    NOW,
  );
  const [row] = await database.db
    .select()
    .from(unmatchedTransfers)
    .where(eq(unmatchedTransfers.providerReference, providerReference));
  if (!row) throw new Error('not queued');
  return row;
}

/** An order owing 3 × ₦40,000 due 28 November, 5 and 12 December. */
async function orderOwing() {
  const shopper = await insertShopper(database.db, new Date('2026-10-01T09:00:00Z'));
  return insertPaidOrder(database.db, {
    userId: shopper.id,
    placedAt: new Date('2026-11-15T09:00:00Z'),
    firstDue: '2026-11-28',
    instalments: 3,
    instalmentKobo: 4_000_000,
  });
}

const statuses = async (orderId: number) =>
  (await instalmentsOf(database.db, orderId)).map((i) => `${i.number}:${i.status}:${i.partsKobo}`);

describe('matching an unmatched transfer to an order', () => {
  it('under ₦100,000 it pays the order oldest first at once, and cannot be matched twice', async () => {
    const order = await orderOwing();
    const transfer = await queued(5_000_000); // ₦50,000
    const outcome = await database.db.transaction((tx) =>
      matchUnmatchedTransfer(
        tx,
        { id: transfer.id, orderNumber: order.orderNumber, reason: 'Shopper sent proof', staffId: maker.id },
        NOW,
      ),
    );
    expect(outcome).toMatchObject({ kind: 'matched', refundKobo: 0, transfer: { status: 'matched' } });
    expect(await statuses(order.id)).toEqual(['1:paid:4000000', '2:unpaid:1000000', '3:unpaid:0']);
    const again = await database.db.transaction((tx) =>
      matchUnmatchedTransfer(
        tx,
        { id: transfer.id, orderNumber: order.orderNumber, reason: 'again', staffId: checker.id },
        NOW,
      ),
    );
    expect(again).toEqual({ kind: 'refused', status: 409, message: 'This transfer is already matched.' });
    expect(await statuses(order.id)).toEqual(['1:paid:4000000', '2:unpaid:1000000', '3:unpaid:0']);
  });

  it('at ₦100,000 or more it waits for a second staff member; the maker cannot approve it; the checker can', async () => {
    const order = await orderOwing();
    const transfer = await queued(13_000_000); // ₦130,000: ₦10,000 above what the order owes
    const asked = await database.db.transaction((tx) =>
      matchUnmatchedTransfer(
        tx,
        {
          id: transfer.id,
          orderNumber: order.orderNumber,
          reason: 'Named in the narration',
          staffId: maker.id,
        },
        NOW,
      ),
    );
    expect(asked).toMatchObject({ kind: 'awaiting-approval' });
    expect(await statuses(order.id)).toEqual(['1:unpaid:0', '2:unpaid:0', '3:unpaid:0']);
    const own = await database.db.transaction((tx) =>
      decideUnmatchedMatch(tx, { id: transfer.id, approve: true, staff: maker }, NOW),
    );
    expect(own).toEqual({
      kind: 'refused',
      status: 409,
      message: 'You asked for this match: another staff member must decide it.',
    });
    const approved = await database.db.transaction((tx) =>
      decideUnmatchedMatch(tx, { id: transfer.id, approve: true, staff: checker }, NOW),
    );
    expect(approved).toMatchObject({ kind: 'matched', refundKobo: 1_000_000 });
    expect(await statuses(order.id)).toEqual(['1:paid:4000000', '2:paid:4000000', '3:paid:4000000']);
    const owedBack = await database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(owedBack.map((r) => [r.amountKobo, r.sourceKind])).toEqual([[1_000_000, 'standing-transfer']]);
  });

  it('a rejected match leaves the transfer open and the order untouched', async () => {
    const order = await orderOwing();
    const transfer = await queued(20_000_000);
    await database.db.transaction((tx) =>
      matchUnmatchedTransfer(
        tx,
        { id: transfer.id, orderNumber: order.orderNumber, reason: 'Guess', staffId: maker.id },
        NOW,
      ),
    );
    const rejected = await database.db.transaction((tx) =>
      decideUnmatchedMatch(tx, { id: transfer.id, approve: false, staff: checker }, NOW),
    );
    expect(rejected).toMatchObject({ kind: 'rejected', transfer: { status: 'open', orderId: null } });
    expect(await statuses(order.id)).toEqual(['1:unpaid:0', '2:unpaid:0', '3:unpaid:0']);
  });
});
