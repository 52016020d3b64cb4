import { collectionDate, lagosCalendarDate, retryDates } from '@oja/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type CollectorDeps, collectInstalments } from '../src/collector/collector.ts';
import { recordNotice, sendPendingNotices } from '../src/collector/notices.ts';
import {
  instalmentCharges,
  instalmentNotices,
  mandates,
  orderSchedule,
  outbox,
  sandboxDirectDebitCharges,
} from '../src/db/schema.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';

/**
 * The instalment collector through the app: real checkouts and mandates on the sandboxes, the sandbox clock
 * moved with POST /dev/clock (which runs a collector tick at once), and the books read in the database.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

let shop: CheckoutApp;
afterEach(async () => shop?.dispose());

/** A weekly order of the phone, its down payment paid on the card page, and its mandate on `account`. */
function weeklyOrderWithMandate(account: string | null) {
  return shop.instalmentOrder('weekly', account);
}

async function moveClock(days: number) {
  const moved = await shop.call('POST', '/dev/clock', { body: { days } });
  expect(moved.status).toBe(200);
  return moved.body.data as { today: string; offsetDays: number; collected: { charged: number } | null };
}

async function scheduleOf(orderId: number) {
  return shop.database.db
    .select()
    .from(orderSchedule)
    .where(eq(orderSchedule.orderId, orderId))
    .orderBy(asc(orderSchedule.number));
}

async function sandboxDebits(orderNumber: string) {
  const rows = await shop.database.db.select().from(sandboxDirectDebitCharges);
  return rows
    .filter((row) => row.debitKey?.startsWith(`${orderNumber}-I`))
    .map((row) => ({ reference: row.reference, status: row.status, gatewayResponse: row.gatewayResponse }))
    .sort((a, b) => a.reference.localeCompare(b.reference));
}

async function emailsTo(email: string) {
  const rows = await shop.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.subject);
}

describe('the sandbox clock', () => {
  it('GET /dev/clock tells the shop’s time; POST moves it forward by whole days for the whole app', async () => {
    shop = await createCheckoutApp();
    const before = await shop.call('GET', '/dev/clock');
    expect(before.body.data).toMatchObject({ today: '2030-01-01', offsetDays: 0 });
    const moved = await moveClock(3);
    expect(moved).toMatchObject({ today: '2030-01-04', offsetDays: 3 });
    expect(moved.collected).toMatchObject({ charged: 0 });
    expect((await shop.call('GET', '/dev/clock')).body.data).toMatchObject({ today: '2030-01-04' });
    // A negative or zero move, or one past a year, is refused by the contract.
    for (const days of [0, -1, 367, 1.5]) {
      expect((await shop.call('POST', '/dev/clock', { body: { days } })).status).toBe(400);
    }
  });

  it('with toContactHours goes on to the next time collection messages may be sent (Sunday 10:00 → Monday 08:00 Lagos)', async () => {
    shop = await createCheckoutApp();
    // Tuesday 1 January 2030, 10:00 in Lagos; five days on is Sunday, when no collection message goes.
    const moved = await shop.call('POST', '/dev/clock', { body: { days: 5, toContactHours: true } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ today: '2030-01-07', now: '2030-01-07T07:00:00.000Z' });
    // Already at a permitted time, it moves by the days alone.
    const again = await shop.call('POST', '/dev/clock', { body: { days: 1, toContactHours: true } });
    expect(again.body.data).toMatchObject({ now: '2030-01-08T07:00:00.000Z' });
  });
});

