import { kobo } from '@oja/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, type RefundReason, refundReference } from '../src/db/refunds-repository.ts';
import { messages, orders, outbox, refunds, sandboxCardRefunds, users } from '../src/db/schema.ts';
import { recordRefund } from '../src/money/refund.ts';
import {
  PaymentProviderError,
  type RefundRequest,
  SIGNATURE_HEADER,
  signWebhook,
} from '../src/payments/card-payments.ts';
import { PaystackCardPayments } from '../src/payments/paystack.ts';
import { SANDBOX_SECRET_KEY, SandboxCardPayments } from '../src/payments/sandbox.ts';
import { runRefunds } from '../src/refunds/refund-job.ts';
import { handleRefundWebhook } from '../src/refunds/refund-webhook.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, type Shopper } from './checkout-app.ts';
import {
  FAKE_PUBLIC_KEY,
  FAKE_SECRET_KEY,
  type FakePaystack,
  startFakePaystack,
} from './support/fake-paystack.ts';
import { parsePrometheusText, sampleValue } from './support/prometheus-text.ts';
import { REFUND_KOBO, refundBooks, seedQueuedRefunds } from './support/queued-refunds.ts';

/**
 * The refund job in one process, on a real database, with the card sandbox whose webhooks come back to the
 * app's own endpoint: a refund owed is sent once, recorded, emailed once and shown on the order; refusals,
 * the sandbox's failing amount, a lost answer, a process that died mid-send and two jobs at once.
 */
let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp({ refundDelayMs: 40 });
});
afterAll(async () => shop?.dispose());

/** ₦38,500 fan + VAT + standard delivery = ₦43,887.50. */
const PAID_KOBO = 4_388_750;
const LEASE_MS = 120_000;

/** The job as main.ts runs it, on the shop's clock. */
const job = (cardPayments = shop.sandbox as SandboxCardPayments | PaystackCardPayments, workerId?: string) =>
  runRefunds(
    { db: shop.database.db, cardPayments, email: shop.email, now: shop.now, log: () => undefined },
    workerId ? { workerId } : {},
  );

/** A shopper's order paid in full on the sandbox's page, and its payment's reference. */
async function paidOrder(who?: Shopper) {
  const buyer = who ?? (await shop.shopper());
  const placed = await shop.placeOrder(buyer, FULL_ONLY, 'full');
  await shop.sandbox.idle();
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.publicId, placed.id));
  if (!order) throw new Error('no order');
  return { buyer, order, reference: placed.reference };
}

/** What settlement records when the money is not kept. */
async function owe(
  orderId: number,
  sourceReference: string,
  amountKobo = PAID_KOBO,
  reason: RefundReason = 'duplicate',
) {
  await recordRefund(shop.database.db, {
    orderId,
    sourceReference,
    sourceKind: 'payment',
    amountKobo: kobo(amountKobo),
    reason,
    now: new Date(shop.now()),
  });
  return refundReference(sourceReference);
}

/** The shop's GET /metrics, parsed. */
async function scrape() {
  return parsePrometheusText(await (await shop.app.request('/metrics')).text()).samples;
}

async function refundRow(reference: string) {
  const [row] = await shop.database.db.select().from(refunds).where(eq(refunds.reference, reference));
  if (!row) throw new Error(`no refund ${reference}`);
  return row;
}

async function providerBooks(reference: string) {
  return shop.database.db
    .select()
    .from(sandboxCardRefunds)
    .where(eq(sandboxCardRefunds.merchantNote, reference));
}

async function refundEmails(to: string) {
  return shop.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.subject, 'Your refund of %')));
}

/** The texts queued for a shopper's phone. */
async function textsTo(userId: number) {
  const [account] = await shop.database.db.select().from(users).where(eq(users.id, userId));
  const rows = await shop.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.channel, 'sms'), eq(messages.recipient, account?.phoneNumber ?? '')));
  return rows.map((row) => row.body);
}

