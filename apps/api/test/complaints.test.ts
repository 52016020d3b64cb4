import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, outbox } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { BUDGET_PHONE, type CheckoutApp, createCheckoutApp, type Shopper } from './checkout-app.ts';

/**
 * The complaints desk (issue 42): a shopper raises a complaint and gets a reference; it waits in the console's
 * queue by time left on its 48-hour promise; support replies and resolves (the shopper reads both and is told
 * by email and text); one left 48 hours is escalated; the twice-yearly export lists it. Each shopper sees only
 * their own; a member without the desk's permission cannot act.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let support: { cookie: string; csrf: string };
let supportEmail: string;

/** A support member signed in now (a staff session ends after 8 idle hours, and the tests move the clock). */
async function signInSupport() {
  const member = await admin.newStaff('support');
  supportEmail = member.email;
  support = await admin.signIn(member);
}

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  await signInSupport();
});
afterAll(() => shop.dispose());

const HOUR = 60 * 60 * 1000;

interface WireComplaint {
  reference: string;
  status: string;
  orderNumber: string | null;
  dueAt: string;
  asOf: string;
  escalatedAt: string | null;
  resolution: string | null;
  replies: { text: string; from: string }[];
  assignee: { staffId: string; name: string } | null;
}

async function raise(who: Shopper, body: Record<string, unknown>) {
  return shop.call('POST', '/complaints', { token: who.token, body });
}

async function raised(who: Shopper, text = 'My phone came with a cracked screen.', orderId?: string) {
  const answer = await raise(who, { category: 'product', text, ...(orderId ? { orderId } : {}) });
  expect(answer.status).toBe(201);
  return answer.body.data as WireComplaint;
}

async function queue(as = support, status?: 'open' | 'resolved') {
  const answer = await admin.call('GET', `/admin/complaints${status ? `?status=${status}` : ''}`, {
    cookie: as.cookie,
  });
  expect(answer.status).toBe(200);
  return answer.body.data as {
    complaints: WireComplaint[];
    counts: { open: number; escalated: number };
    handlers: { staffId: string; name: string }[];
  };
}

function act(reference: string, what: 'replies' | 'resolution' | 'assignment', body: unknown, as = support) {
  return admin.call('POST', `/admin/complaints/${reference}/${what}`, {
    cookie: as.cookie,
    csrf: as.csrf,
    body,
  });
}

