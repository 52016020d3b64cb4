import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mandates, orders } from '../src/db/schema.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import { sweepPayments } from '../src/orders/sweep.ts';
import { PaymentProviderError, signWebhook } from '../src/payments/card-payments.ts';
import { SANDBOX_SECRET_KEY } from '../src/payments/sandbox.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, PHONE, type Shopper } from './checkout-app.ts';

const SUCCESS = '4084084084084081';
const APPROVE = '0000000001';
const APPROVE_LATER = '0000000002';
const REFUSE = '0000000003';
const WEBHOOK = '/api/v1/payment/paystack-direct-debit-webhook';

/** The direct-debit sandbox's webhooks reach the app ('deliver') or are held back for a test to replay. */
let webhooks: 'deliver' | 'hold' = 'deliver';
const held: Array<{ rawBody: string; headers: Record<string, string> }> = [];
let shop: CheckoutApp;

async function postWebhook(rawBody: string, headers: Record<string, string>) {
  const response = await shop.app.request(WEBHOOK, { method: 'POST', headers, body: rawBody });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

beforeAll(async () => {
  shop = await createCheckoutApp({
    deliverDirectDebit: async (rawBody, headers) => {
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
  await shop.directDebit.idle();
  await shop.sandbox.idle();
  webhooks = 'deliver';
  held.length = 0;
});

/** A weekly order of the phone whose ₦64,750 down payment the shopper paid on the card page. */
async function paidWeeklyOrder(who?: Shopper) {
  const buyer = who ?? (await shop.shopper({ verified: true }));
  await shop.addToCart(buyer, PHONE, { plan: 'weekly' });
  const { body } = await shop.checkout(buyer);
  const reference = body.data.paystack_config.reference as string;
  await shop.payOnPage(reference, SUCCESS);
  const validated = await shop.call('POST', '/orders/validate-paystack-payment', {
    token: buyer.token,
    body: { reference },
  });
  expect(validated.body.payment_verified).toBe(true);
  return {
    buyer,
    orderId: body.data.order.id as string,
    orderNumber: body.data.order.orderNumber as string,
    reference,
  };
}

function createMandate(who: Shopper, body: Record<string, unknown>) {
  return shop.call('POST', '/orders/create-paystack-mandate', { token: who.token, body });
}

async function mandateStatusOf(who: Shopper, orderId: string) {
  const { body } = await shop.call('GET', `/orders/get-single-order/${orderId}`, { token: who.token });
  return body.data.mandateStatus as string | null;
}

/** The order's mandate as its pages read it: the finer state and the account, once the bank named it. */
async function mandateOf(who: Shopper, orderId: string) {
  const { body } = await shop.call('GET', `/orders/get-single-order/${orderId}`, { token: who.token });
  return { state: body.data.mandateState as string | null, account: body.data.mandateAccount };
}

const ACTIVE_EMAIL = /^Your direct debit for Oja order OJA-\w+ is active$/;
const REFUSED_EMAIL = /^Your bank did not approve the direct debit for Oja order OJA-\w+$/;

async function mandateRows(orderId: string) {
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.publicId, orderId));
  return (
    shop.database.db
      .select()
      .from(mandates)
      .where(eq(mandates.orderId, order?.id ?? -1))
      // In the order they were made (without an order, an index on (order_id, status) may sort by status).
      .orderBy(asc(mandates.id))
  );
}

/** The shopper on the sandbox's bank consent page: types a test account (or presses Cancel). */
async function consent(redirectUrl: string, accountNumber: string) {
  const response = await shop.app.request(new URL(redirectUrl).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ accountNumber }).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

describe('a direct-debit mandate on a new bank account', () => {
  it('stays pending until the bank approves and its webhook arrives, then is active, once however often it is asked for', async () => {
    const { buyer, orderId, orderNumber, reference } = await paidWeeklyOrder();
    expect(await mandateStatusOf(buyer, orderId)).toBe('pending');
    expect(await mandateOf(buyer, orderId)).toEqual({ state: 'not_started', account: null });

    // Pressed five times at once: one mandate, one consent page.
    const answers = await Promise.all(Array.from({ length: 5 }, () => createMandate(buyer, { reference })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const urls = new Set(answers.map((a) => a.body.data.redirect_url));
    expect(urls.size).toBe(1);
    const [redirectUrl] = [...urls] as [string];
    expect(redirectUrl).toMatch(/^http:\/\/shop\.test\/sandbox\/mandate\/OJA-\w{8}-DD-[0-9a-f]{12}$/);
    expect(answers[0]?.body.data).toMatchObject({
      master_order_id: orderId,
      mandate_status: 'pending',
      order_details: { orderNumber },
    });
    expect(await mandateRows(orderId)).toHaveLength(1);

    // The bank consent page: plain HTML, no script, with the test accounts.
    const page = await shop.app.request(new URL(redirectUrl).pathname);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Authorise direct debit for Oja');
    expect(html).toContain(APPROVE_LATER);
    expect(html).not.toMatch(/<script|style=/i);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'.*style-src 'self'/);
    const css = await shop.app.request('/sandbox/mandate.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');

    const answered = await consent(redirectUrl, APPROVE_LATER);
    expect(answered.status).toBe(303);
    expect(answered.location).toBe(
      `http://shop.test/cart-items/checkout/direct-debit/success?orderid=${orderId}&reference=${new URL(redirectUrl).pathname.split('/').at(-1)}`,
    );
    // The bank has not answered yet.
    expect(await mandateStatusOf(buyer, orderId)).toBe('pending');
    expect(await mandateOf(buyer, orderId)).toEqual({ state: 'awaiting_bank', account: null });
    expect(await shop.counts.emails(buyer.email, ACTIVE_EMAIL)).toBe(0);
    await shop.directDebit.idle();
    expect(await mandateStatusOf(buyer, orderId)).toBe('active');
    expect(await mandateOf(buyer, orderId)).toEqual({
      state: 'active',
      account: { bank_name: 'Oja Test Bank', last4: '0002' },
    });
    const [row] = await mandateRows(orderId);
    expect(row).toMatchObject({ status: 'active', last4: '0002', bankName: 'Oja Test Bank' });
    // The webhook came three times (first, duplicate, late copy): the shopper is told once.
    expect(await shop.counts.emails(buyer.email, ACTIVE_EMAIL)).toBe(1);

    // Asked again once active: the same mandate, nothing to authorise.
    const again = await createMandate(buyer, { reference, link_new_mandate: true });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ mandate_status: 'active', redirect_url: null });
    expect(await mandateRows(orderId)).toHaveLength(1);
  });

  it('refused by the bank leaves the order pending with its mandate refused, and a new consent can be asked for', async () => {
    const { buyer, orderId, reference } = await paidWeeklyOrder();
    const first = await createMandate(buyer, { reference });
    await consent(first.body.data.redirect_url, REFUSE);
    await shop.directDebit.idle();
    expect((await mandateRows(orderId)).map((m) => m.status)).toEqual(['refused']);
    expect(await mandateStatusOf(buyer, orderId)).toBe('pending');
    expect((await mandateOf(buyer, orderId)).state).toBe('refused');
    expect(await shop.counts.emails(buyer.email, REFUSED_EMAIL)).toBe(1);
    const page = await (await shop.app.request(new URL(first.body.data.redirect_url).pathname)).text();
    expect(page).toContain('The bank refused the direct-debit mandate. Nothing will be debited.');

    const second = await createMandate(buyer, { reference });
    expect(second.status).toBe(201);
    expect(second.body.data.mandate_status).toBe('pending');
    expect(second.body.data.redirect_url).not.toBe(first.body.data.redirect_url);
    await consent(second.body.data.redirect_url, APPROVE);
    await shop.directDebit.idle();
    expect((await mandateRows(orderId)).map((m) => m.status)).toEqual(['refused', 'active']);
    expect(await mandateStatusOf(buyer, orderId)).toBe('active');
    expect((await mandateOf(buyer, orderId)).state).toBe('active');
    expect(await shop.counts.emails(buyer.email, REFUSED_EMAIL)).toBe(1);
    expect(await shop.counts.emails(buyer.email, ACTIVE_EMAIL)).toBe(1);
  });

  it('activates once when its webhook is replayed 20 times at once, and a bad signature gets 401 and changes nothing', async () => {
    const { buyer, orderId, reference } = await paidWeeklyOrder();
    const { body } = await createMandate(buyer, { reference });
    webhooks = 'hold';
    await consent(body.data.redirect_url, APPROVE);
    await shop.directDebit.idle();
    expect(held.length).toBeGreaterThanOrEqual(3); // first, duplicate and late copy
    const [event] = held as [{ rawBody: string; headers: Record<string, string> }];
    expect(JSON.parse(event.rawBody).event).toBe('direct_debit.authorization.active');
    expect(await mandateStatusOf(buyer, orderId)).toBe('pending');

    const forged = await postWebhook(event.rawBody, {
      ...event.headers,
      'x-paystack-signature': signWebhook('sk_test_someone_else', event.rawBody),
    });
    expect(forged).toEqual({ status: 401, body: { success: false, message: 'Invalid signature' } });
    expect(await mandateStatusOf(buyer, orderId)).toBe('pending');

    const replays = await Promise.all(
      Array.from({ length: 20 }, () => postWebhook(event.rawBody, event.headers)),
    );
    expect(replays.every((r) => r.status === 200)).toBe(true);
    expect(replays.filter((r) => r.body.message === 'Mandate activated')).toHaveLength(1);
    expect(replays.filter((r) => r.body.message === 'Mandate unchanged')).toHaveLength(19);
    expect(await mandateStatusOf(buyer, orderId)).toBe('active');
    expect(await mandateRows(orderId)).toHaveLength(1);
    expect(await shop.counts.emails(buyer.email, ACTIVE_EMAIL)).toBe(1);
  });

  it('whose webhooks are all lost is caught up by the sweep: activated and emailed once, however often it runs', async () => {
    const { buyer, orderId, reference } = await paidWeeklyOrder();
    const { body } = await createMandate(buyer, { reference });
    webhooks = 'hold';
    await consent(body.data.redirect_url, APPROVE);
    await shop.directDebit.idle();
    expect(await mandateStatusOf(buyer, orderId)).toBe('pending');
    const deps = {
      db: shop.database.db,
      cardPayments: shop.sandbox,
      directDebit: shop.directDebit,
      email: new SandboxEmailSender(
        shop.database.db,
        () => Date.now(),
        () => undefined,
      ),
      now: () => Date.parse('2030-01-01T12:00:00Z'),
    };
    // Within its grace minute the consent is left to its webhook.
    expect((await sweepPayments({ ...deps, now: () => Date.parse('2030-01-01T09:00:30Z') })).verified).toBe(
      0,
    );
    await Promise.all([sweepPayments(deps), sweepPayments(deps), sweepPayments(deps)]);
    expect(await mandateStatusOf(buyer, orderId)).toBe('active');
    expect(await shop.counts.emails(buyer.email, ACTIVE_EMAIL)).toBe(1);
    expect(await mandateRows(orderId)).toHaveLength(1);
  });

  it('whose webhooks are lost is found active when the shopper asks again (the provider is asked)', async () => {
    const { buyer, orderId, reference } = await paidWeeklyOrder();
    const { body } = await createMandate(buyer, { reference });
    webhooks = 'hold';
    await consent(body.data.redirect_url, APPROVE);
    await shop.directDebit.idle();
    expect(await mandateStatusOf(buyer, orderId)).toBe('pending');
    const again = await createMandate(buyer, { reference });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ mandate_status: 'active', redirect_url: null });
    expect(await mandateStatusOf(buyer, orderId)).toBe('active');
  });

  it('ignores a signed webhook about a reference it does not know', async () => {
    const rawBody = JSON.stringify({
      event: 'direct_debit.authorization.active',
      data: { reference: 'nobody' },
    });
    const answer = await postWebhook(rawBody, {
      'content-type': 'application/json',
      'x-paystack-signature': signWebhook(SANDBOX_SECRET_KEY, rawBody),
    });
    expect(answer).toEqual({ status: 200, body: { success: true, message: 'Unknown reference' } });
  });
});

