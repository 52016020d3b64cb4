import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, messages, users } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, MICROWAVE, type Shopper } from './checkout-app.ts';

/**
 * The console's shopper page (issue 45): found by name, email, phone or order number; identity and checks,
 * orders with their schedules, credit used and left, mandates, refunds, messages and staff notes; support sees
 * it without the BVN's digits; every view and note is in the audit trail. Real orders through checkout and the
 * sandboxes, staff signed in with their TOTP.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let buyer: Shopper;
let publicId: string;
let orderNumber: string;

interface Page {
  shopper: {
    userId: string;
    email: string;
    bvnLast4: string | null;
    addressCheck: { status: string } | null;
  };
  credit: { limitKobo: number; usedKobo: number; leftKobo: number; owedKobo: number };
  orders: Array<{
    orderNumber: string;
    status: string;
    plan: string;
    schedule: Array<{ number: number; status: string }>;
  }>;
  mandates: Array<{ orderNumber: string; status: string }>;
  messages: Array<{ channel: string; subject: string }>;
  complaints: Array<Record<string, unknown>>;
  notes: Array<{ text: string; staffName: string }>;
}

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  buyer = await shop.shopper({ verified: true });
  const placed = await shop.placeOrder(buyer, MICROWAVE, 'monthly');
  await shop.setUpDirectDebit(buyer, placed.reference);
  orderNumber = placed.orderNumber;
  const complaint = await shop.call('POST', '/complaints', {
    token: buyer.token,
    body: { category: 'delivery', text: 'The microwave has not come yet.', orderId: placed.id },
  });
  expect(complaint.status).toBe(201);
  const [row] = await shop.database.db.select().from(users).where(eq(users.email, buyer.email));
  publicId = row?.userId ?? '';
  // A message the durable queue sent to the shopper (the checkout test app's emails go to the sandbox alone).
  const at = new Date(shop.now());
  await shop.database.db.insert(messages).values({
    channel: 'email',
    recipient: buyer.email,
    subject: 'Your instalment is due',
    body: 'secret body',
    idempotencyKey: `reminder-${publicId}`,
    status: 'sent',
    nextAttemptAt: at,
    createdAt: at,
    sentAt: at,
  });
});
afterAll(async () => shop?.dispose());

const views = () =>
  shop.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'shopper'), eq(auditEvents.targetId, publicId)))
    .orderBy(asc(auditEvents.id));

describe('finding a shopper', () => {
  it('by email, phone, name or order number, with nothing of their BVN or address', async () => {
    const member = await admin.signIn(await admin.newStaff('support'));
    const phone = (await shop.database.db.select().from(users).where(eq(users.email, buyer.email)))[0]
      ?.phoneNumber as string;
    for (const q of [buyer.email.toUpperCase(), phone.slice(-6), 'okafor', orderNumber.toLowerCase()]) {
      const answer = await admin.call('GET', `/admin/shoppers?q=${encodeURIComponent(q)}`, member);
      expect(answer.status).toBe(200);
      const { shoppers } = answer.body.data as { shoppers: Array<{ userId: string }> };
      expect(
        shoppers.map((s) => s.userId),
        q,
      ).toContain(publicId);
      expect(JSON.stringify(shoppers)).not.toMatch(/bvn|Lekki/i);
    }
    const nobody = await admin.call('GET', '/admin/shoppers?q=zz-nobody-zz', member);
    expect(nobody.body.data).toEqual({ shoppers: [] });
  });
});

describe("the shopper's page", () => {
  it('shows identity, orders with schedules, credit used and left, mandates, messages and complaints; the view is audited', async () => {
    const finance = await admin.newStaff('finance');
    const answer = await admin.call('GET', `/admin/shoppers/${publicId}`, await admin.signIn(finance));
    expect(answer.status).toBe(200);
    const page = answer.body.data as Page;
    expect(page.shopper).toMatchObject({ userId: publicId, email: buyer.email });
    expect(page.shopper.bvnLast4).toMatch(/^\d{4}$/);
    expect(page.shopper.addressCheck?.status).toBe('verified');
    const order = page.orders.find((o) => o.orderNumber === orderNumber);
    expect(order).toMatchObject({ status: 'paid', plan: 'monthly' });
    expect(order?.schedule[0]?.number).toBe(0);
    const owed = order?.schedule.filter((row) => row.number > 0 && row.status !== 'paid').length ?? 0;
    expect(owed).toBeGreaterThan(0);
    // Instalments owed count against the Tier 1 limit of ₦500,000.
    expect(page.credit.limitKobo).toBe(50_000_000);
    expect(page.credit.usedKobo).toBeGreaterThan(0);
    expect(page.credit.usedKobo + page.credit.leftKobo).toBe(page.credit.limitKobo);
    expect(page.mandates.map((m) => m.orderNumber)).toContain(orderNumber);
    expect(page.messages).toContainEqual({
      channel: 'email',
      subject: 'Your instalment is due',
      status: 'sent',
      createdAt: expect.any(String),
    });
    // The complaint about the order, with its 48-hour clock.
    expect(page.complaints).toEqual([
      {
        reference: expect.stringMatching(/^CMP-/),
        orderNumber,
        category: 'delivery',
        status: 'open',
        raisedAt: expect.any(String),
        dueAt: expect.any(String),
        escalatedAt: null,
        resolvedAt: null,
      },
    ]);
    // The subject and state, never the message's text.
    expect(JSON.stringify(page.messages)).not.toContain('secret body');
    const audit = (await views()).filter((e) => e.staffEmail === finance.email);
    expect(audit.map((e) => [e.action, e.after])).toEqual([
      ['shopper.view', { bvnShown: true, addressCheckShown: true }],
    ]);
  });

  it("support sees it without the BVN's digits, and that view is audited too", async () => {
    const support = await admin.newStaff('support');
    const answer = await admin.call('GET', `/admin/shoppers/${publicId}`, await admin.signIn(support));
    expect(answer.status).toBe(200);
    const page = answer.body.data as Page;
    expect(page.shopper.bvnLast4).toBeNull();
    expect(JSON.stringify(answer.body)).not.toMatch(/bvnHash/);
    const audit = (await views()).filter((e) => e.staffEmail === support.email);
    expect(audit.map((e) => [e.action, e.after])).toEqual([
      ['shopper.view', { bvnShown: false, addressCheckShown: true }],
    ]);
  });

  it('answers 404 for an unknown shopper and 401 without a session', async () => {
    const member = await admin.signIn(await admin.newStaff('operations'));
    const unknown = await admin.call('GET', '/admin/shoppers/no-such-shopper', member);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Shopper not found']);
    expect((await admin.call('GET', `/admin/shoppers/${publicId}`)).status).toBe(401);
  });
});

describe('staff notes on a shopper', () => {
  it('are added by any role with orders:note, listed newest first with their author, and audited', async () => {
    const member = await admin.newStaff('support');
    const session = await admin.signIn(member);
    const add = (text: unknown) =>
      admin.call('POST', `/admin/shoppers/${publicId}/notes`, { ...session, body: { text } });
    expect((await add('Called about the late instalment')).status).toBe(201);
    const second = await add('Promised to pay on Friday');
    expect(second.status).toBe(201);
    const page = second.body.data as Page;
    expect(page.notes.slice(0, 2).map((n) => [n.text, n.staffName])).toEqual([
      ['Promised to pay on Friday', `support ${member.email.match(/\d+/)?.[0]}`],
      ['Called about the late instalment', `support ${member.email.match(/\d+/)?.[0]}`],
    ]);
    const empty = await add('   ');
    expect(empty.status).toBe(422);
    const audit = (await views()).filter((e) => e.staffEmail === member.email && e.action === 'shopper.note');
    expect(audit.map((e) => e.after)).toEqual([
      { text: 'Called about the late instalment' },
      { text: 'Promised to pay on Friday' },
    ]);
    // A write without the CSRF token is refused before anything is written.
    const noCsrf = await admin.call('POST', `/admin/shoppers/${publicId}/notes`, {
      cookie: session.cookie,
      body: { text: 'x' },
    });
    expect(noCsrf.status).toBe(403);
  });
});
