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
  { to, text, key, at }: { to: string; text: string; key: string; at: Date },
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
    })
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning({ id: messages.id });
  if (rows.length > 0) smsCounter.inc({ outcome: 'queued' });
  return rows.length > 0;
}
