import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasValidSignature, PaymentProviderError, signWebhook } from '../src/payments/card-payments.ts';
import { PaystackCardPayments } from '../src/payments/paystack.ts';
import { SANDBOX_SECRET_KEY } from '../src/payments/sandbox.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY } from './checkout-app.ts';
import {
  FAKE_PUBLIC_KEY,
  FAKE_SECRET_KEY,
  type FakePaystack,
  startFakePaystack,
} from './support/fake-paystack.ts';

const SUCCESS = '4084 0840 8408 4081';
const DECLINED = '4000000000000002';
const INSUFFICIENT = '4000000000009995';
const ABANDON = '4000000000000119';

/** Every webhook the sandbox sent, with when; the endpoint answers what `answers` says (200 once empty). */
const deliveries: Array<{ rawBody: string; signature: string | undefined; at: number }> = [];
const answers: number[] = [];
let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp({
    lateDeliveryMs: 150,
    deliver: async (rawBody, headers) => {
      deliveries.push({ rawBody, signature: headers['x-paystack-signature'], at: Date.now() });
      return answers.shift() ?? 200;
    },
  });
});
afterAll(async () => shop?.dispose());
afterEach(async () => {
  await shop.sandbox.idle();
  deliveries.length = 0;
  answers.length = 0;
});

/** A fresh order paid in full (₦38,500 fan + VAT + standard delivery = ₦43,887.50); its card payment. */
async function order() {
  const buyer = await shop.shopper();
  await shop.addToCart(buyer, FULL_ONLY);
  const { body } = await shop.checkout(buyer);
  return body.data.paystack_config as { reference: string; amount: number; authorization_url: string };
}

