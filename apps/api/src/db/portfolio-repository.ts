import {
  addDays,
  addMonths,
  type CalendarDate,
  FIRST_PAYMENT_DEFAULT_DAYS,
  PAR_DAYS,
  type ParDays,
  sharePercent,
  weekStarting,
} from '@oja/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';

/**
 * The console's portfolio view (issue 45): the credit book at a glance, each figure aggregated in the database
 * (one statement per figure, run together), and the orders behind any one figure, paged. The definitions are
 * the domain's (packages/domain/src/portfolio.ts); the SQL restates them:
 * - the book is every paid instalment order with an instalment (number ≥ 1) still unpaid and no approved
 *   write-off (a written-off debt is no longer expected to be collected: it leaves the outstanding figures and
 *   portfolio at risk; the collection rate and first-payment default keep it, as history);
 * - days past due: today minus the oldest unpaid instalment's due day (one due today is not late yet);
 * - a payment's day is its Lagos day: paid_at in UTC plus one hour (WAT, no daylight saving), so the answer
 *   does not depend on the database's time zone.
 * - a write-off is an approved collections action of kind 'write-off' (money/collection-action.ts), of what
 *   was owed then; it counts in the Lagos month it was approved: decided_at when a second staff member
 *   approved it, created_at when it was approved as made (under the maker-checker threshold, no decided_at).
 */

/** Weeks of the collection rate, the current one last. */
const PORTFOLIO_WEEKS = 12;
/** Months of purchase of the first-payment default rate (and months of the write-offs), the current one last. */
const PORTFOLIO_MONTHS = 12;
/** Rows per page of a drill-down. */
export const PORTFOLIO_PAGE_SIZE = 50;

const PAID_ON = (paidAt: SQL) => sql`((${paidAt} at time zone 'UTC') + interval '1 hour')::date`;

interface Amount {
  orders: number;
  kobo: number;
}

interface OutstandingLine extends Amount {
  plan: string;
  tier: 1 | 2;
}

interface ParLine extends Amount {
  days: ParDays;
  /** Share of the outstanding book, in whole percent (rounded down); null when nothing is outstanding. */
  percent: number | null;
}

interface CollectionWeek {
  /** The Monday the week starts. */
  week: CalendarDate;
  dueKobo: number;
  onTimeKobo: number;
  percent: number | null;
}

interface FirstPaymentMonth {
  /** 'YYYY-MM': the Lagos month the order was paid for. */
  month: string;
  /** Orders whose first instalment is old enough to judge. */
  judged: number;
  defaulted: number;
  percent: number | null;
}

interface WriteOffMonth extends Amount {
  /** 'YYYY-MM': the Lagos month the write-offs were approved. */
  month: string;
}

export interface Portfolio {
  today: CalendarDate;
  outstanding: { orders: number; kobo: number; byPlanAndTier: OutstandingLine[] };
  atRisk: ParLine[];
  collectionRate: CollectionWeek[];
  firstPaymentDefault: { afterDays: number; months: FirstPaymentMonth[] };
  /** Orders written off and the kobo written off, by month and over the months together. */
  writeOffs: { orders: number; kobo: number; months: WriteOffMonth[] };
}

type Row = Record<string, string | number | boolean | null>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const num = (value: unknown) => Number(value ?? 0);

/** An instalment of the book: not the first payment (number 0), not paid (order_schedule_unpaid_idx's rows). */
const UNPAID = sql`s.number >= 1 and s.status <> 'paid'`;

/** An approved write-off `w` (collection_actions), and the moment it was approved (see the header). */
const WRITE_OFF = sql`w.kind = 'write-off' and w.status = 'approved'`;
const WRITTEN_OFF_AT = sql`coalesce(w.decided_at, w.created_at)`;

/** The order `o` has no approved write-off: it is still in the book (collection_actions_write_off_idx). */
const NOT_WRITTEN_OFF = sql`not exists (select from collection_actions w where w.order_id = o.id and ${WRITE_OFF})`;

/** The instant a Lagos month ('YYYY-MM-01') begins, in UTC (WAT is UTC+1 all year). */
const lagosMonthStart = (firstDay: CalendarDate) => new Date(Date.parse(`${firstDay}T00:00:00Z`) - 3_600_000);

/** Days past due of one order's unpaid instalments `s`, grouped by order (0 when none fell due before today). */
const daysPastDue = (today: CalendarDate) =>
  sql`coalesce(${today}::date - min(s.due_date) filter (where s.due_date < ${today}::date), 0)`;

/**
 * One of the portfolio's statements, planned without parallel workers (SET LOCAL: its own transaction only).
 * The three statements already run at once, on three connections; workers on top of that only compete with
 * them for the same cores. bench/portfolio.ts at 100,000 orders on 2 shared cores (load average 5-6): p50
 * ~400 ms with workers, ~140 ms without.
 */