describe('a linked bank account', () => {
  it('is listed and makes the next order’s mandate active at once, without the bank', async () => {
    const { buyer, orderId, reference } = await paidWeeklyOrder();
    const none = await shop.call('GET', '/payment/get-buyer-active-mandate', { token: buyer.token });
    expect(none.body).toMatchObject({ has_existing_mandates: false, can_add_new: true, accounts: [] });
    const { body } = await createMandate(buyer, { reference });
    await consent(body.data.redirect_url, APPROVE);
    await shop.directDebit.idle();
    expect(await mandateStatusOf(buyer, orderId)).toBe('active');

    const linked = await shop.call('GET', '/payment/get-buyer-active-mandate', { token: buyer.token });
    expect(linked.body).toMatchObject({ has_existing_mandates: true, can_add_new: true });
    expect(linked.body.accounts).toHaveLength(1);
    const [account] = linked.body.accounts;
    // The holder's name as the bank prints it: the shopper's own (given at the address check), not the email's.
    expect(account).toMatchObject({
      bank_name: 'Oja Test Bank',
      last4: '0001',
      account_name: 'ADA OKAFOR (TEST ACCOUNT)',
    });
    expect(account.authorization_code).toMatch(/^AUTH_/);

    const next = await paidWeeklyOrder(buyer);
    const unknown = await createMandate(buyer, {
      reference: next.reference,
      authorization_code: 'AUTH_not_mine',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'Linked bank account not found. Choose another one or link a new account.',
    );
    const reused = await createMandate(buyer, {
      reference: next.reference,
      authorization_code: account.authorization_code,
    });
    expect(reused.status).toBe(201);
    expect(reused.body.data).toMatchObject({ mandate_status: 'active', redirect_url: null });
    expect(await mandateStatusOf(buyer, next.orderId)).toBe('active');
    // Still one account: the same authorization.
    const after = await shop.call('GET', '/payment/get-buyer-active-mandate', { token: buyer.token });
    expect(after.body.accounts).toHaveLength(1);

    // Another shopper cannot use it.
    const other = await paidWeeklyOrder();
    const stolen = await createMandate(other.buyer, {
      reference: other.reference,
      authorization_code: account.authorization_code,
    });
    expect(stolen.status).toBe(404);
  });
});

describe('the linked-account limit', () => {
  it('allows 3 linked accounts: then can_add_new is false and a 4th is refused, while a linked one still works', async () => {
    // Tier 2: four instalment orders at once fit its ₦1,000,000 of credit (Tier 1's would refuse the fourth).
    const buyer = await shop.shopper({ verified: true, tier2: true });
    for (let i = 0; i < 3; i++) {
      const { orderId, reference } = await paidWeeklyOrder(buyer);
      const { body } = await createMandate(buyer, { reference, link_new_mandate: true });
      await consent(body.data.redirect_url, APPROVE);
      await shop.directDebit.idle();
      expect(await mandateStatusOf(buyer, orderId)).toBe('active');
    }
    const linked = await shop.call('GET', '/payment/get-buyer-active-mandate', { token: buyer.token });
    expect(linked.body).toMatchObject({ has_existing_mandates: true, can_add_new: false });
    expect(linked.body.accounts).toHaveLength(3);

    const fourth = await paidWeeklyOrder(buyer);
    const refused = await createMandate(buyer, { reference: fourth.reference, link_new_mandate: true });
    expect(refused).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'You can link at most 3 bank accounts. Choose one of your linked accounts.',
      },
    });
    const reused = await createMandate(buyer, {
      reference: fourth.reference,
      authorization_code: linked.body.accounts[2].authorization_code,
    });
    expect(reused.body.data.mandate_status).toBe('active');
  });
});

