import {
  ACCOUNT_CLOSED,
  CLOSE_ACCOUNT_OWED,
  CONSENT_TEXTS,
  CONSENT_WITHDRAW_MANDATE,
  DATA_REQUEST_RESPONSE_DAYS,
  kobo,
} from '@oja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseExpiredLendingRecords } from '../src/db/data-rights-repository.ts';
import {
  auditEvents,
  bvnChecks,
  consents,
  dataRequests,
  deliveryAddresses,
  orders,
  payments,
  users,
} from '../src/db/schema.ts';
import { recordRefund } from '../src/money/refund.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, PHONE } from './checkout-app.ts';

/**
 * Issue 42's data rights through the API, on whichever database the run uses (PGlite, or PostgreSQL with
 * DATABASE_URL): Download my data for a shopper with two orders, a refund and a complaint (and nothing of another
 * shopper's), consents given and withdrawn, closing refused while money is owed, and a settled account
 * closed and anonymised while its lending records stay under a pseudonym.
 */
const DAY = 24 * 60 * 60 * 1000;

describe('data rights', () => {
  let shop: CheckoutApp;
  let ada: Awaited<ReturnType<CheckoutApp['shopper']>>;
  let bayo: Awaited<ReturnType<CheckoutApp['shopper']>>;
  let adaOrders: string[];
  let bayoOrder: string;

  beforeAll(async () => {
    shop = await createCheckoutApp();
    // Ada: verified (her credit check's consent), a phone on instalments with its direct debit, and a fan
    // paid in full that was refunded in part.
    ada = await shop.shopper({ verified: true });
    const phone = await shop.placeOrder(ada, PHONE, 'monthly');
    await shop.setUpDirectDebit(ada, phone.reference);
    const fan = await shop.placeOrder(ada, FULL_ONLY, 'full');
    const [fanOrder] = await shop.database.db.select().from(orders).where(eq(orders.publicId, fan.id));
    await recordRefund(shop.database.db, {
      orderId: fanOrder?.id ?? -1,
      sourceReference: fan.reference,
      sourceKind: 'payment',
      amountKobo: kobo(500_000),
      reason: 'duplicate',
      now: new Date(),
    });
    adaOrders = [phone.orderNumber, fan.orderNumber];
    // And a complaint about the phone.
    const complaint = await shop.call('POST', '/complaints', {
      token: ada.token,
      body: { category: 'delivery', text: 'The phone has not come yet.', orderId: phone.id },
    });
    expect(complaint.status).toBe(201);
    // Bayo: one fan, paid in full.
    bayo = await shop.shopper();
    bayoOrder = (await shop.placeOrder(bayo, FULL_ONLY, 'full')).orderNumber;
  });
  afterAll(async () => shop?.dispose());

  it('Download my data has everything of the shopper’s, and nothing of another’s', async () => {
    const answer = await shop.call('GET', '/users/my-data', { token: ada.token });
    expect(answer.status).toBe(200);
    const { archive, summary, dueAt } = answer.body.data;
    expect(archive.account.email).toBe(ada.email);
    expect(archive.addresses).toHaveLength(1);
    expect(archive.orders.map((order: { order_number: string }) => order.order_number)).toEqual(adaOrders);
    // The phone's schedule: its down payment and the monthly instalments, each with amount and date.
    const phoneSchedule = archive.orders[0].schedule;
    expect(phoneSchedule.length).toBeGreaterThan(1);
    expect(phoneSchedule[0]).toMatchObject({
      number: 0,
      amount_kobo: expect.any(Number),
      due_date: expect.any(String),
    });
    expect(archive.payments.filter((p: { status: string }) => p.status === 'succeeded')).toHaveLength(2);
    expect(archive.refunds).toMatchObject([{ order_number: adaOrders[1], amount_kobo: 500_000 }]);
    expect(archive.direct_debits).toMatchObject([{ order_number: adaOrders[0], status: 'active' }]);
    expect(archive.messages.length).toBeGreaterThan(0);
    expect(archive.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'credit-check',
      'direct-debit-terms',
    ]);
    expect(archive.consents[0]).toMatchObject({ channel: 'web', text_version: expect.any(String) });
    expect(archive.sign_ins.length).toBeGreaterThan(0);
    // The phone's key facts statement as accepted at checkout, and the complaint about it.
    expect(archive.key_facts_statements).toMatchObject([
      {
        order_number: adaOrders[0],
        version: expect.any(String),
        text: expect.stringContaining('Total cost of credit'),
      },
    ]);
    expect(archive.complaints).toMatchObject([
      {
        order_number: adaOrders[0],
        category: 'delivery',
        text: 'The phone has not come yet.',
        status: 'open',
        replies: [],
      },
    ]);
    expect(summary.join(' ')).toContain('2 orders');
    expect(summary.join(' ')).toContain('1 complaint.');
    // Answered at once, due 30 days on (the NDPA's period as the domain reads it).
    const [request] = archive.data_requests;
    expect(request).toMatchObject({ kind: 'access', due_at: dueAt });
    expect(Date.parse(dueAt) - Date.parse(request.requested_at)).toBe(DATA_REQUEST_RESPONSE_DAYS * DAY);
    // Nothing of Bayo's.
    const raw = JSON.stringify(answer.body);
    expect(raw).not.toContain(bayo.email);
    expect(raw).not.toContain(bayoOrder);
  });

  it('marketing consents are given and withdrawn at once; the direct debit’s only by cancelling it', async () => {
    const given = await shop.call('POST', '/users/consents/marketing-sms', {
      token: ada.token,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131' },
    });
    expect(given.status).toBe(200);
    expect(given.body.data.choices).toContainEqual({
      kind: 'marketing-sms',
      text: CONSENT_TEXTS['marketing-sms'].text,
      textVersion: CONSENT_TEXTS['marketing-sms'].version,
      given: true,
    });
    const record = given.body.data.consents.find((c: { kind: string }) => c.kind === 'marketing-sms');
    expect(record).toMatchObject({ device: 'Mozilla/5.0 (Linux; Android 14) Chrome/131', withdrawnAt: null });
    const withdrawn = await shop.call('DELETE', '/users/consents/marketing-sms', { token: ada.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.choices).toContainEqual(
      expect.objectContaining({ kind: 'marketing-sms', given: false }),
    );
    // The record stays, with when it was withdrawn.
    const kept = withdrawn.body.data.consents.find((c: { kind: string }) => c.kind === 'marketing-sms');
    expect(kept.withdrawnAt).not.toBeNull();
    const mandate = await shop.call('DELETE', '/users/consents/direct-debit-terms', { token: ada.token });
    expect(mandate).toMatchObject({ status: 409, body: { message: CONSENT_WITHDRAW_MANDATE } });
  });

  it('closing an account with instalments owed is refused in words, and the request is on record', async () => {
    const refused = await shop.call('POST', '/users/close-account', { token: ada.token });
    expect(refused).toMatchObject({ status: 409, body: { success: false, message: CLOSE_ACCOUNT_OWED } });
    const [user] = await shop.database.db.select().from(users).where(eq(users.id, ada.userId));
    expect(user).toMatchObject({ email: ada.email, closedAt: null });
    const requests = await shop.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.userId, ada.userId));
    expect(requests.find((r) => r.kind === 'erasure')).toMatchObject({
      outcome: 'refused',
      refusal: CLOSE_ACCOUNT_OWED,
    });
  });

  it('closing a settled account anonymises it at once; its lending records stay under a pseudonym', async () => {
    // Bayo's fan is delivered: nothing owed, nothing open.
    await shop.database.db
      .update(orders)
      .set({ fulfilmentStatus: 'delivered' })
      .where(eq(orders.userId, bayo.userId));
    const closed = await shop.call('POST', '/users/close-account', { token: bayo.token });
    expect(closed).toMatchObject({ status: 200, body: { message: ACCOUNT_CLOSED } });
    const [user] = await shop.database.db.select().from(users).where(eq(users.id, bayo.userId));
    expect(user?.email).not.toContain(bayo.email.split('@')[0]);
    expect(user).toMatchObject({ firstName: null, lastName: null, residentialAddress: null, bvnLast4: null });
    expect(user?.closedAt).toBeInstanceOf(Date);
    expect(
      await shop.database.db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.userId, bayo.userId)),
    ).toEqual([]);
    // Signed out everywhere.
    expect((await shop.call('GET', '/users/get-user', { token: bayo.token })).status).toBe(401);
    // The lending records remain, tied to the pseudonym, without the street.
    const kept = await shop.database.db.select().from(orders).where(eq(orders.userId, bayo.userId));
    expect(kept).toMatchObject([{ orderNumber: bayoOrder, deliveryStreet: '' }]);
    const paid = await shop.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, kept[0]?.id ?? -1));
    expect(paid.some((p) => p.status === 'succeeded')).toBe(true);
    // Nothing of Bayo's contacts is left anywhere in his rows.
    expect(JSON.stringify({ user, kept })).not.toContain(bayo.email);
    // The audit trail has both shoppers' requests, with no contact of theirs.
    const trail = await shop.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetType, 'shopper'));
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['data-request.access', 'data-request.erasure-refused', 'data-request.erasure']),
    );
    expect(JSON.stringify(trail)).not.toContain(bayo.email);
  });

  it('a verified shopper’s BVN hash goes with the account, and the consent for the check stays', async () => {
    const carol = await shop.shopper({ verified: true });
    const answer = await shop.call('POST', '/users/close-account', { token: carol.token });
    expect(answer.status).toBe(200);
    const [check] = await shop.database.db.select().from(bvnChecks).where(eq(bvnChecks.userId, carol.userId));
    expect(check?.bvnHash).toMatch(/^erased-/);
    expect(check?.bvnLast4).toBe('');
    const kept = await shop.database.db.select().from(consents).where(eq(consents.userId, carol.userId));
    expect(kept).toMatchObject([{ kind: 'credit-check', reference: check?.consentReference }]);
  });

  it('the console lists the requests with their due dates', async () => {
    const admin = adminCalls(shop);
    const owner = await admin.newStaff('owner');
    const { cookie } = await admin.signIn(owner);
    const listed = await admin.call('GET', '/admin/data-requests', { cookie });
    expect(listed.status).toBe(200);
    const rows = listed.body.data as { dueAt: string; requestedAt: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(Date.parse(row.dueAt) - Date.parse(row.requestedAt)).toBe(DATA_REQUEST_RESPONSE_DAYS * DAY);
    }
    expect(JSON.stringify(listed.body)).not.toContain(ada.email);
    const operations = await admin.newStaff('operations');
    const forbidden = await admin.call('GET', '/admin/data-requests', {
      cookie: (await admin.signIn(operations)).cookie,
    });
    expect(forbidden.status).toBe(403);
  });

  it('five years after its last order closed, a closed account’s lending records lose their device and place', async () => {
    expect(await anonymiseExpiredLendingRecords(shop.database.db, Date.parse('2030-06-01T00:00:00Z'))).toBe(
      0,
    );
    const done = await anonymiseExpiredLendingRecords(shop.database.db, Date.parse('2036-01-01T00:00:00Z'));
    expect(done).toBe(2);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.userId, bayo.userId));
    expect(order).toMatchObject({ orderNumber: bayoOrder, deliveryState: '' });
    // Ada's account is open: her records are untouched.
    const [adas] = await shop.database.db.select().from(orders).where(eq(orders.userId, ada.userId));
    expect(adas?.deliveryState).not.toBe('');
  });
});
