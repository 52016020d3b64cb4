import { addDays, lagosCalendarDate } from '@oja/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectInstalments } from '../src/collector/collector.ts';
import { auditEvents, creditControls, orderSchedule } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';

/**
 * The console's collections tools (issue 45) on real instalment orders of the phone (₦185,000, 35% down, so
 * about ₦130,000 owed over 6 monthly instalments): an outside payment pays the oldest instalment, once per
 * reference; from ₦100,000 at stake an action waits for a second staff member (never its maker); a restructure
 * from 6 to 10 instalments keeps the total owed to the kobo and the shopper's order page shows it; a reschedule
 * moves the dates; a waiver needs a late instalment; a write-off freezes the shopper's credit. Each is audited.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
type Member = { cookie: string; csrf: string };
let finance: Member;
let secondFinance: Member;
let operationsEmail: string;
let operations: Member;
let support: Member;

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
}, 60_000);
afterAll(async () => shop?.dispose());

async function signInTeam() {
  finance = await admin.signIn(await admin.newStaff('finance'));
  secondFinance = await admin.signIn(await admin.newStaff('finance'));
  const login = await admin.newStaff('operations');
  operationsEmail = login.email;
  operations = await admin.signIn(login);
  support = await admin.signIn(await admin.newStaff('support'));
}

interface WireAction {
  actionId: string;
  kind: string;
  amountKobo: number;
  status: string;
  details: Record<string, unknown>;
  canDecide: boolean;
}

/** The order's actions as `who` lists them (the console's page). */
async function listedFor(orderNumber: string, who: Member) {
  const answer = await admin.call('GET', `/admin/orders/${orderNumber}/collection-actions`, {
    cookie: who.cookie,
  });
  return answer.body.data as WireAction[];
}

async function act(orderNumber: string, who: Member, body: Record<string, unknown>) {
  const answer = await admin.call('POST', `/admin/orders/${orderNumber}/collection-actions`, {
    cookie: who.cookie,
    csrf: who.csrf,
    body,
  });
  return {
    status: answer.status,
    message: answer.body.message as string,
    data: answer.body.data as WireAction,
  };
}

async function decide(actionId: string, who: Member, decision: 'approve' | 'reject') {
  const answer = await admin.call('POST', `/admin/collection-actions/${actionId}/decision`, {
    cookie: who.cookie,
    csrf: who.csrf,
    body: { decision },
  });
  return {
    status: answer.status,
    message: answer.body.message as string,
    data: answer.body.data as WireAction,
  };
}

async function book(orderId: number) {
  return shop.database.db
    .select()
    .from(orderSchedule)
    .where(and(eq(orderSchedule.orderId, orderId), gte(orderSchedule.number, 1)))
    .orderBy(asc(orderSchedule.number));
}

const owed = (rows: Awaited<ReturnType<typeof book>>) =>
  rows.filter((row) => row.status !== 'paid').reduce((sum, row) => sum + row.amountKobo, 0);

const today = () => lagosCalendarDate(shop.now());
const agreement = () => ({ channel: 'phone', agreedAt: new Date(shop.now() - 3_600_000).toISOString() });

