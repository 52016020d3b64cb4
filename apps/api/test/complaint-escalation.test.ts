import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escalateOverdueComplaints } from '../src/complaints/escalation.ts';
import { outbox, staff, users } from '../src/db/schema.ts';
import { adminCalls, type StaffLogin } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';

/**
 * Escalation as a recorded event (issue 42): the job, run by the test clock, escalates a complaint past its
 * 48-hour promise exactly once (also when several runs race: a conditional update) and emails each member
 * who works the complaints desk once, with no personal data of the shopper's; a later run, or a read of the
 * queue, sends nothing more.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let owner: StaffLogin;
let finance: StaffLogin;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  owner = await admin.newStaff('owner');
  await admin.newStaff('support');
  finance = await admin.newStaff('finance');
});
afterAll(() => shop.dispose());

const escalate = () =>
  escalateOverdueComplaints(
    { db: shop.database.db, email: shop.email, publicUrl: 'http://shop.test' },
    shop.now(),
  );

/** The members who work the desk (complaints:handle: owners and support), active and set up. */
async function deskMembers() {
  const rows = await shop.database.db
    .select({ email: staff.email })
    .from(staff)
    .where(
      and(inArray(staff.role, ['owner', 'support']), isNull(staff.disabledAt), isNotNull(staff.passwordHash)),
    );
  return rows.map((row) => row.email).sort();
}

async function escalationMails(reference: string) {
  return shop.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.subject, `Complaint ${reference} is past its 48 hours`));
}

describe('the escalation job', () => {
  it('escalates once past 48 hours and tells each desk member once, without the shopper’s data', async () => {
    const buyer = await shop.shopper();
    const raised = await shop.call('POST', '/complaints', {
      token: buyer.token,
      body: { category: 'refund', text: 'My refund for order 12 never arrived in my account.' },
    });
    expect(raised.status).toBe(201);
    const { reference } = raised.body.data as { reference: string };

    shop.advance(47 * HOUR);
    expect(await escalate()).toBe(0);
    expect(await escalationMails(reference)).toEqual([]);

    shop.advance(HOUR + 5 * 60_000);
    // Several runs at once (two processes' jobs, a read of the desk): one escalation between them.
    const runs = await Promise.all([escalate(), escalate(), escalate()]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    const members = await deskMembers();
    expect(members).toContain(owner.email);
    expect(members).not.toContain(finance.email);
    const mails = await escalationMails(reference);
    expect(mails.map((mail) => mail.to).sort()).toEqual(members);
    const [mail] = mails;
    expect(mail?.text).toContain(`Complaint ${reference} (A refund)`);
    expect(mail?.text).toContain('Overdue by 5 min');
    expect(mail?.text).toContain('http://shop.test/admin/complaints');
    for (const personal of [buyer.email, 'refund for order 12', 'Ada', 'Okafor']) {
      expect(mail?.text).not.toContain(personal);
    }

    // A second run, and the desk read afterwards, send nothing more.
    shop.advance(HOUR);
    expect(await escalate()).toBe(0);
    const session = await admin.signIn(owner);
    const queue = await admin.call('GET', '/admin/complaints', { cookie: session.cookie });
    const listed = (queue.body.data as { complaints: { reference: string; status: string }[] }).complaints;
    expect(listed.find((each) => each.reference === reference)?.status).toBe('escalated');
    expect(await escalationMails(reference)).toHaveLength(members.length);
  });

  it('a complaint resolved in time is never escalated', async () => {
    const buyer = await shop.shopper();
    const raised = await shop.call('POST', '/complaints', {
      token: buyer.token,
      body: { category: 'delivery', text: 'The rider has not called me back yet.' },
    });
    const { reference } = raised.body.data as { reference: string };
    const session = await admin.signIn(await admin.newStaff('support'));
    const resolved = await admin.call('POST', `/admin/complaints/${reference}/resolution`, {
      cookie: session.cookie,
      csrf: session.csrf,
      body: { reason: 'The rider delivered it this afternoon.' },
    });
    expect(resolved.status).toBe(200);
    shop.advance(49 * HOUR);
    expect(await escalate()).toBe(0);
    expect(await escalationMails(reference)).toEqual([]);
  });
});

describe('the console’s shopper page', () => {
  it('answers the server’s time, from which its complaint badges count the 48 hours (not the device’s)', async () => {
    const buyer = await shop.shopper();
    await shop.call('POST', '/complaints', {
      token: buyer.token,
      body: { category: 'payment', text: 'I was charged twice this month.' },
    });
    shop.advance(50 * HOUR);
    const [row] = await shop.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.id, buyer.userId));
    const session = await admin.signIn(await admin.newStaff('support'));
    const page = await admin.call('GET', `/admin/shoppers/${row?.userId}`, { cookie: session.cookie });
    expect(page.status).toBe(200);
    const data = page.body.data as { asOf: string; complaints: { dueAt: string }[] };
    expect(Date.parse(data.asOf)).toBe(shop.now());
    expect(Date.parse(data.asOf) - Date.parse(data.complaints[0]?.dueAt ?? '')).toBe(2 * HOUR);
  });
});
