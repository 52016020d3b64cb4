import { addDays, collectionDate, lagosCalendarDate, STAFF_NOTE_INVALID } from '@oja/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectInstalments } from '../src/collector/collector.ts';
import { auditEvents, orderSchedule, orders, payments, users } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import {
  type CheckoutApp,
  createCheckoutApp,
  FULL_ONLY,
  MICROWAVE,
  type Shopper,
  SUCCESS_CARD,
} from './checkout-app.ts';

/**
 * The console's orders (GET /admin/orders, an order's page, its fulfilment and notes): real orders made through
 * checkout and the sandboxes, operators signed in with their TOTP, the audit trail and the outbox read back.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let owner: { cookie: string; csrf: string };
const placed: Record<string, { id: string; orderNumber: string; reference: string }> = {};
let instalmentBuyer: Shopper;
let fullBuyer: Shopper;

interface Listed {
  orders: Array<{
    orderNumber: string;
    paymentStatus: string;
    fulfilmentStatus: string | null;
    totalKobo: number;
  }>;
  total: number;
}

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  owner = await admin.signIn(await admin.newStaff('owner'));
  instalmentBuyer = await shop.shopper({ verified: true });
  placed.monthly = await shop.placeOrder(instalmentBuyer, MICROWAVE, 'monthly');
  await shop.setUpDirectDebit(instalmentBuyer, placed.monthly.reference);
  fullBuyer = await shop.shopper();
  placed.full = await shop.placeOrder(fullBuyer, FULL_ONLY, 'full');
  // Still waiting for its card payment.
  placed.unpaid = await shop.placeOrder(fullBuyer, FULL_ONLY, 'full', { pay: false });
});
afterAll(async () => shop?.dispose());

async function list(query = '') {
  const answer = await admin.call('GET', `/admin/orders${query}`, { cookie: owner.cookie });
  expect(answer.status).toBe(200);
  return answer.body.data as Listed;
}
const numbers = (listed: Listed) => listed.orders.map((o) => o.orderNumber);

function move(orderNumber: string, body: Record<string, unknown>, who = owner) {
  return admin.call('POST', `/admin/orders/${orderNumber}/fulfilment`, {
    cookie: who.cookie,
    csrf: who.csrf,
    body,
  });
}

const tomorrow = () => addDays(lagosCalendarDate(shop.now()), 1);
const shipment = () => ({
  carrier: 'GIG Logistics',
  trackingNumber: 'gig-20300102',
  expectedDelivery: tomorrow(),
});

async function orderAudit(orderNumber: string) {
  return shop.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'order'), eq(auditEvents.targetId, orderNumber)))
    .orderBy(asc(auditEvents.id));
}

describe('the order list', () => {
  it('lists every order newest first with its shopper, states and total in kobo, and counts them', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(numbers(all)).toEqual([
      placed.unpaid?.orderNumber,
      placed.full?.orderNumber,
      placed.monthly?.orderNumber,
    ]);
    const [row] = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.full?.orderNumber ?? ''));
    expect(all.orders[1]).toMatchObject({
      paymentStatus: 'paid',
      fulfilmentStatus: 'received',
      totalKobo: row?.totalKobo,
      shopper: { email: fullBuyer.email, tier: 1 },
    });
    // An order not paid has no fulfilment state yet.
    expect(all.orders[0]).toMatchObject({ paymentStatus: 'awaiting_payment', fulfilmentStatus: null });
  });

  it('filters by payment state, fulfilment state, plan and Lagos dates, sorts by total, and pages', async () => {
    expect(numbers(await list('?paymentStatus=paid'))).toEqual([
      placed.full?.orderNumber,
      placed.monthly?.orderNumber,
    ]);
    expect(numbers(await list('?paymentStatus=awaiting_payment'))).toEqual([placed.unpaid?.orderNumber]);
    expect((await list('?fulfilmentStatus=received')).total).toBe(2);
    expect((await list('?fulfilmentStatus=shipped')).total).toBe(0);
    expect(numbers(await list('?plan=monthly'))).toEqual([placed.monthly?.orderNumber]);
    // The orders were placed at 10:00 in Lagos on 1 January 2030.
    expect((await list('?from=2030-01-01&to=2030-01-01')).total).toBe(3);
    expect((await list('?to=2029-12-31')).total).toBe(0);
    expect((await list('?from=2030-01-02')).total).toBe(0);
    const byTotal = await list('?sort=total_desc');
    expect(byTotal.orders.map((o) => o.totalKobo)).toEqual(
      [...byTotal.orders.map((o) => o.totalKobo)].sort((a, b) => b - a),
    );
    expect(numbers(byTotal)[0]).toBe(placed.monthly?.orderNumber); // the microwave costs more than the fan
    const second = await list('?pageSize=1&page=2');
    expect([second.total, numbers(second)]).toEqual([3, [placed.full?.orderNumber]]);
    for (const query of ['pageSize=101', 'from=2030-02-30', 'to=9999-12-31', 'fulfilmentStatus=lost']) {
      const refused = await admin.call('GET', `/admin/orders?${query}`, { cookie: owner.cookie });
      expect([query, refused.status]).toEqual([query, 400]);
    }
  });

  it('finds an order by its number in any case, the shopper’s email or phone number', async () => {
    const number = placed.monthly?.orderNumber ?? '';
    expect(numbers(await list(`?q=${number.toLowerCase()}`))).toEqual([number]);
    expect(numbers(await list(`?q=${encodeURIComponent(fullBuyer.email.toUpperCase())}`))).toEqual([
      placed.unpaid?.orderNumber,
      placed.full?.orderNumber,
    ]);
    const [user] = await shop.database.db.select().from(users).where(eq(users.id, instalmentBuyer.userId));
    const phone = user?.phoneNumber ?? '';
    expect(phone).toMatch(/^\+234\d{10}$/);
    // Typed the way Nigerians write it: 080…
    expect(numbers(await list(`?q=${`0${phone.slice(4)}`}`))).toEqual([number]);
    expect((await list('?q=nobody%40nowhere.test')).total).toBe(0);
  });
});

describe('an order’s page', () => {
  it('shows the shopper, items, address, totals, schedule, mandate and fulfilment; 404 for an unknown number', async () => {
    const answer = await admin.call('GET', `/admin/orders/${placed.monthly?.orderNumber}`, {
      cookie: owner.cookie,
    });
    expect(answer.status).toBe(200);
    const [row] = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.monthly?.orderNumber ?? ''));
    expect(answer.body.data).toMatchObject({
      orderNumber: placed.monthly?.orderNumber,
      paymentStatus: 'paid',
      plan: 'monthly',
      shopper: { email: instalmentBuyer.email, name: 'Ada Okafor', tier: 1 },
      items: [{ productName: 'Nexus 20L Microwave Oven', quantity: 1 }],
      deliveryAddress: { street: '5 Bode Thomas Street, Surulere' },
      shippingOption: 'standard',
      totals: { totalKobo: row?.totalKobo, firstPaymentKobo: row?.firstPaymentKobo },
      mandate: { status: 'active' },
      fulfilment: { status: 'received', steps: [{ status: 'received', staffName: null }], carrier: null },
      notes: [],
      audit: [],
    });
    const unknown = await admin.call('GET', '/admin/orders/OJA-NOTHERE', { cookie: owner.cookie });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Order not found']);
  });

  it('is in the audit trail under its shopper each time staff see it, since it shows their address', async () => {
    const member = await admin.newStaff('support');
    const session = await admin.signIn(member);
    const orderNumber = placed.full?.orderNumber ?? '';
    for (let view = 0; view < 2; view++) {
      expect(
        (await admin.call('GET', `/admin/orders/${orderNumber}`, { cookie: session.cookie })).status,
      ).toBe(200);
    }
    const viewsOf = () =>
      shop.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.staffEmail, member.email), eq(auditEvents.action, 'order.view')));
    const views = await viewsOf();
    const [user] = await shop.database.db.select().from(users).where(eq(users.id, fullBuyer.userId));
    expect(views.map((e) => [e.targetType, e.targetId, e.after])).toEqual([
      ['shopper', user?.userId, { orderNumber, addressShown: true }],
      ['shopper', user?.userId, { orderNumber, addressShown: true }],
    ]);
    // A 404 shows nothing, so it audits nothing; the order's own trail (on its page) keeps to writes.
    await admin.call('GET', '/admin/orders/OJA-NOTHERE', { cookie: session.cookie });
    expect(await viewsOf()).toHaveLength(2);
    expect(await orderAudit(orderNumber)).toEqual([]);
  });
});

describe('fulfilment', () => {
  it('packs, ships and delivers a paid order: each move audited once, the shopper emailed once when shipped and once when delivered, and their order shows it', async () => {
    const number = placed.full?.orderNumber ?? '';
    // Ship before it is packed, deliver before it is shipped: refused, nothing written.
    const early = await move(number, { action: 'ship', ...shipment() });
    expect([early.status, early.body.message]).toEqual([
      409,
      `Order ${number} is received: it cannot be shipped now.`,
    ]);
    expect((await move(number, { action: 'deliver' })).status).toBe(409);

    const packed = await move(number, { action: 'pack' });
    expect([packed.status, packed.body.message]).toEqual([200, 'Order packed']);
    expect(packed.body.data).toMatchObject({ fulfilment: { status: 'packed' } });
    expect((await move(number, { action: 'pack' })).body.message).toBe(`Order ${number} is already packed.`);

    // A shipment with nothing in it: one message per field.
    const empty = await move(number, { action: 'ship' });
    expect(empty.status).toBe(422);
    expect((empty.body as { errors?: Array<{ field: string }> }).errors?.map((e) => e.field)).toEqual([
      'carrier',
      'trackingNumber',
      'expectedDelivery',
    ]);
    const past = await move(number, { action: 'ship', ...shipment(), expectedDelivery: '2029-12-31' });
    expect([past.status, past.body.message]).toEqual([
      422,
      'The expected delivery date cannot be before today',
    ]);

    const shipped = await move(number, { action: 'ship', ...shipment() });
    expect([shipped.status, shipped.body.message]).toEqual([200, 'Order shipped']);
    expect(shipped.body.data).toMatchObject({
      fulfilment: {
        status: 'shipped',
        carrier: 'GIG Logistics',
        trackingNumber: 'GIG-20300102',
        expectedDelivery: tomorrow(),
      },
    });
    const delivered = await move(number, { action: 'deliver' });
    expect([delivered.status, delivered.body.message]).toEqual([200, 'Order delivered']);
    expect((await move(number, { action: 'deliver' })).status).toBe(409);

    const steps = (
      delivered.body.data as { fulfilment: { steps: Array<{ status: string; staffName: string | null }> } }
    ).fulfilment.steps;
    expect(steps.map((s) => s.status)).toEqual(['received', 'packed', 'shipped', 'delivered']);
    expect(steps.slice(1).every((s) => s.staffName?.startsWith('owner'))).toBe(true);

    const audit = await orderAudit(number);
    expect(audit.map((e) => [e.action, e.before, e.after])).toEqual([
      ['order.pack', { fulfilmentStatus: 'received' }, { fulfilmentStatus: 'packed' }],
      [
        'order.ship',
        { fulfilmentStatus: 'packed' },
        {
          fulfilmentStatus: 'shipped',
          carrier: 'GIG Logistics',
          trackingNumber: 'GIG-20300102',
          expectedDelivery: tomorrow(),
        },
      ],
      ['order.deliver', { fulfilmentStatus: 'shipped' }, { fulfilmentStatus: 'delivered' }],
    ]);
    expect((delivered.body.data as { audit: unknown[] }).audit).toHaveLength(3);

    expect(await shop.counts.emails(fullBuyer.email, /has shipped/)).toBe(1);
    expect(await shop.counts.emails(fullBuyer.email, /was delivered/)).toBe(1);
    const { body } = await shop.call('GET', `/dev/outbox?email=${encodeURIComponent(fullBuyer.email)}`);
    const shippedMail = (body.data.messages as Array<{ subject: string; text: string }>).find((m) =>
      m.subject.includes('has shipped'),
    );
    expect(shippedMail?.text).toContain('Carrier: GIG Logistics');
    expect(shippedMail?.text).toContain('Tracking number: GIG-20300102');

    // The shopper's order carries the same steps, carrier, tracking number and expected delivery.
    const mine = await shop.call('GET', `/orders/get-single-order/${placed.full?.id}`, {
      token: fullBuyer.token,
    });
    expect(mine.body.data.fulfilment).toMatchObject({
      status: 'delivered',
      carrier: 'GIG Logistics',
      trackingNumber: 'GIG-20300102',
      expectedDelivery: tomorrow(),
    });
    expect(mine.body.data.fulfilment.steps.map((s: { status: string }) => s.status)).toEqual([
      'received',
      'packed',
      'shipped',
      'delivered',
    ]);
  });

  it('refuses an order not paid (409) and an unknown one (404)', async () => {
    const unpaid = await move(placed.unpaid?.orderNumber ?? '', { action: 'pack' });
    expect([unpaid.status, unpaid.body.message]).toEqual([
      409,
      `Order ${placed.unpaid?.orderNumber} is not paid: only a paid order is fulfilled.`,
    ]);
    expect((await move('OJA-NOTHERE', { action: 'pack' })).status).toBe(404);
    expect(await orderAudit(placed.unpaid?.orderNumber ?? '')).toHaveLength(0);
  });

  it('two operators pressing Ship at once: one ships it, the other gets a 409, one audit row, one email', async () => {
    const number = placed.monthly?.orderNumber ?? '';
    expect((await move(number, { action: 'pack' })).status).toBe(200);
    const other = await admin.signIn(await admin.newStaff('operations'));
    const answers = await Promise.all([
      move(number, { action: 'ship', ...shipment() }),
      move(number, { action: 'ship', ...shipment(), carrier: 'DHL' }, other),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(`Order ${number} is already shipped.`);
    expect((await orderAudit(number)).filter((e) => e.action === 'order.ship')).toHaveLength(1);
    expect(await shop.counts.emails(instalmentBuyer.email, /has shipped/)).toBe(1);
  });
});

describe('notes', () => {
  it('adds a note to the order’s page, audited; an empty or too long one is refused', async () => {
    const number = placed.full?.orderNumber ?? '';
    const path = `/admin/orders/${number}/notes`;
    const added = await admin.call('POST', path, {
      ...owner,
      body: { text: '  Shopper asked for a morning delivery ' },
    });
    expect([added.status, added.body.message]).toEqual([201, 'Note added']);
    expect((added.body.data as { notes: unknown[] }).notes).toEqual([
      {
        text: 'Shopper asked for a morning delivery',
        at: expect.any(String),
        staffName: expect.stringMatching(/^owner/),
        staffRole: 'owner',
      },
    ]);
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const refused = await admin.call('POST', path, { ...owner, body: { text } });
      expect([refused.status, refused.body.message]).toEqual([422, STAFF_NOTE_INVALID]);
    }
    expect((await orderAudit(number)).filter((e) => e.action === 'order.note').map((e) => e.after)).toEqual([
      { text: 'Shopper asked for a morning delivery' },
    ]);
  });
});

describe('a support member', () => {
  it('reads orders and writes notes, but cannot move fulfilment (403)', async () => {
    const invited = await admin.call('POST', '/admin/staff', {
      ...owner,
      body: { email: 'sade@oja.test', name: 'Sade Support', role: 'support' },
    });
    expect(invited.status).toBe(201);
    const { body } = await shop.call('GET', '/dev/outbox?email=sade%40oja.test');
    const token = /\/admin\/setup#token=([A-Za-z0-9_-]+)/.exec(body.data.messages[0]?.text ?? '')?.[1] ?? '';
    const password = 'Support-secret-7';
    const setUp = await admin.call('POST', '/admin/staff/setup', { body: { token, password } });
    expect(setUp.status).toBe(200);
    const support = await admin.signIn({
      email: 'sade@oja.test',
      password,
      totpSecret: (setUp.body.data as { totpSecret: string }).totpSecret,
      address: '192.0.2.77',
    });
    expect((await admin.call('GET', '/admin/orders', { cookie: support.cookie })).status).toBe(200);
    const page = await admin.call('GET', `/admin/orders/${placed.monthly?.orderNumber}`, {
      cookie: support.cookie,
    });
    expect(page.status).toBe(200);
    const refused = await move(placed.monthly?.orderNumber ?? '', { action: 'deliver' }, support);
    expect([refused.status, refused.body.message]).toEqual([403, 'Your role does not allow this.']);
    const note = await admin.call('POST', `/admin/orders/${placed.monthly?.orderNumber}/notes`, {
      ...support,
      body: { text: 'Called the shopper' },
    });
    expect(note.status).toBe(201);
    const [row] = await shop.database.db
      .select({ status: orders.fulfilmentStatus })
      .from(orders)
      .where(eq(orders.orderNumber, placed.monthly?.orderNumber ?? ''));
    expect(row?.status).toBe('shipped');
  });
});

describe('the ledger', () => {
  it('matches a paid instalment order to the kobo: the down payment, a payment ahead by card and a direct debit', async () => {
    const own = await createCheckoutApp();
    try {
      const ownAdmin = adminCalls(own);
      const { buyer, order } = await own.instalmentOrder('weekly', '0000000001');
      // Instalment 1 paid ahead by card.
      const started = await own.call('POST', `/payment/pay-ahead/${order.publicId}`, {
        token: buyer.token,
        body: { kind: 'next' },
      });
      const aheadReference = started.body.data.reference as string;
      await own.payOnPage(aheadReference, SUCCESS_CARD);
      await own.call('POST', '/payment/validate-pay-ahead', {
        token: buyer.token,
        body: { reference: aheadReference },
      });
      // Instalment 2 collected by the direct debit on its collection date.
      const schedule = await own.database.db
        .select()
        .from(orderSchedule)
        .where(eq(orderSchedule.orderId, order.id))
        .orderBy(asc(orderSchedule.number));
      const second = schedule[2];
      if (!second) throw new Error('no second instalment');
      while (lagosCalendarDate(own.now()) < collectionDate(second.dueDate)) own.advance(24 * 60 * 60 * 1000);
      await collectInstalments({
        db: own.database.db,
        directDebit: own.directDebit,
        email: own.email,
        now: own.now,
        log: () => {},
      });
      await own.sandbox.idle();

      const staffer = await ownAdmin.signIn(await ownAdmin.newStaff('finance'));
      const page = await ownAdmin.call('GET', `/admin/orders/${order.orderNumber}`, {
        cookie: staffer.cookie,
      });
      expect(page.status).toBe(200);
      const data = page.body.data as {
        ledger: Array<{
          kind: string;
          reference: string;
          amountKobo: number;
          status: string;
          instalments: number[];
        }>;
        schedule: Array<{ number: number; amountKobo: number; status: string; paidReference: string | null }>;
        totals: { totalKobo: number; firstPaymentKobo: number };
        ledgerTotals: { paidKobo: number; owedKobo: number; refundedKobo: number };
      };
      const [down] = await own.database.db.select().from(payments).where(eq(payments.orderId, order.id));
      const debitReference = `${order.orderNumber}-I2-A1`;
      expect(
        data.ledger.map(({ kind, reference, amountKobo, status, instalments }) => ({
          kind,
          reference,
          amountKobo,
          status,
          instalments,
        })),
      ).toEqual([
        {
          kind: 'card-payment',
          reference: down?.reference,
          amountKobo: order.firstPaymentKobo,
          status: 'succeeded',
          instalments: [0],
        },
        {
          kind: 'pay-ahead',
          reference: aheadReference,
          amountKobo: schedule[1]?.amountKobo,
          status: 'succeeded',
          instalments: [1],
        },
        {
          kind: 'direct-debit',
          reference: debitReference,
          amountKobo: second.amountKobo,
          status: 'succeeded',
          instalments: [2],
        },
      ]);
      // What came in is what the schedule says was paid, to the kobo, and the schedule adds up to the total.
      const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
      const taken = sum(data.ledger.filter((e) => e.status === 'succeeded').map((e) => e.amountKobo));
      const paidRows = data.schedule.filter((row) => row.status === 'paid' || row.number === 0);
      expect(taken).toBe(sum(paidRows.map((row) => row.amountKobo)));
      expect(sum(data.schedule.map((row) => row.amountKobo))).toBe(data.totals.totalKobo);
      expect(data.schedule.slice(1, 3).map((row) => [row.status, row.paidReference])).toEqual([
        ['paid', aheadReference],
        ['paid', debitReference],
      ]);
      expect(data.totals.firstPaymentKobo).toBe(order.firstPaymentKobo);
      // The page's totals: paid is what came in, owed what the schedule still waits for, nothing refunded.
      const unpaid = data.schedule.filter((row) => row.number >= 1 && row.status !== 'paid');
      expect(data.ledgerTotals).toEqual({
        paidKobo: taken,
        owedKobo: sum(unpaid.map((row) => row.amountKobo)),
        refundedKobo: 0,
      });
      expect(data.ledgerTotals.paidKobo + data.ledgerTotals.owedKobo).toBe(data.totals.totalKobo);
    } finally {
      await own.dispose();
    }
  });
});