describe('a weekly order collected as the clock moves', () => {
  it('debits each instalment on its collection date, never before (a Saturday due date on Monday), with reminders and a receipt once each', async () => {
    shop = await createCheckoutApp();
    // Saturday 5 January 2030: the weekly instalments fall due on Saturdays.
    shop.advance(4 * DAY_MS);
    const { buyer, order } = await weeklyOrderWithMandate('0000000001');
    const schedule = await scheduleOf(order.id);
    const first = schedule[1];
    const second = schedule[2];
    if (!first || !second) throw new Error('no instalments');
    expect(first.dueDate).toBe('2030-01-12');
    expect(collectionDate(first.dueDate)).toBe('2030-01-14');

    const steps: Array<[number, string]> = [
      [4, '2030-01-09'], // 3 days before: the first reminder
      [2, '2030-01-11'], // 1 day before: the second reminder
      [1, '2030-01-12'], // due, but a Saturday: not debited
      [1, '2030-01-13'], // Sunday: not debited
    ];
    for (const [days, today] of steps) {
      expect((await moveClock(days)).today).toBe(today);
      expect(await sandboxDebits(order.orderNumber)).toEqual([]);
      expect((await scheduleOf(order.id))[1]?.status).toBe('unpaid');
    }
    const monday = await moveClock(1);
    expect(monday.today).toBe('2030-01-14');
    expect(monday.collected).toMatchObject({ charged: 1, succeeded: 1 });
    expect(await sandboxDebits(order.orderNumber)).toEqual([
      { reference: `${order.orderNumber}-I1-A1`, status: 'success', gatewayResponse: 'Approved' },
    ]);
    const paid = (await scheduleOf(order.id))[1];
    expect(paid).toMatchObject({ status: 'paid', paidReference: `${order.orderNumber}-I1-A1` });
    expect(lagosCalendarDate(paid?.paidAt?.getTime() ?? 0)).toBe('2030-01-14');
    // Only the instalment due: the next ones wait for their dates.
    expect((await scheduleOf(order.id)).filter((row) => row.status === 'paid')).toHaveLength(1);

    // Ticks again on the same day (another process, the interval) change nothing and send nothing.
    const now = () => Date.parse('2030-01-14T12:00:00Z');
    for (let i = 0; i < 3; i++) {
      const again = await collectInstalments({
        db: shop.database.db,
        directDebit: shop.directDebit,
        email: { kind: 'sandbox', send: async () => expect.fail('nothing more to send') },
        now,
      });
      expect(again).toMatchObject({ charged: 0, queued: 0, reminders: 0, emails: 0 });
    }

    // The second week, two days at a time: reminders on Wednesday and Friday, debited on Monday 21st.
    expect(second.dueDate).toBe('2030-01-19');
    await moveClock(2); // Wed 16th
    await moveClock(2); // Fri 18th
    await moveClock(1); // Sat 19th: due, not debited
    expect((await scheduleOf(order.id))[2]?.status).toBe('unpaid');
    await moveClock(2); // Mon 21st
    expect((await scheduleOf(order.id))[2]).toMatchObject({
      status: 'paid',
      paidReference: `${order.orderNumber}-I2-A1`,
    });

    const subjects = await emailsTo(buyer.email);
    const count = (pattern: RegExp) => subjects.filter((s) => pattern.test(s)).length;
    expect(count(/^Reminder: your Oja instalment of .* is due on /)).toBe(2); // 3 days before, twice
    expect(count(/^Reminder: your Oja instalment of .* is due tomorrow$/)).toBe(2);
    expect(count(/^Payment received: ₦[\d,.]+ for your Oja order /)).toBe(2);
    expect(count(/^We could not collect/)).toBe(0);
    const receiptText = (await shop.database.db.select().from(outbox).where(eq(outbox.to, buyer.email)))
      .map((row) => row.text)
      .find((text) => text.includes('We have received'));
    expect(receiptText).toContain(`instalment 1 of 24 for order ${order.orderNumber}`);
    expect(receiptText).toContain('You have 23 instalments left');
    expect(receiptText).toContain('the next one is due on Saturday, 19 January 2030');
  }, 60_000);
});

