import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { messages, outbox } from '../db/schema.ts';
import { SandboxEmailTransport } from '../messages/transport.ts';
import { logger } from '../ops/log.ts';
import { emailsCounter } from '../ops/metrics.ts';
import type { EmailMessage, EmailSender } from './sender.ts';

/**
 * The email sandbox without the message worker: each message goes straight into the sandbox outbox (the
 * `outbox` table, and a one-line log of its subject, e.g. "[email sandbox] Verify your Oja email"). It
 * is createApp's default, for tests and tools that build the app alone; the server (main.ts) queues every
 * email in the messages table instead and lets the worker deliver it through the same sandbox transport.
 */
export class SandboxEmailSender implements EmailSender {
  readonly kind = 'sandbox';
  readonly #transport: SandboxEmailTransport;

  constructor(
    db: Database,
    now: () => number = Date.now,
    log: (line: string) => void = (line) => logger.info(line),
  ) {
    this.#transport = new SandboxEmailTransport(db, now, log);
  }

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    try {
      await this.#transport.deliver({ to, subject, text, idempotencyKey: `direct-${randomUUID()}` });
    } catch (error) {
      emailsCounter.inc({ outcome: 'failed' });
      throw error;
    }
    // Straight to the transport, with no queue: the transport took it.
    emailsCounter.inc({ outcome: 'sent' });
  }
}

/**
 * The latest messages to an address, newest first: what the sandbox provider received (the `outbox` table)
 * and what the shop has written but the message worker has not delivered yet (the `messages` table), so a
 * code shows here the moment it is sent, as an email would arrive on a phone a moment later.
 *
 * A message being delivered is in both for a moment (the provider has it; the worker has not yet marked it
 * sent), so it is listed once, by its idempotency key. The waiting ones are read first: a message delivered
 * between the two reads is then found in the outbox, never missed (two parallel reads listed one message
 * twice under load, and could miss one).
 */
export async function latestMessages(db: Database, to: string, limit = 50) {
  const waiting = await db
    .select({
      to: messages.recipient,
      subject: messages.subject,
      text: messages.body,
      createdAt: messages.createdAt,
      id: messages.id,
      key: messages.idempotencyKey,
    })
    .from(messages)
    .where(and(eq(messages.recipient, to), eq(messages.channel, 'email'), ne(messages.status, 'sent')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  const delivered = await db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      createdAt: outbox.createdAt,
      id: outbox.id,
      key: outbox.idempotencyKey,
    })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  const deliveredKeys = new Set(delivered.map((message) => message.key));
  return [...waiting.filter((message) => !deliveredKeys.has(message.key)), ...delivered]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit)
    .map(({ id: _, key: __, ...message }) => message);
}
