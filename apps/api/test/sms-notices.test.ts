import { formatKobo, kobo } from '@oja/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, orderSchedule, outbox, smsOutbox, users } from '../src/db/schema.ts';
import { deliverMessages } from '../src/messages/deliver.ts';
import { SandboxEmailTransport } from '../src/messages/transport.ts';
import { SandboxSmsTransport } from '../src/sms/transport.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';

/**
 * The SMS notices through the app: real instalment orders on the sandboxes, the sandbox clock moved with
 * POST /dev/clock (which runs the collector), texts read at GET /dev/sms-outbox and in the messages table.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const INBOUND_SECRET = 'inbound-secret-0123456789abcdef';

let shop: CheckoutApp;
afterEach(async () => shop?.dispose());

async function moveClock(days: number) {
  expect((await shop.call('POST', '/dev/clock', { body: { days } })).status).toBe(200);
}

async function phoneOf(userId: number) {
  const [row] = await shop.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no user');
  return row;
}

/** The texts queued for a number, oldest first (the worker does not run in these tests). */
async function textsTo(phone: string) {
  const rows = await shop.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.channel, 'sms'), eq(messages.recipient, phone)))
    .orderBy(asc(messages.id));
  return rows.map((row) => row.body);
}

async function emailsTo(email: string) {
  const rows = await shop.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.subject);
}

/** A weekly order (due Saturday 12 January 2030, collected Monday 14th) with its mandate on `account`. */
async function weeklyOrder(account: string) {
  // Saturday 5 January 2030: the weekly instalments fall due on Saturdays.
  shop.advance(4 * DAY_MS);
  const { buyer, order } = await shop.instalmentOrder('weekly', account);
  const [first] = await shop.database.db
    .select()
    .from(orderSchedule)
    .where(and(eq(orderSchedule.orderId, order.id), eq(orderSchedule.number, 1)));
  expect(first?.dueDate).toBe('2030-01-12');
  const user = await phoneOf(buyer.userId);
  return { buyer, order, phone: user.phoneNumber, amount: formatKobo(kobo(first?.amountKobo ?? 0)) };
}

