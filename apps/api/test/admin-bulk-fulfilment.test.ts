import { addDays, lagosCalendarDate } from '@oja/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, type Shopper } from './checkout-app.ts';

/**
 * The fulfilment queue at volume (issue 45): POST /admin/orders/bulk-fulfilment moves many paid orders, each at
 * most once, and GET /admin/packing-slips prints them. Real orders through checkout and the card sandbox,
 * operators signed in with their TOTP, the audit trail and the outbox read back.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let owner: { cookie: string; csrf: string };
let buyer: Shopper;

interface BulkAnswer {
  moved: Array<{ orderNumber: string; from: string; to: string }>;
  refused: Array<{ orderNumber: string; reason: string }>;
}

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  owner = await admin.signIn(await admin.newStaff('owner'));
  buyer = await shop.shopper();
});
afterAll(async () => shop?.dispose());

async function paidOrders(count: number): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) numbers.push((await shop.placeOrder(buyer, FULL_ONLY, 'full')).orderNumber);
  return numbers;
}

function bulk(action: string, orders: Array<Record<string, unknown>>, who = owner) {
  return admin.call('POST', '/admin/orders/bulk-fulfilment', {
    cookie: who.cookie,
    csrf: who.csrf,
    body: { action, orders },
  });
}

const shipmentOf = (orderNumber: string) => ({
  orderNumber,
  carrier: 'GIG Logistics',
  trackingNumber: `gig-${orderNumber.slice(4)}`,
  expectedDelivery: addDays(lagosCalendarDate(shop.now()), 2),
});

async function auditOf(orderNumbers: string[], action: string) {
  return shop.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.targetType, 'order'),
        inArray(auditEvents.targetId, orderNumbers),
        eq(auditEvents.action, action),
      ),
    )
    .orderBy(asc(auditEvents.id));
}

describe('bulk pack and ship', () => {
  it('packs the orders that can move and names the rest with the reason; a repeat moves nothing again', async () => {
    const [a = '', b = '', c = ''] = await paidOrders(3);
    // Another shopper's, so the buyer's cart is empty for the next orders.
    const unpaid = (await shop.placeOrder(await shop.shopper(), FULL_ONLY, 'full', { pay: false }))
      .orderNumber;
    const lines = [a, b.toLowerCase(), b, c, unpaid, 'OJA-NOTHERE'].map((orderNumber) => ({ orderNumber }));
    const first = await bulk('pack', lines);
    expect([first.status, first.body.message]).toEqual([200, '3 orders packed']);
    const answer = first.body.data as BulkAnswer;
    expect(answer.moved).toEqual([a, b, c].map((n) => ({ orderNumber: n, from: 'received', to: 'packed' })));
    expect(answer.refused).toEqual([
      { orderNumber: unpaid, reason: `Order ${unpaid} is not paid: only a paid order is fulfilled.` },
      { orderNumber: 'OJA-NOTHERE', reason: 'Order OJA-NOTHERE not found.' },
    ]);
    const audit = await auditOf([a, b, c], 'order.pack');
    expect(audit.map((e) => [e.targetId, e.after])).toEqual(
      [a, b, c].map((n) => [n, { fulfilmentStatus: 'packed', bulk: true }]),
    );

    const repeat = await bulk('pack', lines);
    expect([repeat.status, repeat.body.message]).toEqual([200, '0 orders packed']);
    expect((repeat.body.data as BulkAnswer).refused.slice(0, 3)).toEqual(
      [a, b, c].map((n) => ({ orderNumber: n, reason: `Order ${n} is already packed.` })),
    );
    expect(await auditOf([a, b, c], 'order.pack')).toHaveLength(3);
  });

  it('ships each packed order with its own carrier and number, refuses one with a bad shipment, emails each once', async () => {
    const numbers = await paidOrders(3);
    const [a = '', b = '', c = ''] = numbers;
    expect((await bulk('ship', [shipmentOf(a)])).body.data).toEqual({
      moved: [],
      refused: [{ orderNumber: a, reason: `Order ${a} is received: it cannot be shipped now.` }],
    });
    await bulk(
      'pack',
      numbers.map((orderNumber) => ({ orderNumber })),
    );
    const shipped = await bulk('ship', [
      shipmentOf(a),
      { ...shipmentOf(b), carrier: 'DHL' },
      { ...shipmentOf(c), trackingNumber: '#1' },
    ]);
    expect(shipped.body.message).toBe('2 orders shipped');
    expect((shipped.body.data as BulkAnswer).refused).toEqual([
      { orderNumber: c, reason: `Order ${c}: Enter the tracking number: 4 to 40 letters, digits or dashes.` },
    ]);
    const audit = await auditOf(numbers, 'order.ship');
    const recorded = (n: string, carrier: string) => {
      const { orderNumber: _, ...shipment } = shipmentOf(n);
      return {
        fulfilmentStatus: 'shipped',
        bulk: true,
        ...shipment,
        carrier,
        trackingNumber: shipment.trackingNumber.toUpperCase(),
      };
    };
    expect(audit.map((e) => e.after)).toEqual([recorded(a, 'GIG Logistics'), recorded(b, 'DHL')]);
    // Each shopper is told once; the second order's page shows its carrier.
    expect(await shop.counts.emails(buyer.email, /has shipped/)).toBe(2);
    const page = await admin.call('GET', `/admin/orders/${b}`, { cookie: owner.cookie });
    expect(page.body.data).toMatchObject({ fulfilment: { status: 'shipped', carrier: 'DHL' } });
  });

  it('is for members who fulfil orders only, and takes at most 100 numbers', async () => {
    const support = await admin.signIn(await admin.newStaff('support'));
    expect((await bulk('pack', [{ orderNumber: 'OJA-00000000' }], support)).status).toBe(403);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({
      orderNumber: `OJA-${String(i).padStart(8, '0')}`,
    }));
    expect((await bulk('pack', tooMany)).status).toBe(400);
    expect((await bulk('pack', [])).status).toBe(400);
    expect((await bulk('wrap', [{ orderNumber: 'OJA-00000000' }])).status).toBe(400);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'two operators submitting the same bulk ship at once ship each order once: one audit row and one email each',
    async () => {
      const numbers = await paidOrders(6);
      await bulk(
        'pack',
        numbers.map((orderNumber) => ({ orderNumber })),
      );
      const emailsBefore = await shop.counts.emails(buyer.email, /has shipped/);
      const other = await admin.signIn(await admin.newStaff('operations'));
      const lines = numbers.map(shipmentOf);
      const answers = await Promise.all([bulk('ship', lines), bulk('ship', [...lines].reverse(), other)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const moved = answers.flatMap((a) => (a.body.data as BulkAnswer).moved.map((m) => m.orderNumber));
      expect(moved.sort()).toEqual([...numbers].sort());
      const refused = answers.flatMap((a) => (a.body.data as BulkAnswer).refused);
      expect(refused.map((r) => r.reason).sort()).toEqual(
        numbers.map((n) => `Order ${n} is already shipped.`).sort(),
      );
      const audit = await auditOf(numbers, 'order.ship');
      expect(audit.map((e) => e.targetId).sort()).toEqual([...numbers].sort());
      expect((await shop.counts.emails(buyer.email, /has shipped/)) - emailsBefore).toBe(6);
    },
  );
});

describe('packing slips', () => {
  it('gives each order’s number, items, recipient, phone and address to a member who fulfils orders, audited under the shopper', async () => {
    const [a = '', b = ''] = await paidOrders(2);
    const answer = await admin.call(
      'GET',
      `/admin/packing-slips?orders=${b},${a.toLowerCase()},OJA-NOTHERE`,
      {
        cookie: owner.cookie,
      },
    );
    expect(answer.status).toBe(200);
    const data = answer.body.data as { slips: Array<Record<string, unknown>>; missing: string[] };
    expect(data.slips.map((s) => s.orderNumber)).toEqual([b, a]);
    expect(data.missing).toEqual(['OJA-NOTHERE']);
    expect(data.slips[0]).toMatchObject({
      fulfilmentStatus: 'received',
      recipient: 'Ada',
      phoneNumber: expect.stringMatching(/^\+23480\d{8}$/),
      items: [{ quantity: 1 }],
      carrier: null,
      trackingNumber: null,
    });
    expect(data.slips[0]?.address).toEqual({
      street: expect.stringMatching(/\S/),
      state: expect.stringMatching(/\S/),
    });
    const audit = await shop.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'order.packing-slip'))
      .orderBy(asc(auditEvents.id));
    expect(audit.map((e) => [e.targetType, (e.after as { orderNumber: string }).orderNumber])).toEqual([
      ['shopper', b],
      ['shopper', a],
    ]);
  });

  it('is refused to support (403: they do not ship, so they do not read addresses this way) and to no numbers (400)', async () => {
    const support = await admin.signIn(await admin.newStaff('support'));
    expect(
      (await admin.call('GET', '/admin/packing-slips?orders=OJA-00000000', { cookie: support.cookie }))
        .status,
    ).toBe(403);
    expect((await admin.call('GET', '/admin/packing-slips?orders=,,', { cookie: owner.cookie })).status).toBe(
      400,
    );
  });
});