async function exportCsv(from: string, to: string, cookie = support.cookie) {
  const response = await shop.app.request(`/api/v1/admin/complaints/export?from=${from}&to=${to}`, {
    headers: { cookie, 'x-forwarded-for': '192.0.2.250' },
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function mailsTo(email: string, subject: string) {
  return shop.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));
}

describe('a shopper raising a complaint', () => {
  it('about an order gets a reference, an email, and a 48-hour clock', async () => {
    const buyer = await shop.shopper({ verified: true });
    const order = await shop.placeOrder(buyer, BUDGET_PHONE, 'monthly');
    const complaint = await raised(buyer, 'The phone arrived with a cracked screen.', order.id);
    expect(complaint).toMatchObject({ status: 'open', orderNumber: order.orderNumber, replies: [] });
    expect(complaint.reference).toMatch(/^CMP-[2-9A-HJ-KM-NP-Z]{8}$/);
    expect(Date.parse(complaint.dueAt) - shop.now()).toBe(48 * HOUR);
    const [ack] = await mailsTo(buyer.email, `We have your complaint ${complaint.reference}`);
    expect(ack?.text).toContain('within 48 hours');

    const mine = await shop.call('GET', '/complaints', { token: buyer.token });
    expect((mine.body.data as WireComplaint[]).map((each) => each.reference)).toEqual([complaint.reference]);
  });

  it('is refused in words without a category or enough text, or about another shopper’s order', async () => {
    const buyer = await shop.shopper();
    const refused = await raise(buyer, { category: 'nonsense', text: 'bad' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'category', message: 'Choose what your complaint is about.' },
      { field: 'text', message: 'Tell us what happened in 10 to 2,000 characters.' },
    ]);
    const other = await shop.shopper({ verified: true });
    const theirs = await shop.placeOrder(other, BUDGET_PHONE, 'monthly', { pay: false });
    const notMine = await raise(buyer, {
      category: 'delivery',
      text: 'Where is my order?',
      orderId: theirs.id,
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe('Choose one of your own orders, or none for your account.');
  });

  it('is the shopper’s alone: another shopper can neither read nor list it', async () => {
    const buyer = await shop.shopper();
    const stranger = await shop.shopper();
    const complaint = await raised(buyer);
    const peek = await shop.call('GET', `/complaints/${complaint.reference}`, { token: stranger.token });
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe('No such complaint');
    const theirs = await shop.call('GET', '/complaints', { token: stranger.token });
    expect(theirs.body.data).toEqual([]);
    expect((await shop.call('GET', `/complaints/${complaint.reference}`)).status).toBe(401);
  });
});

describe('the console queue', () => {
  it('lists open complaints by time left, least first, with the counts', async () => {
    const first = await raised(await shop.shopper(), 'I was charged twice for one instalment.');
    shop.advance(HOUR);
    const second = await raised(await shop.shopper(), 'My delivery is a week late now.');
    const { complaints, counts } = await queue();
    const order = complaints.map((each) => each.reference);
    expect(order.indexOf(first.reference)).toBeLessThan(order.indexOf(second.reference));
    const dues = complaints.map((each) => Date.parse(each.dueAt));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(counts.open).toBe(complaints.length);
  });

  it('answers with the server’s time, from which both sides count the clock (not the device’s)', async () => {
    const buyer = await shop.shopper();
    const complaint = await raised(buyer, 'My statement shows the wrong date.');
    expect(Date.parse(complaint.asOf)).toBe(shop.now());
    shop.advance(5 * HOUR);
    await signInSupport();
    const listed = (await queue()).complaints.find((each) => each.reference === complaint.reference);
    expect(Date.parse(listed?.dueAt ?? '') - Date.parse(listed?.asOf ?? '')).toBe(43 * HOUR);
    const mine = await shop.call('GET', '/complaints', { token: buyer.token });
    expect((mine.body.data as WireComplaint[]).map((each) => Date.parse(each.asOf))).toEqual([shop.now()]);
    const one = await shop.call('GET', `/complaints/${complaint.reference}`, { token: buyer.token });
    expect(Date.parse(one.body.data.asOf)).toBe(shop.now());
  });

  it('escalates a complaint left 48 hours, marks and counts it, and the shopper sees it', async () => {
    const buyer = await shop.shopper();
    const complaint = await raised(buyer, 'Nobody has answered me about my refund.');
    shop.advance(48 * HOUR - 60_000);
    await signInSupport();
    const before = await queue();
    expect(before.complaints.find((each) => each.reference === complaint.reference)?.status).toBe('open');
    shop.advance(60_000);
    await signInSupport();
    const after = await queue();
    const escalated = after.complaints.find((each) => each.reference === complaint.reference);
    expect(escalated).toMatchObject({ status: 'escalated', escalatedAt: complaint.dueAt });
    expect(after.counts.escalated).toBeGreaterThan(before.counts.escalated);
    const seen = await shop.call('GET', `/complaints/${complaint.reference}`, { token: buyer.token });
    expect(seen.body.data.status).toBe('escalated');

    // Resolving it later keeps the mark for the report.
    expect(
      (await act(complaint.reference, 'resolution', { reason: 'Refund paid to the card.' })).status,
    ).toBe(200);
    const csv = await exportCsv('2030-01-01', '2030-12-31');
    const line = csv.text.split('\r\n').find((row) => row.startsWith(complaint.reference));
    expect(line).toContain(',resolved,');
    expect(line).toContain(complaint.dueAt);
  });
});

describe('replies, assignment and resolution', () => {
  it('a reply reaches the shopper’s page, their email and their phone; audited', async () => {
    const buyer = await shop.shopper();
    const complaint = await raised(buyer);
    const replied = await act(complaint.reference, 'replies', { text: 'Sorry! A new phone is on its way.' });
    expect(replied.status).toBe(200);
    const seen = await shop.call('GET', `/complaints/${complaint.reference}`, { token: buyer.token });
    expect(seen.body.data.replies).toEqual([
      expect.objectContaining({ text: 'Sorry! A new phone is on its way.', from: expect.any(String) }),
    ]);
    const [email] = await mailsTo(buyer.email, `A reply to your complaint ${complaint.reference}`);
    expect(email?.text).toContain('A new phone is on its way.');
    const texts = await shop.database.db.select().from(messages).where(eq(messages.channel, 'sms'));
    expect(texts.filter((each) => each.body.includes(complaint.reference))).toHaveLength(1);
    const audit = (await admin.auditOf(supportEmail)).filter(
      (row) => row.action === 'complaint.reply' && row.targetId === complaint.reference,
    );
    expect(audit).toHaveLength(1);
  });

  it('assigns to a member who works the desk, never to one who does not', async () => {
    const complaint = await raised(await shop.shopper());
    const { handlers } = await queue();
    const me = handlers.find((each) => each.name.startsWith('support'));
    if (!me) throw new Error('no support member among the handlers');
    const assigned = await act(complaint.reference, 'assignment', { staffId: me.staffId });
    expect(assigned.status).toBe(200);
    expect((assigned.body.data as WireComplaint).assignee).toEqual(me);
    const finance = await admin.newStaff('finance');
    await admin.signIn(finance);
    const financeId = (
      await shop.database.db.query.staff.findFirst({
        where: (row, { eq: equals }) => equals(row.email, finance.email),
      })
    )?.staffId;
    const refused = await act(complaint.reference, 'assignment', { staffId: financeId });
    expect(refused.status).toBe(400);
  });

  it('a resolution needs a reason, is told to the shopper, happens once and is audited', async () => {
    const buyer = await shop.shopper();
    const complaint = await raised(buyer);
    expect((await act(complaint.reference, 'resolution', { reason: 'Done' })).status).toBe(400);
    const resolved = await act(complaint.reference, 'resolution', {
      reason: 'We replaced the phone and refunded the delivery fee.',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ status: 'resolved' });
    const again = await act(complaint.reference, 'resolution', { reason: 'Resolved a second time?' });
    expect(again.status).toBe(409);
    expect((await act(complaint.reference, 'replies', { text: 'Anything else?' })).status).toBe(409);
    const seen = await shop.call('GET', `/complaints/${complaint.reference}`, { token: buyer.token });
    expect(seen.body.data).toMatchObject({
      status: 'resolved',
      resolution: 'We replaced the phone and refunded the delivery fee.',
    });
    expect(await mailsTo(buyer.email, `Your complaint ${complaint.reference} is resolved`)).toHaveLength(1);
    const audit = (await admin.auditOf(supportEmail)).filter(
      (row) => row.action === 'complaint.resolve' && row.targetId === complaint.reference,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { status: 'open' }, after: { status: 'resolved' } });
    const resolvedQueue = await queue(support, 'resolved');
    expect(resolvedQueue.complaints.map((each) => each.reference)).toContain(complaint.reference);
  });
});

describe('the twice-yearly export', () => {
  it('lists the period’s complaints without contact details; refuses a bad period', async () => {
    const buyer = await shop.shopper();
    const complaint = await raised(buyer, 'The instalment date on my receipt is wrong.');
    const day = new Date(shop.now()).toISOString().slice(0, 10);
    const csv = await exportCsv(day, day);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header).toBe(
      'reference,raisedAt,category,orderNumber,shopperId,status,dueAt,escalatedAt,resolvedAt,hoursToResolve,replies,resolution',
    );
    expect(rows.some((row) => row.startsWith(`${complaint.reference},`))).toBe(true);
    expect(csv.text).not.toContain(buyer.email);
    expect((await exportCsv('2030-02-01', '2030-01-01')).status).toBe(400);
    expect((await exportCsv('2020-01-01', '2030-01-01')).status).toBe(400);
  });
});

describe('who may work the desk', () => {
  it('a finance member (no complaints:handle) is refused every call (403); a shopper 401', async () => {
    const buyer = await shop.shopper();
    const complaint = await raised(buyer);
    const finance = await admin.signIn(await admin.newStaff('finance'));
    expect((await admin.call('GET', '/admin/complaints', { cookie: finance.cookie })).status).toBe(403);
    expect(
      (await admin.call('GET', `/admin/complaints/${complaint.reference}`, { cookie: finance.cookie }))
        .status,
    ).toBe(403);
    expect((await act(complaint.reference, 'replies', { text: 'Hello there' }, finance)).status).toBe(403);
    expect(
      (await act(complaint.reference, 'resolution', { reason: 'Closed by finance.' }, finance)).status,
    ).toBe(403);
    expect((await exportCsv('2030-01-01', '2030-12-31', finance.cookie)).status).toBe(403);
    expect((await admin.call('GET', '/admin/complaints', { bearer: buyer.token })).status).toBe(401);
    const seen = await shop.call('GET', `/complaints/${complaint.reference}`, { token: buyer.token });
    expect(seen.body.data).toMatchObject({ status: 'open', replies: [] });
  });
});
