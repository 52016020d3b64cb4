import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, signWebhook } from '../src/payments/card-payments.ts';
import { PaystackTransferPayments } from '../src/payments/transfers/paystack-transfers.ts';
import type { TransferTarget } from '../src/payments/transfers/transfer-payments.ts';
import { FAKE_SECRET_KEY } from './support/fake-paystack.ts';
import { type FakePaystackTransfers, startFakePaystackTransfers } from './support/fake-paystack-transfers.ts';

/**
 * The Paystack transfer adapter against a local fake Paystack written from its docs (never Paystack itself):
 * one-time accounts (POST /charge with bank_transfer), standing accounts (POST /customer, GET /customer/:code,
 * POST /dedicated_account), USSD charges (POST /charge with ussd), and its charge.success notices; time-outs,
 * 5xx, malformed bodies, bad signatures and notices for accounts we never issued.
 */
let fake: FakePaystackTransfers;
let paystack: PaystackTransferPayments;
beforeAll(async () => {
  fake = await startFakePaystackTransfers();
  paystack = new PaystackTransferPayments({
    secretKey: FAKE_SECRET_KEY,
    baseUrl: fake.baseUrl,
    preferredBank: 'test-bank',
    // Ample for an ordinary call on a loaded 2-core machine; a time-out case waits it once.
    timeoutMs: 1_500,
  });
});
afterAll(async () => fake?.close());

let count = 0;
const reference = () => `OJA-TR${++count}-5f3a`;
const EXPIRES = Date.UTC(2026, 11, 5, 9, 30, 0);
const oneTime = (ref = reference()) =>
  paystack.createOneTimeAccount({
    reference: ref,
    amountKobo: 4_388_750,
    email: 'ada@example.com',
    expiresAt: EXPIRES,
  });

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error,
  );
}

describe('a one-time account for an exact amount', () => {
  it('is issued by POST /charge with bank_transfer and its expiry; answers the account to show', async () => {
    const ref = reference();
    const account = await oneTime(ref);
    expect(account).toEqual({
      reference: ref,
      amountKobo: 4_388_750,
      bankName: 'Test Bank',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: 'PAYSTACK CHECKOUT',
      expiresAt: EXPIRES,
    });
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/charge',
      body: {
        email: 'ada@example.com',
        amount: '4388750',
        reference: ref,
        bank_transfer: { account_expires_at: '2026-12-05T09:30:00.000Z' },
      },
    });
  });

  it('the same reference twice is refused by Paystack: a PaymentProviderError, no second account', async () => {
    const ref = reference();
    await oneTime(ref);
    const error = await failure(oneTime(ref));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.message).toContain('Duplicate Transaction Reference');
  });

  it("a key Paystack does not know (401 'Invalid key') is a PaymentProviderError", async () => {
    const wrongKey = new PaystackTransferPayments({ secretKey: 'sk_test_wrong', baseUrl: fake.baseUrl });
    const error = await failure(
      wrongKey.createOneTimeAccount({
        reference: reference(),
        amountKobo: 100,
        email: 'a@example.com',
        expiresAt: EXPIRES,
      }),
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.message).toContain('(401): Invalid key');
  });

  it.each([
    ['a time-out', 'timeout'],
    ['a 5xx', 'server-error'],
    ['an answer that is not JSON', 'not-json'],
    ['an answer without the account', 'malformed'],
    ['a refusal', 'refused'],
  ] as const)('%s is a PaymentProviderError', async (_, how) => {
    fake.failNext(how);
    expect(await failure(oneTime())).toBeInstanceOf(PaymentProviderError);
  });
});

