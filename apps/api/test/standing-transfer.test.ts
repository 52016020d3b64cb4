import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  mandates,
  refunds,
  standingAccounts,
  standingTransfers,
  unmatchedTransfers,
} from '../src/db/schema.ts';
import {
  applyStandingTransfer,
  type ReceivedTransfer,
  receiveStandingTransfer,
} from '../src/money/standing-transfer.ts';
import { httpWebhookDelivery } from '../src/payments/sandbox-webhooks.ts';
import { SandboxTransferPayments } from '../src/payments/transfers/sandbox-transfers.ts';
import { ensureStandingAccount, findStandingAccount } from '../src/payments/transfers/standing-accounts.ts';
import { giveStandingAccount, insertPaidOrder, insertShopper, instalmentsOf } from './ledger/standing.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Transfers to a shopper's standing account (issue 44), on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL): what each instalment shows as paid after a transfer, what is refunded, what a second copy of
 * the notice moves (nothing), and where a transfer to an account no shopper holds goes (the operators' queue).
 */
const NOW = new Date('2026-12-05T09:00:00Z'); // a Saturday; Lagos' today is 2026-12-05
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

let nextAccount = 0;
let nextTransfer = 0;

/**
 * A shopper with two paid orders: A (placed 1 November) owes 3 × ₦10,000 due 21 and 28 November and 5 December;
 * B (placed 10 November) owes 2 × ₦5,000 due 28 November and 5 December. ₦40,000 in all.
 */
async function shopperWithTwoOrders() {
  const db = database.db;
  const shopper = await insertShopper(db, new Date('2026-10-01T09:00:00Z'));
  // 98…: the sandbox bank issues 99…, and its accounts must not be these.
  const accountNumber = `98${String(++nextAccount).padStart(8, '0')}`;
  await giveStandingAccount(db, shopper.id, accountNumber, new Date('2026-11-01T10:00:00Z'));
  const a = await insertPaidOrder(db, {
    userId: shopper.id,
    placedAt: new Date('2026-11-01T09:00:00Z'),
    firstDue: '2026-11-21',
    instalments: 3,
    instalmentKobo: 1_000_000,
  });
  const b = await insertPaidOrder(db, {
    userId: shopper.id,
    placedAt: new Date('2026-11-10T09:00:00Z'),
    firstDue: '2026-11-28',
    instalments: 2,
    instalmentKobo: 500_000,
  });
  return { shopper, accountNumber, a, b };
}

function transfer(accountNumber: string | null, amountKobo: number): ReceivedTransfer {
  return {
    providerReference: String(5_200_000_000 + ++nextTransfer),
    accountNumber,
    amountKobo,
    receivedAt: NOW.getTime() - 60_000,
  };
}

const statuses = async (orderId: number) =>
  (await instalmentsOf(database.db, orderId)).map((i) => `${i.number}:${i.status}:${i.partsKobo}`);

const refundsOf = (orderId: number) =>
  database.db
    .select({ amountKobo: refunds.amountKobo, sourceKind: refunds.sourceKind, reason: refunds.reason })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));