describe('an outside payment', () => {
  it('pays the oldest instalment at once under ₦100,000, once per reference, audited', async () => {
    const { order } = await shop.instalmentOrder('monthly', null);
    await signInTeam();
    const [first] = await book(order.id);
    if (!first) throw new Error('no instalments');
    const payment = {
      kind: 'outside-payment',
      method: 'bank-transfer',
      amountKobo: first.amountKobo,
      paidOn: today(),
      reference: 'gtb-2030-0001',
      note: 'Transfer seen on the GTBank statement',
    };
    const paid = await act(order.orderNumber, operations, payment);
    expect(paid.status, paid.message).toBe(201);
    expect(paid.message).toBe('Outside payment recorded: Instalment 1 paid');
    expect(paid.data).toMatchObject({
      kind: 'outside-payment',
      status: 'approved',
      amountKobo: first.amountKobo,
    });
    const after = await book(order.id);
    expect(after.map((row) => row.status)).toEqual([
      'paid',
      'unpaid',
      'unpaid',
      'unpaid',
      'unpaid',
      'unpaid',
    ]);
    expect(after[0]?.paidReference).toBe('OP-GTB-2030-0001');

    // The same reference again, in any case: the money is in the book once.
    const again = await act(order.orderNumber, operations, { ...payment, reference: 'GTB-2030-0001' });
    expect(again.status).toBe(409);
    expect(again.message).toBe('A payment with this reference is already recorded: each is recorded once.');
    // An amount that stops part-way through an instalment is refused with the amounts that would do.
    const part = await act(order.orderNumber, operations, {
      ...payment,
      reference: 'GTB-2',
      amountKobo: 1_000,
    });
    expect(part.status).toBe(409);
    expect(part.message).toMatch(/^Payments go to whole instalments, oldest first: record ₦[\d,.]+\.$/);
    // Bad fields are named; support moves no money.
    const bad = await act(order.orderNumber, operations, { kind: 'outside-payment', method: 'cheque' });
    expect(bad.status).toBe(422);
    expect(bad.message).toBe('Choose how the money arrived: bank transfer or cash at a partner');
    expect((await act(order.orderNumber, support, { ...payment, reference: 'GTB-3' })).status).toBe(403);
    expect((await book(order.id)).filter((row) => row.status === 'paid')).toHaveLength(1);

    const audit = await admin.auditOf(operationsEmail);
    expect(audit.filter((row) => row.action === 'collection.outside-payment')).toHaveLength(1);
  });

  it('of ₦100,000 or more waits for a second member, never its maker, then pays oldest first', async () => {
    const { order } = await shop.instalmentOrder('monthly', null);
    await signInTeam();
    const rows = await book(order.id);
    const amount = owed(rows);
    expect(amount).toBeGreaterThanOrEqual(10_000_000);
    const asked = await act(order.orderNumber, finance, {
      kind: 'outside-payment',
      method: 'cash-at-partner',
      amountKobo: amount,
      paidOn: today(),
      reference: 'PARTNER-77',
    });
    expect(asked.status, asked.message).toBe(201);
    expect(asked.data.status).toBe('awaiting-approval');
    expect(asked.message).toMatch(/waits for a second staff member's approval$/);
    expect(owed(await book(order.id))).toBe(amount);
    // The console offers Approve to a second member only: never to its maker, nor to a role without it.
    expect(asked.data.canDecide).toBe(false);
    expect((await listedFor(order.orderNumber, secondFinance))[0]?.canDecide).toBe(true);
    expect((await listedFor(order.orderNumber, operations))[0]?.canDecide).toBe(false);

    const own = await decide(asked.data.actionId, finance, 'approve');
    expect(own.status).toBe(409);
    expect(own.message).toBe('You asked for this: another staff member must decide it.');
    expect((await decide(asked.data.actionId, operations, 'approve')).status).toBe(403);
    const approved = await decide(asked.data.actionId, secondFinance, 'approve');
    expect(approved.status, approved.message).toBe(200);
    expect(approved.message).toBe('Outside payment recorded: Instalments 1, 2, 3, 4, 5, 6 paid');
    expect(approved.data.canDecide).toBe(false);
    expect(owed(await book(order.id))).toBe(0);
    expect((await decide(asked.data.actionId, secondFinance, 'approve')).status).toBe(409);
  });
});

describe('a restructure', () => {
  it('spreads what is owed from 6 to 10 monthly instalments with a second approval; the shopper sees it', async () => {
    const { buyer, order } = await shop.instalmentOrder('monthly', null);
    await signInTeam();
    const before = await book(order.id);
    const firstDate = addDays(today(), 14);
    const body = {
      kind: 'restructure',
      count: 10,
      firstDate,
      reason: 'Lost his job in December',
      agreement: agreement(),
    };
    const asked = await act(order.orderNumber, finance, body);
    expect(asked.status, asked.message).toBe(201);
    expect(asked.data.status).toBe('awaiting-approval');
    expect((await book(order.id)).length).toBe(6);
    const approved = await decide(asked.data.actionId, secondFinance, 'approve');
    expect(approved.status, approved.message).toBe(200);
    expect(approved.message).toBe('Plan restructured: Restructured into 10 instalments');

    const after = await book(order.id);
    expect(after).toHaveLength(10);
    expect(owed(after)).toBe(owed(before));
    expect(after[0]?.dueDate).toBe(firstDate);
    // No instalment differs from another by more than a kobo: no new charge hides in one.
    const amounts = after.map((row) => row.amountKobo);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);

    const page = await shop.call('GET', `/orders/get-single-order/${order.publicId}`, { token: buyer.token });
    expect(page.status).toBe(200);
    const schedule = page.body.data.installmentCount as number;
    expect(schedule).toBe(10);
    const labels = (page.body.data.payments as Array<{ label: string; date: string }>).map(
      (row) => row.label,
    );
    expect(labels.at(-1)).toBe('Instalment 10 of 10');

    const audit = await shop.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'collection.restructure'));
    expect(audit.at(-1)?.after).toMatchObject({ agreement: { channel: 'phone' }, count: 10 });
  });

  it('refuses fewer instalments, a first date in the past and a missing agreement', async () => {
    const { order } = await shop.instalmentOrder('monthly', null);
    await signInTeam();
    const base = { kind: 'restructure', reason: 'Hardship after flooding', agreement: agreement() };
    const fewer = await act(order.orderNumber, finance, { ...base, count: 5, firstDate: today() });
    expect(fewer.status).toBe(409);
    expect(fewer.message).toBe('Choose more instalments than now, at most 24 in all');
    const past = await act(order.orderNumber, finance, {
      ...base,
      count: 8,
      firstDate: addDays(today(), -1),
    });
    expect(past.status).toBe(409);
    const unagreed = await act(order.orderNumber, finance, {
      ...base,
      agreement: undefined,
      count: 8,
      firstDate: today(),
    });
    expect(unagreed.status).toBe(422);
    expect(unagreed.message).toBe('Choose how the shopper agreed: phone, in person, email or WhatsApp');
  });
});

