import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingAccounts } from '../src/db/schema.ts';
import { sweepPayments } from '../src/orders/sweep.ts';
import { PaymentProviderError } from '../src/payments/card-payments.ts';
import type { TransferPayments } from '../src/payments/transfers/transfer-payments.ts';
import {
  BUDGET_PHONE,
  type CheckoutApp,
  createCheckoutApp,
  FULL_ONLY,
  PHONE,
  type Shopper,
} from './checkout-app.ts';

/**
 * When a shopper's standing account is made (issue 44): on the first view of their purchases once an
 * instalment order's down payment settled, or by the payment sweep; one per shopper however many orders; and a
 * provider that cannot make it never fails the order or its page (a later view, or the next sweep, makes it).
 * Real orders through the API, the sandbox bank as the provider, the books read in the database.
 */
let bankDown = false;
let shop: CheckoutApp;
beforeAll(async () => {
  // The sandbox bank, except that while `bankDown` it cannot make a dedicated account, as a provider's 5xx.
  shop = await createCheckoutApp({
    transfers: (bank): TransferPayments => ({
      kind: bank.kind,
      createOneTimeAccount: (request) => bank.createOneTimeAccount(request),
      startUssdCharge: (request) => bank.startUssdCharge(request),
      readNotice: (raw, signature, issued) => bank.readNotice(raw, signature, issued),
      standingAccount: (shopper) =>
        bankDown
          ? Promise.reject(new PaymentProviderError('the bank answered 503'))
          : bank.standingAccount(shopper),
    }),
  });
});
afterAll(async () => shop?.dispose());

async function storedAccounts(userId: number) {
  return shop.database.db.select().from(standingAccounts).where(eq(standingAccounts.userId, userId));
}

async function purchases(who: Shopper) {
  const answer = await shop.call('GET', '/orders/get-all-orders', { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.data.orders as Array<{ orderNumber: string; standingAccount?: unknown }>;
}

async function account(who: Shopper) {
  const answer = await shop.call('GET', '/users/get-user', { token: who.token });
  return answer.body.data.user.standingAccount;
}

describe("the shopper's standing account", () => {
  it('is made for the first instalment order and shown on it; a second order keeps the same account', async () => {
    // Its direct debit set up, so that a second instalment order is allowed.
    const { buyer, order: first } = await shop.instalmentOrder('weekly', '0000000001');
    const [shown] = await purchases(buyer);
    expect(shown?.standingAccount).toEqual({
      bankName: expect.any(String),
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: expect.any(String),
    });
    const single = await shop.call('GET', `/orders/get-single-order/${first.publicId}`, {
      token: buyer.token,
    });
    expect(single.body.data.standingAccount).toEqual(shown?.standingAccount);
    expect(await account(buyer)).toEqual(shown?.standingAccount);

    await shop.placeOrder(buyer, BUDGET_PHONE, 'monthly');
    const both = await purchases(buyer);
    expect(both).toHaveLength(2);
    expect(both.map((o) => o.standingAccount)).toEqual([shown?.standingAccount, shown?.standingAccount]);
    expect(await storedAccounts(buyer.userId)).toHaveLength(1);
  });

  it('is not made for a shopper who paid in full, and a full-price order carries none', async () => {
    const buyer = await shop.shopper();
    await shop.placeOrder(buyer, FULL_ONLY, 'full');
    const [order] = await purchases(buyer);
    expect(order).not.toHaveProperty('standingAccount');
    expect(await storedAccounts(buyer.userId)).toEqual([]);
  });

  it('is not made before the down payment settles', async () => {
    const buyer = await shop.shopper({ verified: true });
    const placed = await shop.placeOrder(buyer, PHONE, 'weekly', { pay: false });
    const single = await shop.call('GET', `/orders/get-single-order/${placed.id}`, { token: buyer.token });
    expect(single.status).toBe(200);
    expect(single.body.data.standingAccount).toBeNull();
    expect(await account(buyer)).toBeNull();
    expect(await storedAccounts(buyer.userId)).toEqual([]);
  });

  it('does not fail the order or its page when the provider cannot make it; a later view makes it', async () => {
    const buyer = await shop.shopper({ verified: true });
    bankDown = true;
    try {
      const placed = await shop.placeOrder(buyer, PHONE, 'weekly');
      const [shown] = await purchases(buyer);
      expect(shown?.orderNumber).toBe(placed.orderNumber);
      expect(shown?.standingAccount).toBeNull();
      expect(await storedAccounts(buyer.userId)).toEqual([]);
    } finally {
      bankDown = false;
    }
    const [later] = await purchases(buyer);
    expect(later?.standingAccount).toMatchObject({ accountNumber: expect.stringMatching(/^\d{10}$/) });
  });

  it('is made by the payment sweep for a shopper who never opened the order page', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.placeOrder(buyer, PHONE, 'weekly');
    expect(await storedAccounts(buyer.userId)).toEqual([]);
    await sweepPayments({
      db: shop.database.db,
      cardPayments: shop.sandbox,
      email: shop.email,
      now: shop.now,
      transfers: shop.transferBank,
    });
    const [made] = await storedAccounts(buyer.userId);
    expect(made?.accountNumber).toMatch(/^\d{10}$/);
    expect(await account(buyer)).toMatchObject({ accountNumber: made?.accountNumber });
  });
});
