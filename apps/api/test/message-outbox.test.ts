import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, outbox } from '../src/db/schema.ts';
import { latestMessages } from '../src/email/sandbox.ts';
import { deliverMessages, MESSAGE_RETRY_DELAYS_MS } from '../src/messages/deliver.ts';
import { OutboxEmailSender } from '../src/messages/outbox.ts';
import { type EmailTransport, type OutgoingEmail, SandboxEmailTransport } from '../src/messages/transport.ts';
import { createTestDatabase } from './test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  await database.db.delete(messages);
  await database.db.delete(outbox);
});

let clock = Date.parse('2026-11-26T09:00:00Z');
const now = () => clock;
const sandbox = () => new SandboxEmailTransport(database.db, now, () => undefined);
const sender = () => new OutboxEmailSender(database.db, 'sandbox', now);
const tick = (email: EmailTransport, logged: string[] = [], workerId?: string) =>
  deliverMessages({ db: database.db, email, now, log: (line) => void logged.push(line) }, { workerId });
const delivered = async () => (await database.db.select({ n: count() }).from(outbox))[0]?.n;

/** A provider that fails the first `failures` deliveries, then delivers to the sandbox. */
function flaky(failures: number): EmailTransport & { calls: OutgoingEmail[] } {
  const inner = sandbox();
  const calls: OutgoingEmail[] = [];
  return {
    kind: 'smtp',
    calls,
    async deliver(email) {
      calls.push(email);
      if (calls.length <= failures) throw new Error('421 try again later');
      return inner.deliver(email);
    },
  };
}

