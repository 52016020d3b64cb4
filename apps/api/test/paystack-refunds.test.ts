import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, RefundRefusedError } from '../src/payments/card-payments.ts';
import { PaystackCardPayments } from '../src/payments/paystack.ts';
import {
  FAKE_PUBLIC_KEY,
  FAKE_SECRET_KEY,
  type FakePaystack,
  startFakePaystack,
} from './support/fake-paystack.ts';

/**
 * The Paystack adapter's refunds against a local fake Paystack (never Paystack itself): POST /refund with the
 * payment's reference, the amount in kobo, NGN and our reference as merchant_note; findRefund by the payment's
 * id (GET /transaction/verify, then GET /refund?transaction={id}) and our merchant_note; refusals, time-outs,
 * 5xx and malformed answers.
 */
let fake: FakePaystack;
let paystack: PaystackCardPayments;
beforeAll(async () => {
  fake = await startFakePaystack();
  paystack = new PaystackCardPayments({
    secretKey: FAKE_SECRET_KEY,
    publicKey: FAKE_PUBLIC_KEY,
    baseUrl: fake.baseUrl,
    // Ample for an ordinary call on a loaded 2-core machine; a timeout case waits it once per call.
    timeoutMs: 1_500,
  });
});
afterAll(async () => fake?.close());

let count = 0;
let transactionReference: string;
/** A fresh transaction of ₦43,887.50 the fake has taken (initialized, then paid). */
beforeEach(async () => {
  transactionReference = `OJA-REFUND${++count}-abc`;
  await paystack.initialize({
    reference: transactionReference,
    amount: 4_388_750,
    currency: 'NGN',
    email: 'ada@example.com',
    callbackUrl: 'http://shop.test/back',
  });
  fake.charge(transactionReference, { status: 'success', gateway_response: 'Approved' });
});

const refundOf = (amountKobo = 4_388_750, reference = `RF-${transactionReference}`) =>
  paystack.refund({ reference, transactionReference, amountKobo, currency: 'NGN' });

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

