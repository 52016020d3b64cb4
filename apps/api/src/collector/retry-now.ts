import { type CalendarDate, kobo } from '@oja/domain';
import { and, desc, eq } from 'drizzle-orm';
import { pendingCharge } from '../db/collections-repository.ts';
import type { Database } from '../db/connect.ts';
import { instalmentCharges, orderSchedule } from '../db/schema.ts';
import { chargeReference } from './collector.ts';

/**
 * Queues one more debit attempt of a failed instalment, due today, for the collector to charge like any
 * other (its reference the next `-A{n}`). Once: the instalment's row is locked, an attempt already waiting
 * (queued or charging) or an instalment paid meanwhile refuses it, and the attempt number is unique. Call it
 * in a transaction. Answers the new attempt's reference, or null when it was refused.
 */
export async function queueRetryNow(
  db: Database,
  instalment: { orderId: number; orderNumber: string; number: number },
  today: CalendarDate,
  at: Date,
): Promise<{ reference: string; attempt: number } | null> {
  const where = and(
    eq(orderSchedule.orderId, instalment.orderId),
    eq(orderSchedule.number, instalment.number),
  );
  const [row] = await db
    .select({ status: orderSchedule.status, amountKobo: orderSchedule.amountKobo })
    .from(orderSchedule)
    .where(where)
    .for('update');
  if (row?.status !== 'failed') return null;
  // A statement of its own, after the lock: on PostgreSQL (read committed) a subquery in the locking
  // statement reads the snapshot taken before it waited, so a second press would miss the attempt the first
  // one queued and queue another debit.
  const [waiting] = await db.select({ waiting: pendingCharge }).from(orderSchedule).where(where);
  if (waiting?.waiting) return null;
  const [last] = await db
    .select({ attempt: instalmentCharges.attempt })
    .from(instalmentCharges)
    .where(
      and(eq(instalmentCharges.orderId, instalment.orderId), eq(instalmentCharges.number, instalment.number)),
    )
    .orderBy(desc(instalmentCharges.attempt))
    .limit(1);
  const attempt = (last?.attempt ?? 0) + 1;
  const reference = chargeReference(instalment.orderNumber, instalment.number, attempt);
  const inserted = await db
    .insert(instalmentCharges)
    .values({
      orderId: instalment.orderId,
      number: instalment.number,
      attempt,
      dueOn: today,
      reference,
      amountKobo: kobo(row.amountKobo),
      status: 'queued',
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: instalmentCharges.id });
  return inserted.length > 0 ? { reference, attempt } : null;
}