describe('every email is written down first, then delivered by the worker', () => {
  it('send only queues; the worker delivers it once, records the provider id, and a second tick sends nothing', async () => {
    await sender().send({ to: 'ada@example.com', subject: 'Your Oja code', text: 'Your Oja code is 4821' });
    expect(await delivered()).toBe(0);
    const [queued] = await database.db.select().from(messages);
    expect(queued).toMatchObject({ status: 'queued', recipient: 'ada@example.com', attempts: 0 });
    expect(await tick(sandbox())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [sent] = await database.db.select().from(messages);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: `sandbox:${queued?.idempotencyKey}`,
    });
    expect(await delivered()).toBe(1);
    expect(await tick(sandbox())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await delivered()).toBe(1);
  });

  it('the dev outbox shows a message the moment it is sent, and once after it is delivered', async () => {
    await sender().send({ to: 'dayo@example.com', subject: 'Your Oja code', text: 'Your Oja code is 5150' });
    const waiting = await latestMessages(database.db, 'dayo@example.com');
    expect(waiting.map((message) => message.text)).toEqual(['Your Oja code is 5150']);
    await tick(sandbox());
    const shown = await latestMessages(database.db, 'dayo@example.com');
    expect(shown).toEqual(waiting);
  });

  it('a message the provider has and the worker has not yet marked sent is listed once', async () => {
    await sender().send({ to: 'kemi@example.com', subject: 'Your Oja code', text: 'Your Oja code is 1357' });
    const [queued] = await database.db.select().from(messages);
    // The moment between the provider taking it and the worker recording it: in both tables.
    await database.db.update(messages).set({ status: 'sending' });
    await sandbox().deliver({
      to: 'kemi@example.com',
      subject: 'Your Oja code',
      text: 'Your Oja code is 1357',
      idempotencyKey: queued?.idempotencyKey ?? '',
    });
    const shown = await latestMessages(database.db, 'kemi@example.com');
    expect(shown.map((message) => message.text)).toEqual(['Your Oja code is 1357']);
  });

  it('300 messages and two workers at once: each delivered exactly once', async () => {
    const queue = sender();
    for (let i = 0; i < 300; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          queue.send({ to: `shopper${i + j}@example.com`, subject: 'Reminder', text: `Instalment ${i + j}` }),
        ),
      );
    }
    const transport = flaky(0);
    const [a, b] = await Promise.all([tick(transport, [], 'worker-a'), tick(transport, [], 'worker-b')]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(300);
    expect(transport.calls).toHaveLength(300);
    expect(new Set(transport.calls.map((call) => call.idempotencyKey)).size).toBe(300);
    const [row] = await database.db
      .select({ n: count(), keys: countDistinct(outbox.idempotencyKey) })
      .from(outbox);
    expect(row).toEqual({ n: 300, keys: 300 });
  });

  it('a worker that died mid-send: its messages go again after the claim, and the provider keeps one copy', async () => {
    const queue = sender();
    for (let i = 0; i < 10; i++)
      await queue.send({ to: `s${i}@example.com`, subject: 'Code', text: `code ${i}` });
    const rows = await database.db.select().from(messages);
    // The dead worker claimed all ten and delivered the first six before it was killed.
    await database.db
      .update(messages)
      .set({ status: 'sending', claimedBy: 'dead', claimedUntil: new Date(clock + 60_000), attempts: 1 });
    for (const row of rows.slice(0, 6)) {
      await sandbox().deliver({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        idempotencyKey: row.idempotencyKey,
      });
    }
    // While its claim holds, nobody else touches them.
    expect(await tick(sandbox())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock += 61_000;
    expect(await tick(sandbox())).toEqual({ sent: 10, retrying: 0, failed: 0 });
    expect(await delivered()).toBe(10);
    const sent = await database.db.select({ n: count() }).from(messages).where(eq(messages.status, 'sent'));
    expect(sent[0]?.n).toBe(10);
  });

  it('a failed delivery is retried after 1 and 5 minutes, and never logs the message text', async () => {
    await sender().send({ to: 'bola@example.com', subject: 'Your Oja code', text: 'Your Oja code is 7301' });
    const transport = flaky(2);
    const logged: string[] = [];
    expect(await tick(transport, logged)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await tick(transport, logged)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock += MESSAGE_RETRY_DELAYS_MS[0] as number;
    expect(await tick(transport, logged)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    clock += MESSAGE_RETRY_DELAYS_MS[1] as number;
    expect(await tick(transport, logged)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [row] = await database.db.select().from(messages);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('421 try again later');
    expect(logged.join('\n')).not.toContain('7301');
    // Nor its recipient: the message's id finds it.
    expect(logged.join('\n')).not.toContain('bola@example.com');
    expect(logged[0]).toMatch(/^message \d+ \(email\) attempt 1 failed: /);
  });

  it('after the last retry the message is failed, for a person to look at', async () => {
    await sender().send({ to: 'chi@example.com', subject: 'Receipt', text: 'Thank you' });
    const transport = flaky(100);
    for (let attempt = 0; attempt <= MESSAGE_RETRY_DELAYS_MS.length; attempt++) {
      await tick(transport);
      clock += 7 * 60 * 60_000;
    }
    const [row] = await database.db.select().from(messages);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MESSAGE_RETRY_DELAYS_MS.length + 1,
      lastError: '421 try again later',
    });
    expect(transport.calls).toHaveLength(MESSAGE_RETRY_DELAYS_MS.length + 1);
    expect(await tick(transport)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('the table refuses a status it does not know', async () => {
    await expect(
      database.db.execute(
        sql`insert into messages (channel, recipient, subject, body, idempotency_key, status, next_attempt_at, created_at) values ('email', 'x', 's', 'b', 'k', 'lost', now(), now())`,
      ),
    ).rejects.toThrow();
  });
});

describe('collection messages wait for the contact policy’s hours; the rest go at once (issue 42)', () => {
  /** The instant of a Lagos wall-clock time (UTC+1 all year). */
  const lagos = (wallClock: string) => Date.parse(`${wallClock}+01:00`);
  /** A reminder about money owed, queued as the collector queues one at `at`. */
  async function queueReminder(at: number) {
    await database.db.insert(messages).values({
      channel: 'email',
      recipient: 'ada@example.com',
      subject: 'Reminder: your Oja instalment of ₦5,000.00 is due tomorrow',
      body: 'Hello Ada, …',
      idempotencyKey: `msg-reminder-${at}`,
      status: 'queued',
      nextAttemptAt: new Date(at),
      createdAt: new Date(at),
      category: 'collections',
    });
  }
  const statuses = async () =>
    (await database.db.select().from(messages).orderBy(messages.id)).map((m) => [m.category, m.status]);

  it('a reminder queued at 19:59 that the worker reaches at 20:30 waits for 08:00; a sign-in code goes at 20:30', async () => {
    await queueReminder(lagos('2026-11-26T19:59:00'));
    clock = lagos('2026-11-26T20:30:00');
    await sender().send({ to: 'ada@example.com', subject: 'Your Oja code', text: 'Your Oja code is 4821' });
    expect(await tick(sandbox())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await statuses()).toEqual([
      ['collections', 'queued'],
      ['transactional', 'sent'],
    ]);
    clock = lagos('2026-11-27T07:59:59');
    expect(await tick(sandbox())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock = lagos('2026-11-27T08:00:00');
    expect(await tick(sandbox())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await statuses()).toEqual([
      ['collections', 'sent'],
      ['transactional', 'sent'],
    ]);
  });

  it('a reminder whose delivery fails at 19:59:30 on a Saturday is retried on Monday at 08:00, not at 20:00:30', async () => {
    clock = lagos('2026-11-28T19:59:30');
    await queueReminder(clock);
    await sender().send({ to: 'ada@example.com', subject: 'Your Oja code', text: 'Your Oja code is 4821' });
    expect(await tick(flaky(2))).toEqual({ sent: 0, retrying: 2, failed: 0 });
    const rows = await database.db.select().from(messages).orderBy(messages.id);
    expect(rows.map((m) => [m.category, m.nextAttemptAt.getTime()])).toEqual([
      ['collections', lagos('2026-11-30T08:00:00')],
      ['transactional', clock + (MESSAGE_RETRY_DELAYS_MS[0] ?? 0)],
    ]);
  });
});
