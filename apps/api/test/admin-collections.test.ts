import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPendingNotices } from '../src/collector/notices.ts';
import {
  auditEvents,
  instalmentNotices,
  mandates,
  orderSchedule,
  outbox,
  sandboxDirectDebitConsents,
} from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';

/**
 * The console's collections: an instalment whose every debit failed (the bank stopped honouring the mandate)
 * waits on the list by days late; a support member reminds the shopper (once a day); a finance member retries
 * the debit now, once, and the collector takes it like any other debit, through the same sandbox.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let orderNumber: string;
let orderId: number;
let buyerEmail: string;

interface WireCollection {
  orderNumber: string;
  number: number;
  amountKobo: number;
  daysLate: number;
  bucket: string | null;
  attempts: number;
  lastResponse: string | null;
  lastRemindedOn: string | null;
}

/** Moves the shop's clock a day; the move runs a collector tick (debits, retries, notices). */
async function nextDay() {
  expect((await shop.call('POST', '/dev/clock', { body: { days: 1 } })).status).toBe(200);
}

async function setConsent(status: 'active' | 'revoked') {
  const [mandate] = await shop.database.db.select().from(mandates).where(eq(mandates.orderId, orderId));
  if (!mandate?.authorizationCode) throw new Error('no mandate');
  await shop.database.db
    .update(sandboxDirectDebitConsents)
    .set({ status })
    .where(eq(sandboxDirectDebitConsents.authorizationCode, mandate.authorizationCode));
}

async function collections(as: { cookie: string }) {
  const answer = await admin.call('GET', '/admin/collections', { cookie: as.cookie });
  expect(answer.status).toBe(200);
  return (answer.body.data as WireCollection[]).filter((row) => row.orderNumber === orderNumber);
}

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  // A weekly order of 1 January 2030: its first instalment is due on Tuesday 8 January.
  const { buyer, order } = await shop.instalmentOrder('weekly', '0000000001');
  orderNumber = order.orderNumber;
  orderId = order.id;
  buyerEmail = buyer.email;
  // The bank stops honouring the mandate without telling anyone: every debit fails.
  await setConsent('revoked');
  // Tried on the 8th, then retried on the 9th, 11th and 15th: all four fail. The second instalment (due the
  // 15th) fails once, with retries still to come.
  for (let day = 2; day <= 16; day++) await nextDay();
}, 120_000);
afterAll(() => shop.dispose());

describe('the collections list', () => {
  it('shows the instalment the debits gave up on, by days late, and not the one still being retried', async () => {
    const support = await admin.signIn(await admin.newStaff('support'));
    const rows = await collections(support);
    expect(rows).toEqual([
      expect.objectContaining({
        number: 1,
        daysLate: 8,
        bucket: '8-30',
        attempts: 4,
        lastResponse: 'Authorization is not active',
        lastRemindedOn: null,
      }),
    ]);
  });
});

describe('a reminder', () => {
  it('is emailed once a day, and a support member may send it', async () => {
    const supportLogin = await admin.newStaff('support');
    const support = await admin.signIn(supportLogin);
    const path = `/admin/collections/${orderNumber}/instalments/1/reminder`;
    const first = await admin.call('POST', path, { cookie: support.cookie, csrf: support.csrf });
    expect(first.status).toBe(200);
    const again = await admin.call('POST', path, { cookie: support.cookie, csrf: support.csrf });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The shopper was already reminded of this instalment today.');
    expect((await collections(support))[0]?.lastRemindedOn).toBe('2030-01-16');
    // Support moves no money: no retry.
    const retry = await admin.call('POST', `/admin/collections/${orderNumber}/instalments/1/retry`, {
      cookie: support.cookie,
      csrf: support.csrf,
    });
    expect(retry.status).toBe(403);
    const audit = await admin.auditOf(supportLogin.email);
    expect(audit.filter((row) => row.action === 'collection.remind')).toHaveLength(1);
  });
});

describe('retrying the debit now', () => {
  it('queues one debit, whoever presses at once; the collector takes it and the instalment is paid', async () => {
    const financeLogin = await admin.newStaff('finance');
    const finance = await admin.signIn(financeLogin);
    const operations = await admin.signIn(await admin.newStaff('operations'));
    // The shopper has sorted it out with the bank.
    await setConsent('active');
    const path = `/admin/collections/${orderNumber}/instalments/1/retry`;
    const answers = await Promise.all([
      admin.call('POST', path, { cookie: finance.cookie, csrf: finance.csrf }),
      admin.call('POST', path, { cookie: operations.cookie, csrf: operations.csrf }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const queued = answers.find((answer) => answer.status === 200);
    expect(queued?.body.message).toBe(
      `Debit ${orderNumber}-I1-A5 queued: the collector sends it within a minute.`,
    );
    const retries = await shop.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'collection.retry'), eq(auditEvents.targetId, orderNumber)));
    expect(retries).toHaveLength(1);

    await nextDay();
    const [first] = await shop.database.db
      .select()
      .from(orderSchedule)
      .where(and(eq(orderSchedule.orderId, orderId), eq(orderSchedule.number, 1)));
    expect(first).toMatchObject({ status: 'paid', paidReference: `${orderNumber}-I1-A5` });
    // A day later the staff session has been idle past 8 hours: sign in again, with the next code (each works once).
    expect(await collections(await admin.signIn(financeLogin, Date.now() + 30_000))).toEqual([]);
    // The reminder is a collection message: this order's failed debits and reminders have taken the week's 3
    // contacts, so the contact policy (issue 42) holds it to a later permitted time rather than sending it on
    // this tick, and it goes then, once.
    const overdueMails = async () =>
      (await shop.database.db.select().from(outbox).where(eq(outbox.to, buyerEmail))).filter((mail) =>
        / is overdue$/.test(mail.subject),
      );
    expect(await overdueMails()).toEqual([]);
    const [held] = await shop.database.db
      .select()
      .from(instalmentNotices)
      .where(and(eq(instalmentNotices.orderId, orderId), like(instalmentNotices.kind, 'overdue-%')));
    const contactAt = held?.contactAt?.getTime() ?? 0;
    expect(held?.sentAt).toBeNull();
    expect(contactAt).toBeGreaterThan(shop.now());
    const deps = {
      db: shop.database.db,
      directDebit: shop.directDebit,
      email: shop.email,
      now: () => contactAt,
    };
    await sendPendingNotices(deps, 120_000);
    await sendPendingNotices(deps, 120_000);
    const overdue = await overdueMails();
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.text).toContain('8 days overdue');
  });

  it('answers 404 for an instalment that does not exist', async () => {
    const finance = await admin.signIn(await admin.newStaff('finance'));
    for (const path of [
      `/admin/collections/${orderNumber}/instalments/99/retry`,
      '/admin/collections/OJA-0/instalments/1/retry',
    ]) {
      expect((await admin.call('POST', path, { cookie: finance.cookie, csrf: finance.csrf })).status).toBe(
        404,
      );
    }
  });
});