describe("a shopper's standing account", () => {
  const shopper = { email: 'chi@example.com', firstName: 'Chi', lastName: 'Eze', phone: '+2348031234567' };

  it('is made once (customer, then dedicated account) and the same account is answered after', async () => {
    const first = await paystack.standingAccount(shopper);
    expect(first).toEqual({
      bankName: 'Test Bank',
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: 'OJA/CHI EZE',
    });
    const paths = fake.requests.slice(-3).map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(['POST /customer', 'GET /customer/CUS_fake1', 'POST /dedicated_account']);
    expect(fake.requests.at(-1)?.body).toEqual({ customer: 'CUS_fake1', preferred_bank: 'test-bank' });

    expect(await paystack.standingAccount(shopper)).toEqual(first);
    expect(fake.requests.at(-1)?.path).toBe('/customer/CUS_fake1');
    expect(fake.customers).toHaveLength(1);
  });

  it('a lost answer to the assignment is safe to retry: the retry finds the account made', async () => {
    const other = { ...shopper, email: 'bayo@example.com', firstName: 'Bayo' };
    // The customer and the fetch answer; the assignment is made but its answer never comes.
    fake.failNext('none', 'none', 'lost-answer');
    expect(await failure(paystack.standingAccount(other))).toBeInstanceOf(PaymentProviderError);
    const again = await paystack.standingAccount(other);
    expect(fake.customers.filter((c) => c.email === 'bayo@example.com')).toHaveLength(1);
    expect(again.accountNumber).toBe(fake.customers.at(-1)?.dedicated_account?.account_number);
  });

  it.each(['timeout', 'server-error', 'not-json', 'malformed'] as const)(
    'a %s from Paystack is a PaymentProviderError',
    async (how) => {
      fake.failNext(how);
      expect(
        await failure(paystack.standingAccount({ ...shopper, email: `f-${how}@example.com` })),
      ).toBeInstanceOf(PaymentProviderError);
    },
  );
});