describe('the refund job', () => {
  it('sends a queued refund once, records the answer, emails the shopper once and shows it on the order', async () => {
    const { buyer, order, reference } = await paidOrder();
    const rf = await owe(order.id, reference);
    expect(rf).toBe(`RF-${reference}`);

    const first = await job();
    expect(first).toMatchObject({ sent: 1, refused: 0, unresolved: 0, emails: 1 });
    const sent = await refundRow(rf);
    expect(sent).toMatchObject({
      // Sent; the sandbox's 'processed' notice may already have come on a loaded machine (PostgreSQL in CI).
      status: expect.stringMatching(/^process(ing|ed)$/),
      attempts: 1,
      claimedBy: null,
      emailedAt: expect.any(Date),
    });
    expect(sent.providerRefundId).toMatch(/^\d+$/);
    expect(sent.sentAt).toEqual(new Date(shop.now()));
    expect(await providerBooks(rf)).toMatchObject([
      { transactionReference: reference, amountKobo: PAID_KOBO },
    ]);

    const [email, ...more] = await refundEmails(buyer.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe(`Your refund of ₦43,887.50 for Oja order ${order.orderNumber} is on its way`);
    expect(email?.text).toContain('Hello Ada,');
    expect(email?.text).toContain(`We have refunded ₦43,887.50 to you for order ${order.orderNumber}.`);
    expect(email?.text).toContain('Why: you paid for this order twice, and this was the second payment.');
    expect(email?.text).toContain(`Refund reference: ${rf}.`);
    expect(email?.text).toContain('It reaches your card in 7 to 14 business days.');

    // Nothing more to do: not sent again, not emailed again.
    expect(await job()).toMatchObject({ sent: 0, recovered: 0, emails: 0 });
    // And one text to the shopper's phone (SMS is on by default).
    expect(await textsTo(buyer.userId)).toEqual([
      `Oja: we are refunding ₦43,887.50 for order ${order.orderNumber} to your card. It arrives in 7 to 14 business days. Reply STOP to stop texts.`,
    ]);

    // The sandbox processes it and says so by three signed webhooks to the shop's endpoint: recorded once.
    await shop.sandbox.idle();
    const processed = await refundRow(rf);
    expect(processed).toMatchObject({ status: 'processed', settledAt: expect.any(Date), claimedUntil: null });
    expect(await providerBooks(rf)).toHaveLength(1);
    expect(await refundEmails(buyer.email)).toHaveLength(1);

    const single = await shop.call('GET', `/orders/get-single-order/${order.publicId}`, {
      token: buyer.token,
    });
    expect(single.body.data.refunds).toEqual([
      {
        reference: rf,
        amount: 43_887.5,
        status: 'processed',
        reason: 'duplicate',
        createdAt: order.createdAt.toISOString(),
      },
    ]);
    // The ledger's row, as the order shows it.
    expect(await orderRefunds(shop.database.db, order.id)).toMatchObject([
      { reference: rf, amountKobo: PAID_KOBO, status: 'processed', reason: 'duplicate' },
    ]);
    const all = await shop.call('GET', '/orders/get-all-orders', { token: buyer.token });
    expect(all.body.data.orders[0].refunds).toHaveLength(1);
  });

  it("shows a refund not yet sent as 'pending' and an order without refunds with none", async () => {
    const { buyer, order, reference } = await paidOrder();
    const before = await shop.call('GET', `/orders/get-single-order/${order.publicId}`, {
      token: buyer.token,
    });
    expect(before.body.data.refunds).toEqual([]);
    await owe(order.id, reference, 1_000_00, 'duplicate');
    const after = await shop.call('GET', `/orders/get-single-order/${order.publicId}`, {
      token: buyer.token,
    });
    expect(after.body.data.refunds).toMatchObject([{ amount: 1000, status: 'pending' }]);
    await job();
    await shop.sandbox.idle();
  });

  it("records a refusal as 'failed' with the provider's words, for a person: nothing sent, no email", async () => {
    const { buyer, order, reference } = await paidOrder();
    const rf = await owe(order.id, reference, PAID_KOBO + 100);
    expect(await job()).toMatchObject({ sent: 1, refused: 1, emails: 0 });
    expect(await refundRow(rf)).toMatchObject({
      status: 'failed',
      failure:
        'Refused by the provider: Refund amount cannot be more than what is left of the transaction (4388750 kobo)',
      settledAt: expect.any(Date),
      providerRefundId: null,
    });
    expect(await providerBooks(rf)).toEqual([]);
    expect(await refundEmails(buyer.email)).toEqual([]);
    const shown = await shop.call('GET', `/orders/get-single-order/${order.publicId}`, {
      token: buyer.token,
    });
    expect(shown.body.data.refunds).toMatchObject([{ status: 'failed' }]);
  });

  it("records the sandbox's failing test amount (ends in 13 kobo) as failed when its refund.failed webhook comes", async () => {
    const { order, reference } = await paidOrder();
    const rf = await owe(order.id, reference, 2_000_13, 'late');
    const before = await scrape();
    await job();
    // Sent, not refused: the refusal comes only by the webhook, which may already have come (it is
    // asynchronous and, on a loaded machine, beats this read).
    expect(['processing', 'failed']).toContain((await refundRow(rf)).status);
    await shop.sandbox.idle();
    expect(await refundRow(rf)).toMatchObject({
      status: 'failed',
      failure: 'The provider could not pay the refund back to the card or account',
    });
    // Counted once for the operator's alert (oja_refunds_total{outcome="failed"}), though the webhook came
    // three times: the first copy recorded it, the others were duplicates.
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('oja_refunds_total', { outcome: 'failed' })).toBe(1);
    expect(moved('oja_webhooks_total', { webhook: 'card-refund', verdict: 'accepted' })).toBe(1);
    expect(
      moved('oja_webhooks_total', { webhook: 'card-refund', verdict: 'duplicate' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('asks the provider before sending again a refund left sending by a dead process: never sent twice', async () => {
    const { order, reference } = await paidOrder();
    const rf = await owe(order.id, reference);
    // A process that sent it and died before recording the answer: the sandbox has it, the row says sending.
    await shop.sandbox.refund({
      reference: rf,
      transactionReference: reference,
      amountKobo: PAID_KOBO,
      currency: 'NGN',
    });
    const at = shop.now();
    const die = (until: number) =>
      shop.database.db
        .update(refunds)
        .set({ status: 'sending', claimedBy: 'dead', claimedUntil: new Date(until), attempts: 1 })
        .where(eq(refunds.reference, rf));
    await die(at + LEASE_MS);
    // Its lease still runs: nobody touches it (its first request may still be on its way).
    expect(await job()).toMatchObject({ recovered: 0, sent: 0 });
    expect((await refundRow(rf)).status).toBe('sending');
    await die(at - 1);
    // Nothing is sent again: the job finds it in the provider's books (or the provider's webhook, which can
    // come first under load, has already recorded it).
    const figures = await job();
    expect(figures.sent).toBe(0);
    expect([0, 1]).toContain(figures.recovered);
    // Accepted by the provider: still processing, or already processed if its webhook beat this line.
    expect(await refundRow(rf)).toMatchObject({
      status: expect.stringMatching(/^process(ing|ed)$/),
      attempts: 1,
    });
    expect(await providerBooks(rf)).toHaveLength(1);
    await shop.sandbox.idle();
  });

  it('sends, under the same reference, a refund a dead process left sending before its request left', async () => {
    const { order, reference } = await paidOrder();
    const rf = await owe(order.id, reference);
    await shop.database.db
      .update(refunds)
      .set({ status: 'sending', claimedBy: 'dead', claimedUntil: new Date(shop.now() - 1), attempts: 1 })
      .where(eq(refunds.reference, rf));
    expect(await job()).toMatchObject({ recovered: 1, sent: 1 });
    expect(await refundRow(rf)).toMatchObject({
      status: expect.stringMatching(/^process(ing|ed)$/),
      attempts: 2,
    });
    expect(await providerBooks(rf)).toHaveLength(1);
    await shop.sandbox.idle();
  });

  it('leaves a refund whose answer was lost sending until its lease is over, then finds it at the provider', async () => {
    const { order, reference } = await paidOrder();
    const rf = await owe(order.id, reference);
    /** The provider takes the refund, and its answer is lost on the way back. */
    class LostAnswer extends SandboxCardPayments {
      override async refund(request: RefundRequest): Promise<never> {
        await super.refund(request);
        throw new PaymentProviderError('Paystack did not answer POST /refund: timed out');
      }
    }
    const lossy = new LostAnswer({
      db: shop.database.db,
      now: shop.now,
      refundDelayMs: 40,
      log: () => undefined,
    });
    expect(await job(lossy as unknown as SandboxCardPayments)).toMatchObject({ sent: 1, unresolved: 1 });
    expect((await refundRow(rf)).status).toBe('sending');
    expect(await job()).toMatchObject({ sent: 0, recovered: 0 });
    shop.advance(LEASE_MS + 1);
    expect(await job()).toMatchObject({ sent: 0, recovered: 1 });
    expect(await refundRow(rf)).toMatchObject({ status: 'processed', attempts: 1 });
    expect(await providerBooks(rf)).toHaveLength(1);
    await lossy.idle();
  });

  it('asks again about a refund still processing whose webhook never came', async () => {
    const { order, reference } = await paidOrder();
    const rf = await owe(order.id, reference);
    /** A sandbox whose webhooks are lost. */
    const deaf = new SandboxCardPayments({
      db: shop.database.db,
      now: shop.now,
      refundDelayMs: 10,
      lateDeliveryMs: 10,
      deliver: async () => 200,
      log: () => undefined,
    });
    await job(deaf);
    await deaf.idle();
    expect((await refundRow(rf)).status).toBe('processing');
    expect(await job(deaf)).toMatchObject({ rechecked: 0 });
    shop.advance(60 * 60 * 1000 + 1);
    expect(await job(deaf)).toMatchObject({ rechecked: 1, processed: 1 });
    expect((await refundRow(rf)).status).toBe('processed');
  });

  it('two jobs at once over 200 refunds: each sent exactly once, none lost, each emailed once', async () => {
    const before = await refundBooks(shop.database);
    await seedQueuedRefunds(shop.database, 200, new Date(shop.now()), 'OJA-T');
    const [a, b] = await Promise.all([job(undefined, 'job-a'), job(undefined, 'job-b')]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(200);
    await shop.sandbox.idle();
    const after = await refundBooks(shop.database);
    expect({
      sandboxRefunds: after.sandboxRefunds - before.sandboxRefunds,
      sentTwice: after.sentTwice,
      neverReceived: after.neverReceived,
      unsent: after.unsent,
      emailed: after.emailed - before.emailed,
      emails: after.emails - before.emails,
      emailedTwice: after.emailedTwice,
    }).toEqual({
      sandboxRefunds: 200,
      sentTwice: 0,
      neverReceived: 0,
      unsent: 0,
      emailed: 200,
      emails: 200,
      emailedTwice: 0,
    });
    expect(REFUND_KOBO).toBe(250_000);
  });

  it('runs when the sandbox clock is moved (POST /dev/clock)', async () => {
    const { order, reference } = await paidOrder();
    const rf = await owe(order.id, reference);
    const moved = await shop.call('POST', '/dev/clock', { body: { days: 1 } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.refunded).toMatchObject({ sent: 1, emails: 1 });
    // Sent: the provider's refund.processed notice may already have come (it is asynchronous), so either
    // state shows the job ran; once the sandbox is idle the refund is processed.
    expect(['processing', 'processed']).toContain((await refundRow(rf)).status);
    await shop.sandbox.idle();
    expect((await refundRow(rf)).status).toBe('processed');
  });
});

describe('refund webhooks', () => {
  const post = (body: unknown, signature?: string) => {
    const rawBody = JSON.stringify(body);
    return shop.app.request('/api/v1/payment/paystack-webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signature ?? signWebhook(SANDBOX_SECRET_KEY, rawBody),
      },
      body: rawBody,
    });
  };

  it('refuses a refund event without the signature, and answers an unknown payment with 200', async () => {
    const event = {
      event: 'refund.processed',
      data: { transaction_reference: 'OJA-NOPE', status: 'processed' },
    };
    expect((await post(event, 'f'.repeat(128))).status).toBe(401);
    const answer = await post(event);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, message: 'Unknown refund' });
  });

  it("records what the provider's books say, not what the event says, and a copy changes nothing", async () => {
    const { order, reference } = await paidOrder();
    const rf = await owe(order.id, reference);
    // Sent by a process that died before recording it: the sandbox has it, pending.
    const slow = new SandboxCardPayments({
      db: shop.database.db,
      now: shop.now,
      refundDelayMs: 3_600_000,
      log: () => undefined,
    });
    await slow.refund({
      reference: rf,
      transactionReference: reference,
      amountKobo: PAID_KOBO,
      currency: 'NGN',
    });
    await shop.database.db
      .update(refunds)
      .set({ status: 'sending', claimedBy: 'dead', claimedUntil: new Date(shop.now() + LEASE_MS) })
      .where(eq(refunds.reference, rf));
    // The event says processed; the books say pending: the refund is 'processing' for the shop.
    const event = {
      event: 'refund.processed',
      data: { transaction_reference: reference, status: 'processed' },
    };
    expect(await (await post(event)).json()).toEqual({ success: true, message: 'Refund recorded' });
    expect((await refundRow(rf)).status).toBe('processing');
    shop.advance(3_600_000);
    const before = await scrape();
    for (let copy = 0; copy < 3; copy++) {
      expect((await post(event)).status).toBe(200);
    }
    expect((await refundRow(rf)).status).toBe('processed');
    const after = await scrape();
    expect(
      sampleValue(after, 'oja_refunds_total', { outcome: 'processed' }) -
        sampleValue(before, 'oja_refunds_total', { outcome: 'processed' }),
    ).toBe(1);
    expect(await providerBooks(rf)).toHaveLength(1);
  });

  it('leaves the refund as it is when the provider does not answer (the route answers 503)', async () => {
    const { order, reference } = await paidOrder();
    const rf = await owe(order.id, reference);
    await job();
    /** A provider whose books cannot be read right now. */
    class Down extends SandboxCardPayments {
      override async findRefund(): Promise<never> {
        throw new PaymentProviderError('Paystack did not answer GET /refund');
      }
    }
    const down = new Down({ db: shop.database.db, now: shop.now, log: () => undefined });
    await expect(
      handleRefundWebhook({ db: shop.database.db, cardPayments: down, now: shop.now }, 'refund.processed', {
        transaction_reference: reference,
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    // Sent: the provider's refund.processed notice may already have come (it is asynchronous), so either
    // state shows the job ran; once the sandbox is idle the refund is processed.
    expect(['processing', 'processed']).toContain((await refundRow(rf)).status);
    await shop.sandbox.idle();
    expect((await refundRow(rf)).status).toBe('processed');
  });
});

describe('the refund job with Paystack (a local fake)', () => {
  let fake: FakePaystack;
  beforeAll(async () => {
    fake = await startFakePaystack();
  });
  afterAll(async () => fake?.close());

  it('a refund whose answer was lost is found at Paystack after the lease, never sent twice; the webhook records it', async () => {
    const paystack = new PaystackCardPayments({
      secretKey: FAKE_SECRET_KEY,
      publicKey: FAKE_PUBLIC_KEY,
      baseUrl: fake.baseUrl,
      // Short, so the lost answer is given up on quickly, yet long enough for a loaded 2-core machine.
      timeoutMs: 1_500,
    });
    const { order } = await paidOrder();
    const transaction = `${order.orderNumber}-paystack`;
    await paystack.initialize({
      reference: transaction,
      amount: PAID_KOBO,
      currency: 'NGN',
      email: 'ada@example.com',
      callbackUrl: 'http://shop.test/back',
    });
    fake.charge(transaction, { status: 'success' });
    const rf = await owe(order.id, transaction);
    fake.failNextAt('/refund', 'lost-answer');
    expect(await job(paystack)).toMatchObject({ sent: 1, unresolved: 1 });
    shop.advance(LEASE_MS + 1);
    expect(await job(paystack)).toMatchObject({ sent: 0, recovered: 1 });
    expect(fake.refunds.filter((r) => r.merchant_note === rf)).toHaveLength(1);
    const row = await refundRow(rf);
    expect(row).toMatchObject({ status: 'processing', attempts: 1 });
    fake.settleRefund(Number(row.providerRefundId), 'processed');
    const { rawBody } = fake.refundWebhook(Number(row.providerRefundId));
    const done = await handleRefundWebhook(
      { db: shop.database.db, cardPayments: paystack, now: shop.now },
      JSON.parse(rawBody).event,
      JSON.parse(rawBody).data,
    );
    expect(done).toEqual({ kind: 'recorded', reference: rf, status: 'processed', changed: true });
  });
});
