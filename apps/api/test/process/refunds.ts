/**
 * A refund job process for the refund tests (refunds-kill.test.ts): opens the database (DATABASE_URL, else
 * PGlite in OJA_DATA_DIR), then runs REFUNDS_LOOPS refund job loops at once, each ticking until no refund is
 * queued or sending and none the provider has taken is waiting for its email. The card provider is the card
 * sandbox on the same database (its books are what the test counts), its webhooks going nowhere. The shop's
 * time starts at REFUNDS_NOW (ms) and runs with the real clock from the test's REFUNDS_SINCE, so leases
 * (REFUNDS_LEASE_MS) expire. Prints 'refunds ready', 'progress <sent by this process>' as it goes and 'refunds
 * done' at the end; it is meant to be killed with SIGKILL half-way.
 */
import { and, count, inArray, isNull } from 'drizzle-orm';
import { openDatabase } from '../../src/db/connect.ts';
import { refunds } from '../../src/db/schema.ts';
import { SandboxEmailSender } from '../../src/email/sandbox.ts';
import { SandboxCardPayments } from '../../src/payments/sandbox.ts';
import { runRefunds } from '../../src/refunds/refund-job.ts';

const base = Number(process.env.REFUNDS_NOW);
const since = Number(process.env.REFUNDS_SINCE ?? Date.now());
const now = () => base + (Date.now() - since);
const loops = Number(process.env.REFUNDS_LOOPS ?? 2);
const leaseMs = Number(process.env.REFUNDS_LEASE_MS ?? 3_000);
const recheckMs = Number(process.env.REFUNDS_RECHECK_MS ?? 60 * 60 * 1000);

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.OJA_DATA_DIR ?? '',
});
const { db } = database;
const cardPayments = new SandboxCardPayments({ db, now, refundDelayMs: 200, log: () => undefined });
const deps = {
  db,
  cardPayments,
  email: new SandboxEmailSender(db, now, () => undefined),
  now,
  log: () => undefined,
};

// What a killed predecessor left in flight (the test reports it).
const [inFlight] = await db
  .select({ n: count() })
  .from(refunds)
  .where(inArray(refunds.status, ['sending']));
console.log(`refunds ready: ${inFlight?.n ?? 0} refunds found sending`);

let sent = 0;
let recovered = 0;

async function workLeft(): Promise<boolean> {
  const [open] = await db
    .select({ n: count() })
    .from(refunds)
    .where(inArray(refunds.status, ['queued', 'sending']));
  const [unemailed] = await db
    .select({ n: count() })
    .from(refunds)
    .where(and(inArray(refunds.status, ['processing', 'processed']), isNull(refunds.emailedAt)));
  return (open?.n ?? 0) + (unemailed?.n ?? 0) > 0;
}

async function loop(which: number): Promise<void> {
  for (;;) {
    // A few small batches per tick, so progress is printed often and the kill lands in the middle of the work.
    const figures = await runRefunds(deps, { batchSize: 25, maxBatches: 2, leaseMs, recheckMs });
    sent += figures.sent;
    recovered += figures.recovered;
    console.log(`progress ${sent} (loop ${which})`);
    if (figures.sent + figures.recovered + figures.emails === 0) {
      if (!(await workLeft())) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

await Promise.all(Array.from({ length: loops }, (_, which) => loop(which)));
console.log(`refunds done: sent ${sent}, recovered ${recovered}`);
// The sandbox's processing timers do not keep the process alive: refunds still pending are settled when read.
await database.close();
