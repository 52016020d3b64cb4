import { count, inArray, min, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { messages } from '../db/schema.ts';

/** The messages of one channel still to be delivered: how many, and when the oldest was written. */
export interface WaitingMessages {
  channel: 'email' | 'sms';
  waiting: number;
  oldestCreatedAt: Date | null;
}

/**
 * The outbox's messages still waiting for delivery (queued, or being sent), by channel, for GET /metrics.
 * One query on `messages_due_idx` (status first), in a transaction whose statement_timeout ends it on the
 * server if it runs long: a scrape must never pile slow queries onto a database that is already struggling.
 */
export async function waitingMessages(db: Database, timeoutMs: number): Promise<WaitingMessages[]> {
  return db.transaction(async (tx) => {
    // SET LOCAL takes no bind parameter: the figure is a whole number of ours, never a client's.
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.trunc(timeoutMs))}`));
    const rows = await tx
      .select({ channel: messages.channel, waiting: count(), oldest: min(messages.createdAt) })
      .from(messages)
      .where(inArray(messages.status, ['queued', 'sending']))
      .groupBy(messages.channel);
    return rows.map((row) => ({
      channel: row.channel,
      waiting: Number(row.waiting),
      oldestCreatedAt: row.oldest === null ? null : new Date(row.oldest),
    }));
  });
}