describe('a USSD charge', () => {
  it("sends the bank's USSD type and answers the code to dial", async () => {
    const ref = reference();
    const charge = await paystack.startUssdCharge({
      reference: ref,
      amountKobo: 1_250_000,
      email: 'ada@example.com',
      bankId: 'gtbank',
    });
    expect(charge).toEqual({ reference: ref, ussdCode: expect.stringMatching(/^\*737\*\d+\*\d+#$/) });
    expect(fake.requests.at(-1)?.body).toEqual({
      email: 'ada@example.com',
      amount: '1250000',
      reference: ref,
      ussd: { type: '737' },
    });
  });

  it('refuses a bank without a USSD service before calling Paystack', async () => {
    const before = fake.requests.length;
    await expect(
      paystack.startUssdCharge({
        reference: reference(),
        amountKobo: 100,
        email: 'a@example.com',
        bankId: 'kuda',
      }),
    ).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(before);
  });

  it('an answer without a code for that bank is a PaymentProviderError', async () => {
    fake.failNext('malformed');
    const error = await failure(
      paystack.startUssdCharge({
        reference: reference(),
        amountKobo: 100,
        email: 'a@example.com',
        bankId: 'uba',
      }),
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
  });
});

describe("Paystack's charge.success notices", () => {
  const issued = new Set<string>();
  const lookup = (target: TransferTarget) =>
    issued.has(target.kind === 'standing' ? target.accountNumber : target.reference);

  it('a transfer to a one-time account we issued: its reference, amount, id and time', async () => {
    const account = await oneTime();
    issued.add(account.reference);
    const paidAt = new Date('2026-12-05T09:12:00Z');
    const { rawBody, signature, id } = fake.notice({
      reference: account.reference,
      amount: 4_000_000,
      paidAt,
    });
    expect(await paystack.readNotice(rawBody, signature, lookup)).toEqual({
      kind: 'transfer-received',
      target: { kind: 'one-time', reference: account.reference },
      providerReference: String(id),
      amountKobo: 4_000_000,
      accountNumber: null,
      receivedAt: paidAt.getTime(),
      // Paystack masks the sender's account: no payout can go there (docs/api/payouts.md).
      sender: expect.objectContaining({ accountNumber: expect.stringMatching(/^X+\d+$/) }),
    });
  });

  it('a transfer to a standing account (dedicated_nuban) names the account number', async () => {
    const account = await paystack.standingAccount({
      email: 'ngozi@example.com',
      firstName: 'Ngozi',
      lastName: 'Okafor',
      phone: '+2348030000000',
    });
    issued.add(account.accountNumber);
    const { rawBody, signature } = fake.notice({ accountNumber: account.accountNumber, amount: 500_000 });
    expect(await paystack.readNotice(rawBody, signature, lookup)).toMatchObject({
      kind: 'transfer-received',
      target: { kind: 'standing', accountNumber: account.accountNumber },
      accountNumber: account.accountNumber,
      amountKobo: 500_000,
    });
  });

  it('a USSD payment names our reference', async () => {
    issued.add('OJA-USSD-1');
    const { rawBody, signature } = fake.notice({
      reference: 'OJA-USSD-1',
      amount: 1_250_000,
      channel: 'ussd',
    });
    expect(await paystack.readNotice(rawBody, signature, lookup)).toMatchObject({
      kind: 'transfer-received',
      target: { kind: 'ussd', reference: 'OJA-USSD-1' },
    });
  });

  it('a notice for an account we never issued is an unknown-account outcome, with what is needed to refund it', async () => {
    const { rawBody, signature, id } = fake.notice({ accountNumber: '0123456789', amount: 700_000 });
    expect(await paystack.readNotice(rawBody, signature, lookup)).toMatchObject({
      kind: 'unknown-account',
      target: { kind: 'standing', accountNumber: '0123456789' },
      providerReference: String(id),
      amountKobo: 700_000,
    });
    const oneTimeUnknown = fake.notice({ reference: 'never-ours', amount: 100 });
    expect((await paystack.readNotice(oneTimeUnknown.rawBody, oneTimeUnknown.signature, lookup)).kind).toBe(
      'unknown-account',
    );
  });

  it('a notice signed with another key, or not signed, is bad-signature and its body is not read', async () => {
    let looked = false;
    const spy = () => {
      looked = true;
      return true;
    };
    const forged = fake.notice({ reference: 'x', amount: 100, secretKey: 'sk_test_someone_else' });
    expect(await paystack.readNotice(forged.rawBody, forged.signature, spy)).toEqual({
      kind: 'bad-signature',
    });
    expect(await paystack.readNotice(forged.rawBody, undefined, spy)).toEqual({ kind: 'bad-signature' });
    const genuine = fake.notice({ reference: 'x', amount: 100 });
    expect(await paystack.readNotice(`${genuine.rawBody} `, genuine.signature, spy)).toEqual({
      kind: 'bad-signature',
    });
    expect(looked).toBe(false);
  });

  it.each([
    ['not JSON', 'not json', 'the body is not JSON'],
    ['no data', JSON.stringify({ event: 'charge.success' }), 'no event or no data'],
    [
      'no amount',
      JSON.stringify({ event: 'charge.success', data: { channel: 'bank_transfer', currency: 'NGN' } }),
      'no amount in kobo',
    ],
    [
      'naira in a fraction',
      JSON.stringify({ event: 'charge.success', data: { channel: 'ussd', amount: 12.5 } }),
      'no amount in kobo',
    ],
    [
      'another currency',
      JSON.stringify({ event: 'charge.success', data: { channel: 'ussd', amount: 100, currency: 'GHS' } }),
      'not in naira',
    ],
    [
      'no id',
      JSON.stringify({ event: 'charge.success', data: { channel: 'ussd', amount: 100, currency: 'NGN' } }),
      'no transaction id',
    ],
    [
      'no time',
      JSON.stringify({
        event: 'charge.success',
        data: { id: 1, channel: 'ussd', amount: 100, currency: 'NGN', paid_at: 'soon' },
      }),
      'no paid_at time',
    ],
    [
      'a standing-account notice without the account',
      JSON.stringify({
        event: 'charge.success',
        data: {
          id: 1,
          channel: 'dedicated_nuban',
          amount: 100,
          currency: 'NGN',
          paid_at: '2026-12-05T09:00:00Z',
        },
      }),
      'no receiving account number',
    ],
    [
      'a one-time notice without our reference',
      JSON.stringify({
        event: 'charge.success',
        data: {
          id: 1,
          channel: 'bank_transfer',
          amount: 100,
          currency: 'NGN',
          paid_at: '2026-12-05T09:00:00Z',
        },
      }),
      'no reference',
    ],
  ])('a signed body with %s is malformed, not a crash', async (_, rawBody, problem) => {
    expect(await paystack.readNotice(rawBody, signWebhook(FAKE_SECRET_KEY, rawBody), lookup)).toEqual({
      kind: 'malformed',
      problem,
    });
  });

  it("a card's charge.success and other events are ignored by this adapter", async () => {
    const card = fake.notice({ reference: 'card-1', amount: 100, channel: 'card' });
    expect(await paystack.readNotice(card.rawBody, card.signature, lookup)).toEqual({
      kind: 'ignored',
      event: 'charge.success (card)',
    });
    const refund = JSON.stringify({ event: 'refund.processed', data: { status: 'processed' } });
    expect(await paystack.readNotice(refund, signWebhook(FAKE_SECRET_KEY, refund), lookup)).toEqual({
      kind: 'ignored',
      event: 'refund.processed',
    });
  });
});
