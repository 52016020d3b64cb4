import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandates } from '../src/db/schema.ts';
import { PaymentProviderError, signWebhook } from '../src/payments/card-payments.ts';
import { PaystackDirectDebit } from '../src/payments/paystack-direct-debit.ts';
import { type CheckoutApp, createCheckoutApp, PHONE } from './checkout-app.ts';
import { FAKE_SECRET_KEY, type FakePaystack, startFakePaystack } from './support/fake-paystack.ts';

const CALLBACK = 'https://oja.ng/cart-items/checkout/direct-debit/success?orderid=1';

let fake: FakePaystack;
let paystack: PaystackDirectDebit;
beforeAll(async () => {
  fake = await startFakePaystack();
  paystack = new PaystackDirectDebit({ secretKey: FAKE_SECRET_KEY, baseUrl: fake.baseUrl, timeoutMs: 500 });
});
afterAll(async () => fake?.close());

const failures = ['server-error', 'timeout', 'not-json', 'refused', 'malformed'] as const;

const start = () =>
  paystack.initialize({ reference: 'OJA-SHOP-REF-DD-1', email: 'ada@example.com', callbackUrl: CALLBACK });

describe('Paystack direct debit, against a local fake Paystack server', () => {
  it('initialize: POST /customer/authorization/initialize with the secret key; answers the redirect URL and Paystack’s own reference', async () => {
    const started = await start();
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/customer/authorization/initialize',
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
      // The shop's reference is not sent: Paystack makes its own.
      body: { email: 'ada@example.com', channel: 'direct_debit', callback_url: CALLBACK },
    });
    const made = fake.authorizations.get(started.reference);
    expect(made).toBeDefined();
    expect(started).toEqual({
      redirectUrl: `https://link.paystack.test/${made?.access_code}`,
      reference: made?.reference,
    });
    expect(started.reference).not.toBe('OJA-SHOP-REF-DD-1');
    // Each call starts a new authorization with a new reference.
    expect((await start()).reference).not.toBe(started.reference);
  });

  it('verify: pending until the bank approves, then active with its authorization code and bank', async () => {
    const { reference } = await start();
    expect(await paystack.verify(reference)).toEqual({
      reference,
      status: 'pending',
      authorizationCode: null,
      accountName: null,
      bankName: null,
      last4: null,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/customer/authorization/verify/${reference}`,
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
    });
    const approved = fake.approve(reference);
    expect(await paystack.verify(reference)).toEqual({
      reference,
      status: 'active',
      authorizationCode: approved.authorization_code,
      // Verify names the bank only: the account holder and number are not in its answer.
      accountName: null,
      bankName: 'Guaranty Trust Bank',
      last4: null,
    });
  });

  it('verify: a reference Paystack never made is null', async () => {
    expect(await paystack.verify('nobody-knows')).toBeNull();
  });

  it('deactivate: POST /customer/authorization/deactivate with the code; the authorization is no longer active', async () => {
    const { reference } = await start();
    const { authorization_code } = fake.approve(reference);
    await paystack.deactivate(authorization_code);
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/customer/authorization/deactivate',
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
      body: { authorization_code },
    });
    // Paystack's verify cannot tell deactivated from not approved yet.
    expect(await paystack.verify(reference)).toMatchObject({ status: 'pending', authorizationCode: null });
    await expect(paystack.deactivate('AUTH_nobody')).rejects.toThrow(PaymentProviderError);
  });

  it('webhooks: HMAC-SHA512 of the raw body with the secret key, nothing else', async () => {
    const { reference } = await start();
    const { rawBody, signature } = fake.directDebitWebhook(reference);
    expect(paystack.isSignedWebhook(rawBody, signature)).toBe(true);
    expect(paystack.isSignedWebhook(rawBody, signWebhook('sk_test_other', rawBody))).toBe(false);
    expect(paystack.isSignedWebhook(`${rawBody} `, signature)).toBe(false);
    expect(paystack.isSignedWebhook(rawBody, undefined)).toBe(false);
    expect(paystack.isSignedWebhook(rawBody, '')).toBe(false);
  });

  it.each(failures)('initialize: %s is a PaymentProviderError', async (how) => {
    fake.failNext(how);
    await expect(start()).rejects.toThrow(PaymentProviderError);
  });

  it.each(failures)('verify: %s is a PaymentProviderError, never null or pending', async (how) => {
    const { reference } = await start();
    fake.failNext(how);
    await expect(paystack.verify(reference)).rejects.toThrow(PaymentProviderError);
  });

  it.each(failures.filter((how) => how !== 'malformed'))(
    'deactivate: %s is a PaymentProviderError',
    async (how) => {
      const { reference } = await start();
      const { authorization_code } = fake.approve(reference);
      fake.failNext(how);
      await expect(paystack.deactivate(authorization_code)).rejects.toThrow(PaymentProviderError);
      // Nothing was deactivated: the test's call reached no handler.
      expect(fake.authorizations.get(reference)?.active).toBe(true);
    },
  );

  it('an active authorization without a code, a wrong key or a server that is down: PaymentProviderError', async () => {
    const { reference } = await start();
    const authorization = fake.approve(reference);
    authorization.authorization_code = '';
    await expect(paystack.verify(reference)).rejects.toThrow(/no authorization code/);
    const wrongKey = new PaystackDirectDebit({ secretKey: 'sk_test_wrong', baseUrl: fake.baseUrl });
    await expect(wrongKey.verify(reference)).rejects.toThrow(/401/);
    const down = new PaystackDirectDebit({ secretKey: FAKE_SECRET_KEY, baseUrl: 'http://127.0.0.1:9' });
    await expect(down.verify(reference)).rejects.toThrow(PaymentProviderError);
  });
});

describe('Paystack instalment debits (charge_authorization), against the fake', () => {
  async function activeCode() {
    const { reference } = await start();
    return fake.approve(reference).authorization_code;
  }
  const debit = (authorizationCode: string, reference: string, amountKobo = 1_250_000) =>
    paystack.charge({
      authorizationCode,
      email: 'ada@example.com',
      amountKobo,
      reference,
      debitKey: 'OJA-1-I1',
    });

  it('charge: POST /transaction/charge_authorization with the code, amount in kobo as a string, NGN and the shop’s reference', async () => {
    const code = await activeCode();
    const charged = await debit(code, 'OJA-1-I1-A1');
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/transaction/charge_authorization',
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
      body: {
        authorization_code: code,
        email: 'ada@example.com',
        amount: '1250000',
        currency: 'NGN',
        reference: 'OJA-1-I1-A1',
        metadata: { debit: 'OJA-1-I1' },
      },
    });
    expect(charged).toEqual({
      reference: 'OJA-1-I1-A1',
      status: 'success',
      amount: 1_250_000,
      currency: 'NGN',
      gatewayResponse: 'Approved',
    });
    expect(await paystack.verifyCharge('OJA-1-I1-A1')).toEqual(charged);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/transaction/verify/OJA-1-I1-A1' });
  });

  it('charge: the same reference twice is refused by Paystack and nothing is charged again', async () => {
    const code = await activeCode();
    await debit(code, 'OJA-2-I1-A1');
    await expect(debit(code, 'OJA-2-I1-A1')).rejects.toThrow(/Duplicate Transaction Reference/);
    expect([...fake.transactions.keys()].filter((r) => r === 'OJA-2-I1-A1')).toHaveLength(1);
  });

  it.each([
    ['failed', 'Insufficient Funds', 'failed'],
    ['reversed', 'Reversed', 'failed'],
    ['pending', 'Charge in progress', 'pending'],
    ['processing', 'Processing', 'pending'],
  ] as const)('charge: Paystack’s %s (%s) is %s', async (status, response, expected) => {
    const code = await activeCode();
    fake.debitOutcome(status, response);
    const reference = `OJA-3-${status}`;
    expect(await debit(code, reference)).toMatchObject({ status: expected, gatewayResponse: response });
    expect(await paystack.verifyCharge(reference)).toMatchObject({ status: expected });
  });

  it('verifyCharge: an unknown reference is null; the amount and currency are Paystack’s, to be checked', async () => {
    expect(await paystack.verifyCharge('OJA-never')).toBeNull();
    const code = await activeCode();
    await debit(code, 'OJA-4-I1-A1', 500_000);
    const transaction = fake.transactions.get('OJA-4-I1-A1');
    if (transaction) Object.assign(transaction, { amount: 100, currency: 'USD' });
    expect(await paystack.verifyCharge('OJA-4-I1-A1')).toMatchObject({ amount: 100, currency: 'USD' });
  });

  it('charge: an inactive authorization, a refusal or no answer is a PaymentProviderError', async () => {
    await expect(debit('AUTH_nobody', 'OJA-5-I1-A1')).rejects.toThrow(/Invalid authorization code/);
    const code = await activeCode();
    for (const how of failures) {
      fake.failNext(how);
      await expect(debit(code, `OJA-5-${how}`)).rejects.toThrow(PaymentProviderError);
      fake.failNext(how);
      await expect(paystack.verifyCharge(`OJA-5-${how}`)).rejects.toThrow(PaymentProviderError);
    }
  });
});

describe('a mandate through the app, with Paystack as the direct-debit provider', () => {
  let shop: CheckoutApp;
  beforeAll(async () => {
    shop = await createCheckoutApp({
      directDebitProvider: new PaystackDirectDebit({ secretKey: FAKE_SECRET_KEY, baseUrl: fake.baseUrl }),
    });
  });
  afterAll(async () => shop?.dispose());

  const WEBHOOK = '/api/v1/payment/paystack-direct-debit-webhook';
  async function postWebhook(rawBody: string, signature: string) {
    const response = await shop.app.request(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body: rawBody,
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }

  it('answers Paystack’s consent page, stores the mandate under Paystack’s reference, and is made active by its signed webhook only', async () => {
    // A weekly order of the phone whose down payment is paid on the card sandbox's page.
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'weekly' });
    const { body: order } = await shop.checkout(buyer);
    const paymentReference = order.data.paystack_config.reference as string;
    const orderId = order.data.order.id as string;
    await shop.payOnPage(paymentReference, '4084084084084081');
    const validated = await shop.call('POST', '/orders/validate-paystack-payment', {
      token: buyer.token,
      body: { reference: paymentReference },
    });
    expect(validated.body.payment_verified).toBe(true);

    const created = await shop.call('POST', '/orders/create-paystack-mandate', {
      token: buyer.token,
      body: { reference: paymentReference },
    });
    expect(created.status).toBe(201);
    const sent = fake.requests.findLast((r) => r.path === '/customer/authorization/initialize');
    expect(sent?.body).toEqual({
      email: buyer.email,
      channel: 'direct_debit',
      callback_url: `http://shop.test/cart-items/checkout/direct-debit/success?orderid=${orderId}`,
    });
    const authorization = [...fake.authorizations.values()].at(-1);
    if (!authorization) throw new Error('Paystack was not asked');
    expect(created.body.data).toMatchObject({
      redirect_url: `https://link.paystack.test/${authorization.access_code}`,
      mandate_status: 'pending',
      master_order_id: orderId,
    });
    const [row] = await shop.database.db
      .select()
      .from(mandates)
      .where(eq(mandates.reference, authorization.reference));
    expect(row).toMatchObject({ provider: 'paystack', status: 'pending' });

    // The bank approves; a webhook signed with another key changes nothing.
    fake.approve(authorization.reference);
    const { rawBody, signature } = fake.directDebitWebhook(authorization.reference);
    const forged = await postWebhook(rawBody, signWebhook('sk_test_someone_else', rawBody));
    expect(forged).toEqual({ status: 401, body: { success: false, message: 'Invalid signature' } });
    const single = async () =>
      (await shop.call('GET', `/orders/get-single-order/${orderId}`, { token: buyer.token })).body.data;
    expect((await single()).mandateStatus).toBe('pending');

    // Paystack's signed webhook: the server asks Paystack about the reference and the mandate is active.
    const taken = await postWebhook(rawBody, signature);
    expect(taken).toEqual({ status: 200, body: { success: true, message: 'Mandate activated' } });
    expect((await single()).mandateStatus).toBe('active');
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/customer/authorization/verify/${authorization.reference}`,
    });
    const [active] = await shop.database.db
      .select()
      .from(mandates)
      .where(eq(mandates.id, row?.id ?? -1));
    expect(active).toMatchObject({
      status: 'active',
      authorizationCode: authorization.authorization_code,
      bankName: 'Guaranty Trust Bank',
      // Paystack's verify names no account: the signed event's name and last 4 digits are kept.
      accountName: 'ADA OBI',
      last4: '6789',
    });
    expect((await single()).mandateAccount).toEqual({ bank_name: 'Guaranty Trust Bank', last4: '6789' });
    // Delivered again: nothing more.
    expect((await postWebhook(rawBody, signature)).body.message).toBe('Mandate unchanged');
  });

  it('answers 502 with a message when Paystack does not start the consent, and the next press starts it', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'weekly' });
    const { body: order } = await shop.checkout(buyer);
    const paymentReference = order.data.paystack_config.reference as string;
    await shop.payOnPage(paymentReference, '4084084084084081');
    await shop.call('POST', '/orders/validate-paystack-payment', {
      token: buyer.token,
      body: { reference: paymentReference },
    });
    const press = () =>
      shop.call('POST', '/orders/create-paystack-mandate', {
        token: buyer.token,
        body: { reference: paymentReference },
      });
    fake.failNext('server-error');
    const failed = await press();
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(
      "We could not reach the bank's direct-debit service just now. Nothing was set up: please try again.",
    );
    const again = await press();
    expect(again.status).toBe(200);
    expect(again.body.data.redirect_url).toMatch(/^https:\/\/link\.paystack\.test\//);
  });

  it('a webhook Paystack sends while its verify is down answers 502 (it is delivered again later) and changes nothing', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'weekly' });
    const { body: order } = await shop.checkout(buyer);
    const paymentReference = order.data.paystack_config.reference as string;
    await shop.payOnPage(paymentReference, '4084084084084081');
    await shop.call('POST', '/orders/validate-paystack-payment', {
      token: buyer.token,
      body: { reference: paymentReference },
    });
    await shop.call('POST', '/orders/create-paystack-mandate', {
      token: buyer.token,
      body: { reference: paymentReference },
    });
    const authorization = [...fake.authorizations.values()].at(-1);
    if (!authorization) throw new Error('Paystack was not asked');
    fake.approve(authorization.reference);
    const { rawBody, signature } = fake.directDebitWebhook(authorization.reference);
    fake.failNext('server-error');
    expect((await postWebhook(rawBody, signature)).status).toBe(502);
    const single = async () =>
      (await shop.call('GET', `/orders/get-single-order/${order.data.order.id}`, { token: buyer.token })).body
        .data;
    expect((await single()).mandateStatus).toBe('pending');
    expect((await postWebhook(rawBody, signature)).body.message).toBe('Mandate activated');
    expect((await single()).mandateStatus).toBe('active');
  });
});