function withoutParallelWorkers(db: Database, query: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx.execute(query);
  });
}

/** The first month of the first-payment default rate: PORTFOLIO_MONTHS Lagos months up to today's. */
function firstMonth(today: CalendarDate): CalendarDate {
  return addMonths(`${today.slice(0, 7)}-01`, -(PORTFOLIO_MONTHS - 1));
}

/** The portfolio on the Lagos day `today`. Reads only. */
export async function portfolioOf(db: Database, today: CalendarDate): Promise<Portfolio> {
  const firstWeek = addDays(weekStarting(today), -7 * (PORTFOLIO_WEEKS - 1));
  const judgedBy = addDays(today, -(FIRST_PAYMENT_DEFAULT_DAYS + 1));
  const fromMonth = firstMonth(today);
  const [byOrder, weeks, months, writeOffs] = await Promise.all([
    // Per order its outstanding and days past due, then totalled by plan and tier with the PAR thresholds. The
    // unpaid instalments are summed per order first, straight from order_schedule_unpaid_idx in order_id order,
    // so only one row per order (not per instalment) is joined to its order and shopper. Materialized: computed
    // once, never again by each parallel worker of the join, should workers be allowed.
    withoutParallelWorkers(
      db,
      sql`
      with owed as materialized (
        select s.order_id, sum(s.amount_kobo) as kobo, ${daysPastDue(today)} as dpd
        from order_schedule s where ${UNPAID}
        group by s.order_id
      ),
      book as (
        select o.plan, u.is_tier2 as tier2, b.kobo, b.dpd
        from owed b join orders o on o.id = b.order_id join users u on u.id = o.user_id
        where o.status = 'paid' and ${NOT_WRITTEN_OFF}
      )
      select plan, tier2, count(*)::int as orders, sum(kobo)::bigint as kobo,
        count(*) filter (where dpd >= 1)::int as par1_orders,
        coalesce(sum(kobo) filter (where dpd >= 1), 0)::bigint as par1_kobo,
        count(*) filter (where dpd >= 30)::int as par30_orders,
        coalesce(sum(kobo) filter (where dpd >= 30), 0)::bigint as par30_kobo,
        count(*) filter (where dpd >= 90)::int as par90_orders,
        coalesce(sum(kobo) filter (where dpd >= 90), 0)::bigint as par90_kobo
      from book group by plan, tier2 order by plan, tier2`,
    ),
    // Instalments due each week up to yesterday (today's are still being collected), and what was paid on time:
    // summed by due day first, then the days into weeks (the week's date_trunc runs once a day, not once an
    // instalment).
    withoutParallelWorkers(
      db,
      sql`
      select date_trunc('week', d.due_date)::date::text as week, sum(d.due)::bigint as due,
        sum(d.on_time)::bigint as on_time
      from (
        select s.due_date, sum(s.amount_kobo) as due,
          coalesce(sum(s.amount_kobo) filter (
            where s.status = 'paid' and ${PAID_ON(sql`s.paid_at`)} <= s.due_date), 0) as on_time
        from order_schedule s join orders o on o.id = s.order_id
        where o.status = 'paid' and s.number >= 1
          -- Every status the check constraint allows, named so the (status, due_date) index serves the range.
          and s.status in ('unpaid', 'failed', 'paid')
          and s.due_date >= ${firstWeek}::date and s.due_date < ${today}::date
        group by s.due_date
      ) d
      group by 1`,
    ),
    // First instalments old enough to judge, by the Lagos month the order was paid: read from
    // order_schedule_first_idx (the first instalments alone, not every instalment), counted by the Lagos day
    // first, then the days into months (to_char runs once a day, not once an order).
    withoutParallelWorkers(
      db,
      sql`
      select to_char(d.paid_on, 'YYYY-MM') as month, sum(d.judged)::int as judged,
        sum(d.defaulted)::int as defaulted
      from (
        select ${PAID_ON(sql`o.paid_at`)} as paid_on, count(*) as judged,
          count(*) filter (where s.status <> 'paid'
            or ${PAID_ON(sql`s.paid_at`)} > s.due_date + ${FIRST_PAYMENT_DEFAULT_DAYS}::int) as defaulted
        from orders o join order_schedule s on s.order_id = o.id and s.number = 1
        where o.status = 'paid' and o.paid_at >= ${lagosMonthStart(fromMonth)}
          and s.due_date <= ${judgedBy}::date
        group by 1
      ) d
      group by 1`,
    ),
    // Approved write-offs by the Lagos month they were approved, and the months together (rollup's row with no
    // month): orders counted once each, in each month one was written off. Read from
    // collection_actions_write_off_idx (the approved write-offs alone).
    withoutParallelWorkers(
      db,
      sql`
      select d.month, count(distinct d.order_id)::int as orders, sum(d.amount_kobo)::bigint as kobo
      from (
        select to_char((${WRITTEN_OFF_AT} at time zone 'UTC') + interval '1 hour', 'YYYY-MM') as month,
          w.order_id, w.amount_kobo
        from collection_actions w
        where ${WRITE_OFF} and ${WRITTEN_OFF_AT} >= ${lagosMonthStart(fromMonth)}
      ) d
      group by rollup (d.month)`,
    ),
  ]);
  const lines = rowsOf(byOrder);
  const total = (column: string) => lines.reduce((sum, line) => sum + num(line[column]), 0);
  const outstandingKobo = total('kobo');
  const weekRows = new Map(rowsOf(weeks).map((row) => [String(row.week), row]));
  const monthRows = new Map(rowsOf(months).map((row) => [String(row.month), row]));
  const writeOffRows = new Map(
    rowsOf(writeOffs).map((row) => [row.month === null ? 'all' : String(row.month), row]),
  );
  return {
    today,
    outstanding: {
      orders: total('orders'),
      kobo: outstandingKobo,
      byPlanAndTier: lines.map((line) => ({
        plan: String(line.plan),
        tier: line.tier2 ? 2 : 1,
        orders: num(line.orders),
        kobo: num(line.kobo),
      })),
    },
    atRisk: PAR_DAYS.map((days) => {
      const kobo = total(`par${days}_kobo`);
      return { days, orders: total(`par${days}_orders`), kobo, percent: sharePercent(kobo, outstandingKobo) };
    }),
    collectionRate: Array.from({ length: PORTFOLIO_WEEKS }, (_, index) => {
      const week = addDays(firstWeek, 7 * index);
      const row = weekRows.get(week);
      const dueKobo = num(row?.due);
      const onTimeKobo = num(row?.on_time);
      return { week, dueKobo, onTimeKobo, percent: sharePercent(onTimeKobo, dueKobo) };
    }),
    firstPaymentDefault: {
      afterDays: FIRST_PAYMENT_DEFAULT_DAYS,
      months: Array.from({ length: PORTFOLIO_MONTHS }, (_, index) => {
        const month = addMonths(fromMonth, index).slice(0, 7);
        const row = monthRows.get(month);
        const judged = num(row?.judged);
        const defaulted = num(row?.defaulted);
        return { month, judged, defaulted, percent: sharePercent(defaulted, judged) };
      }),
    },
    writeOffs: {
      orders: num(writeOffRows.get('all')?.orders),
      kobo: num(writeOffRows.get('all')?.kobo),
      months: Array.from({ length: PORTFOLIO_MONTHS }, (_, index) => {
        const month = addMonths(fromMonth, index).slice(0, 7);
        const row = writeOffRows.get(month);
        return { month, orders: num(row?.orders), kobo: num(row?.kobo) };
      }),
    },
  };
}

