import { type Kobo, kobo } from '@oja/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { orderSchedule } from '../db/schema.ts';
import { transition } from './transition.ts';

/**
 * The one place an instalment becomes paid (a card payment ahead or a direct debit, both settled in
 * this folder: pay-ahead.ts and debit.ts): those of `numbers` still owed, under the reference that paid them, in one conditional
 * UPDATE, so an instalment is never paid twice however two payments race. Answers the instalments this call
 * paid; the rest of the money that came in is owed back (the caller records the refund).
 */
export async function markInstalmentsPaid(
  tx: Database,
  paid: { orderId: number; numbers: readonly number[]; reference: string; at: Date },
): Promise<Array<{ number: number; amountKobo: Kobo }>> {
  const rows = await transition(tx, 'instalment', {
    rows: and(
      eq(orderSchedule.orderId, paid.orderId),
      inArray(orderSchedule.number, [...paid.numbers]),
    ) as SQL,
    from: ['unpaid', 'failed'],
    to: 'paid',
    set: { paidAt: paid.at, paidReference: paid.reference },
  });
  return rows.map((row) => ({ number: row.number, amountKobo: kobo(row.amountKobo) }));
}
