/**
 * The worker's share of `npm run load -- --web=2 --worker`: due instalments for its collector to debit while the
 * web processes are under load, and afterwards the proof that each was debited once. The instalments and the
 * books are apps/api's own (test/support/due-instalments.ts, what the collector kill test seeds and reads), so
 * the bench proves exactly-once the way that test does.
 */
import { type OpenDatabase, openDatabase } from '../apps/api/src/db/connect.ts';
import { instalmentCharges, orderSchedule, orders } from '../apps/api/src/db/schema.ts';
import {
  collectorBooks,
  DUE_INSTALMENTS,
  DUE_NOW,
  seedDueInstalments,
} from '../apps/api/test/support/due-instalments.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most POST /api/v1/dev/clock moves at once (openapi.yaml): the years to DUE_NOW take a few moves. */
const MOST_DAYS_A_MOVE = 366;

export type Books = Awaited<ReturnType<typeof collectorBooks>>;
export { DUE_INSTALMENTS };

/**
 * Opens the database at `databaseUrl` (migrating it, as each process does on start), refuses one that holds
 * orders already (the seed's order numbers would clash, and the books would count someone else's debits),
 * then seeds 2,000 paid weekly orders with 5 instalments each due at DUE_NOW (2030-03-04). The connection
 * stays open: the books are read through it after the load.
 */
export async function seedDueDebits(databaseUrl: string): Promise<OpenDatabase> {
  // With a databaseUrl openDatabase uses no data folder.
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const existing = await database.db.$count(orders);
    if (existing > 0) {
      throw new Error(
        `the database at DATABASE_URL holds ${existing} orders: --web/--worker seeds due instalments and counts ` +
          'every debit, so it needs a database of its own (dropdb, then createdb, and run again)',
      );
    }
    await seedDueInstalments(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Moves the sandbox clock (shared by every process through the database) to DUE_NOW's day or just past it, in
 * whole days, through a web process: the instalments fall due for the shop. A web process runs no collector
 * (OJA_ROLE=web), so nothing is debited here: the worker finds them on its next tick, within 30 s.
 */
export async function moveClockToDueDay(webOrigin: string): Promise<string> {
  const clockUrl = `${webOrigin}/api/v1/dev/clock`;
  const shopNow = async () => {
    const answer = await fetch(clockUrl);
    if (!answer.ok) throw new Error(`GET ${clockUrl} answered ${answer.status}`);
    return ((await answer.json()) as { data: { now: string } }).data.now;
  };
  let days = Math.ceil((DUE_NOW - Date.parse(await shopNow())) / DAY_MS);
  while (days > 0) {
    const step = Math.min(days, MOST_DAYS_A_MOVE);
    const moved = await fetch(clockUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: step }),
    });
    if (!moved.ok) throw new Error(`POST ${clockUrl} {days: ${step}} answered ${moved.status}`);
    days -= step;
  }
  return shopNow();
}

/**
 * Reads the books every 2 s until the collector has left no due instalment unpaid and no charge in flight, or
 * `limitMs` has passed (then the books as they are, which the check below fails).
 */
export async function booksWhenCollected(database: OpenDatabase, limitMs: number): Promise<Books> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const books = await collectorBooks(database);
    if ((books.skipped === 0 && books.openJobs === 0) || Date.now() > deadline) return books;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** The books as they are now (how far the collector got while the web processes were under load). */
export const booksNow = collectorBooks;

/**
 * The shop's charges counted per due instalment (order, instalment number): how many instalments have exactly
 * one charge that succeeded, none, or more than one. Every one must have exactly one. Counted here from the
 * rows (some 20,000 small ones), plainly, rather than in SQL.
 */
export async function succeededChargesPerInstalment({ db }: OpenDatabase) {
  const key = (orderId: number, number: number) => `${orderId}/${number}`;
  const succeeded = new Map<string, number>();
  const charges = await db
    .select({
      orderId: instalmentCharges.orderId,
      number: instalmentCharges.number,
      status: instalmentCharges.status,
    })
    .from(instalmentCharges);
  for (const charge of charges) {
    if (charge.status !== 'succeeded') continue;
    const at = key(charge.orderId, charge.number);
    succeeded.set(at, (succeeded.get(at) ?? 0) + 1);
  }
  const schedule = await db
    .select({ orderId: orderSchedule.orderId, number: orderSchedule.number })
    .from(orderSchedule);
  const counts = { once: 0, never: 0, moreThanOnce: 0 };
  // Instalment 0 is the first payment, taken by card at checkout: the collector never debits it.
  for (const row of schedule.filter((r) => r.number >= 1)) {
    const n = succeeded.get(key(row.orderId, row.number)) ?? 0;
    if (n === 1) counts.once++;
    else if (n === 0) counts.never++;
    else counts.moreThanOnce++;
  }
  return counts;
}

export type ChargesPerInstalment = Awaited<ReturnType<typeof succeededChargesPerInstalment>>;

/**
 * What is wrong with the books, if anything: each due instalment must be debited exactly once, on both sides.
 * - The sandbox direct debit's own record (the provider's side, whose debit key is '{orderNumber}-I{number}'):
 *   one successful debit per instalment, none debited twice.
 * - The shop's side: exactly one successful charge per (order, instalment number) and one charge job each,
 *   every schedule row paid and each paid row backed by a successful debit, no charge left in flight.
 */
export function exactlyOnceProblems(books: Books, perInstalment: ChargesPerInstalment): string[] {
  const expected: Partial<Record<keyof Books, number>> = {
    sandboxSuccesses: DUE_INSTALMENTS,
    instalmentsChargedTwice: 0,
    succeededJobs: DUE_INSTALMENTS,
    jobsPerInstalmentAboveOne: 0,
    paidRows: DUE_INSTALMENTS,
    skipped: 0,
    paidWithoutDebit: 0,
    openJobs: 0,
  };
  const problems = Object.entries(expected)
    .filter(([name, value]) => books[name as keyof Books] !== value)
    .map(([name, value]) => `${name} is ${books[name as keyof Books]}, not ${value}`);
  if (perInstalment.once !== DUE_INSTALMENTS) {
    problems.push(
      `instalments with exactly one successful charge: ${perInstalment.once} of ${DUE_INSTALMENTS} ` +
        `(${perInstalment.never} with none, ${perInstalment.moreThanOnce} with more than one)`,
    );
  }
  return problems;
}
