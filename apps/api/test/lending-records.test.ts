import { kobo } from '@oja/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orders, users } from '../src/db/schema.ts';
import { recordRefund } from '../src/money/refund.ts';
import { LENDING_RECORD_TYPES, lendingRecordsCsv } from '../src/records/lending-records.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, PHONE, type Shopper } from './checkout-app.ts';

/**
 * Issue 42's lending records on demand, on whichever database the run uses (PGlite, or PostgreSQL with
 * DATABASE_URL): one type's records in a period as CSV (streamed a page at a time), and everything kept
 * about one shopper; each export audited, gated on audit:read, with no contact details, BVN or token in the
 * period's files.
 */
const DAY = 24 * 60 * 60 * 1000;
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let finance: { cookie: string; csrf: string };
let financeEmail: string;
let ada: Shopper;
let adaUserId: string;
const numbers: Record<'phone' | 'fan' | 'later', string> = { phone: '', fan: '', later: '' };
let complaintReference: string;

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  // 1 January 2030: Ada's phone on instalments (its key facts, schedule, direct debit, credit-check consent), a
  // fan paid in full and refunded in part, and a complaint about the phone.
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
    now: new Date(shop.now()),
  });
  const complaint = await shop.call('POST', '/complaints', {
    token: ada.token,
    body: { category: 'delivery', text: 'The phone has not come yet.', orderId: phone.id },
  });
  complaintReference = complaint.body.data.reference;
  numbers.phone = phone.orderNumber;
  numbers.fan = fan.orderNumber;
  const [user] = await shop.database.db.select().from(users).where(eq(users.id, ada.userId));
  adaUserId = user?.userId ?? '';
  // Forty days on, another shopper's order: outside January's period.
  shop.advance(40 * DAY);
  numbers.later = (await shop.placeOrder(await shop.shopper(), FULL_ONLY, 'full')).orderNumber;
  const member = await admin.newStaff('finance');
  financeEmail = member.email;
  finance = await admin.signIn(member);
});
afterAll(async () => shop?.dispose());

async function exported(path: string, cookie = finance.cookie) {
  const response = await shop.app.request(`/api/v1/admin/${path}`, {
    headers: { cookie, 'x-forwarded-for': '192.0.2.251' },
  });
  return { response, text: await response.text() };
}

/** The lines of a CSV file as rows of column → cell (no cell in these files holds a comma or quote). */
function rowsOf(text: string) {
  const [header = '', ...lines] = text.split('\r\n').filter((line) => line !== '');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
}

const january = 'from=2030-01-01&to=2030-01-31';

