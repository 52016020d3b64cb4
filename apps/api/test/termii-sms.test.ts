import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, smsOutbox } from '../src/db/schema.ts';
import { deliverMessages, MESSAGE_RETRY_DELAYS_MS } from '../src/messages/deliver.ts';
import { SandboxEmailTransport } from '../src/messages/transport.ts';
import { queueSms } from '../src/sms/queue.ts';
import { TermiiSmsTransport } from '../src/sms/termii-transport.ts';
import { SandboxSmsTransport } from '../src/sms/transport.ts';
import { FAKE_TERMII_KEY, FakeTermii } from './support/fake-termii.ts';
import { createTestDatabase } from './test-database.ts';

const termii = new FakeTermii();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  await termii.start();
  database = await createTestDatabase();
});
afterAll(async () => {
  await termii.stop();
  await database?.dispose();
});
beforeEach(async () => {
  await database.db.delete(messages);
  await database.db.delete(smsOutbox);
});

const transport = (apiKey = FAKE_TERMII_KEY, timeoutMs = 2_000) =>
  new TermiiSmsTransport({ apiKey, senderId: 'Oja', baseUrl: termii.url, timeoutMs });
const text = { to: '+2348031234567', text: 'Oja: hello', idempotencyKey: 'sms-test' };

describe("Termii's Send message API", () => {
  it('sends a plain text on the generic route from the sender ID, to the number without +, and answers its message_id', async () => {
    const answer = await transport().deliver(text);
    const last = termii.sent.at(-1);
    expect(last).toEqual({
      to: '2348031234567',
      from: 'Oja',
      sms: 'Oja: hello',
      type: 'plain',
      channel: 'generic',
      messageId: expect.any(String),
    });
    expect(answer).toEqual({ providerMessageId: `termii:${last?.messageId}` });
  });

  it("a wrong key is a failure naming the status and Termii's words, never the key or the text", async () => {
    const failure = transport('wrong-key').deliver(text);
    await expect(failure).rejects.toThrow('Termii refused the text (401): Invalid API key');
    await failure.catch((error: Error) => {
      expect(error.message).not.toContain('wrong-key');
      expect(error.message).not.toContain('hello');
    });
  });

  it('a 5xx, a body that is not JSON, a 200 without message_id and a time-out are failures', async () => {
    termii.failNext('server-error');
    await expect(transport().deliver(text)).rejects.toThrow(
      'Termii answered 502 with a body that is not JSON',
    );
    termii.failNext('not-json');
    await expect(transport().deliver(text)).rejects.toThrow(
      'Termii answered 200 with a body that is not JSON',
    );
    termii.failNext('no-message-id');
    await expect(transport().deliver(text)).rejects.toThrow('Termii answered 200 without a message_id');
    termii.failNext('timeout');
    await expect(transport(FAKE_TERMII_KEY, 300).deliver(text)).rejects.toThrow(
      'Termii did not answer within 300 ms',
    );
  });
});

describe('the message worker delivers texts', () => {
  let clock = Date.parse('2026-11-26T09:00:00Z');
  const now = () => clock;
  const at = () => new Date(clock);
  // Only texts are queued here: the email transport is there because every worker has one.
  const email = () => new SandboxEmailTransport(database.db, now);

  it('through Termii, retried after a failure with the same key, and sent once', async () => {
    await queueSms(database.db, { to: '+2348030000001', text: 'Oja: reminder', key: 'retry-1', at: at() });
    const before = termii.sent.length;
    termii.failNext('server-error');
    const sms = transport();
    const first = await deliverMessages({ db: database.db, email: email(), sms, now, log: () => undefined });
    expect(first).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [waiting] = await database.db.select().from(messages);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, channel: 'sms' });
    expect(waiting?.lastError).toContain('502');
    // Not before its retry time.
    expect(await deliverMessages({ db: database.db, email: email(), sms, now })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    clock += MESSAGE_RETRY_DELAYS_MS[0] ?? 0;
    expect(await deliverMessages({ db: database.db, email: email(), sms, now })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    const [sent] = await database.db.select().from(messages);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(termii.sent.length).toBe(before + 1);
    expect(sent?.providerMessageId).toBe(`termii:${termii.sent.at(-1)?.messageId}`);
  });

  it('a text is queued once per key; the sandbox keeps one copy of a text delivered twice', async () => {
    const queued = [
      await queueSms(database.db, { to: '+2348030000002', text: 'Oja: one', key: 'once', at: at() }),
      await queueSms(database.db, { to: '+2348030000002', text: 'Oja: one', key: 'once', at: at() }),
    ];
    expect(queued).toEqual([true, false]);
    const sandbox = new SandboxSmsTransport(database.db, now, () => undefined);
    const [row] = await database.db.select().from(messages);
    await sandbox.deliver({
      to: '+2348030000002',
      text: 'Oja: one',
      idempotencyKey: row?.idempotencyKey ?? '',
    });
    await deliverMessages({ db: database.db, email: email(), sms: sandbox, now });
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+2348030000002'))).toHaveLength(
      1,
    );
  });

  it('a worker without an SMS transport leaves texts queued for one that has it', async () => {
    await queueSms(database.db, { to: '+2348030000003', text: 'Oja: wait', key: 'wait', at: at() });
    expect(await deliverMessages({ db: database.db, email: email(), now })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const [row] = await database.db.select().from(messages);
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