describe('refusals', () => {
  it('refuses someone else’s order, an unpaid down payment and an order paid in full, with a message', async () => {
    const { reference } = await paidWeeklyOrder();
    const stranger = await shop.shopper({ verified: true });
    const theirs = await createMandate(stranger, { reference });
    expect(theirs).toEqual({ status: 404, body: { success: false, message: 'Order not found' } });

    await shop.addToCart(stranger, PHONE, { plan: 'weekly' });
    const unpaid = await shop.checkout(stranger);
    const early = await createMandate(stranger, { reference: unpaid.body.data.paystack_config.reference });
    expect(early).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'The down payment has not been paid yet. Pay it first, then set up the direct debit.',
      },
    });

    const cash = await shop.shopper();
    await shop.addToCart(cash, FULL_ONLY);
    const placed = await shop.checkout(cash);
    const full = placed.body.data.paystack_config.reference;
    await shop.payOnPage(full, SUCCESS);
    await shop.call('POST', '/orders/validate-paystack-payment', {
      token: cash.token,
      body: { reference: full },
    });
    const needless = await createMandate(cash, { reference: full });
    expect(needless).toEqual({
      status: 400,
      body: { success: false, message: 'This order is paid in full: it needs no direct debit.' },
    });
    expect(await mandateStatusOf(cash, placed.body.data.order.id)).toBeNull();
  });

  it('needs a signed-in shopper', async () => {
    const anonymous = await shop.call('GET', '/payment/get-buyer-active-mandate');
    expect(anonymous.status).toBe(401);
  });
});

