import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardRefunds, sandboxDirectDebitCharges } from '../src/db/schema.ts';
import { hasValidSignature, RefundRefusedError } from '../src/payments/card-payments.ts';
import { FAILING_REFUND_KOBO, SANDBOX_SECRET_KEY, SandboxCardPayments } from '../src/payments/sandbox.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, SUCCESS_CARD } from './checkout-app.ts';

/**
 * The card sandbox's refunds: its own books (sandbox_card_refunds), Paystack's refusals, the processor's
 * answer by signed webhooks delivered more than once, the test amount that fails, and the hosted page.
 */

/** Every webhook the sandbox sent (the endpoint answers 200). */
const deliveries: Array<{ rawBody: string; signature: string | undefined }> = [];
let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp({
    lateDeliveryMs: 60,
    refundDelayMs: 30,
    deliver: async (rawBody, headers) => {
      deliveries.push({ rawBody, signature: headers['x-paystack-signature'] });
      return 200;
    },
  });
});
afterAll(async () => shop?.dispose());
afterEach(async () => {
  await shop.sandbox.idle();
  deliveries.length = 0;
});

/** ₦38,500 fan + VAT + standard delivery = ₦43,887.50, paid on the sandbox's page. */
const PAID_KOBO = 4_388_750;

/** A fresh order paid in full on the hosted page; its payment's reference. */
async function paidPayment(): Promise<string> {
  const buyer = await shop.shopper();
  await shop.addToCart(buyer, FULL_ONLY);
  const { body } = await shop.checkout(buyer);
  const reference = body.data.paystack_config.reference as string;
  const paid = await shop.payOnPage(reference, SUCCESS_CARD);
  expect(paid.status).toBe(303);
  await shop.sandbox.idle();
  deliveries.length = 0;
  return reference;
}

/** The refund events delivered, parsed, with whether each carried the sandbox's signature. */
function refundEvents() {
  return deliveries
    .map((d) => ({
      ...JSON.parse(d.rawBody),
      signed: hasValidSignature(SANDBOX_SECRET_KEY, d.rawBody, d.signature),
    }))
    .filter((e) => String(e.event).startsWith('refund.'));
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RefundRefusedError);
  return (error as Error).message;
}

