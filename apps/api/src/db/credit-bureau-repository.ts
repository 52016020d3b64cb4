import {
  addDays,
  type BureauAccount,
  type CalendarDate,
  kobo,
  lagosCalendarDate,
  lagosDayStart,
} from '@oja/domain';
import { sql } from 'drizzle-orm';
import type { Database } from './connect.ts';

interface AccountRow {
  accountId: string;
  paidAt: Date | string;
  amountKobo: string | number;
  balanceKobo: string | number;
  oldestUnpaidDue: string | null;
  writtenOff: boolean;
}

/**
 * Every instalment account open by the end of `asOf` (a Lagos day), as it stood then: an instalment paid
 * after that day counts as unpaid, a write-off approved after it does not count. One query over the schedule,
 * grouped by order. The schedule is the book as it is now: a month reported again after a restructure shows
 * the new schedule's dates (the file of each month is made once, at the month's end).
 */
export async function bureauAccounts(db: Database, asOf: CalendarDate): Promise<BureauAccount[]> {
  const end = new Date(lagosDayStart(addDays(asOf, 1)));
  const result = (await db.execute(sql`
    select o.order_number as "accountId",
      o.paid_at as "paidAt",
      o.total_kobo - o.first_payment_kobo as "amountKobo",
      coalesce(sum(s.amount_kobo) filter (where s.status <> 'paid' or s.paid_at >= ${end}), 0) as "balanceKobo",
      to_char(min(s.due_date) filter (where (s.status <> 'paid' or s.paid_at >= ${end}) and s.due_date <= ${asOf}), 'YYYY-MM-DD') as "oldestUnpaidDue",
      exists (select 1 from collection_actions w where w.order_id = o.id and w.kind = 'write-off'
        and w.status = 'approved' and coalesce(w.decided_at, w.created_at) < ${end}) as "writtenOff"
    from orders o
    join order_schedule s on s.order_id = o.id and s.number >= 1
    where o.status = 'paid' and o.installment_count > 0 and o.paid_at < ${end}
    group by o.id
    order by o.id`)) as unknown as { rows: AccountRow[] };
  return result.rows.map((row) => ({
    accountId: row.accountId,
    openedOn: lagosCalendarDate(new Date(row.paidAt).getTime()),
    amountKobo: kobo(Number(row.amountKobo)),
    balanceKobo: kobo(Number(row.balanceKobo)),
    oldestUnpaidDue: row.oldestUnpaidDue,
    writtenOff: row.writtenOff === true,
  }));
}