/** Which figure's orders a drill-down lists. */
export type PortfolioFigure =
  | { figure: 'outstanding'; plan?: string; tier?: 1 | 2 }
  | { figure: 'at-risk'; days: ParDays }
  | { figure: 'missed'; week: CalendarDate }
  | { figure: 'first-payment-default'; month: string }
  | { figure: 'write-offs'; month: string };

export interface PortfolioOrder {
  orderNumber: string;
  plan: string;
  tier: 1 | 2;
  shopperId: string;
  shopperName: string | null;
  outstandingKobo: number;
  daysPastDue: number;
  /** What was written off in the month: the 'write-offs' drill-down's alone (null in the others). */
  writtenOffKobo: number | null;
}

/** The approved write-off `w` was approved in the Lagos month `month` ('YYYY-MM'). */
function writtenOffIn(month: string): SQL {
  const from = lagosMonthStart(`${month}-01`);
  const to = lagosMonthStart(addMonths(`${month}-01`, 1));
  return sql`${WRITE_OFF} and ${WRITTEN_OFF_AT} >= ${from} and ${WRITTEN_OFF_AT} < ${to}`;
}

/** The ids of the orders behind one figure (the same conditions as the figure's own SQL). */
function matchingOrders(which: PortfolioFigure, today: CalendarDate): SQL {
  switch (which.figure) {
    case 'outstanding': {
      const plan = which.plan === undefined ? sql`` : sql` and o.plan = ${which.plan}`;
      // orders.user_id is a required reference: the shopper is joined only to filter by tier.
      const tier =
        which.tier === undefined
          ? { join: sql``, where: sql`` }
          : {
              join: sql` join users u on u.id = o.user_id`,
              where: sql` and u.is_tier2 = ${which.tier === 2}`,
            };
      return sql`select distinct o.id from order_schedule s join orders o on o.id = s.order_id${tier.join}
        where o.status = 'paid' and ${UNPAID}${plan}${tier.where} and ${NOT_WRITTEN_OFF}`;
    }
    case 'at-risk':
      return sql`select distinct o.id from order_schedule s join orders o on o.id = s.order_id
        where o.status = 'paid' and ${UNPAID} and s.due_date <= ${addDays(today, -which.days)}::date
          and ${NOT_WRITTEN_OFF}`;
    case 'missed': {
      const last = addDays(which.week, 6) < today ? addDays(which.week, 6) : addDays(today, -1);
      return sql`select distinct o.id from order_schedule s join orders o on o.id = s.order_id
        where o.status = 'paid' and s.number >= 1
          -- Every status, named so the (status, due_date) index serves the week (as the collection rate's).
          and s.status in ('unpaid', 'failed', 'paid')
          and s.due_date >= ${which.week}::date and s.due_date <= ${last}::date
          and not (s.status = 'paid' and ${PAID_ON(sql`s.paid_at`)} <= s.due_date)`;
    }
    case 'first-payment-default': {
      const from = lagosMonthStart(`${which.month}-01`);
      const to = lagosMonthStart(addMonths(`${which.month}-01`, 1));
      return sql`select o.id from orders o join order_schedule s on s.order_id = o.id and s.number = 1
        where o.status = 'paid' and o.paid_at >= ${from} and o.paid_at < ${to}
          and s.due_date <= ${addDays(today, -(FIRST_PAYMENT_DEFAULT_DAYS + 1))}::date
          and (s.status <> 'paid'
            or ${PAID_ON(sql`s.paid_at`)} > s.due_date + ${FIRST_PAYMENT_DEFAULT_DAYS}::int)`;
    }
    case 'write-offs':
      return sql`select distinct w.order_id as id from collection_actions w where ${writtenOffIn(which.month)}`;
  }
}

