import { formatKobo, kobo } from '@oja/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orderSchedule, outbox, standingAccounts, users } from '../src/db/schema.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';

/**
 * The standing account in the notices (issue 44): a shopper who holds one is told, in the failed-debit notice
 * (email and SMS) and the reminders, the account to transfer to and the amount due. Real instalment order on the
 * sandboxes, the sandbox clock moved with POST /dev/clock (which runs the collector).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

async function moveClock(days: number) {
  expect((await shop.call('POST', '/dev/clock', { body: { days } })).status).toBe(200);
}

describe('notices of a shopper with a standing account', () => {
  it('the failed-debit email and text name the account and the amount due', async () => {
    // Saturday 5 January 2030: the weekly instalments fall due on Saturdays (the first on the 12th).
    shop.advance(4 * DAY_MS);
    // Account 0000000004: the first debit of each instalment fails ('Insufficient Funds').
    const { buyer, order } = await shop.instalmentOrder('weekly', '0000000004');
    await shop.database.db.insert(standingAccounts).values({
      userId: buyer.userId,
      bankName: 'Oja Sandbox Bank',
      accountNumber: '9900004444',
      accountName: 'OJA/ADAEZE OKAFOR',
      createdAt: new Date(shop.now()),
    });
    const [first] = await shop.database.db
      .select()
      .from(orderSchedule)
      .where(and(eq(orderSchedule.orderId, order.id), eq(orderSchedule.number, 1)));
    const amount = formatKobo(kobo(first?.amountKobo ?? 0));
    const [user] = await shop.database.db.select().from(users).where(eq(users.id, buyer.userId));

    await moveClock(4); // Wed 9th: 3 days before, reminded
    await moveClock(5); // Mon 14th: debited, refused

    const texts = (
      await shop.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.channel, 'sms'), eq(messages.recipient, user?.phoneNumber ?? '')))
        .orderBy(asc(messages.id))
    ).map((m) => m.body);
    const failedText = texts.find((t) => t.startsWith('Oja: we could not debit'));
    expect(failedText).toContain(`Or transfer ${amount} to Oja Sandbox Bank 9900004444.`);
    const emails = await shop.database.db.select().from(outbox).where(eq(outbox.to, buyer.email));
    const failedEmail = emails.find((e) => e.subject.startsWith('We could not collect'));
    expect(failedEmail?.text).toContain(
      `You can also pay ${amount} by bank transfer to your Oja account: Oja Sandbox Bank, account number 9900004444 (OJA/ADAEZE OKAFOR).`,
    );
    const reminder = emails.find((e) => e.subject.startsWith('Reminder:'));
    expect(reminder?.text).toContain('account number 9900004444');
  }, 60_000);
});
