import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, signWebhook } from '../src/payments/card-payments.ts';
import { PayoutRefusedError, payoutReference } from '../src/payments/payouts/payouts.ts';
import { PaystackPayouts } from '../src/payments/payouts/paystack-payouts.ts';
import { FAKE_SECRET_KEY } from './support/fake-paystack.ts';
import { type FakePaystackPayouts, startFakePaystackPayouts } from './support/fake-paystack-payouts.ts';

/**
 * The Paystack payout adapter against a local fake written from Paystack's Transfers docs (never Paystack):
 * resolving an account's name, a recipient and a transfer under our reference, its state by that reference,
 * the transfer.* notices; time-outs, 5xx, bodies that cannot be read, refusals and unknown references.
 */
let fake: FakePaystackPayouts;
let paystack: PaystackPayouts;
beforeAll(async () => {
  fake = await startFakePaystackPayouts();
  paystack = new PaystackPayouts({ secretKey: FAKE_SECRET_KEY, baseUrl: fake.baseUrl, timeoutMs: 1_500 });
});
afterAll(async () => fake?.close());

let count = 0;
const reference = () => `RF-51000000${++count}`;
const payout = (ref: string, accountNumber = '0123456789', amountKobo = 250_000) =>
  paystack.sendPayout({
    reference: ref,
    amountKobo,
    bankCode: '058',
    accountNumber,
    accountName: 'JUMOKE ADEBAYO',
    reason: 'Oja refund',
  });

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