describe('a transfer to a standing account', () => {
  it('pays the earliest due first, and on the same date the order placed first', async () => {
    const { accountNumber, a, b } = await shopperWithTwoOrders();
    const outcome = await applyStandingTransfer(database.db, transfer(accountNumber, 2_500_000), NOW);
    expect(outcome).toMatchObject({ kind: 'applied', refundKobo: 0 });
    // 21 Nov (A1), then 28 Nov: A2 (A placed first) before B1; 5 December's wait.
    expect(await statuses(a.id)).toEqual(['1:paid:1000000', '2:paid:1000000', '3:unpaid:0']);
    expect(await statuses(b.id)).toEqual(['1:paid:500000', '2:unpaid:0']);
    expect(await refundsOf(a.id)).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'standing-transfer.applied'))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(audit?.after).toMatchObject({ amountKobo: 2_500_000, refundKobo: 0 });
  });

  it('part-pays the last instalment it reaches, which stays due with the rest; the next transfer pays the rest first', async () => {
    const { accountNumber, a, b } = await shopperWithTwoOrders();
    await applyStandingTransfer(database.db, transfer(accountNumber, 1_300_000), NOW);
    expect(await statuses(a.id)).toEqual(['1:paid:1000000', '2:unpaid:300000', '3:unpaid:0']);
    await applyStandingTransfer(database.db, transfer(accountNumber, 900_000), NOW);
    expect(await statuses(a.id)).toEqual(['1:paid:1000000', '2:paid:1000000', '3:unpaid:0']);
    expect(await statuses(b.id)).toEqual(['1:unpaid:200000', '2:unpaid:0']);
  });

  it('refunds what is above everything owed, and a paid-off order is debited no more', async () => {
    const { accountNumber, a, b } = await shopperWithTwoOrders();
    const outcome = await applyStandingTransfer(database.db, transfer(accountNumber, 5_000_000), NOW);
    expect(outcome).toMatchObject({ kind: 'applied', refundKobo: 1_000_000 });
    expect((await statuses(a.id)).every((s) => s.includes(':paid:'))).toBe(true);
    expect((await statuses(b.id)).every((s) => s.includes(':paid:'))).toBe(true);
    // The surplus is refunded against the last order it reached (B: its 5 December instalment is last).
    expect(await refundsOf(b.id)).toEqual([
      { amountKobo: 1_000_000, sourceKind: 'standing-transfer', reason: 'overpaid' },
    ]);
    const ends = await database.db
      .select({ endsOn: mandates.endsOn })
      .from(mandates)
      .where(sql`${mandates.orderId} in (${a.id}, ${b.id})`);
    expect(ends).toEqual([{ endsOn: '2026-12-05' }, { endsOn: '2026-12-05' }]);
  });

  it('a second copy of the notice moves nothing', async () => {
    const { accountNumber, a, b } = await shopperWithTwoOrders();
    const sent = transfer(accountNumber, 4_500_000);
    await applyStandingTransfer(database.db, sent, NOW);
    const before = [await statuses(a.id), await statuses(b.id), await refundsOf(b.id)];
    expect(await applyStandingTransfer(database.db, sent, NOW)).toEqual({ kind: 'duplicate' });
    expect([await statuses(a.id), await statuses(b.id), await refundsOf(b.id)]).toEqual(before);
    const recorded = await database.db
      .select()
      .from(standingTransfers)
      .where(eq(standingTransfers.providerReference, sent.providerReference));
    expect(recorded).toHaveLength(1);
    expect(await refundsOf(b.id)).toHaveLength(1);
  });

  it('to an account no shopper holds, or one the provider does not know, goes to the unmatched queue once', async () => {
    const stray = transfer('9988776655', 750_000);
    expect(await applyStandingTransfer(database.db, stray, NOW)).toEqual({
      kind: 'unmatched',
      newlyQueued: true,
    });
    expect(await applyStandingTransfer(database.db, stray, NOW)).toEqual({
      kind: 'unmatched',
      newlyQueued: false,
    });
    const unknown = { kind: 'unknown-account' as const, ...transfer(null, 120_000) };
    expect(await receiveStandingTransfer(database.db, unknown, NOW)).toMatchObject({ newlyQueued: true });
    const queued = await database.db
      .select({ account: unmatchedTransfers.accountNumber, amount: unmatchedTransfers.amountKobo })
      .from(unmatchedTransfers)
      .where(
        sql`${unmatchedTransfers.providerReference} in (${stray.providerReference}, ${unknown.providerReference})`,
      )
      .orderBy(unmatchedTransfers.id);
    expect(queued).toEqual([
      { account: '9988776655', amount: 750_000 },
      { account: null, amount: 120_000 },
    ]);
  });

  // Races belong to PostgreSQL: PGlite serialises every statement, so a race there proves nothing.
  it.runIf(Boolean(process.env.DATABASE_URL))('20 copies of one notice at once settle once', async () => {
    const { accountNumber, a, b } = await shopperWithTwoOrders();
    const sent = transfer(accountNumber, 4_600_000);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => applyStandingTransfer(database.db, sent, NOW)),
    );
    expect(outcomes.filter((o) => o.kind === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'duplicate')).toHaveLength(19);
    expect(await refundsOf(b.id)).toEqual([
      { amountKobo: 600_000, sourceKind: 'standing-transfer', reason: 'overpaid' },
    ]);
    expect((await statuses(a.id)).every((s) => s.includes(':paid:'))).toBe(true);
  });
});

