import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../src/db/schema.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import { sweepPayments } from '../src/orders/sweep.ts';
import { signWebhook } from '../src/payments/card-payments.ts';
import { PaystackCardPayments } from '../src/payments/paystack.ts';
import { SANDBOX_SECRET_KEY } from '../src/payments/sandbox.ts';
import {
  type CheckoutApp,
  createCheckoutApp,
  FULL_ONLY,
  MICROWAVE,
  PHONE,
  type Shopper,
} from './checkout-app.ts';
import {
  FAKE_PUBLIC_KEY,
  FAKE_SECRET_KEY,
  type FakePaystack,
  startFakePaystack,
} from './support/fake-paystack.ts';

const SUCCESS = '4084084084084081';
const DECLINED = '4000000000000002';
const CONFIRMATION = /^Your Oja order OJA-\w{8} is confirmed$/;
const MINUTE = 60_000;

/**
 * The sandbox's webhooks go to the app's own endpoint ('deliver'), or are held back ('hold': as if the
 * network lost them) so a test can replay them as it likes.
 */
let webhooks: 'deliver' | 'hold' = 'deliver';
const held: Array<{ rawBody: string; headers: Record<string, string> }> = [];
let shop: CheckoutApp;

async function postWebhook(rawBody: string, headers: Record<string, string>) {
  const response = await shop.app.request('/api/v1/payment/paystack-webhook', {
    method: 'POST',
    headers,
    body: rawBody,
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

beforeAll(async () => {
  shop = await createCheckoutApp({
    lateDeliveryMs: 60,
    deliver: async (rawBody, headers) => {
      if (webhooks === 'hold') {
        held.push({ rawBody, headers });
        return 200;
      }
      return (await postWebhook(rawBody, headers)).status;
    },
  });
});
afterAll(async () => shop?.dispose());
afterEach(async () => {
  await shop.sandbox.idle();
  webhooks = 'deliver';
  held.length = 0;
});

function validate(who: Shopper, reference: string) {
  return shop.call('POST', '/orders/validate-paystack-payment', { token: who.token, body: { reference } });
}

async function orderOf(who: Shopper, id: string) {
  return (await shop.call('GET', `/orders/get-single-order/${id}`, { token: who.token })).body.data;
}

/** A verified shopper's weekly order of the ₦185,000 phone: ₦64,750 down by card. */
async function weeklyOrder() {
  const buyer = await shop.shopper({ verified: true });
  await shop.addToCart(buyer, PHONE, { plan: 'weekly' });
  const { body } = await shop.checkout(buyer);
  return { buyer, order: body.data.order, reference: body.data.paystack_config.reference as string };
}

/** What the database says happened to an order: its status, its successful payments, its emails. */
async function outcome(buyer: Shopper, orderNumber: string) {
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const succeeded = await shop.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order?.id ?? -1), eq(payments.status, 'succeeded')));
  return {
    status: order?.status,
    payments: succeeded.length,
    emails: await shop.counts.emails(buyer.email, CONFIRMATION),
  };
}

