import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { messages } from '../db/schema.ts';
import { smsCounter } from '../ops/metrics.ts';

/**
 * Queues one text in the `messages` table (channel 'sms'), for the message worker to deliver with retries.
 * `key` names what the text is about (a notice, a refund): a second call with the same key queues nothing,
 * so a notice sent again after a crash still makes one text. True when this call queued it.
 */
export async function queueSms(
  db: Database,
  {
    to,
    text,
    key,
    at,
    collectionOrderId,
  }: {
    to: string;
    text: string;
    key: string;
    at: Date;
    /** A collection text's order: marked 'collections', delivered within the contact policy's hours only. */
    collectionOrderId?: number;
  },
): Promise<boolean> {
  const rows = await db
    .insert(messages)
    .values({
      channel: 'sms',
      recipient: to,
      subject: '',
      body: text,
      idempotencyKey: `sms-${key}`,
      status: 'queued',
      nextAttemptAt: at,
      createdAt: at,
      ...(collectionOrderId === undefined
        ? {}
        : { category: 'collections' as const, orderId: collectionOrderId }),
    })
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning({ id: messages.id });
  if (rows.length > 0) smsCounter.inc({ outcome: 'queued' });
  return rows.length > 0;
}

/**
 * Withdraws the texts to `phone` not delivered yet (turned 'failed' with the reason, kept for the record): the
 * shopper has turned SMS off, so a reminder queued a moment before is not sent either. A text the worker has
 * claimed already may still go.
 */
export async function withdrawQueuedTexts(db: Database, phone: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ status: 'failed', lastError: 'The shopper turned SMS off before it was sent' })
    .where(and(eq(messages.channel, 'sms'), eq(messages.recipient, phone), eq(messages.status, 'queued')))
    .returning({ id: messages.id });
  return rows.length;
}