describe('the sandbox bank', () => {
  let endpoint: Server;
  let bank: SandboxTransferPayments;
  beforeAll(async () => {
    // The webhook's part, as xfer1's route will play it: read the notice, then hand it over.
    endpoint = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const signature = request.headers['x-paystack-signature'];
      const notice = await bank.readNotice(
        Buffer.concat(chunks).toString('utf8'),
        typeof signature === 'string' ? signature : undefined,
        async (target) =>
          target.kind === 'standing' &&
          (
            await database.db
              .select()
              .from(standingAccounts)
              .where(eq(standingAccounts.accountNumber, target.accountNumber))
          ).length > 0,
      );
      if (notice.kind === 'transfer-received' || notice.kind === 'unknown-account') {
        await receiveStandingTransfer(database.db, notice, NOW);
      }
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    bank = new SandboxTransferPayments({
      now: () => NOW.getTime(),
      deliver: httpWebhookDelivery(`http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`),
      lateDeliveryMs: 20,
      retryDelaysMs: [10],
      log: () => {},
    });
  });
  afterAll(async () => {
    await bank?.idle();
    endpoint?.closeAllConnections();
    await new Promise<void>((resolve) => endpoint?.close(() => resolve()));
  });

  it('issues the shopper one standing account, and a transfer to it (notice sent three times) pays once', async () => {
    const shopper = await insertShopper(database.db, new Date('2026-10-01T09:00:00Z'));
    const order = await insertPaidOrder(database.db, {
      userId: shopper.id,
      placedAt: new Date('2026-11-01T09:00:00Z'),
      firstDue: '2026-11-28',
      instalments: 2,
      instalmentKobo: 800_000,
    });
    const account = await ensureStandingAccount(database.db, bank, shopper.id, NOW);
    expect(await ensureStandingAccount(database.db, bank, shopper.id, NOW)).toEqual(account);
    expect(account).toMatchObject({ bankName: 'Oja Sandbox Bank', accountName: 'OJA/CHIAMAKA OBI' });
    expect(account.accountNumber).toMatch(/^99\d{8}$/);
    bank.sendTransfer({ accountNumber: account.accountNumber, amountKobo: 800_000 });
    await bank.idle();
    expect(await statuses(order.id)).toEqual(['1:paid:800000', '2:unpaid:0']);
    expect(await findStandingAccount(database.db, shopper.id)).toEqual(account);
  });

  it('a transfer to a standing account the sandbox issued but no shopper of ours holds is queued once', async () => {
    const stranger = await bank.standingAccount({
      email: 'not-ours@example.com',
      firstName: 'Ade',
      lastName: 'Bello',
      phone: '+2348011112222',
    });
    bank.sendTransfer({ accountNumber: stranger.accountNumber, amountKobo: 333_300 });
    await bank.idle();
    const queued = await database.db
      .select({ amount: unmatchedTransfers.amountKobo })
      .from(unmatchedTransfers)
      .where(eq(unmatchedTransfers.accountNumber, stranger.accountNumber));
    expect(queued).toEqual([{ amount: 333_300 }]);
  });
});