describe('resolving an account before a refund goes there', () => {
  it("answers the holder's name the bank has, and null for an account no bank holds", async () => {
    expect(await paystack.resolveAccount({ bankCode: '058', accountNumber: '0123456789' })).toEqual({
      accountNumber: '0123456789',
      accountName: 'JUMOKE ADEBAYO',
    });
    expect(await paystack.resolveAccount({ bankCode: '058', accountNumber: '0999999999' })).toBeNull();
    // Not a NUBAN: never sent to the provider.
    const before = fake.requests.length;
    expect(await paystack.resolveAccount({ bankCode: '058', accountNumber: '12345' })).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it('is a PaymentProviderError when the provider times out or fails', async () => {
    fake.failNext('timeout');
    expect(
      await failure(paystack.resolveAccount({ bankCode: '058', accountNumber: '0123456789' })),
    ).toBeInstanceOf(PaymentProviderError);
    fake.failNext('server-error');
    expect(
      await failure(paystack.resolveAccount({ bankCode: '058', accountNumber: '0123456789' })),
    ).toBeInstanceOf(PaymentProviderError);
  });
});

describe('a payout', () => {
  it('makes a nuban recipient, then a transfer from the balance under our lowercase reference', async () => {
    const ref = reference();
    expect(await payout(ref)).toEqual({
      transferCode: expect.stringMatching(/^TRF_/),
      status: 'pending',
      failure: null,
    });
    const [recipient, transfer] = fake.requests.slice(-2);
    expect(recipient).toMatchObject({
      method: 'POST',
      path: '/transferrecipient',
      body: { type: 'nuban', account_number: '0123456789', bank_code: '058', currency: 'NGN' },
    });
    expect(transfer).toMatchObject({
      method: 'POST',
      path: '/transfer',
      body: { source: 'balance', amount: 250_000, reference: payoutReference(ref), currency: 'NGN' },
    });
    expect(payoutReference(ref)).toMatch(/^[a-z0-9_-]{16,50}$/);
  });

  it("reads success, failure with the bank's reason, and reversal from the books by our reference", async () => {
    const [paid, failed, reversed] = [reference(), reference(), reference()];
    for (const ref of [paid, failed, reversed]) await payout(ref);
    fake.settle(payoutReference(paid), 'success');
    fake.settle(payoutReference(failed), 'failed', 'Account is dormant');
    fake.settle(payoutReference(reversed), 'reversed', 'Returned by beneficiary bank');
    expect(await paystack.findPayout(paid)).toMatchObject({ status: 'success', failure: null });
    expect(await paystack.findPayout(failed)).toMatchObject({
      status: 'failed',
      failure: 'Account is dormant',
    });
    expect(await paystack.findPayout(reversed)).toMatchObject({
      status: 'reversed',
      failure: 'Returned by beneficiary bank',
    });
  });

  it('answers null for a reference the provider never made (an unknown transfer)', async () => {
    expect(await paystack.findPayout('RF-never-sent-0001')).toBeNull();
  });

  it('sent again after a lost answer pays once: the duplicate reference is read back from the books', async () => {
    const ref = reference();
    fake.failNext('none', 'lost-answer');
    expect(await failure(payout(ref))).toBeInstanceOf(PaymentProviderError);
    const again = await payout(ref);
    expect(again.status).toBe('pending');
    const sends = fake.requests.filter(
      (r) => r.path === '/transfer' && (r.body as { reference?: string }).reference === payoutReference(ref),
    );
    expect(sends).toHaveLength(2);
    expect((await paystack.findPayout(ref))?.transferCode).toBe(again.transferCode);
  });

  it('is refused for an account no bank holds (PayoutRefusedError), nothing sent', async () => {
    const error = await failure(payout(reference(), '0999999999'));
    expect(error).toBeInstanceOf(PayoutRefusedError);
    expect(error.message).not.toContain('0999999999');
  });

  it('is a PaymentProviderError on a time-out, a 5xx, a body that is not JSON, or one without its code', async () => {
    for (const broken of ['timeout', 'server-error', 'not-json'] as const) {
      fake.failNext(broken);
      expect(await failure(payout(reference()))).toBeInstanceOf(PaymentProviderError);
    }
    fake.failNext('none', 'malformed');
    expect(await failure(payout(reference()))).toBeInstanceOf(PaymentProviderError);
    fake.failNext('server-error');
    expect(await failure(paystack.findPayout('RF-any-reference-1'))).toBeInstanceOf(PaymentProviderError);
  });
});

describe('the transfer.* notices', () => {
  const signed = (body: unknown) => {
    const raw = JSON.stringify(body);
    return [raw, signWebhook(FAKE_SECRET_KEY, raw)] as const;
  };

  it('reads the reference of transfer.success, transfer.failed and transfer.reversed', () => {
    for (const event of ['transfer.success', 'transfer.failed', 'transfer.reversed']) {
      const [raw, signature] = signed({
        event,
        data: { reference: 'oja-refund-rf-1', transfer_code: 'TRF_1' },
      });
      expect(paystack.readPayoutNotice(raw, signature)).toEqual({
        kind: 'payout',
        event,
        reference: 'oja-refund-rf-1',
      });
    }
  });

  it('refuses a forged or missing signature, and tells a malformed or foreign body apart', () => {
    const [raw] = signed({ event: 'transfer.success', data: { reference: 'oja-refund-rf-1' } });
    expect(paystack.readPayoutNotice(raw, 'f'.repeat(128))).toEqual({ kind: 'bad-signature' });
    expect(paystack.readPayoutNotice(raw, undefined)).toEqual({ kind: 'bad-signature' });
    expect(paystack.readPayoutNotice('{not json', signWebhook(FAKE_SECRET_KEY, '{not json'))).toMatchObject({
      kind: 'malformed',
    });
    const [noReference, s1] = signed({ event: 'transfer.failed', data: {} });
    expect(paystack.readPayoutNotice(noReference, s1)).toEqual({
      kind: 'malformed',
      problem: 'no reference',
    });
    const [charge, s2] = signed({ event: 'charge.success', data: { reference: 'x' } });
    expect(paystack.readPayoutNotice(charge, s2)).toEqual({ kind: 'ignored', event: 'charge.success' });
  });
});