describe('the 0000000004 account: the first debit of each instalment fails', () => {
  it('marks the instalment failed, tells the shopper when it is retried, retries on that day and then it is paid', async () => {
    shop = await createCheckoutApp();
    // Tuesday 1 January 2030 (a holiday, but only the due dates matter): instalments on Tuesdays.
    const { buyer, order } = await weeklyOrderWithMandate('0000000004');
    const due = (await scheduleOf(order.id))[1]?.dueDate as string;
    expect(due).toBe('2030-01-08');
    const retryOn = retryDates(due)[0];
    expect(retryOn).toBe('2030-01-09');

    await moveClock(7);
    expect((await scheduleOf(order.id))[1]?.status).toBe('failed');
    expect(await sandboxDebits(order.orderNumber)).toEqual([
      { reference: `${order.orderNumber}-I1-A1`, status: 'failed', gatewayResponse: 'Insufficient Funds' },
    ]);
    const retry = await shop.database.db
      .select()
      .from(instalmentCharges)
      .where(and(eq(instalmentCharges.orderId, order.id), eq(instalmentCharges.attempt, 2)));
    expect(retry).toMatchObject([
      { status: 'queued', dueOn: retryOn, reference: `${order.orderNumber}-I1-A2` },
    ]);
    const failed = (await shop.database.db.select().from(outbox).where(eq(outbox.to, buyer.email))).find(
      (row) => row.subject.startsWith('We could not collect'),
    );
    expect(failed?.text).toContain('(the bank said: Insufficient Funds)');
    expect(failed?.text).toContain('we will try again on Wednesday, 9 January 2030');

    await moveClock(1);
    expect((await scheduleOf(order.id))[1]).toMatchObject({
      status: 'paid',
      paidReference: `${order.orderNumber}-I1-A2`,
    });
    expect(await sandboxDebits(order.orderNumber)).toEqual([
      { reference: `${order.orderNumber}-I1-A1`, status: 'failed', gatewayResponse: 'Insufficient Funds' },
      { reference: `${order.orderNumber}-I1-A2`, status: 'success', gatewayResponse: 'Approved' },
    ]);
    const subjects = await emailsTo(buyer.email);
    expect(subjects.filter((s) => s.startsWith('We could not collect'))).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('Payment received'))).toHaveLength(1);
  }, 60_000);

  it('after the last retry the instalment stays failed and nothing more is queued', async () => {
    shop = await createCheckoutApp();
    const { order } = await weeklyOrderWithMandate('0000000001');
    // A provider that refuses every debit (the sandbox's books are not used).
    const refusing = {
      ...shop.directDebit,
      kind: 'sandbox' as const,
      charge: async ({ reference, amountKobo }: { reference: string; amountKobo: number }) => ({
        reference,
        status: 'failed' as const,
        amount: amountKobo,
        currency: 'NGN',
        gatewayResponse: 'Insufficient Funds',
      }),
      verifyCharge: async () => null,
    } as unknown as CheckoutApp['directDebit'];
    const days = ['2030-01-08', ...retryDates('2030-01-08'), '2030-01-31'];
    for (const day of days) {
      await collectInstalments({
        db: shop.database.db,
        directDebit: refusing,
        email: { kind: 'sandbox', send: async () => undefined },
        now: () => Date.parse(`${day}T09:00:00Z`),
      });
    }
    const attempts = await shop.database.db
      .select()
      .from(instalmentCharges)
      .where(and(eq(instalmentCharges.orderId, order.id), eq(instalmentCharges.number, 1)))
      .orderBy(asc(instalmentCharges.attempt));
    expect(attempts.map((a) => [a.attempt, a.dueOn, a.status])).toEqual([
      [1, '2030-01-08', 'failed'],
      [2, '2030-01-09', 'failed'],
      [3, '2030-01-11', 'failed'],
      [4, '2030-01-15', 'failed'],
    ]);
    expect((await scheduleOf(order.id))[1]?.status).toBe('failed');
    const notices = await shop.database.db
      .select({ kind: instalmentNotices.kind })
      .from(instalmentNotices)
      .where(and(eq(instalmentNotices.orderId, order.id), eq(instalmentNotices.number, 1)));
    expect(notices.map((n) => n.kind).sort()).toEqual(['failed-1', 'failed-2', 'failed-3', 'failed-4']);
  }, 60_000);
});

