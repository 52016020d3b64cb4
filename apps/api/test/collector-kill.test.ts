import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chargeReference } from '../src/collector/collector.ts';
import { openDatabase } from '../src/db/connect.ts';
import { createServerDatabase } from './process/server.ts';
import {
  collectorBooks,
  countCharging,
  DUE_PER_ORDER,
  DUE_NOW as NOW,
  seedDueInstalments,
} from './support/due-instalments.ts';

/**
 * THE PROOF that an instalment is debited once: 10,000 due instalments on PostgreSQL, 2,000 on PGlite
 * (weekly orders of 5, each with an active mandate on the sandbox's always-approving account), two collectors at once, one killed with SIGKILL
 * half-way. Afterwards the sandbox's own books hold exactly one successful debit per instalment, none is
 * skipped, no schedule row is paid twice and every receipt went once.
 *
 * - PostgreSQL: two real processes (test/process/collector.ts, two collector loops each) on one database; one is
 *   killed when half the instalments are charged, the other finishes, recovering the killed one's charges left
 *   'charging' by verifying their references once their lease (3 s) is over.
 * - PGlite cannot be opened by two processes: one process runs two collector loops at once on the folder, is
 *   killed half-way, and a new process (two loops again) opens the same folder and finishes the work.
 */
const serverUrl = process.env.DATABASE_URL;
const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const COLLECTOR = new URL('./process/collector.ts', import.meta.url).pathname;
/**
 * 2,000 orders on PostgreSQL (CI's second run, the production database), 400 on PGlite (the README's test
 * command): the kill lands half-way through either way, and PGlite's run of 10,000 took 140 s of CI's time.
 */
const ORDERS = serverUrl ? 2_000 : 400;
const TOTAL = ORDERS * DUE_PER_ORDER;

/** The real moment the shop's time is NOW, for every collector process of the test. */
const SINCE = Date.now();

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Collector {
  child: ChildProcess;
  charged: () => number;
  output: () => string;
  exited: Promise<number | null>;
  kill: () => Promise<void>;
}

function startCollector(env: Record<string, string>): Collector {
  const child = spawn(process.execPath, [COLLECTOR], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...env,
      COLLECTOR_NOW: String(NOW),
      COLLECTOR_SINCE: String(SINCE),
      COLLECTOR_LOOPS: '2',
      COLLECTOR_LEASE_MS: '3000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let charged = 0;
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
    const last = /progress (\d+)[^\n]*\n(?![\s\S]*progress)/.exec(output);
    if (last) charged = Number(last[1]);
    if (output.length > 200_000) output = output.slice(-100_000);
  });
  child.stderr?.on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    charged: () => charged,
    output: () => output,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

async function until(condition: () => boolean, what: () => string, timeoutMs = 150_000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`the instalment collector killed with SIGKILL half-way through ${TOTAL.toLocaleString('en')} debits (${serverUrl ? 'PostgreSQL, two processes' : 'PGlite, two loops in one process, then a new process'})`, () => {
  it('charges every instalment exactly once: none twice, none skipped, one receipt each', async () => {
    const started = Date.now();
    const dataDir = mkdtempSync(join(tmpdir(), 'oja-collector-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = serverUrl ? await createServerDatabase(serverUrl) : undefined;
    if (server) cleanups.push(server.drop);
    const env: Record<string, string> = {
      OJA_DATA_DIR: dataDir,
      ...(server ? { DATABASE_URL: server.url } : {}),
    };

    const setup = await openDatabase({ databaseUrl: server?.url, dataDir });
    await seedDueInstalments(setup, ORDERS);
    // PGlite: the folder is closed before a collector process opens it.
    if (!server) await setup.close();
    const seeded = Date.now();

    let killedAt = 0;
    let leftCharging: number | undefined;
    let survivor: Collector;
    if (server) {
      const a = startCollector(env);
      const b = startCollector(env);
      cleanups.push(a.kill, b.kill);
      await until(
        () => a.charged() + b.charged() >= TOTAL / 2,
        () => `half of the debits: ${a.output().slice(-300)} ${b.output().slice(-300)}`,
      );
      // Progress is printed between ticks: the kill lands a moment later, in the middle of A's work.
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1_000));
      await a.kill();
      killedAt = a.charged() + b.charged();
      leftCharging = await countCharging(setup);
      survivor = b;
    } else {
      const a = startCollector(env);
      cleanups.push(a.kill);
      await until(
        () => a.charged() >= TOTAL / 2,
        () => `half of the debits: ${a.output().slice(-600)}`,
      );
      // Progress is printed between ticks, when this process's loops may hold no charge in flight: the kill
      // lands a moment later, in the middle of a batch.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await a.kill();
      killedAt = a.charged();
      survivor = startCollector(env);
      cleanups.push(survivor.kill);
    }
    const code = await survivor.exited;
    expect(code, survivor.output().slice(-2000)).toBe(0);
    const finished = Date.now();

    const check = server ? setup : await openDatabase({ dataDir });
    if (!server) cleanups.push(() => check.close());
    else cleanups.push(() => setup.close());
    const books = await collectorBooks(check);
    console.log(
      `collector kill -9 (${server ? 'PostgreSQL, 2 processes × 2 loops' : 'PGlite, 2 loops, then a new process'}): ` +
        `${TOTAL} instalments seeded in ${((seeded - started) / 1000).toFixed(1)} s, collected in ${((finished - seeded) / 1000).toFixed(1)} s; ` +
        `killed after about ${killedAt} debits, leaving ${leftCharging ?? survivor.output().match(/(\d+) charges found charging/)?.[1]} charging; ` +
        `${survivor.output().match(/collector done.*/)?.[0] ?? ''}; ` +
        `books: ${JSON.stringify(books)}`,
    );
    // An email is claimed, sent, then marked sent: a process killed between the last two sends it again.
    expect(books.receipts - TOTAL).toBeGreaterThanOrEqual(0);
    expect(books.receipts - TOTAL).toBeLessThanOrEqual(2);
    expect({ ...books, receipts: TOTAL }).toEqual({
      sandboxCharges: TOTAL,
      sandboxSuccesses: TOTAL,
      instalmentsChargedTwice: 0,
      paidRows: TOTAL,
      skipped: 0,
      paidWithoutDebit: 0,
      succeededJobs: TOTAL,
      openJobs: 0,
      jobsPerInstalmentAboveOne: 0,
      receipts: TOTAL,
      receiptNotices: TOTAL,
    });
    // Every reference is the instalment's first attempt: nothing was retried under another name.
    expect(chargeReference('OJA-K00000', 1, 1)).toBe('OJA-K00000-I1-A1');
  }, 300_000);
});
