import { randomUUID } from 'node:crypto';
import type { Database } from '../db/connect.ts';
import { messages } from '../db/schema.ts';
import type { EmailMessage, EmailSender } from '../email/sender.ts';
import { emailsCounter } from '../ops/metrics.ts';

/**
 * Sends email the durable way: `send` writes the message to the `messages` table and answers; the message
 * worker (deliver.ts) delivers it, with retries. So a crash or a deploy between a shopper's action and the
 * delivery loses nothing, and no answer's time tells whether an email went out (a row is written either way
 * the caller decides to send; delivery happens later). `kind` is the transport's, so the dev outbox and the
 * production checks still know where mail ends up.
 */
export class OutboxEmailSender implements EmailSender {
  readonly kind: EmailSender['kind'];
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, kind: EmailSender['kind'], now: () => number = Date.now) {
    this.#db = db;
    this.kind = kind;
    this.#now = now;
  }

  async send({ to, subject, text, collectionOrderId }: EmailMessage): Promise<void> {
    const at = new Date(this.#now());
    await this.#db.insert(messages).values({
      channel: 'email',
      recipient: to,
      subject,
      body: text,
      idempotencyKey: `msg-${randomUUID()}`,
      status: 'queued',
      nextAttemptAt: at,
      createdAt: at,
      ...(collectionOrderId === undefined
        ? {}
        : { category: 'collections' as const, orderId: collectionOrderId }),
    });
    emailsCounter.inc({ outcome: 'queued' });
  }
}
