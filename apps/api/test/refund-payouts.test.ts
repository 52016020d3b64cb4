import { createHmac } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, sandboxPayouts, transferSenders } from '../src/db/schema.ts';
import { PaymentProviderError } from '../src/payments/card-payments.ts';
import type { Payouts } from '../src/payments/payouts/payouts.ts';
import { SANDBOX_PAYOUT_ACCOUNTS } from '../src/payments/payouts/sandbox-payouts.ts';
import { SANDBOX_SECRET_KEY } from '../src/payments/sandbox.ts';
import { SANDBOX_SENDER, type SandboxSender } from '../src/payments/transfers/sandbox-transfers.ts';
import { runRefunds } from '../src/refunds/refund-job.ts';
import { UNKNOWN_SENDER } from '../src/refunds/refund-route.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY } from './checkout-app.ts';
import { queueDuplicateCardRefund } from './support/duplicate-card-refund.ts';

/**
 * Refunds of money that came by bank transfer go back by payout to the account it came from (issues 44 and
 * 45), end to end: real orders through the API, the sandbox bank's signed transfer notices (copies and late
 * ones) naming the sender, the refund job as main.ts runs it, and the payout sandbox's signed transfer.*
 * notices back to the app's card webhook (copies and late ones too). PGlite, and PostgreSQL with DATABASE_URL.
 */
let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

const SURPLUS_KOBO = 50_000;
const LEASE_MS = 120_000;

/** The refund job as main.ts runs it (card provider and payouts), on the shop's clock. */
const job = (payouts: Payouts = shop.payoutBank) =>
  runRefunds({
    db: shop.database.db,
    cardPayments: shop.sandbox,
    payouts,
    email: shop.email,
    now: shop.now,
    log: () => undefined,
  });

/** An order paid by a transfer `extraKobo` above what was asked, from `from`: its surplus is owed back. */
async function overpaidByTransfer(from: SandboxSender = SANDBOX_SENDER, extraKobo = SURPLUS_KOBO) {
  const buyer = await shop.shopper();
  const placed = await shop.placeOrder(buyer, FULL_ONLY, 'full', { pay: false });
  const issued = await shop.call('POST', `/orders/transfer/${placed.id}`, {
    token: buyer.token,
    body: { method: 'bank_transfer' },
  });
  expect(issued.status).toBe(201);
  const account = issued.body.data;
  const transfer = shop.transferBank.sendTransfer({
    accountNumber: account.accountNumber,
    amountKobo: Math.round(Number(account.amount) * 100) + extraKobo,
    from,
  });
  await shop.transferBank.idle();
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.publicId, placed.id));
  if (!order) throw new Error('no order');
  return { buyer, order, placed, transfer };
}