describe('no mandate, no debit', () => {
  it('never charges an order whose mandate is missing, pending or revoked', async () => {
    shop = await createCheckoutApp();
    const none = await weeklyOrderWithMandate(null);
    const revoked = await weeklyOrderWithMandate('0000000001');
    const cancelled = await shop.call('GET', `/orders/get-single-order/${revoked.order.publicId}`, {
      token: revoked.buyer.token,
    });
    expect(cancelled.body.data.mandateStatus).toBe('active');
    await shop.database.db
      .update(mandates)
      .set({ status: 'revoked', closedAt: new Date() })
      .where(eq(mandates.orderId, revoked.order.id));
    const active = await weeklyOrderWithMandate('0000000001');

    await moveClock(7);
    await moveClock(7);
    for (const { order } of [none, revoked]) {
      expect(await sandboxDebits(order.orderNumber)).toEqual([]);
      expect((await scheduleOf(order.id)).filter((row) => row.number > 0 && row.status !== 'unpaid')).toEqual(
        [],
      );
      expect(
        await shop.database.db
          .select()
          .from(instalmentCharges)
          .where(eq(instalmentCharges.orderId, order.id)),
      ).toEqual([]);
    }
    expect((await sandboxDebits(active.order.orderNumber)).map((d) => d.status)).toEqual([
      'success',
      'success',
    ]);
  }, 60_000);

  it('a mandate revoked after its debit was queued: the queued debit is never charged', async () => {
    shop = await createCheckoutApp();
    const { order } = await weeklyOrderWithMandate('0000000001');
    const deps = {
      db: shop.database.db,
      directDebit: shop.directDebit,
      email: { kind: 'sandbox' as const, send: async () => undefined },
      now: () => Date.parse('2030-01-08T09:00:00Z'),
    };
    // Queued on its day, but nothing claimed yet (no batch).
    expect(await collectInstalments(deps, { maxBatches: 0 })).toMatchObject({ queued: 1, charged: 0 });
    await shop.database.db.update(mandates).set({ status: 'revoked' }).where(eq(mandates.orderId, order.id));
    expect(await collectInstalments(deps)).toMatchObject({ charged: 0 });
    expect(await sandboxDebits(order.orderNumber)).toEqual([]);
  });
});

describe('a cancelled mandate ending on its notice date', () => {
  it('still debits what falls due before its end date, and nothing from then on', async () => {
    shop = await createCheckoutApp();
    const { order } = await weeklyOrderWithMandate('0000000001');
    // Cancelled: active until Thursday 10 January (as the mandates route sets it).
    await shop.database.db
      .update(mandates)
      .set({ endsOn: '2030-01-10' })
      .where(eq(mandates.orderId, order.id));
    const tick = (day: string) =>
      collectInstalments({
        db: shop.database.db,
        directDebit: shop.directDebit,
        email: { kind: 'sandbox', send: async () => undefined },
        now: () => Date.parse(`${day}T09:00:00Z`),
      });
    expect(await tick('2030-01-08')).toMatchObject({ charged: 1, succeeded: 1 });
    expect(await tick('2030-01-15')).toMatchObject({ charged: 0 });
    expect(await tick('2030-01-22')).toMatchObject({ charged: 0 });
    expect((await sandboxDebits(order.orderNumber)).map((d) => d.reference)).toEqual([
      `${order.orderNumber}-I1-A1`,
    ]);
  });
});

describe('the direct-debit sandbox’s books', () => {
  it('a second charge with a reference it has seen is refused and charges nothing', async () => {
    shop = await createCheckoutApp();
    const { order } = await weeklyOrderWithMandate('0000000001');
    const [mandate] = await shop.database.db.select().from(mandates).where(eq(mandates.orderId, order.id));
    const debit = {
      authorizationCode: mandate?.authorizationCode as string,
      email: 'ada@example.com',
      amountKobo: 500_000,
      reference: `${order.orderNumber}-I1-A1`,
    };
    expect(await shop.directDebit.charge(debit)).toEqual({
      reference: debit.reference,
      status: 'success',
      amount: 500_000,
      currency: 'NGN',
      gatewayResponse: 'Approved',
    });
    await expect(shop.directDebit.charge(debit)).rejects.toThrow(/Duplicate Transaction Reference/);
    await expect(shop.directDebit.charge({ ...debit, amountKobo: 1 })).rejects.toThrow(/Duplicate/);
    expect(await sandboxDebits(order.orderNumber)).toHaveLength(1);
    expect(await shop.directDebit.verifyCharge(debit.reference)).toMatchObject({ amount: 500_000 });
    expect(await shop.directDebit.verifyCharge('never-charged')).toBeNull();
    // An authorization the sandbox never gave is a failed debit.
    expect(
      await shop.directDebit.charge({ ...debit, authorizationCode: 'AUTH_nobody', reference: 'other' }),
    ).toMatchObject({ status: 'failed', gatewayResponse: 'Authorization is not active' });
  });
});