describe('exactly once: whoever brings the news, the order is paid once', () => {
  it('the browser callback and the webhooks both arrive: one payment, one email, the cart emptied', async () => {
    const { buyer, order, reference } = await weeklyOrder();
    const paid = await shop.payOnPage(reference, SUCCESS);
    // The shopper is back on the shop (validate) while the sandbox's webhooks arrive.
    const [first, second] = await Promise.all([validate(buyer, reference), validate(buyer, reference)]);
    await shop.sandbox.idle();
    const third = await validate(buyer, reference);
    for (const answer of [first, second, third]) {
      expect(answer).toMatchObject({
        status: 200,
        body: {
          payment_verified: true,
          status: 'success',
          data: { orderId: order.id, orderNumber: order.orderNumber, orderStatus: 'paid' },
        },
      });
    }
    expect(paid.location).toContain(`/cart-items/checkout/mandate/create/64750?orderId=${order.id}&trxref=`);
    const result = await outcome(buyer, order.orderNumber);
    console.log(
      `callback ×3 + webhooks ×3: order ${result.status}, ${result.payments} payment, ${result.emails} email`,
    );
    expect(result).toEqual({ status: 'paid', payments: 1, emails: 1 });

    const details = await orderOf(buyer, order.id);
    expect(details).toMatchObject({
      status: 'paid',
      mandateStatus: 'pending',
      successful_payments_count: 1,
      paymentSummary: { total_amount_paid: 64_750, next_due_date: '2030-01-08', next_due_amount: 5_692.71 },
    });
    expect(details.payments[0]).toMatchObject({ status: 'completed', reference });
    const cart = await shop.call('GET', '/cart/view-cart', { token: buyer.token });
    expect(cart.body.data.cart.items).toEqual([]);
    const email = await shop.call('GET', `/dev/outbox?email=${encodeURIComponent(buyer.email)}`);
    expect(email.body.data.messages[0].text).toContain(
      `Order ${order.orderNumber} is confirmed: we received ₦64,750 by card.`,
    );
    expect(email.body.data.messages[0].text).toContain(
      'Still to pay: ₦136,625 in 24 weekly instalments from 2030-01-08',
    );
  });

  it('a webhook replayed 100 times in sequence: one payment, one email', async () => {
    webhooks = 'hold';
    const { buyer, order, reference } = await weeklyOrder();
    await shop.payOnPage(reference, SUCCESS);
    await shop.sandbox.idle();
    expect(held).toHaveLength(3);
    const [webhook] = held;
    if (!webhook) throw new Error('no webhook');
    const answers: number[] = [];
    for (let i = 0; i < 100; i++) answers.push((await postWebhook(webhook.rawBody, webhook.headers)).status);
    const result = await outcome(buyer, order.orderNumber);
    console.log(
      `webhook ×100 in sequence: ${answers.filter((s) => s === 200).length} × 200, order ${result.status}, ${result.payments} payment, ${result.emails} email`,
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(result).toEqual({ status: 'paid', payments: 1, emails: 1 });
  });

  it('a webhook replayed 20 times at once, as the first news of the payment: one payment, one email', async () => {
    webhooks = 'hold';
    const { buyer, order, reference } = await weeklyOrder();
    await shop.payOnPage(reference, SUCCESS);
    await shop.sandbox.idle();
    const [webhook] = held;
    if (!webhook) throw new Error('no webhook');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postWebhook(webhook.rawBody, webhook.headers)),
    );
    const result = await outcome(buyer, order.orderNumber);
    console.log(
      `webhook ×20 at once: ${answers.filter((a) => a.status === 200).length} × 200, order ${result.status}, ${result.payments} payment, ${result.emails} email`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(result).toEqual({ status: 'paid', payments: 1, emails: 1 });
  });

  it('a webhook with a bad signature gets 401 and changes nothing', async () => {
    webhooks = 'hold';
    const { buyer, order, reference } = await weeklyOrder();
    await shop.payOnPage(reference, SUCCESS);
    await shop.sandbox.idle();
    const [webhook] = held;
    if (!webhook) throw new Error('no webhook');
    const tampered = webhook.rawBody.replace('"amount":6475000', '"amount":100');
    const forged = [
      { rawBody: webhook.rawBody, signature: signWebhook('sk_test_guessed', webhook.rawBody) },
      { rawBody: tampered, signature: webhook.headers['x-paystack-signature'] ?? '' },
      { rawBody: webhook.rawBody, signature: '' },
      { rawBody: webhook.rawBody, signature: 'f'.repeat(128) },
    ];
    for (const { rawBody, signature } of forged) {
      const answer = await postWebhook(rawBody, {
        'content-type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      });
      expect(answer).toEqual({ status: 401, body: { success: false, message: 'Invalid signature' } });
    }
    expect(await outcome(buyer, order.orderNumber)).toEqual({
      status: 'awaiting_payment',
      payments: 0,
      emails: 0,
    });
    // The genuine one still pays it.
    expect((await postWebhook(webhook.rawBody, webhook.headers)).status).toBe(200);
    expect(await outcome(buyer, order.orderNumber)).toEqual({ status: 'paid', payments: 1, emails: 1 });
  });

  it('a declined card: the order stays unpaid and nothing is paid; paying again needs a new reference', async () => {
    const { buyer, order, reference } = await weeklyOrder();
    const stock = await shop.stockOf(PHONE);
    const declined = await shop.payOnPage(reference, DECLINED);
    expect(declined.status).toBe(303);
    const answer = await validate(buyer, reference);
    expect(answer.body).toMatchObject({
      payment_verified: false,
      status: 'failed',
      message: 'Payment not verified',
      data: { orderStatus: 'awaiting_payment' },
    });
    await shop.sandbox.idle();
    expect(await outcome(buyer, order.orderNumber)).toEqual({
      status: 'awaiting_payment',
      payments: 0,
      emails: 0,
    });
    const details = await orderOf(buyer, order.id);
    expect(details.payments[0]).toMatchObject({ status: 'failed', reference });
    expect(details.paymentSummary.total_amount_paid).toBe(0);
    const cart = await shop.call('GET', '/cart/view-cart', { token: buyer.token });
    expect(cart.body.data.cart.items).toHaveLength(1);
    expect(await shop.stockOf(PHONE)).toBe(stock);

    // Pay again: the same order, a new reference; this one succeeds.
    const again = await shop.checkout(buyer);
    expect(again.status).toBe(200);
    expect(again.body.data.order.orderNumber).toBe(order.orderNumber);
    const retry = again.body.data.paystack_config.reference;
    expect(retry).not.toBe(reference);
    await shop.payOnPage(retry, SUCCESS);
    expect((await validate(buyer, retry)).body).toMatchObject({ payment_verified: true, status: 'success' });
    await shop.sandbox.idle();
    expect(await outcome(buyer, order.orderNumber)).toEqual({ status: 'paid', payments: 1, emails: 1 });
    // The declined reference stays declined.
    expect((await validate(buyer, reference)).body).toMatchObject({
      payment_verified: false,
      status: 'failed',
    });
  });

  it('an abandoned payment is not paid yet, and can still be paid', async () => {
    const { buyer, order, reference } = await weeklyOrder();
    await shop.payOnPage(reference, 'cancel');
    expect((await validate(buyer, reference)).body).toMatchObject({
      payment_verified: false,
      status: 'abandoned',
    });
    const again = await shop.checkout(buyer);
    expect(again.body.data.paystack_config.reference).toBe(reference);
    await shop.payOnPage(reference, SUCCESS);
    expect((await validate(buyer, reference)).body).toMatchObject({ payment_verified: true });
    await shop.sandbox.idle();
    expect(await outcome(buyer, order.orderNumber)).toEqual({ status: 'paid', payments: 1, emails: 1 });
  });

  it("validates only the shopper's own references", async () => {
    const { buyer, reference } = await weeklyOrder();
    const stranger = await shop.shopper();
    expect(await validate(stranger, reference)).toMatchObject({
      status: 404,
      body: { message: 'Payment not found' },
    });
    expect((await validate(buyer, 'OJA-NOPE0000-000000')).status).toBe(404);
    expect((await validate(buyer, 'bad reference!')).status).toBe(400);
    const anonymous = await shop.call('POST', '/orders/validate-paystack-payment', { body: { reference } });
    expect(anonymous.status).toBe(401);
  });

  it('a webhook about a reference the shop does not know, or another event: 200, nothing changes', async () => {
    const unknown = JSON.stringify({ event: 'charge.success', data: { reference: 'OJA-NOPE0000-000000' } });
    // A payout's notice (transfer.*) goes to the refunds' payouts; one the shop never sent changes nothing.
    const payout = JSON.stringify({
      event: 'transfer.success',
      data: { reference: 'OJA-NOPE0000-000000' },
    });
    const other = JSON.stringify({
      event: 'subscription.create',
      data: { reference: 'OJA-NOPE0000-000000' },
    });
    for (const [rawBody, message] of [
      [unknown, 'Unknown reference'],
      [payout, 'Unknown refund'],
      [other, 'Event ignored'],
    ] as const) {
      const answer = await postWebhook(rawBody, {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhook(SANDBOX_SECRET_KEY, rawBody),
      });
      expect(answer).toEqual({ status: 200, body: { success: true, message } });
    }
  });
});

describe('a payment that arrives after its order expired', () => {
  it('never revives the order: the payment is late and refunded once, whether or not the stock is there', async () => {
    const lucky = await shop.shopper();
    const unlucky = await shop.shopper();
    const rival = await shop.shopper();
    await shop.setStock(MICROWAVE, 2);
    for (const who of [lucky, unlucky, rival]) await shop.addToCart(who, MICROWAVE, { plan: 'full' });
    const luckyOrder = (await shop.checkout(lucky)).body.data;
    const unluckyOrder = (await shop.checkout(unlucky)).body.data;
    shop.advance(31 * MINUTE);
    // The rival's checkout expires both orders; it takes one of the two units back.
    expect((await shop.checkout(rival)).status).toBe(201);
    expect(await shop.stockOf(MICROWAVE)).toBe(1);

    // Both shoppers were still on the card page, and pay (the webhook comes more than once).
    await shop.payOnPage(luckyOrder.paystack_config.reference, SUCCESS);
    await shop.sandbox.idle();
    await shop.payOnPage(unluckyOrder.paystack_config.reference, SUCCESS);
    await shop.sandbox.idle();

    for (const [who, placed] of [
      [lucky, luckyOrder],
      [unlucky, unluckyOrder],
    ] as const) {
      expect(await orderOf(who, placed.order.id)).toMatchObject({ status: 'expired' });
      expect(await shop.counts.emails(who.email, CONFIRMATION)).toBe(0);
      const owed = await shop.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.sourceReference, placed.paystack_config.reference));
      expect(owed.map((r) => [r.reason, r.amountKobo])).toEqual([['late', placed.paystack_config.amount]]);
    }
    // The stock the rival did not take stays on the shelf: no expired order took it again.
    expect(await shop.stockOf(MICROWAVE)).toBe(1);
  });
});