describe('a period’s lending records', () => {
  it('are one CSV per type of what was made in the period, each export audited', async () => {
    const files: Record<string, Record<string, string>[]> = {};
    for (const type of LENDING_RECORD_TYPES) {
      const { response, text } = await exported(`records?type=${type}&${january}`);
      expect([type, response.status]).toEqual([type, 200]);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="oja-${type}-2030-01-01-to-2030-01-31.csv"`,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      // No contact details, names, street, BVN or token in any of the period's files.
      for (const secret of [ada.email, ada.token, 'Okafor', 'Bode Thomas'])
        expect(text).not.toContain(secret);
      files[type] = rowsOf(text);
    }
    expect(files.orders?.map((row) => [row.order_number, row.shopper_id, row.plan])).toEqual([
      [numbers.phone, adaUserId, 'monthly'],
      [numbers.fan, adaUserId, 'full'],
    ]);
    const phoneSchedule = files.schedules?.filter((row) => row.order_number === numbers.phone) ?? [];
    // Every instalment of the order, in order.
    const first = Number(phoneSchedule[0]?.number);
    expect(phoneSchedule.map((row) => Number(row.number))).toEqual(phoneSchedule.map((_, n) => first + n));
    expect(phoneSchedule.length).toBeGreaterThan(1);
    const firstPayments = files.payments?.filter((row) => row.kind === 'first-payment') ?? [];
    expect(firstPayments.map((row) => row.order_number).sort()).toEqual([numbers.phone, numbers.fan].sort());
    expect(files.refunds?.map((row) => [row.order_number, row.amount_kobo, row.reason])).toEqual([
      [numbers.fan, '500000', 'duplicate'],
    ]);
    expect(files.consents?.every((row) => row.shopper_id === adaUserId)).toBe(true);
    expect(files.consents?.map((row) => row.kind)).toContain('credit-check');
    expect(files['key-facts']?.map((row) => row.order_number)).toEqual([numbers.phone]);
    expect(files['key-facts']?.[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(files.complaints?.map((row) => [row.reference, row.order_number, row.shopper_id])).toEqual([
      [complaintReference, numbers.phone, adaUserId],
    ]);
    // February's order is not in January's file, and is in February's.
    expect(JSON.stringify(files)).not.toContain(numbers.later);
    const february = rowsOf((await exported('records?type=orders&from=2030-02-01&to=2030-02-28')).text);
    expect(february.map((row) => row.order_number)).toEqual([numbers.later]);

    const audit = await shop.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.staffEmail, financeEmail), eq(auditEvents.action, 'records.export')));
    expect(audit.map((event) => [event.targetId, event.after])).toEqual([
      ...LENDING_RECORD_TYPES.map((type) => [type, { from: '2030-01-01', to: '2030-01-31' }]),
      ['orders', { from: '2030-02-01', to: '2030-02-28' }],
    ]);
  });

  it('read a page at a time give the same file as read at once', async () => {
    const period = { from: new Date('2030-01-01T00:00:00Z'), to: new Date('2030-03-01T00:00:00Z') };
    for (const type of ['orders', 'schedules', 'payments', 'consents'] as const) {
      const whole = await new Response(lendingRecordsCsv(shop.database.db, type, period)).text();
      const paged = await new Response(lendingRecordsCsv(shop.database.db, type, period, 1)).text();
      expect([type, paged]).toEqual([type, whole]);
      expect(rowsOf(whole).length).toBeGreaterThan(1);
    }
  });

  it('are refused in words for a wrong period, and to a role without audit:read', async () => {
    for (const query of ['from=2030-02-01&to=2030-01-01', 'from=2030-01-01&to=2031-06-01']) {
      const { response, text } = await exported(`records?type=orders&${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect(JSON.parse(text).message).toBe(
        'Give the period as from and to dates (YYYY-MM-DD), from before to, at most 400 days.',
      );
    }
    // Not dates, or not a type: refused by the contract's check.
    expect((await exported('records?type=orders&from=soon&to=later')).response.status).toBe(400);
    expect((await exported(`records?type=bank-statements&${january}`)).response.status).toBe(400);
    const support = await admin.signIn(await admin.newStaff('support'));
    expect((await exported(`records?type=orders&${january}`, support.cookie)).response.status).toBe(403);
    expect((await exported(`shoppers/${adaUserId}/records`, support.cookie)).response.status).toBe(403);
    expect((await exported(`records?type=orders&${january}`, '')).response.status).toBe(401);
  });
});

describe('one shopper’s records', () => {
  it('are their own download’s archive, audited; 404 for an unknown shopper', async () => {
    const { response, text } = await exported(`shoppers/${adaUserId}/records`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="oja-shopper-${adaUserId}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const archive = JSON.parse(text);
    expect(archive.account.user_id).toBe(adaUserId);
    expect(archive.orders.map((order: { order_number: string }) => order.order_number)).toEqual([
      numbers.phone,
      numbers.fan,
    ]);
    expect(archive.complaints.map((each: { reference: string }) => each.reference)).toEqual([
      complaintReference,
    ]);
    expect(text).not.toContain(numbers.later);
    const audit = await shop.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.staffEmail, financeEmail), eq(auditEvents.action, 'shopper.records-export')));
    expect(audit.map((event) => [event.targetType, event.targetId])).toEqual([['shopper', adaUserId]]);
    expect((await exported('shoppers/no-such-shopper/records')).response.status).toBe(404);
  });
});