describe('recovery: a charge a killed process left charging is verified, never charged blind', () => {
  it('a charge the provider took is recorded paid without a second debit; one it never saw is charged once under the same reference', async () => {
    shop = await createCheckoutApp();
    const taken = await weeklyOrderWithMandate('0000000001');
    const lost = await weeklyOrderWithMandate('0000000001');
    let clock = Date.parse('2030-01-08T09:00:00Z');
    const deps = {
      db: shop.database.db,
      directDebit: shop.directDebit,
      email: { kind: 'sandbox' as const, send: async () => undefined },
      now: () => clock,
    };
    await collectInstalments(deps, { maxBatches: 0 });
    // A process claimed both and died: one after the provider took the debit, one before its request left.
    await shop.database.db.update(instalmentCharges).set({ status: 'charging', claimedAt: new Date(clock) });
    const [mandate] = await shop.database.db
      .select()
      .from(mandates)
      .where(eq(mandates.orderId, taken.order.id));
    await shop.directDebit.charge({
      authorizationCode: mandate?.authorizationCode as string,
      email: 'x@example.com',
      amountKobo: (await scheduleOf(taken.order.id))[1]?.amountKobo as number,
      reference: `${taken.order.orderNumber}-I1-A1`,
      debitKey: `${taken.order.orderNumber}-I1`,
    });
    // Within the lease nothing is touched.
    expect(await collectInstalments(deps)).toMatchObject({ recovered: 0, charged: 0 });
    clock += 2 * 60 * 1000 + 1;
    const after = await collectInstalments(deps);
    expect(after).toMatchObject({ recovered: 2, charged: 1, succeeded: 2 });
    expect(await sandboxDebits(taken.order.orderNumber)).toHaveLength(1);
    expect(await sandboxDebits(lost.order.orderNumber)).toEqual([
      { reference: `${lost.order.orderNumber}-I1-A1`, status: 'success', gatewayResponse: 'Approved' },
    ]);
    for (const { order } of [taken, lost]) {
      expect((await scheduleOf(order.id))[1]?.status).toBe('paid');
    }
  });
});

describe('instalment emails when a batch outlives its lease', () => {
  it('sends each notice once: a collector that took over the rest of a slow batch sends those, the first skips them', async () => {
    shop = await createCheckoutApp();
    // Wednesday 2 January 2030, 10:00 in Lagos: the shop's clock starts on New Year's Day, a public holiday on
    // which the contact policy holds every reminder (issue 42).
    shop.advance(DAY_MS);
    const { buyer, order } = await weeklyOrderWithMandate('0000000001');
    const db = shop.database.db;
    for (const number of [1, 2, 3]) {
      await recordNotice(db, order.id, number, 'reminder-3', new Date(shop.now()));
    }
    const leaseMs = 1_000;
    let firstSends = 0;
    const collector = (name: string): CollectorDeps => ({
      db,
      directDebit: shop.directDebit,
      now: shop.now,
      email: {
        kind: 'sandbox',
        async send(message) {
          await shop.email.send(message);
          if (name !== 'first') return;
          // Each email of the first collector's batch takes 0.6 of the lease: during its second email the third
          // notice's claim (as old as the batch) is past the lease, and a second collector claims and sends it.
          firstSends++;
          shop.advance(0.6 * leaseMs);
          if (firstSends === 2) expect(await sendPendingNotices(collector('second'), leaseMs)).toBe(1);
        },
      },
    });
    expect(await sendPendingNotices(collector('first'), leaseMs)).toBe(2);
    // Three reminders, one per instalment: none twice.
    const reminders = (await emailsTo(buyer.email)).filter((subject) => subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(3);
    const unsent = await db.select().from(instalmentNotices).where(isNull(instalmentNotices.sentAt));
    expect(unsent).toEqual([]);
  });
});