describe('instalment notices by SMS as well as email', () => {
  it('a reminder 3 days and 1 day before, and a failed debit: exactly one text and one email each', async () => {
    shop = await createCheckoutApp();
    // Account 0000000004: the first debit of each instalment fails ('Insufficient Funds').
    const { buyer, order, phone, amount } = await weeklyOrder('0000000004');

    await moveClock(4); // Wed 9th: 3 days before
    await moveClock(2); // Fri 11th: 1 day before
    await moveClock(3); // Mon 14th: debited, refused

    const texts = await textsTo(phone);
    expect(texts).toEqual([
      `Oja: your instalment of ${amount} for order ${order.orderNumber} will be debited on Sat 12 Jan. Please fund your account or pay in the app. Reply STOP to stop texts.`,
      `Oja: your instalment of ${amount} for order ${order.orderNumber} will be debited tomorrow (Sat 12 Jan). Please fund your account or pay in the app. Reply STOP to stop texts.`,
      `Oja: we could not debit your instalment of ${amount} (due Sat 12 Jan) for order ${order.orderNumber}. We will try again on Tue 15 Jan: please fund your account or pay in the app. Reply STOP to stop texts.`,
    ]);
    const subjects = await emailsTo(buyer.email);
    expect(subjects.filter((s) => s.startsWith('Reminder:'))).toHaveLength(2);
    expect(subjects.filter((s) => s.startsWith('We could not collect'))).toHaveLength(1);

    // The sandbox outbox shows them at once, newest first; the worker delivers each once.
    const shown = await shop.call('GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    expect(shown.body.data.messages.map((m: { text: string }) => m.text)).toEqual([...texts].reverse());
    // The worker's clock is past the sandbox clock's moves (the app's own is not reachable from here): Wednesday
    // 6 February 2030, 10:00, a working day, since the worker delivers reminders only in the contact policy's
    // hours (issue 42) and 30 days on was Eid el-Fitr (4 and 5 February).
    const later = () => shop.now() + 32 * DAY_MS;
    const worker = {
      db: shop.database.db,
      email: new SandboxEmailTransport(shop.database.db, later, () => undefined),
      sms: new SandboxSmsTransport(shop.database.db, later, () => undefined),
      now: later,
    };
    expect((await deliverMessages(worker)).sent).toBeGreaterThanOrEqual(3); // the emails too
    expect(await deliverMessages(worker)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await shop.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone))).toHaveLength(3);
  }, 60_000);

  it('none while the shopper has SMS off in the account area; the emails still go', async () => {
    shop = await createCheckoutApp();
    const { buyer, phone } = await weeklyOrder('0000000001');
    const user = await shop.call('GET', '/users/get-user', { token: buyer.token });
    expect(user.body.data.user.smsNotifications).toBe(true);

    const off = await shop.call('PATCH', '/users/sms-notifications', {
      token: buyer.token,
      body: { smsNotifications: false },
    });
    expect(off).toMatchObject({
      status: 200,
      body: { message: 'SMS notifications turned off', data: { smsNotifications: false } },
    });
    expect((await shop.call('GET', '/users/get-user', { token: buyer.token })).body.data.user).toMatchObject({
      smsNotifications: false,
    });
    await moveClock(4); // 3 days before
    expect(await textsTo(phone)).toEqual([]);
    expect((await emailsTo(buyer.email)).filter((s) => s.startsWith('Reminder:'))).toHaveLength(1);

    // On again: the next reminder is texted.
    await shop.call('PATCH', '/users/sms-notifications', {
      token: buyer.token,
      body: { smsNotifications: true },
    });
    await moveClock(2); // 1 day before
    expect(await textsTo(phone)).toHaveLength(1);
    // Signed out, the choice cannot be changed; a body that is not a boolean is refused.
    expect(
      (await shop.call('PATCH', '/users/sms-notifications', { body: { smsNotifications: false } })).status,
    ).toBe(401);
    expect(
      (
        await shop.call('PATCH', '/users/sms-notifications', {
          token: buyer.token,
          body: { smsNotifications: 'no' },
        })
      ).status,
    ).toBe(400);
  }, 60_000);

  it("STOP through Termii's inbound webhook (its secret token) turns SMS off; no text after it", async () => {
    shop = await createCheckoutApp({ sms: { kind: 'sandbox', inboundSecret: INBOUND_SECRET } });
    const { buyer, phone } = await weeklyOrder('0000000001');
    const inbound = (token: string, message: string) =>
      shop.call('POST', `/sms/termii-inbound/${token}`, {
        body: {
          type: 'inbound',
          id: '8248611476370959318',
          message_id: '3905204342778053556',
          receiver: 'Oja',
          sender: phone.replace('+', ''),
          message,
          received_at: '2030-01-05T10:51:03.000000Z',
          cost: null,
          command: 'Received',
          status: 'Received',
          channel: null,
        },
      });
    expect((await inbound('wrong-token-0123456789abcdef', 'STOP')).status).toBe(401);
    expect((await inbound(INBOUND_SECRET, 'Thanks!')).body.message).toBe('Message ignored');
    expect((await phoneOf(buyer.userId)).smsNotifications).toBe(true);
    await moveClock(4); // 3 days before: a reminder queued, not delivered yet (no worker here)
    expect(await textsTo(phone)).toHaveLength(1);
    expect((await inbound(INBOUND_SECRET, '  stop \n')).body).toMatchObject({ message: 'Opt-out recorded' });
    expect((await phoneOf(buyer.userId)).smsNotifications).toBe(false);
    // The queued one is withdrawn, and nothing more is queued.
    const [withdrawn] = await shop.database.db.select().from(messages).where(eq(messages.recipient, phone));
    expect(withdrawn).toMatchObject({
      status: 'failed',
      lastError: 'The shopper turned SMS off before it was sent',
    });
    await moveClock(2);
    expect(await textsTo(phone)).toHaveLength(1);
    expect((await emailsTo(buyer.email)).filter((s) => s.startsWith('Reminder:'))).toHaveLength(2);
  }, 60_000);

  it("STOP from the sandbox's phone (POST /dev/sms-inbound); the webhook is not served without its secret", async () => {
    shop = await createCheckoutApp();
    const { buyer, phone } = await weeklyOrder('0000000001');
    expect(
      (
        await shop.call('POST', `/sms/termii-inbound/${INBOUND_SECRET}`, {
          body: { sender: phone, message: 'STOP' },
        })
      ).status,
    ).toBe(404);
    const local = `0${phone.slice(4)}`; // 080…, as a shopper writes it
    const stopped = await shop.call('POST', '/dev/sms-inbound', { body: { sender: local, message: 'Stop' } });
    expect(stopped.body.message).toBe('Opt-out recorded');
    expect((await phoneOf(buyer.userId)).smsNotifications).toBe(false);
    await moveClock(4);
    expect(await textsTo(phone)).toEqual([]);
  }, 60_000);
});
