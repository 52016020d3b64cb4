/**
 * `npm run bench:portfolio`: how fast the console's portfolio answers on a credit book of 100,000 orders on
 * PostgreSQL (issue 45: within 500 ms). Needs DATABASE_URL, a database of its own:
 *   createdb oja_portfolio_bench && DATABASE_URL=postgres://…/oja_portfolio_bench npm run bench:portfolio
 *
 * The book is generated in the database (INSERT … SELECT over generate_series, so 100,000 orders and their
 * 700,000 schedule rows take seconds, not minutes): 20,000 shoppers (one in five Tier 2), orders paid over the
 * last year, a third each monthly, weekly and daily, six instalments each; eight in ten shoppers pay on their
 * due day, one in ten ten days late, one in ten stops paying after one to three instalments. It is
 * deterministic from the order's number, and a second run reuses it. The catalogue's scale seed
 * (apps/api/src/db/scale-seed.ts) is not needed: the portfolio reads orders, schedules and shoppers only.
 *
 * Then the repository's answers are timed as the route calls them (the SQL is the cost; the HTTP layer adds
 * well under a millisecond): the portfolio, and the first page of four drill-downs, each `--runs` times
 * after two warm-up runs, reported as p50 and p95. Options: --orders=N (default 100000), --runs=N (default 10),
 * --out=FILE (default bench/results/portfolio.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, lagosCalendarDate, weekStarting } from '@oja/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/connect.ts';
import {
  type PortfolioFigure,
  portfolioOf,
  portfolioOrders,
} from '../apps/api/src/db/portfolio-repository.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '10' },
    out: { type: 'string', default: 'bench/results/portfolio.json' },
  },
});
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);
const SHOPPERS = 20_000;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is needed: the benchmark is of PostgreSQL');

const { db, close } = await openDatabase({ databaseUrl, dataDir: '' });
const today = lagosCalendarDate(Date.now());
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: Array<{ n: string }> }).rows[0]?.n ?? 0);

const generated = await count(sql`select count(*) as n from orders where order_number like 'OJA-PB-%'`);
const others = await count(sql`select count(*) as n from orders where order_number not like 'OJA-PB-%'`);
if (others > 0) throw new Error(`the database holds ${others} other orders: give the benchmark its own`);
if (generated < ORDERS) {
  if (generated > 0)
    throw new Error('a partial book from an earlier run: dropdb and createdb, then run again');
  const started = performance.now();
  await db.execute(sql`
    insert into users (user_id, email, phone_number, first_name, last_name, password_hash, is_email_verified,
      is_tier2, created_at)
    select gen_random_uuid()::text, 'bench' || g || '@portfolio.bench', '+2349' || lpad(g::text, 9, '0'),
      'Shopper', 'No. ' || g, 'not-used', true, g % 5 = 0, now() - interval '400 days'
    from generate_series(1, ${SHOPPERS}) g`);
  const firstUser = await count(sql`select min(id) as n from users where email like '%@portfolio.bench'`);
  await db.execute(sql`
    insert into orders (public_id, order_number, user_id, status, plan, checkout_key, shipping_option,
      delivery_address_id, delivery_street, delivery_state, subtotal_kobo, vat_kobo, shipping_kobo, total_kobo,
      first_payment_kobo, installment_count, expires_at, paid_at, created_at)
    select gen_random_uuid()::text, 'OJA-PB-' || lpad(g::text, 7, '0'), ${firstUser}::int + g % ${SHOPPERS},
      'paid', (array['monthly', 'weekly', 'daily'])[1 + g % 3], 'bench-' || g, 'standard',
      gen_random_uuid()::text, '5 Bode Thomas Street, Surulere', 'Lagos state',
      7 * (100000 + (g % 50) * 10000), 0, 0, 7 * (100000 + (g % 50) * 10000), 100000 + (g % 50) * 10000, 6,
      paid, paid, paid
    from generate_series(1, ${ORDERS}) g,
      lateral (select (${today}::date - (g % 365))::timestamp at time zone 'UTC' + interval '9 hours' as paid) p`);
  // Each order's behaviour from its id: 0–79 pays on the day, 80–89 ten days late, 90–99 stops after 1–3.
  await db.execute(sql`
    insert into order_schedule (order_id, number, amount_kobo, due_date, status, paid_at)
    select o.id, n, o.first_payment_kobo, d.due,
      case when n = 0 or (d.due + d.late < ${today}::date and (b < 90 or n <= 1 + o.id % 3)) then 'paid'
        else 'unpaid' end,
      case when n = 0 then o.paid_at
        when d.due + d.late < ${today}::date and (b < 90 or n <= 1 + o.id % 3)
        then (d.due + d.late)::timestamp at time zone 'UTC' + interval '9 hours' end
    from orders o
    cross join generate_series(0, 6) n,
      lateral (select (o.id * 2654435761::bigint) % 100 as b) h,
      lateral (select (o.paid_at::date + case o.plan when 'monthly' then n * 30 when 'weekly' then n * 7
          else n end) as due,
        case when b >= 80 and b < 90 then 10 else 0 end as late) d
    where o.order_number like 'OJA-PB-%'`);
  await db.execute(sql`vacuum analyze users, orders, order_schedule`);
  console.log(`seeded ${ORDERS} orders in ${Math.round(performance.now() - started)} ms`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function time(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const result = { name, p50: Math.round(percentile(ms, 50)), p95: Math.round(percentile(ms, 95)) };
  console.log(`${name}: p50 ${result.p50} ms, p95 ${result.p95} ms`);
  return result;
}

const drill = (which: PortfolioFigure) => () => portfolioOrders(db, which, today, 1);
const lastWeek = addDays(weekStarting(today), -7);
const portfolio = await portfolioOf(db, today);
const results = [
  await time('GET /admin/portfolio', () => portfolioOf(db, today)),
  await time('drill-down: at risk, 30 days, page 1', drill({ figure: 'at-risk', days: 30 })),
  await time('drill-down: outstanding, page 1', drill({ figure: 'outstanding' })),
  await time(`drill-down: missed in the week of ${lastWeek}`, drill({ figure: 'missed', week: lastWeek })),
  await time(
    `drill-down: written off in ${today.slice(0, 7)}`,
    drill({ figure: 'write-offs', month: today.slice(0, 7) }),
  ),
];
const report = {
  orders: ORDERS,
  runs: RUNS,
  today,
  postgres: await count(sql`select current_setting('server_version_num') as n`),
  // The machine's load while measuring: on a shared machine the figures are only as good as this is low.
  loadAverage: loadavg().map((each) => Math.round(each * 10) / 10),
  book: { outstanding: portfolio.outstanding, atRisk: portfolio.atRisk },
  results,
};
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
await close();
