import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { messages, smsOutbox } from '../db/schema.ts';

/**
 * The latest texts to a number, newest first: what the SMS sandbox received (`sms_outbox`) and what is queued
 * but not delivered yet (`messages`; not those withdrawn by a STOP), so a text shows the moment it is queued,
 * like the email outbox.
 */
export async function latestTexts(db: Database, to: string, limit = 10) {
  const [delivered, waiting] = await Promise.all([
    db
      .select({ to: smsOutbox.to, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.to, to))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(limit),
    db
      .select({ to: messages.recipient, text: messages.body, createdAt: messages.createdAt })
      .from(messages)
      .where(
        and(
          eq(messages.recipient, to),
          eq(messages.channel, 'sms'),
          inArray(messages.status, ['queued', 'sending']),
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit),
  ]);
  return [...waiting, ...delivered]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit);
}
