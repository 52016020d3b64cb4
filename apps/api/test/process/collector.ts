/**
 * A collector process for the kill tests (collector-kill.test.ts): opens the database (DATABASE_URL, else PGlite
 * in OJA_DATA_DIR), then runs COLLECTOR_LOOPS collector loops at once, each ticking until no charge is queued or
 * charging and no email is waiting. The shop's time starts at COLLECTOR_NOW (ms) and runs with the real clock,
 * from the test's COLLECTOR_SINCE, so leases (COLLECTOR_LEASE_MS) expire. Prints 'collector ready', 'progress <charged by this process>' as it
 * goes and 'collector done' at the end; it is meant to be killed with SIGKILL half-way.
 */
import { count, inArray, isNull } from 'drizzle-orm';
import { collectInstalments } from '../../src/collector/collector.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { instalmentCharges, instalmentNotices } from '../../src/db/schema.ts';
import { SandboxEmailSender } from '../../src/email/sandbox.ts';
import { SandboxDirectDebit } from '../../src/payments/direct-debit-sandbox.ts';

// The shop's time: COLLECTOR_NOW at the real moment COLLECTOR_SINCE (the test's), so that every process of one
// test agrees on it and a killed process's leases expire for the next one.
const base = Number(process.env.COLLECTOR_NOW);
const since = Number(process.env.COLLECTOR_SINCE ?? Date.now());
const now = () => base + (Date.now() - since);
const loops = Number(process.env.COLLECTOR_LOOPS ?? 2);
const leaseMs = Number(process.env.COLLECTOR_LEASE_MS ?? 3_000);

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.OJA_DATA_DIR ?? '',
});
const { db } = database;
const deps = {
  db,
  directDebit: new SandboxDirectDebit({ db, now, log: () => undefined }),
  email: new SandboxEmailSender(db, now, () => undefined),
  now,
  log: () => undefined,
};
// What a killed predecessor left in flight (the test reports it).
const [inFlight] = await db
  .select({ n: count() })
  .from(instalmentCharges)
  .where(inArray(instalmentCharges.status, ['charging']));
console.log(`collector ready: ${inFlight?.n ?? 0} charges found charging`);

let charged = 0;
let recovered = 0;

async function workLeft(): Promise<boolean> {
  const [open] = await db
    .select({ n: count() })
    .from(instalmentCharges)
    .where(inArray(instalmentCharges.status, ['queued', 'charging']));
  const [unsent] = await db
    .select({ n: count() })
    .from(instalmentNotices)
    .where(isNull(instalmentNotices.sentAt));
  return (open?.n ?? 0) + (unsent?.n ?? 0) > 0;
}

async function loop(which: number): Promise<void> {
  for (;;) {
    // A few batches per tick, so progress is printed often and the kill lands in the middle of the work.
    const figures = await collectInstalments(deps, { batchSize: 50, leaseMs, maxBatches: 4 });
    charged += figures.charged;
    recovered += figures.recovered;
    console.log(`progress ${charged} (loop ${which})`);
    if (figures.charged + figures.recovered + figures.emails === 0) {
      if (!(await workLeft())) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

await Promise.all(Array.from({ length: loops }, (_, which) => loop(which)));
console.log(`collector done: charged ${charged}, recovered ${recovered}`);
await database.close();
