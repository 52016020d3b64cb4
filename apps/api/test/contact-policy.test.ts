import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { collectInstalments } from '../src/collector/collector.ts';
import { instalmentNotices, messages } from '../src/db/schema.ts';
import { deliverMessages } from '../src/messages/deliver.ts';
import { OutboxEmailSender } from '../src/messages/outbox.ts';
import { SandboxEmailTransport } from '../src/messages/transport.ts';
import { SandboxSmsTransport } from '../src/sms/transport.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';

/**
 * Collections that never harass (issue 42), through the real collector and the real message worker on a clock
 * the test moves an hour at a time over three weeks around Easter 2030 (Good Friday 19 April, Easter Monday 22
 * April, Workers' Day 1 May). Each tick is what the server does: a collector tick (debits, notices) and a
 * message worker tick (deliveries), both with the test's `now`. The checks are the shopper's: when their phone
 * and inbox received something about money they owe.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** The instant of a Lagos wall-clock time (UTC+1 all year): '2030-04-23T08:00'. */
const lagos = (wallClock: string) => Date.parse(`${wallClock}:00+01:00`);

/** Lagos day, hour and weekday of an instant, counted by hand (not by the policy under test). */
function lagosParts(instant: number) {
  const shifted = new Date(instant + HOUR_MS);
  return {
    day: shifted.toISOString().slice(0, 10),
    hour: shifted.getUTCHours(),
    sunday: shifted.getUTCDay() === 0,
  };
}

/** The public holidays of the weeks the test runs through. */
const HOLIDAYS = ['2030-04-19', '2030-04-22', '2030-05-01'];

let shop: CheckoutApp;
afterEach(async () => shop?.dispose());