describe('a reschedule', () => {
  it('moves every owed date by the days chosen, amounts untouched', async () => {
    const { order } = await shop.instalmentOrder('monthly', null);
    await signInTeam();
    const before = await book(order.id);
    const asked = await act(order.orderNumber, finance, {
      kind: 'reschedule',
      days: 30,
      reason: 'Salary delayed by the employer',
      agreement: { channel: 'whatsapp', agreedAt: new Date(shop.now()).toISOString() },
    });
    expect(asked.status, asked.message).toBe(201);
    expect((await decide(asked.data.actionId, secondFinance, 'approve')).status).toBe(200);
    const after = await book(order.id);
    expect(after.map((row) => row.dueDate)).toEqual(before.map((row) => addDays(row.dueDate, 30)));
    expect(after.map((row) => row.amountKobo)).toEqual(before.map((row) => row.amountKobo));
  });
});

describe('a waiver and a write-off', () => {
  it("waives a late instalment's charge only; a write-off waits for approval, then freezes credit", async () => {
    const { buyer, order } = await shop.instalmentOrder('monthly', null);
    await signInTeam();
    const early = await act(order.orderNumber, finance, {
      kind: 'waiver',
      instalment: 1,
      reason: 'Goodwill after a bank outage',
    });
    expect(early.status).toBe(409);
    expect(early.message).toBe('That instalment carries no late payment charge to waive.');

    // Ten days past the first due date, unpaid (no mandate): 2% of the instalment, under the threshold.
    const [first] = await book(order.id);
    if (!first) throw new Error('no instalments');
    const days = Math.round((Date.parse(addDays(first.dueDate, 10)) - Date.parse(today())) / 86_400_000);
    shop.advance(days * 86_400_000);
    await signInTeam();
    const waived = await act(order.orderNumber, finance, {
      kind: 'waiver',
      instalment: 1,
      reason: 'Goodwill after a bank outage',
    });
    expect(waived.status, waived.message).toBe(201);
    expect(waived.data).toMatchObject({
      status: 'approved',
      amountKobo: Math.floor((first.amountKobo * 2 + 50) / 100),
    });

    const writeOff = await act(order.orderNumber, finance, {
      kind: 'write-off',
      reason: 'Shopper has passed away; estate has no assets',
    });
    expect(writeOff.status, writeOff.message).toBe(201);
    expect(writeOff.data.status).toBe('awaiting-approval');
    const rejected = await decide(writeOff.data.actionId, secondFinance, 'reject');
    expect(rejected.message).toBe('Collections action rejected');
    const frozenBefore = await shop.database.db
      .select()
      .from(creditControls)
      .where(eq(creditControls.userId, buyer.userId));
    expect(frozenBefore[0]?.frozenAt ?? null).toBeNull();

    const again = await act(order.orderNumber, finance, {
      kind: 'write-off',
      reason: 'Shopper has passed away; estate has no assets',
    });
    const approved = await decide(again.data.actionId, secondFinance, 'approve');
    expect(approved.status, approved.message).toBe(200);
    expect(approved.message).toBe('Debt written off: Written off: collection stopped and credit frozen');
    const [controls] = await shop.database.db
      .select()
      .from(creditControls)
      .where(eq(creditControls.userId, buyer.userId));
    expect(controls?.frozenReason).toBe('Shopper has passed away; estate has no assets');
    // Written off once: a second write-off of the same debt is refused, and nothing is recorded.
    const twice = await act(order.orderNumber, finance, {
      kind: 'write-off',
      reason: 'Entered again by mistake',
    });
    expect(twice.status).toBe(409);
    expect(twice.message).toBe('This order is already written off.');

    const list = await admin.call('GET', `/admin/orders/${order.orderNumber}/collection-actions`, {
      cookie: support.cookie,
    });
    expect((list.body.data as WireAction[]).map((row) => `${row.kind} ${row.status}`)).toEqual([
      'write-off approved',
      'write-off rejected',
      'waiver approved',
    ]);
  });
});