describe('Paystack refunds', () => {
  it('creates a refund with POST /refund (transaction, amount in kobo, NGN, our reference as merchant_note)', async () => {
    const refund = await refundOf();
    expect(refund).toEqual({ providerRefundId: expect.stringMatching(/^\d+$/), status: 'pending' });
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/refund',
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
      body: {
        transaction: transactionReference,
        amount: 4_388_750,
        currency: 'NGN',
        merchant_note: `RF-${transactionReference}`,
      },
    });
    expect(fake.refunds.at(-1)).toMatchObject({
      amount: 4_388_750,
      merchant_note: `RF-${transactionReference}`,
    });
  });

  it("finds our refund by the payment's id and our merchant_note, as the provider's books say it is", async () => {
    await refundOf(1_000_00, 'RF-someone-else');
    const ours = await refundOf(2_000_00);
    const query = { reference: `RF-${transactionReference}`, transactionReference };
    expect(await paystack.findRefund(query)).toEqual(ours);
    const transactionId = fake.transactions.get(transactionReference)?.id;
    expect(fake.requests.at(-2)).toMatchObject({
      method: 'GET',
      path: `/transaction/verify/${transactionReference}`,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/refund?transaction=${transactionId}&perPage=100&page=1`,
    });
    fake.settleRefund(Number(ours.providerRefundId), 'processed');
    expect(await paystack.findRefund(query)).toEqual({ ...ours, status: 'processed' });
    fake.settleRefund(Number(ours.providerRefundId), 'failed');
    expect(await paystack.findRefund(query)).toEqual({ ...ours, status: 'failed' });
    // 'needs-attention' (Paystack wants the customer's account details) is not final.
    fake.settleRefund(Number(ours.providerRefundId), 'needs-attention');
    expect(await paystack.findRefund(query)).toEqual({ ...ours, status: 'processing' });
  });

  it('answers null for a refund the provider never received, and for a payment it does not know', async () => {
    await refundOf(1_000_00, 'RF-another');
    expect(
      await paystack.findRefund({ reference: `RF-${transactionReference}`, transactionReference }),
    ).toBeNull();
    expect(await paystack.findRefund({ reference: 'RF-x', transactionReference: 'OJA-UNKNOWN' })).toBeNull();
  });

  it("turns Paystack's refusals into RefundRefusedError: more than is left, 'Transaction has been fully reversed'", async () => {
    const tooMuch = await failure(refundOf(4_388_751));
    expect(tooMuch).toBeInstanceOf(RefundRefusedError);
    expect(tooMuch.message).toMatch(/cannot be greater/);
    await refundOf();
    const reversed = await failure(refundOf(100, 'RF-again'));
    expect(reversed).toBeInstanceOf(RefundRefusedError);
    expect(reversed.message).toBe('Transaction has been fully reversed');
    const unknown = await failure(
      paystack.refund({
        reference: 'RF-y',
        transactionReference: 'OJA-UNKNOWN',
        amountKobo: 100,
        currency: 'NGN',
      }),
    );
    expect(unknown).toBeInstanceOf(RefundRefusedError);
    expect(unknown.message).toBe('Transaction not found');
  });

  it('turns no answer, a 5xx, a page that is not JSON or a malformed answer into PaymentProviderError', async () => {
    for (const how of ['timeout', 'server-error', 'not-json', 'malformed', 'refused'] as const) {
      fake.failNext(how);
      const error = await failure(refundOf(100, `RF-${how}`));
      expect(error, how).toBeInstanceOf(PaymentProviderError);
    }
    // Each failure answered before the fake did anything: nothing was refunded.
    expect(
      fake.refunds.filter((r) => r.transaction === fake.transactions.get(transactionReference)?.id),
    ).toEqual([]);
    for (const how of ['timeout', 'server-error', 'not-json', 'malformed'] as const) {
      // The payment's verify failing, then the refund list failing after a good verify: no answer either way.
      fake.failNextAt('/transaction/verify/', how);
      expect(
        await failure(paystack.findRefund({ reference: 'RF-x', transactionReference })),
        how,
      ).toBeInstanceOf(PaymentProviderError);
      fake.failNextAt('/refund', how);
      expect(
        await failure(paystack.findRefund({ reference: 'RF-x', transactionReference })),
        how,
      ).toBeInstanceOf(PaymentProviderError);
    }
  });

  it('after an answer lost on the way back (the refund exists), findRefund finds it: nothing is sent twice', async () => {
    fake.failNext('lost-answer');
    expect(await failure(refundOf())).toBeInstanceOf(PaymentProviderError);
    const found = await paystack.findRefund({
      reference: `RF-${transactionReference}`,
      transactionReference,
    });
    expect(found).toEqual({ providerRefundId: expect.stringMatching(/^\d+$/), status: 'pending' });
    expect(fake.refunds.filter((r) => r.merchant_note === `RF-${transactionReference}`)).toHaveLength(1);
  });

  it("does not conclude 'none' from a refund list that is not the payment's (a filter Paystack ignored)", async () => {
    // Another payment's refund exists; ours was never sent.
    const other = `${transactionReference}-other`;
    await paystack.initialize({
      reference: other,
      amount: 1_000_00,
      currency: 'NGN',
      email: 'obi@example.com',
      callbackUrl: 'http://shop.test/back',
    });
    fake.charge(other, { status: 'success' });
    await paystack.refund({
      reference: `RF-${other}`,
      transactionReference: other,
      amountKobo: 1_000_00,
      currency: 'NGN',
    });
    fake.ignoreRefundFilter();
    try {
      const error = await failure(
        paystack.findRefund({ reference: `RF-${transactionReference}`, transactionReference }),
      );
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error.message).toMatch(/another transaction's/);
    } finally {
      fake.ignoreRefundFilter(false);
    }
  });
});