describe('the card sandbox refunds a paid transaction', () => {
  it('takes it pending, processes it and says so three times by signed refund.processed webhooks', async () => {
    const transactionReference = await paidPayment();
    const taken = await shop.sandbox.refund({
      reference: `RF-${transactionReference}`,
      transactionReference,
      amountKobo: PAID_KOBO,
      currency: 'NGN',
    });
    expect(taken).toEqual({ providerRefundId: expect.stringMatching(/^\d+$/), status: 'pending' });
    expect(
      await shop.sandbox.findRefund({ reference: `RF-${transactionReference}`, transactionReference }),
    ).toEqual(taken);
    await shop.sandbox.idle();
    expect(
      await shop.sandbox.findRefund({ reference: `RF-${transactionReference}`, transactionReference }),
    ).toEqual({ providerRefundId: taken.providerRefundId, status: 'processed' });
    const events = refundEvents();
    // The first delivery, a duplicate straight after, a late copy: at least once, never exactly once.
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(event).toMatchObject({
        event: 'refund.processed',
        signed: true,
        data: {
          status: 'processed',
          transaction_reference: transactionReference,
          amount: PAID_KOBO,
          currency: 'NGN',
          merchant_note: `RF-${transactionReference}`,
        },
      });
    }
    const books = await shop.database.db
      .select()
      .from(sandboxCardRefunds)
      .where(eq(sandboxCardRefunds.transactionReference, transactionReference));
    expect(books).toMatchObject([
      { amountKobo: PAID_KOBO, status: 'processed', merchantNote: `RF-${transactionReference}` },
    ]);
  });

  it('knows nothing of a refund it was never asked for', async () => {
    const transactionReference = await paidPayment();
    expect(await shop.sandbox.findRefund({ reference: 'RF-never', transactionReference })).toBeNull();
    expect(await shop.sandbox.findRefund({ reference: 'RF-never', transactionReference: 'nope' })).toBeNull();
  });

  it('refuses like Paystack: an unknown or unpaid transaction, more than is left, a transaction fully reversed', async () => {
    expect(
      await refusal(
        shop.sandbox.refund({
          reference: 'RF-x',
          transactionReference: 'OJA-NOPE',
          amountKobo: 100,
          currency: 'NGN',
        }),
      ),
    ).toBe('Transaction reference not found');

    const buyer = await shop.shopper();
    await shop.addToCart(buyer, FULL_ONLY);
    const unpaid = (await shop.checkout(buyer)).body.data.paystack_config.reference as string;
    expect(
      await refusal(
        shop.sandbox.refund({
          reference: 'RF-y',
          transactionReference: unpaid,
          amountKobo: 100,
          currency: 'NGN',
        }),
      ),
    ).toMatch(/not successful/);

    const transactionReference = await paidPayment();
    const ask = (amountKobo: number, reference = `RF-${transactionReference}`) =>
      shop.sandbox.refund({ reference, transactionReference, amountKobo, currency: 'NGN' });
    expect(await refusal(ask(PAID_KOBO + 1))).toMatch(
      /more than what is left of the transaction \(4388750 kobo\)/,
    );
    await ask(PAID_KOBO - 50_00);
    expect(await refusal(ask(50_01))).toMatch(/\(5000 kobo\)/);
    await ask(50_00, 'RF-second');
    expect(await refusal(ask(1))).toBe('Transaction has been fully reversed');
    expect(await refusal(ask(0))).toBe('Invalid amount passed.');
    const books = await shop.database.db
      .select()
      .from(sandboxCardRefunds)
      .where(eq(sandboxCardRefunds.transactionReference, transactionReference));
    expect(books.map((b) => b.amountKobo)).toEqual([PAID_KOBO - 50_00, 50_00]);
  });

  it('gives the last of a payment to one of two refunds asked for at once', async () => {
    const transactionReference = await paidPayment();
    const results = await Promise.allSettled(
      ['RF-a', 'RF-b', 'RF-c'].map((reference) =>
        shop.sandbox.refund({ reference, transactionReference, amountKobo: PAID_KOBO, currency: 'NGN' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.map((r) => (r.reason as Error).message)).toEqual([
      'Transaction has been fully reversed',
      'Transaction has been fully reversed',
    ]);
  });

  it('fails a refund whose amount ends in 13 kobo (the documented test amount), by refund.failed; the money is refundable again', async () => {
    const transactionReference = await paidPayment();
    const taken = await shop.sandbox.refund({
      reference: 'RF-fails',
      transactionReference,
      amountKobo: PAID_KOBO - 50 + FAILING_REFUND_KOBO,
      currency: 'NGN',
    });
    await shop.sandbox.idle();
    expect(await shop.sandbox.findRefund({ reference: 'RF-fails', transactionReference })).toEqual({
      providerRefundId: taken.providerRefundId,
      status: 'failed',
    });
    const events = refundEvents();
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.event === 'refund.failed' && e.data.status === 'failed' && e.signed)).toBe(
      true,
    );
    // A failed refund gave nothing back: the whole payment can still be refunded.
    await expect(
      shop.sandbox.refund({
        reference: 'RF-again',
        transactionReference,
        amountKobo: PAID_KOBO,
        currency: 'NGN',
      }),
    ).resolves.toMatchObject({ status: 'pending' });
  });

  it('settles a refund whose timer died with its process when it is next read, and tells it then', async () => {
    const transactionReference = await paidPayment();
    // A sandbox whose processor would take an hour: as if its process were killed before the timer ran.
    const killed = new SandboxCardPayments({
      db: shop.database.db,
      now: shop.now,
      refundDelayMs: 3_600_000,
      log: () => undefined,
    });
    await killed.refund({
      reference: 'RF-orphan',
      transactionReference,
      amountKobo: 1_000_00,
      currency: 'NGN',
    });
    const restarted = new SandboxCardPayments({
      db: shop.database.db,
      now: shop.now,
      refundDelayMs: 3_600_000,
      lateDeliveryMs: 10,
      retryDelaysMs: [],
      log: () => undefined,
      deliver: async (rawBody, headers) => {
        deliveries.push({ rawBody, signature: headers['x-paystack-signature'] });
        return 200;
      },
    });
    expect(await restarted.findRefund({ reference: 'RF-orphan', transactionReference })).toMatchObject({
      status: 'pending',
    });
    shop.advance(3_600_000);
    expect(await restarted.findRefund({ reference: 'RF-orphan', transactionReference })).toMatchObject({
      status: 'processed',
    });
    await restarted.idle();
    expect(refundEvents().map((e) => e.event)).toEqual([
      'refund.processed',
      'refund.processed',
      'refund.processed',
    ]);
  });

  it('refunds a direct debit too (one provider keeps both books)', async () => {
    await shop.database.db.insert(sandboxDirectDebitCharges).values({
      reference: 'OJA-DD-I1-A1',
      authorizationCode: 'AUTH_x',
      debitKey: 'OJA-DD-I1',
      email: 'payer@example.com',
      amountKobo: 1_234_500,
      currency: 'NGN',
      status: 'success',
      gatewayResponse: 'Approved',
      createdAt: new Date(shop.now()),
    });
    await expect(
      shop.sandbox.refund({
        reference: 'RF-OJA-DD-I1-A1',
        transactionReference: 'OJA-DD-I1-A1',
        amountKobo: 1_234_500,
        currency: 'NGN',
      }),
    ).resolves.toMatchObject({ status: 'pending' });
    expect(
      await refusal(
        shop.sandbox.refund({
          reference: 'RF-z',
          transactionReference: 'OJA-DD-I1-A1',
          amountKobo: 1,
          currency: 'NGN',
        }),
      ),
    ).toBe('Transaction has been fully reversed');
  });

  it("shows a transaction's refunds on its hosted card page, in plain HTML that passes the CSP", async () => {
    const transactionReference = await paidPayment();
    await shop.sandbox.refund({
      reference: `RF-${transactionReference}`,
      transactionReference,
      amountKobo: 1_000_00,
      currency: 'NGN',
    });
    await shop.sandbox.idle();
    const response = await shop.app.request(`/sandbox/card/${transactionReference}`);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('Payment successful');
    expect(page).toContain('<h2>Refunds</h2>');
    expect(page).toContain(`<code>RF-${transactionReference}</code>`);
    expect(page).toContain('₦1,000 of ₦43,887.50 refunded or on its way.');
    expect(page).toContain('<td>processed</td>');
    // No script and no inline style: the shop's CSP would refuse them.
    expect(page).not.toMatch(/<script|style=|<style/i);
  });
});