describe('the credit-bureau file', () => {
  it('lists each instalment account at the end of a month that has ended, with no personal data', async () => {
    const { buyer, order } = await shop.instalmentOrder('monthly', null);
    const { order: writtenOff } = await shop.instalmentOrder('monthly', null);
    await signInTeam();
    const asked = await act(writtenOff.orderNumber, finance, {
      kind: 'write-off',
      reason: 'Fraud: the shopper was impersonated',
    });
    expect((await decide(asked.data.actionId, secondFinance, 'approve')).status).toBe(200);
    const month = today().slice(0, 7);
    const early = await admin.call('GET', `/admin/credit-bureau-file?month=${month}`, {
      cookie: finance.cookie,
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Choose a month that has ended (YYYY-MM)');

    // Into the next month but one: the first instalment (unpaid, no mandate) is past due at the month's end.
    const [first] = await book(order.id);
    if (!first) throw new Error('no instalments');
    const nextMonthEnd = addDays(`${first.dueDate.slice(0, 7)}-01`, 40).slice(0, 7);
    const days = Math.round((Date.parse(`${nextMonthEnd}-01`) - Date.parse(today())) / 86_400_000);
    shop.advance(days * 86_400_000);
    await signInTeam();
    const reported = first.dueDate.slice(0, 7);
    const file = await shop.app.request(`/api/v1/admin/credit-bureau-file?month=${reported}`, {
      headers: { cookie: finance.cookie, 'x-forwarded-for': '192.0.2.250' },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="oja-credit-bureau-${reported}.csv"`,
    );
    const lines = (await file.text()).split('\r\n');
    expect(lines[0]).toBe(
      'ReportingMonth,AccountNumber,DateOpened,FacilityAmountNGN,CurrentBalanceNGN,DaysPastDue,AccountStatus',
    );
    const line = lines.find((each) => each.includes(order.orderNumber))?.split(',');
    const monthEndDay = addDays(`${addDays(`${reported}-01`, 32).slice(0, 7)}-01`, -1);
    const late = Math.round((Date.parse(monthEndDay) - Date.parse(first.dueDate)) / 86_400_000);
    expect(line?.slice(5)).toEqual([String(late), late > 0 ? 'PastDue' : 'Performing']);
    expect(lines.find((each) => each.includes(writtenOff.orderNumber))?.endsWith(',WrittenOff')).toBe(true);
    expect(lines.join('\n')).not.toContain(buyer.email);
    const denied = await admin.call('GET', `/admin/credit-bureau-file?month=${reported}`, {
      cookie: support.cookie,
    });
    expect(denied.status).toBe(403);
  });
});

describe('a written-off order', () => {
  it('is debited no more, while an order beside it is', async () => {
    const { order: kept } = await shop.instalmentOrder('weekly', '0000000001');
    const { order: written } = await shop.instalmentOrder('weekly', '0000000001');
    await signInTeam();
    const asked = await act(written.orderNumber, finance, {
      kind: 'write-off',
      reason: 'Shopper emigrated, unreachable',
    });
    expect((await decide(asked.data.actionId, secondFinance, 'approve')).status).toBe(200);
    // Past the first weekly due date (and its collection date): then the collector's ticks.
    shop.advance(9 * 86_400_000);
    for (let tick = 0; tick < 3; tick++) {
      await collectInstalments({
        db: shop.database.db,
        directDebit: shop.directDebit,
        email: shop.email,
        now: shop.now,
        log: () => {},
      });
      await shop.directDebit.idle();
    }
    expect((await book(kept.id))[0]?.status).toBe('paid');
    expect((await book(written.id)).map((row) => row.status).every((status) => status !== 'paid')).toBe(true);
  }, 120_000);
});