async function refundsOf(orderId: number) {
  return shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

async function payoutsTo(accountNumber: string) {
  return shop.database.db
    .select()
    .from(sandboxPayouts)
    .where(eq(sandboxPayouts.accountNumber, accountNumber));
}

/** The payout sandbox settles and its notices (first, duplicate, late) have all been delivered. */
async function payoutNoticesDelivered() {
  await new Promise((resolve) => setTimeout(resolve, 40));
  await shop.payoutBank.idle();
}

describe('a surplus of a transfer', () => {
  it("is paid back by payout to the sender's account and ends processed, shown on the shopper's order", async () => {
    const { buyer, order, placed, transfer } = await overpaidByTransfer();
    const [sender] = await shop.database.db
      .select()
      .from(transferSenders)
      .where(eq(transferSenders.providerReference, transfer.providerReference));
    expect(sender).toMatchObject({ bankCode: '058', accountNumber: SANDBOX_SENDER.accountNumber });
    const [owed] = await refundsOf(order.id);
    expect(owed).toMatchObject({ amountKobo: SURPLUS_KOBO, reason: 'overpaid', status: 'queued' });

    const figures = await job();
    expect(figures).toMatchObject({ sent: 1, refused: 0 });
    // Sent: processing until the payout's notice, which the sandbox may deliver before this read (seen on
    // PostgreSQL in CI): either, never queued or failed.
    expect(['processing', 'processed']).toContain((await refundsOf(order.id))[0]?.status);
    await payoutNoticesDelivered();

    const [paid] = await refundsOf(order.id);
    expect(paid).toMatchObject({
      status: 'processed',
      failure: null,
      providerRefundId: expect.stringMatching(/^TRF_/),
    });
    // Paid once, to the account it came from, for the surplus only; never to the card provider.
    const sent = (await payoutsTo(SANDBOX_SENDER.accountNumber)).filter((p) =>
      p.reference.endsWith(paid?.reference.toLowerCase() ?? '-'),
    );
    expect(sent).toEqual([expect.objectContaining({ bankCode: '058', amountKobo: SURPLUS_KOBO })]);

    const page = await shop.call('GET', `/orders/get-single-order/${placed.id}`, { token: buyer.token });
    expect(page.body.data.refunds).toEqual([
      expect.objectContaining({ amount: SURPLUS_KOBO / 100, status: 'processed', reason: 'overpaid' }),
    ]);
  });

  it('pays once however many copies of the payout notice come, and a second tick sends nothing', async () => {
    const from = { ...SANDBOX_SENDER, accountNumber: '0123456781' };
    const { order } = await overpaidByTransfer(from);
    await job();
    await payoutNoticesDelivered();
    await payoutNoticesDelivered();
    expect((await refundsOf(order.id)).map((r) => r.status)).toEqual(['processed']);
    expect(await job()).toMatchObject({ sent: 0, recovered: 0 });
    expect(await payoutsTo('0123456781')).toHaveLength(1);
  });
});

describe('a payout that does not arrive', () => {
  it("ends failed with the receiving bank's reason for the operator", async () => {
    const from = { ...SANDBOX_SENDER, accountNumber: SANDBOX_PAYOUT_ACCOUNTS.failing };
    const { order } = await overpaidByTransfer(from);
    await job();
    await payoutNoticesDelivered();
    const [refund] = await refundsOf(order.id);
    expect(refund?.status).toBe('failed');
    expect(refund?.failure).toMatch(/^Payout failed: Beneficiary bank could not credit the account/);
    // Nothing in the failure names the account.
    expect(refund?.failure).not.toContain(SANDBOX_PAYOUT_ACCOUNTS.failing);
  });

  it('ends failed when the receiving bank returns it (reversed)', async () => {
    const from = { ...SANDBOX_SENDER, accountNumber: SANDBOX_PAYOUT_ACCOUNTS.reversed };
    const { order } = await overpaidByTransfer(from);
    await job();
    await payoutNoticesDelivered();
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      status: 'failed',
      failure: 'Payout reversed: Returned by the beneficiary bank',
    });
  });

  it('is retried under the same reference when the provider did not answer, and paid once', async () => {
    const from = { ...SANDBOX_SENDER, accountNumber: '0123456782' };
    const { order } = await overpaidByTransfer(from);
    // The request reached the provider but its answer was lost.
    const lostAnswer: Payouts = Object.assign(Object.create(shop.payoutBank), {
      sendPayout: async (request: Parameters<Payouts['sendPayout']>[0]) => {
        await shop.payoutBank.sendPayout(request);
        throw new PaymentProviderError('no answer within 15 s');
      },
    });
    expect(await job(lostAnswer)).toMatchObject({ sent: 1, unresolved: 1 });
    expect((await refundsOf(order.id))[0]?.status).toBe('sending');
    shop.advance(LEASE_MS + 1_000);
    // After the lease the provider's books are asked first: it has the payout, so nothing is sent again.
    expect(await job()).toMatchObject({ recovered: 1, sent: 0 });
    await payoutNoticesDelivered();
    expect((await refundsOf(order.id))[0]?.status).toBe('processed');
    expect(await payoutsTo('0123456782')).toHaveLength(1);
  });

  it('fails with words for the operator when the notice named no sender account', async () => {
    const buyer = await shop.shopper();
    const placed = await shop.placeOrder(buyer, FULL_ONLY, 'full', { pay: false });
    const issued = await shop.call('POST', `/orders/transfer/${placed.id}`, {
      token: buyer.token,
      body: { method: 'bank_transfer' },
    });
    const { reference, amount } = issued.body.data;
    // Paystack's notice as it may come: no sender's account (or a masked one).
    const raw = JSON.stringify({
      event: 'charge.success',
      data: {
        id: 7_700_000_001,
        reference,
        amount: Math.round(Number(amount) * 100) + SURPLUS_KOBO,
        currency: 'NGN',
        status: 'success',
        channel: 'bank_transfer',
        paid_at: new Date(shop.now()).toISOString(),
        authorization: { sender_bank: 'Kuda Bank', sender_bank_account_number: 'XXXXXX4321' },
      },
    });
    const posted = await shop.call('POST', '/payment/transfer-webhook', {
      body: raw,
      headers: { 'x-paystack-signature': createHmac('sha512', SANDBOX_SECRET_KEY).update(raw).digest('hex') },
    });
    expect(posted.status).toBe(200);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.publicId, placed.id));
    expect(await job()).toMatchObject({ refused: 1 });
    const [refund] = await refundsOf(order?.id ?? 0);
    expect(refund).toMatchObject({ status: 'failed', failure: UNKNOWN_SENDER, amountKobo: SURPLUS_KOBO });
  });
});

describe('a card payment', () => {
  it('is still refunded to the card provider, not paid out', async () => {
    const buyer = await shop.shopper();
    await shop.placeOrder(buyer, FULL_ONLY, 'full');
    await shop.sandbox.idle();
    const before = (await shop.database.db.select().from(sandboxPayouts)).length;
    // A card payment paid twice: the second is refunded to the card.
    const orderId = await queueDuplicateCardRefund(shop, buyer.userId, 1_000);
    await job();
    expect((await shop.database.db.select().from(sandboxPayouts)).length).toBe(before);
    const [refund] = await refundsOf(orderId);
    // Sent to the card provider (whose notice may already have come): never a payout.
    expect(['processing', 'processed']).toContain(refund?.status);
  });
});