describe('the sweep: what a killed or quiet server catches up on', () => {
  it('verifies pending references with the provider and pays each order once', async () => {
    webhooks = 'hold'; // the webhooks are lost, and the shopper never came back
    const { buyer, order, reference } = await weeklyOrder();
    await shop.payOnPage(reference, SUCCESS);
    await shop.sandbox.idle();
    expect(await outcome(buyer, order.orderNumber)).toEqual({
      status: 'awaiting_payment',
      payments: 0,
      emails: 0,
    });
    shop.advance(2 * MINUTE);
    const deps = {
      db: shop.database.db,
      cardPayments: shop.sandbox,
      email: new SandboxEmailSender(
        shop.database.db,
        () => Date.now(),
        () => undefined,
      ),
      now: () => Date.parse('2030-01-01T12:00:00Z'),
    };
    const first = await sweepPayments(deps);
    const second = await sweepPayments(deps);
    expect(first.paid).toBeGreaterThanOrEqual(1);
    expect(second.paid).toBe(0);
    expect(await outcome(buyer, order.orderNumber)).toEqual({ status: 'paid', payments: 1, emails: 1 });
  });
});

describe('exactly once through Paystack (a local fake Paystack server)', () => {
  let fake: FakePaystack;
  let paystackShop: CheckoutApp;
  beforeAll(async () => {
    fake = await startFakePaystack();
    paystackShop = await createCheckoutApp({
      cardPayments: () =>
        new PaystackCardPayments({
          secretKey: FAKE_SECRET_KEY,
          publicKey: FAKE_PUBLIC_KEY,
          baseUrl: fake.baseUrl,
          // An ordinary call on a loaded 2-core machine can take over 500 ms (a first call failed so in a full
          // run beside other suites); 'not answering' waits this long once.
          timeoutMs: 1_500,
        }),
    });
  });
  afterAll(async () => {
    await paystackShop?.dispose();
    await fake?.close();
  });

  async function paystackOrder() {
    const buyer = await paystackShop.shopper();
    await paystackShop.addToCart(buyer, FULL_ONLY);
    const { body } = await paystackShop.checkout(buyer);
    return { buyer, order: body.data.order, config: body.data.paystack_config };
  }
  const check = (buyer: Shopper, reference: string) =>
    paystackShop.call('POST', '/orders/validate-paystack-payment', {
      token: buyer.token,
      body: { reference },
    });
  async function webhookOf(reference: string, secret = FAKE_SECRET_KEY) {
    const { rawBody, signature } = fake.webhook(reference, secret);
    const response = await paystackShop.app.request('/api/v1/payment/paystack-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body: rawBody,
    });
    return response.status;
  }
  async function state(buyer: Shopper, id: string) {
    const { body } = await paystackShop.call('GET', `/orders/get-single-order/${id}`, { token: buyer.token });
    return { status: body.data.status, paid: body.data.paymentSummary.total_amount_paid };
  }

  it('starts the payment on Paystack: its hosted page, our public key, the amount in kobo', async () => {
    const { buyer, config } = await paystackOrder();
    expect(config).toMatchObject({
      key: FAKE_PUBLIC_KEY,
      amount: 4_388_750,
      currency: 'NGN',
      email: buyer.email,
    });
    expect(config.authorization_url).toMatch(/^https:\/\/checkout\.paystack\.test\//);
    expect(fake.transactions.get(config.reference)).toMatchObject({ amount: 4_388_750, currency: 'NGN' });
  });

  it.each([
    ['the wrong amount', { status: 'success', amount: 4_388_650 }, 'rejected'],
    ['another currency', { status: 'success', currency: 'USD' }, 'rejected'],
    ['a failed status', { status: 'failed', gateway_response: 'Declined' }, 'failed'],
    ['an abandoned status', { status: 'abandoned' }, 'abandoned'],
    ['a status still going on', { status: 'ongoing' }, 'pending'],
  ] as const)(
    'a verify answer with %s never marks the order paid, by callback or webhook',
    async (_, charge, status) => {
      const { buyer, order, config } = await paystackOrder();
      fake.charge(config.reference, { ...charge });
      expect((await check(buyer, config.reference)).body).toMatchObject({ payment_verified: false, status });
      expect(await webhookOf(config.reference)).toBe(200);
      expect(await state(buyer, order.id)).toEqual({ status: 'awaiting_payment', paid: 0 });
      expect(await paystackShop.counts.emails(buyer.email)).toBe(0);
    },
  );

  it('a success: the callback and 20 webhooks at once pay it once', async () => {
    const { buyer, order, config } = await paystackOrder();
    fake.charge(config.reference, { status: 'success', gateway_response: 'Approved' });
    const [answer, ...hooks] = await Promise.all([
      check(buyer, config.reference),
      ...Array.from({ length: 20 }, () => webhookOf(config.reference)),
    ]);
    expect(answer?.body).toMatchObject({ payment_verified: true, status: 'success' });
    expect(hooks).toEqual(Array(20).fill(200));
    expect(await state(buyer, order.id)).toEqual({ status: 'paid', paid: 43_887.5 });
    expect(await paystackShop.counts.succeededPayments(order.orderNumber)).toBe(1);
    expect(await paystackShop.counts.emails(buyer.email, CONFIRMATION)).toBe(1);
    // Signed with another key: refused.
    expect(await webhookOf(config.reference, 'sk_test_other')).toBe(401);
  });

  it('Paystack not answering: 502 to the browser, 503 to a webhook, nothing changes', async () => {
    const { buyer, order, config } = await paystackOrder();
    fake.charge(config.reference, { status: 'success' });
    fake.goSilent();
    expect((await check(buyer, config.reference)).status).toBe(502);
    expect(await webhookOf(config.reference)).toBe(503);
    expect(await paystackShop.counts.succeededPayments(order.orderNumber)).toBe(0);
  });
});