/**
 * One page of the orders behind a figure, most days past due first (then most owed): the order, its
 * shopper's public id and name (for the shopper page), what is still owed and how late (and, for the
 * write-offs, what was written off in the month). And how many in all.
 */
export async function portfolioOrders(
  db: Database,
  which: PortfolioFigure,
  today: CalendarDate,
  page: number,
): Promise<{ orders: PortfolioOrder[]; total: number }> {
  // What each matching order still owes and how late, grouped in one pass over its unpaid instalments (the
  // partial index order_schedule_unpaid_idx), ordered and cut to the page; only the page's orders are then
  // joined to their order and shopper (and, for the write-offs, what was written off in the month). The window's
  // count is taken over every matching order, before the limit.
  const writtenOff =
    which.figure === 'write-offs'
      ? sql`(select sum(w.amount_kobo) from collection_actions w
          where w.order_id = p.id and ${writtenOffIn(which.month)})::bigint`
      : sql`null::bigint`;
  const result = await db.execute(sql`
    with matching as (${matchingOrders(which, today)}),
    page as (
      select m.id, coalesce(sum(s.amount_kobo), 0) as kobo, ${daysPastDue(today)} as dpd,
        count(*) over () as total
      from matching m
      left join order_schedule s on s.order_id = m.id and ${UNPAID}
      group by m.id
      order by dpd desc, kobo desc, m.id
      limit ${PORTFOLIO_PAGE_SIZE} offset ${(page - 1) * PORTFOLIO_PAGE_SIZE}
    )
    select o.order_number, o.plan, u.is_tier2 as tier2, u.user_id, u.first_name, u.last_name,
      p.kobo::bigint as kobo, p.dpd::int as dpd, p.total::int as total, ${writtenOff} as written_off
    from page p
    join orders o on o.id = p.id
    join users u on u.id = o.user_id
    order by p.dpd desc, p.kobo desc, p.id`);
  const rows = rowsOf(result);
  let total = num(rows[0]?.total);
  if (rows.length === 0 && page > 1) {
    // Past the last page the rows say nothing about the total: count it alone.
    const [counted] = rowsOf(
      await db.execute(sql`select count(*)::int as n from (${matchingOrders(which, today)}) m`),
    );
    total = num(counted?.n);
  }
  return {
    total,
    orders: rows.map((row) => ({
      orderNumber: String(row.order_number),
      plan: String(row.plan),
      tier: row.tier2 ? 2 : 1,
      shopperId: String(row.user_id),
      shopperName: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
      outstandingKobo: num(row.kobo),
      daysPastDue: num(row.dpd),
      writtenOffKobo: row.written_off === null ? null : num(row.written_off),
    })),
  };
}
