import { randomUUID } from 'node:crypto';
import { kobo } from '@oja/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bankRefunds, refunds, sandboxPayouts, staff } from '../src/db/schema.ts';
import type { StaffRow } from '../src/db/staff-repository.ts';
import { decideBankRefund, requestBankRefund } from '../src/money/bank-refund.ts';
import { runRefunds } from '../src/refunds/refund-job.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY } from './checkout-app.ts';
import { queueDuplicateCardRefund } from './support/duplicate-card-refund.ts';

/**
 * A refund the card could not take back, sent to a bank account the shopper gave (issue 45), end to end: the
 * card sandbox fails it, an operator enters the account (its name resolved by the payout sandbox), under
 * ₦100,000 it is paid at once and from ₦100,000 a second member approves it (never the maker); the refund job
 * pays it out and the payout's notices record it. PGlite, and PostgreSQL with DATABASE_URL.
 */
let shop: CheckoutApp;
let maker: StaffRow;
let checker: StaffRow;
beforeAll(async () => {
  shop = await createCheckoutApp({ refundDelayMs: 20 });
  const rows = await shop.database.db
    .insert(staff)
    .values(
      ['tolu', 'bisi'].map((name) => ({
        staffId: randomUUID(),
        email: `${name}@oja.example`,
        name,
        role: 'finance' as const,
        createdAt: new Date(shop.now()),
      })),
    )
    .returning();
  [maker, checker] = rows as [StaffRow, StaffRow];
});
afterAll(async () => shop?.dispose());

const origin = () => ({ clientAddress: '203.0.113.9', now: shop.now() });
const ACCOUNT = { bankCode: '044', accountNumber: '0690000031' };
const job = () =>
  runRefunds({
    db: shop.database.db,
    cardPayments: shop.sandbox,
    payouts: shop.payoutBank,
    email: shop.email,
    now: shop.now,
    log: () => undefined,
  });

async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 60));
  await shop.sandbox.idle();
  await shop.payoutBank.idle();
}

/**
 * A card refund of `amountKobo` that failed: ₦…​.13 fails at the card sandbox's processor; more than the
 * payment is refused outright.
 */
async function failedCardRefund(amountKobo: number) {
  const buyer = await shop.shopper();
  await shop.placeOrder(buyer, FULL_ONLY, 'full');
  await shop.sandbox.idle();
  const orderId = await queueDuplicateCardRefund(shop, buyer.userId, amountKobo);
  await job();
  await settled();
  await job();
  const [refund] = await refundsOf(orderId);
  expect(refund?.status).toBe('failed');
  return { orderId, refund: refund as typeof refunds.$inferSelect };
}

async function refundsOf(orderId: number) {
  return shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

async function given() {
  const resolved = await shop.payoutBank.resolveAccount(ACCOUNT);
  if (!resolved) throw new Error('the sandbox did not resolve the account');
  return { ...ACCOUNT, accountName: resolved.accountName };
}

describe('a failed card refund sent to a bank account', () => {
  it("under ₦100,000 is paid out at once to the account, whose holder's name the provider gave", async () => {
    const { orderId, refund } = await failedCardRefund(100_013);
    const account = await given();
    expect(account.accountName).toBe('BABATUNDE ADEYEMI');
    const asked = await requestBankRefund(
      shop.database.db,
      { refundId: refund.id, ...account },
      maker,
      origin(),
    );
    expect(asked).toMatchObject({ bankRefund: { status: 'approved', paidRefundId: expect.any(Number) } });
    await job();
    await settled();
    const rows = await refundsOf(orderId);
    expect(rows.map((r) => [r.status, r.amountKobo])).toEqual([
      ['failed', 100_013],
      ['processed', 100_013],
    ]);
    const sent = await shop.database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.accountNumber, ACCOUNT.accountNumber));
    expect(sent.filter((p) => p.amountKobo === 100_013)).toHaveLength(1);
    // The audit trail keeps the account masked.
    const audited = await shop.database.db.select().from(auditEvents);
    expect(JSON.stringify(audited)).not.toContain(ACCOUNT.accountNumber);
    // A second request for the same refund is refused.
    expect(
      await requestBankRefund(shop.database.db, { refundId: refund.id, ...account }, maker, origin()),
    ).toMatchObject({ refused: 409 });
  });

  it('from ₦100,000 waits for a second member: the maker cannot approve it, the checker can', async () => {
    const { orderId, refund } = await failedCardRefund(10_000_013);
    const asked = await requestBankRefund(
      shop.database.db,
      { refundId: refund.id, ...(await given()) },
      maker,
      origin(),
    );
    if (!('bankRefund' in asked)) throw new Error(asked.message);
    expect(asked.bankRefund).toMatchObject({ status: 'awaiting-approval', paidRefundId: null });
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(
      await decideBankRefund(
        shop.database.db,
        { bankRefundId: asked.bankRefund.id, approve: true },
        maker,
        origin(),
      ),
    ).toMatchObject({ refused: 409 });
    const approved = await decideBankRefund(
      shop.database.db,
      { bankRefundId: asked.bankRefund.id, approve: true },
      checker,
      origin(),
    );
    expect(approved).toMatchObject({ bankRefund: { status: 'approved', decidedBy: checker.id } });
    await job();
    await settled();
    expect((await refundsOf(orderId)).map((r) => r.status)).toEqual(['failed', 'processed']);
  });

  it('is refused for a refund that has not failed, and a rejected request frees the refund', async () => {
    const { refund } = await failedCardRefund(200_013);
    const [queued] = await shop.database.db
      .insert(refunds)
      .values({
        ...refund,
        id: undefined,
        reference: `${refund.reference}-X`,
        status: 'queued',
        failure: null,
      })
      .returning();
    expect(
      await requestBankRefund(
        shop.database.db,
        { refundId: queued?.id ?? 0, ...(await given()) },
        maker,
        origin(),
      ),
    ).toMatchObject({ refused: 409 });
    await shop.database.db.delete(refunds).where(eq(refunds.id, queued?.id ?? 0));
    await shop.database.db
      .update(refunds)
      .set({ amountKobo: kobo(10_200_013) })
      .where(eq(refunds.id, refund.id));
    const first = await requestBankRefund(
      shop.database.db,
      { refundId: refund.id, ...(await given()) },
      maker,
      origin(),
    );
    if (!('bankRefund' in first)) throw new Error(first.message);
    await decideBankRefund(
      shop.database.db,
      { bankRefundId: first.bankRefund.id, approve: false },
      checker,
      origin(),
    );
    const again = await requestBankRefund(
      shop.database.db,
      { refundId: refund.id, ...(await given()) },
      maker,
      origin(),
    );
    expect(again).toMatchObject({ bankRefund: { status: 'awaiting-approval' } });
    expect(
      await shop.database.db.select().from(bankRefunds).where(eq(bankRefunds.refundId, refund.id)),
    ).toHaveLength(2);
  });
});
