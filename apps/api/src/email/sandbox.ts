import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { messages, outbox } from '../db/schema.ts';
import { logger } from '../ops/log.ts';
import { emailsCounter } from '../ops/metrics.ts';
import type { EmailMessage, EmailSender } from './sender.ts';

/**
 * The email sandbox: nothing leaves the machine. Each message is stored in the `outbox` table and a
 * one-line log is printed, e.g. "[email sandbox] to ada@example.com: Your Oja code is 1234".
 */
export class SandboxEmailSender implements EmailSender {
  readonly kind = 'sandbox';
  readonly #db: Database;
  readonly #now: () => number;
  readonly #log: (line: string) => void;

  constructor(
    db: Database,
    now: () => number = Date.now,
    log: (line: string) => void = (line) => logger.info(line),
  ) {
    this.#db = db;
    this.#now = now;
    this.#log = log;
  }

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    try {
      await this.#db.insert(outbox).values({ to, subject, text, createdAt: new Date(this.#now()) });
    } catch (error) {
      emailsCounter.inc({ outcome: 'failed' });
      throw error;
    }
    emailsCounter.inc({ outcome: 'queued' });
    this.#log(`[email sandbox] to ${to}: ${text.split('\n')[0]}`);
  }
}

/**
 * The latest messages to an address, newest first: what the sandbox provider received (the `outbox` table)
 * and what the shop has written but the message worker has not delivered yet (the `messages` table), so a
 * code shows here the moment it is sent, as an email would arrive on a phone a moment later.
 */
export async function latestMessages(db: Database, to: string, limit = 10) {
  const [delivered, waiting] = await Promise.all([
    db
      .select({
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        createdAt: outbox.createdAt,
        id: outbox.id,
      })
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit),
    db
      .select({
        to: messages.recipient,
        subject: messages.subject,
        text: messages.body,
        createdAt: messages.createdAt,
        id: messages.id,
      })
      .from(messages)
      .where(and(eq(messages.recipient, to), eq(messages.channel, 'email'), ne(messages.status, 'sent')))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit),
  ]);
  return [...waiting, ...delivered]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit)
    .map(({ id: _, ...message }) => message);
}
