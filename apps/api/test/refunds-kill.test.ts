import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../src/db/connect.ts';
import { createServerDatabase } from './process/server.ts';
import { refundBooks, seedQueuedRefunds } from './support/queued-refunds.ts';

/**
 * THE PROOF that a refund is paid once: 1,000 refunds owed (600 on PGlite), sent by refund jobs in separate processes
 * (test/process/refunds.ts, two job loops each) to the card sandbox, whose own books (sandbox_card_refunds)
 * count what the provider received.
 *
 * 1. Two jobs at once: each refund reaches the provider exactly once, none is lost, each shopper is emailed once.
 * 2. A job killed with SIGKILL half-way, then restarted: the refunds it left 'sending' are asked about at the
 *    provider once their lease (3 s) is over and sent only if the provider never received them: none twice,
 *    none lost.
 *
 * On PostgreSQL the jobs are separate processes on one database. PGlite cannot be opened by two processes: one
 * process runs two loops at once (and, killed, is followed by a new process on the same folder).
 */
const serverUrl = process.env.DATABASE_URL;
const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const JOB = new URL('./process/refunds.ts', import.meta.url).pathname;
/**
 * 1,000 on PostgreSQL (CI's second run, the production database), 600 on PGlite (the README's test command):
 * the kill lands half-way either way, and PGlite's run of 1,000 took 84 s of CI's time.
 */
const TOTAL = serverUrl ? 1_000 : 600;
/** The shop's time when the refunds were recorded. */
const NOW = Date.parse('2030-03-04T09:00:00Z');
/** The real moment the shop's time is NOW, for every job process of the test. */
const SINCE = Date.now();

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Job {
  sent: () => number;
  output: () => string;
  exited: Promise<number | null>;
  kill: () => Promise<void>;
}

function startJob(env: Record<string, string>): Job {
  const child: ChildProcess = spawn(process.execPath, [JOB], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...env,
      REFUNDS_NOW: String(NOW),
      REFUNDS_SINCE: String(SINCE),
      REFUNDS_LOOPS: '2',
      REFUNDS_LEASE_MS: '3000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let sent = 0;
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
    const last = /progress (\d+)[^\n]*\n(?![\s\S]*progress)/.exec(output);
    if (last) sent = Number(last[1]);
    if (output.length > 200_000) output = output.slice(-100_000);
  });
  child.stderr?.on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    sent: () => sent,
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

/** A fresh database with TOTAL refunds queued: its environment for the job processes, and how to read it. */
async function seeded(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `oja-refunds-${name}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = serverUrl ? await createServerDatabase(serverUrl) : undefined;
  if (server) cleanups.push(server.drop);
  const env: Record<string, string> = {
    OJA_DATA_DIR: dataDir,
    ...(server ? { DATABASE_URL: server.url } : {}),
  };
  const setup = await openDatabase({ databaseUrl: server?.url, dataDir });
  await seedQueuedRefunds(setup, TOTAL, new Date(NOW - 60_000));
  // PGlite: the folder is closed before a job process opens it.
  if (!server) await setup.close();
  else cleanups.push(() => setup.close());
  /** The books, read once every job process is done. */
  const books = async () => {
    const check = server ? setup : await openDatabase({ dataDir });
    try {
      return await refundBooks(check);
    } finally {
      if (!server) await check.close();
    }
  };
  return { env, books, setup: server ? setup : undefined };
}

async function countSending(database: OpenDatabase): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*) as n from refunds where status = 'sending'`,
  )) as unknown as { rows: Array<{ n: string | number }> };
  return Number(result.rows[0]?.n ?? 0);
}

const where = serverUrl ? 'PostgreSQL, two processes' : 'PGlite, two loops in one process';