describe('the collector and the message worker over three weeks of hourly ticks', () => {
  it('send no collection message outside 08:00-20:00, on a Sunday or a holiday, or past 3 an order in 7 days; held ones go at the next permitted time; receipts go at once', async () => {
    shop = await createCheckoutApp();
    const db = shop.database.db;
    // Tuesday 16 April 2030: order A's weekly instalments fall due on Tuesdays (the first on the 23rd), and its
    // bank refuses every debit, so each instalment makes four failed-debit notices besides its two reminders.
    shop.advance(lagos('2030-04-16T10:00') - shop.now());
    const refused = await shop.instalmentOrder('weekly', '0000000001');
    // Wednesday 17 April: order B's fall due on Wednesdays (the 24th), its 3-day reminder on a Sunday; it pays.
    shop.advance(DAY_MS);
    const paying = await shop.instalmentOrder('weekly', '0000000001');
    const refusedPrefix = `${refused.order.orderNumber}-`;
    const directDebit = {
      ...shop.directDebit,
      charge: async (args: Parameters<CheckoutApp['directDebit']['charge']>[0]) =>
        args.reference.startsWith(refusedPrefix)
          ? {
              reference: args.reference,
              status: 'failed' as const,
              amount: args.amountKobo,
              currency: 'NGN',
              gatewayResponse: 'Insufficient Funds',
            }
          : shop.directDebit.charge(args),
    } as CheckoutApp['directDebit'];

    let clock = lagos('2030-04-17T11:00');
    const now = () => clock;
    const email = new OutboxEmailSender(db, 'sandbox', now);
    const worker = {
      db,
      email: new SandboxEmailTransport(db, now, () => undefined),
      sms: new SandboxSmsTransport(db, now, () => undefined),
      now,
    };
    const end = lagos('2030-05-08T00:00');
    for (; clock <= end; clock += HOUR_MS) {
      await collectInstalments({ db, directDebit, email, now, log: () => undefined });
      await deliverMessages(worker);
    }

    const sent = await db
      .select()
      .from(messages)
      .where(eq(messages.status, 'sent'))
      .orderBy(asc(messages.id));
    const collections = sent.filter((m) => m.category === 'collections');
    expect(collections.length).toBeGreaterThan(10);

    // 1. Only from 08:00 to 20:00 Lagos time, never on a Sunday or a public holiday (emails and texts).
    for (const message of collections) {
      const { day, hour, sunday } = lagosParts(message.sentAt?.getTime() ?? 0);
      expect({ id: message.id, hour, sunday, holiday: HOLIDAYS.includes(day) }).toEqual({
        id: message.id,
        hour: expect.toSatisfy((h: number) => h >= 8 && h < 20),
        sunday: false,
        holiday: false,
      });
    }

    // 2. At most 3 contacts (one email each, with its text) per order in any 7 days, though order A's notices
    // were recorded faster than that: the cap held some back.
    for (const { order } of [refused, paying]) {
      const times = collections
        .filter((m) => m.orderId === order.id && m.channel === 'email')
        .map((m) => m.sentAt?.getTime() ?? 0);
      for (const start of times) {
        expect(times.filter((t) => t >= start && t < start + WEEK_MS).length).toBeLessThanOrEqual(3);
      }
    }
    const notices = await db.select().from(instalmentNotices).orderBy(asc(instalmentNotices.createdAt));
    const collectionNotices = notices.filter((n) => !/^(receipt|card-|refund-)/.test(n.kind));
    const refusedRecorded = collectionNotices
      .filter((n) => n.orderId === refused.order.id)
      .map((n) => n.createdAt.getTime());
    expect(
      refusedRecorded.some((t) => refusedRecorded.filter((u) => u >= t && u < t + WEEK_MS).length > 3),
    ).toBe(true);

    // 3. Held, never dropped: each collection notice was emailed once, or waits for its time after the run.
    for (const notice of collectionNotices) {
      if (notice.sentAt) continue;
      expect(notice.contactAt?.getTime()).toBeGreaterThan(end);
    }
    for (const { order } of [refused, paying]) {
      const emailed = collections.filter((m) => m.orderId === order.id && m.channel === 'email');
      expect(emailed).toHaveLength(
        collectionNotices.filter((n) => n.orderId === order.id && n.sentAt).length,
      );
    }

    // 4. Held ones go at the next permitted time. B's 3-day reminder, recorded at midnight on Sunday 21 April,
    // waits past Easter Monday to Tuesday 08:00; so does A's 1-day reminder, recorded on Easter Monday.
    // An order's reminder emails in the order they went (B's first is its 3-day one; A's second its 1-day one).
    const remindersOf = (orderId: number) =>
      collections.filter(
        (m) => m.orderId === orderId && m.channel === 'email' && m.subject.startsWith('Reminder:'),
      );
    const createdOn = (orderId: number, kind: string) =>
      notices.find((n) => n.orderId === orderId && n.number === 1 && n.kind === kind)?.createdAt.getTime();
    expect(createdOn(paying.order.id, 'reminder-3')).toBe(lagos('2030-04-21T00:00'));
    expect(createdOn(refused.order.id, 'reminder-1')).toBe(lagos('2030-04-22T00:00'));
    const tuesdayMorning = lagos('2030-04-23T08:00');
    const firstReminders = [remindersOf(paying.order.id)[0], remindersOf(refused.order.id)[1]];
    expect(firstReminders.map((m) => m?.sentAt?.getTime())).toEqual([tuesdayMorning, tuesdayMorning]);
    expect(firstReminders.map((m) => m?.subject)).toEqual([
      expect.stringMatching(/ is due tomorrow$/), // B's, due Wednesday 24th
      expect.stringMatching(/ is due today$/), // A's, due Tuesday 23rd
    ]);
    // Their texts went with them, at the same hour: one text per email, for both orders.
    const at = (channel: 'email' | 'sms') =>
      collections
        .filter((m) => m.channel === channel && m.sentAt?.getTime() === tuesdayMorning)
        .map((m) => m.orderId)
        .sort();
    expect(at('sms')).toEqual(at('email'));
    expect(new Set(at('sms'))).toEqual(new Set([refused.order.id, paying.order.id]));

    // 5. A receipt is not collection: B's debit at midnight on Wednesday 24 April is receipted at once.
    const receipts = sent.filter(
      (m) =>
        m.channel === 'email' &&
        m.subject.startsWith('Payment received') &&
        m.recipient === paying.buyer.email,
    );
    expect(receipts[0]).toMatchObject({ category: 'transactional' });
    expect(receipts[0]?.sentAt?.getTime()).toBe(lagos('2030-04-24T00:00'));
    expect(
      await db
        .select()
        .from(messages)
        .where(and(eq(messages.category, 'collections'), eq(messages.status, 'failed'))),
    ).toEqual([]);
  }, 300_000);
});