describe('the direct-debit sandbox’s deactivate', () => {
  it('revokes the consent of an authorization code: verify then reads it as not active (as Paystack), its page says so; an unknown code is refused', async () => {
    const { buyer, orderId, reference } = await paidWeeklyOrder();
    const { body } = await createMandate(buyer, { reference });
    await consent(body.data.redirect_url, APPROVE);
    await shop.directDebit.idle();
    expect(await mandateStatusOf(buyer, orderId)).toBe('active');
    const [row] = await mandateRows(orderId);
    const code = row?.authorizationCode ?? '';
    expect(code).toMatch(/^AUTH_/);

    await shop.directDebit.deactivate(code);
    expect((await shop.directDebit.consent(row?.reference ?? ''))?.status).toBe('revoked');
    expect(await shop.directDebit.verify(row?.reference ?? '')).toMatchObject({
      status: 'pending',
      authorizationCode: null,
    });
    const page = await (await shop.app.request(new URL(body.data.redirect_url).pathname)).text();
    expect(page).toContain('The direct-debit mandate was cancelled. Nothing more will be debited.');
    // Deactivating again changes nothing; a code the sandbox never gave is refused.
    await shop.directDebit.deactivate(code);
    await expect(shop.directDebit.deactivate('AUTH_nobody')).rejects.toThrow(PaymentProviderError);
  });
});