describe(`the refund job over ${TOTAL.toLocaleString('en')} refunds (${where})`, () => {
  it('two jobs at once: each refund sent exactly once, none lost, each emailed once', async () => {
    const started = Date.now();
    const { env, books } = await seeded('two');
    const jobs = serverUrl ? [startJob(env), startJob(env)] : [startJob(env)];
    for (const job of jobs) cleanups.push(job.kill);
    const codes = await Promise.all(jobs.map((job) => job.exited));
    expect(codes, jobs.map((job) => job.output().slice(-1000)).join('\n')).toEqual(jobs.map(() => 0));
    const result = await books();
    console.log(
      `refund job, two at once (${where}): ${TOTAL} refunds in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `sent by each: ${jobs.map((job) => job.sent()).join(' + ')}; books: ${JSON.stringify(result)}`,
    );
    // On PostgreSQL both processes did part of the work.
    if (serverUrl) for (const job of jobs) expect(job.sent()).toBeGreaterThan(0);
    expect(result).toEqual({
      refunds: TOTAL,
      sandboxRefunds: TOTAL,
      sentTwice: 0,
      neverReceived: 0,
      unsent: 0,
      withoutProviderId: 0,
      emailed: TOTAL,
      emails: TOTAL,
      emailedTwice: 0,
    });
  }, 300_000);

  it('a job killed with SIGKILL half-way, then restarted: none sent twice, none lost', async () => {
    const started = Date.now();
    const { env, books, setup } = await seeded('kill');
    let killedAt: number;
    let leftSending: number | string;
    let finishers: Job[];
    if (setup) {
      const a = startJob(env);
      const b = startJob(env);
      cleanups.push(a.kill, b.kill);
      await until(
        () => a.sent() + b.sent() >= TOTAL / 2,
        () => `half of the refunds: ${a.output().slice(-300)} ${b.output().slice(-300)}`,
      );
      // Progress is printed between ticks: the kill lands a moment later, in the middle of A's work.
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));
      await a.kill();
      killedAt = a.sent() + b.sent();
      leftSending = await countSending(setup);
      // Restarted: a new process beside the survivor.
      const restarted = startJob(env);
      cleanups.push(restarted.kill);
      finishers = [b, restarted];
    } else {
      const a = startJob(env);
      cleanups.push(a.kill);
      await until(
        () => a.sent() >= TOTAL / 2,
        () => `half of the refunds: ${a.output().slice(-600)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));
      await a.kill();
      killedAt = a.sent();
      const restarted = startJob(env);
      cleanups.push(restarted.kill);
      finishers = [restarted];
      await until(
        () => /refunds ready/.test(restarted.output()),
        () => restarted.output(),
      );
      leftSending = /(\d+) refunds found sending/.exec(restarted.output())?.[1] ?? '?';
    }
    const codes = await Promise.all(finishers.map((job) => job.exited));
    expect(codes, finishers.map((job) => job.output().slice(-1000)).join('\n')).toEqual(
      finishers.map(() => 0),
    );
    const result = await books();
    console.log(
      `refund job kill -9 (${where}): ${TOTAL} refunds in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `killed after about ${killedAt} sent, leaving ${leftSending} sending; ` +
        `${finishers.map((job) => job.output().match(/refunds done.*/)?.[0] ?? '').join('; ')}; books: ${JSON.stringify(result)}`,
    );
    // An email is claimed (emailed_at), then sent: a process killed between the two loses that one email
    // (never sends it twice); at most one in flight per loop of the killed process.
    const lostEmails = result.emailed - result.emails;
    expect(lostEmails).toBeGreaterThanOrEqual(0);
    expect(lostEmails).toBeLessThanOrEqual(2);
    expect({ ...result, emails: TOTAL }).toEqual({
      refunds: TOTAL,
      sandboxRefunds: TOTAL,
      sentTwice: 0,
      neverReceived: 0,
      unsent: 0,
      withoutProviderId: 0,
      emailed: TOTAL,
      emails: TOTAL,
      emailedTwice: 0,
    });
  }, 300_000);
});