describe('the card sandbox: a hosted page served by this server', () => {
  it('shows the amount and the test cards, in plain HTML that passes the CSP', async () => {
    const { reference, authorization_url } = await order();
    const path = new URL(authorization_url).pathname;
    expect(path).toBe(`/sandbox/card/${reference}`);
    const response = await shop.app.request(path);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self'");
    expect(page).toContain('₦43,887.50');
    expect(page).toContain('4084 0840 8408 4081');
    expect(page).toContain('<link rel="stylesheet" href="/sandbox/card.css" />');
    // No script, no inline style, nothing from another origin: the shop's CSP would refuse them.
    expect(page).not.toMatch(/<script|style=|<style|https?:\/\//i);
    const css = await shop.app.request('/sandbox/card.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await shop.app.request('/sandbox/card/NOPE-1')).status).toBe(404);
  });

  it('the success card pays, goes back to the callback, and sends a signed webhook, its duplicate and a late copy', async () => {
    const { reference, amount } = await order();
    const paid = await shop.payOnPage(reference, SUCCESS);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(
      /^http:\/\/shop\.test\/cart-items\/checkout\/payment-success\/[0-9a-f-]{36}\?trxref=/,
    );
    expect(new URL(paid.location ?? '').searchParams.get('reference')).toBe(reference);
    expect(await shop.sandbox.verify(reference)).toEqual({
      reference,
      status: 'success',
      amount,
      currency: 'NGN',
      gatewayResponse: 'Approved',
    });
    await shop.sandbox.idle();
    expect(deliveries).toHaveLength(3);
    for (const delivery of deliveries) {
      expect(hasValidSignature(SANDBOX_SECRET_KEY, delivery.rawBody, delivery.signature)).toBe(true);
      expect(JSON.parse(delivery.rawBody)).toMatchObject({
        event: 'charge.success',
        data: { reference, amount, currency: 'NGN', status: 'success', gateway_response: 'Approved' },
      });
    }
    // The late copy comes about lateDeliveryMs (150 ms) after the first.
    const [first, , late] = deliveries;
    expect((late?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(140);
    // Paying again charges nothing more: back to the shop, no new webhook.
    const again = await shop.payOnPage(reference, SUCCESS);
    expect(again.status).toBe(303);
    await shop.sandbox.idle();
    expect(deliveries).toHaveLength(3);
  });

  it('retries a webhook the endpoint did not take', async () => {
    const { reference } = await order();
    answers.push(500, 503);
    await shop.payOnPage(reference, SUCCESS);
    await shop.sandbox.idle();
    // First delivery: 500, 503, then 200; its duplicate and the late copy: 200 at once.
    expect(deliveries).toHaveLength(5);
  });

  it.each([
    [DECLINED, 'Declined'],
    [INSUFFICIENT, 'Insufficient Funds'],
  ])(
    'card %s fails (%s): back to the callback, nothing paid, no webhook, the page says so',
    async (card, why) => {
      const { reference } = await order();
      const answer = await shop.payOnPage(reference, card);
      expect(answer.status).toBe(303);
      expect(new URL(answer.location ?? '').searchParams.get('reference')).toBe(reference);
      expect(await shop.sandbox.verify(reference)).toMatchObject({ status: 'failed', gatewayResponse: why });
      const page = await (await shop.app.request(`/sandbox/card/${reference}`)).text();
      expect(page).toContain('Payment failed');
      expect(page).toContain(why);
      // A failed transaction cannot be paid afterwards: the shop makes a new reference.
      const retry = await shop.payOnPage(reference, SUCCESS);
      expect(retry.status).toBe(200);
      expect(await shop.sandbox.verify(reference)).toMatchObject({ status: 'failed' });
      await shop.sandbox.idle();
      expect(deliveries).toHaveLength(0);
    },
  );

  it.each([['cancel'], [ABANDON]])(
    '%s abandons: back to the callback, nothing paid, still payable',
    async (how) => {
      const { reference } = await order();
      const answer = await shop.payOnPage(reference, how);
      expect(answer.status).toBe(303);
      expect(await shop.sandbox.verify(reference)).toMatchObject({ status: 'abandoned' });
      expect((await shop.payOnPage(reference, SUCCESS)).status).toBe(303);
      expect(await shop.sandbox.verify(reference)).toMatchObject({ status: 'success' });
    },
  );

  it('a card that is not a test card is refused on the page and charges nothing', async () => {
    const { reference } = await order();
    const answer = await shop.payOnPage(reference, '5555 5555 5555 4444');
    expect(answer.status).toBe(422);
    expect(answer.html).toContain('This card is not one of the test cards.');
    expect(await shop.sandbox.verify(reference)).toMatchObject({ status: 'abandoned' });
    expect(await shop.sandbox.verify('NOT-A-REFERENCE')).toBeNull();
  });
});

describe('Paystack, against a local fake Paystack server', () => {
  let fake: FakePaystack;
  let paystack: PaystackCardPayments;
  beforeAll(async () => {
    fake = await startFakePaystack();
    paystack = new PaystackCardPayments({
      secretKey: FAKE_SECRET_KEY,
      publicKey: FAKE_PUBLIC_KEY,
      baseUrl: fake.baseUrl,
    });
  });
  afterAll(async () => fake?.close());

  const start = (reference: string) =>
    paystack.initialize({
      reference,
      amount: 6_475_000,
      currency: 'NGN',
      email: 'ada@example.com',
      callbackUrl: 'https://oja.ng/cart-items/checkout/payment-success/1',
    });

  it('initialize: POST /transaction/initialize with the secret key, amount in kobo, NGN and the callback', async () => {
    const { authorizationUrl } = await start('OJA-TEST0001-aa');
    expect(authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.test\/[0-9a-f]{16}$/);
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
      body: {
        email: 'ada@example.com',
        amount: '6475000',
        currency: 'NGN',
        reference: 'OJA-TEST0001-aa',
        callback_url: 'https://oja.ng/cart-items/checkout/payment-success/1',
      },
    });
    await expect(start('OJA-TEST0001-aa')).rejects.toThrow(PaymentProviderError);
  });

  it('verify: GET /transaction/verify/:reference, its status, amount and currency', async () => {
    await start('OJA-TEST0002-bb');
    expect(await paystack.verify('OJA-TEST0002-bb')).toEqual({
      reference: 'OJA-TEST0002-bb',
      status: 'abandoned',
      amount: 6_475_000,
      currency: 'NGN',
      gatewayResponse: null,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/transaction/verify/OJA-TEST0002-bb',
    });
    for (const [status, read] of [
      ['success', 'success'],
      ['failed', 'failed'],
      ['reversed', 'failed'],
      ['ongoing', 'pending'],
      ['queued', 'pending'],
    ] as const) {
      fake.charge('OJA-TEST0002-bb', { status, gateway_response: 'Approved' });
      expect((await paystack.verify('OJA-TEST0002-bb'))?.status).toBe(read);
    }
    expect(await paystack.verify('OJA-NOBODY-00')).toBeNull();
  });

  it('a wrong key, a server that is down or never answers: PaymentProviderError, nothing concluded', async () => {
    const wrongKey = new PaystackCardPayments({
      secretKey: 'sk_test_wrong',
      publicKey: 'pk',
      baseUrl: fake.baseUrl,
    });
    await expect(wrongKey.verify('OJA-TEST0002-bb')).rejects.toThrow(/401/);
    const down = new PaystackCardPayments({
      secretKey: FAKE_SECRET_KEY,
      publicKey: 'pk',
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(down.verify('x')).rejects.toThrow(PaymentProviderError);
    const silent = await startFakePaystack();
    silent.goSilent();
    const slow = new PaystackCardPayments({
      secretKey: FAKE_SECRET_KEY,
      publicKey: 'pk',
      baseUrl: silent.baseUrl,
      timeoutMs: 200,
    });
    await expect(slow.verify('x')).rejects.toThrow(PaymentProviderError);
    await silent.close();
  });

  it('webhooks: HMAC-SHA512 of the raw body with the secret key, nothing else', () => {
    const rawBody = '{"event":"charge.success","data":{"reference":"OJA-TEST0002-bb"}}';
    expect(paystack.isSignedWebhook(rawBody, signWebhook(FAKE_SECRET_KEY, rawBody))).toBe(true);
    expect(paystack.isSignedWebhook(rawBody, signWebhook('sk_test_other', rawBody))).toBe(false);
    expect(paystack.isSignedWebhook(`${rawBody} `, signWebhook(FAKE_SECRET_KEY, rawBody))).toBe(false);
    expect(paystack.isSignedWebhook(rawBody, undefined)).toBe(false);
    expect(paystack.isSignedWebhook(rawBody, 'abc')).toBe(false);
  });
});
