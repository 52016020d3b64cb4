import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  acquirePgliteLock,
  describeThisProcess,
  isAlive,
  judgeLock,
  type LockProbes,
  type LockRecord,
  readStartTime,
} from '../src/db/pglite-lock.ts';

// Pure file and process logic: runs the same on either database pass.
const folder = mkdtempSync(join(tmpdir(), 'oja-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let n = 0;
const freshLockFile = () => join(folder, `pglite-${++n}.lock`);

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const HOLD_LOCK = new URL('./process/hold-lock.ts', import.meta.url).pathname;

/** A real process (this Node) that takes the lock and keeps it until killed. */
async function holdInChild(lockFile: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [HOLD_LOCK, lockFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let output = '';
  child.stdout?.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited early (${code})`)));
  });
  return child;
}

function writeLock(lockFile: string, record: Partial<LockRecord> | string) {
  const text = typeof record === 'string' ? record : JSON.stringify({ ...describeThisProcess(), ...record });
  writeFileSync(lockFile, text);
}

const hasProc = existsSync('/proc/self/stat');

describe('the PGlite lock file', () => {
  it('names this process by pid, start time (field 22 of /proc/<pid>/stat), boot and pid namespace', async () => {
    const lockFile = freshLockFile();
    const release = await acquirePgliteLock(lockFile);
    const record = JSON.parse(readFileSync(lockFile, 'utf8')) as LockRecord;
    expect(record).toMatchObject({ marker: 'oja-pglite-lock/2', pid: process.pid });
    if (hasProc) {
      const stat = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
      // Field 22, counting the fields after the ')' that closes the command name (field 2).
      const field22 = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      expect(record.startTime).toBe(field22);
      expect(record.bootId).toMatch(/^[0-9a-f-]{36}$/);
      expect(record.pidNamespace).toMatch(/^pid:\[\d+\]$/);
    }
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a second taker in the same process until it is released', async () => {
    const lockFile = freshLockFile();
    const release = await acquirePgliteLock(lockFile);
    await expect(acquirePgliteLock(lockFile)).rejects.toThrow(`in use by process ${process.pid}`);
    release();
    (await acquirePgliteLock(lockFile))();
  });

  it('blocks while a live server process holds it, and is taken over once that process is killed', async () => {
    const lockFile = freshLockFile();
    const child = await holdInChild(lockFile);
    await expect(acquirePgliteLock(lockFile)).rejects.toThrow(`in use by process ${child.pid}`);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(isAlive(child.pid as number)).toBe(false);
    const release = await acquirePgliteLock(lockFile);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it.runIf(hasProc)('takes over a lock naming PID 1 (alive, unrelated) with another start time', async () => {
    expect(isAlive(1)).toBe(true);
    const lockFile = freshLockFile();
    writeLock(lockFile, { pid: 1, startTime: String(Number(readStartTime(1)) + 12345) });
    const release = await acquirePgliteLock(lockFile);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it.runIf(hasProc)('tells the parent shell from the server that had its pid, by start time', async () => {
    const parent = process.ppid;
    const parentStart = readStartTime(parent);
    expect(parentStart).not.toBeNull();
    const lockFile = freshLockFile();

    // The right start time: that process really is the holder.
    writeLock(lockFile, { pid: parent, startTime: parentStart });
    await expect(acquirePgliteLock(lockFile)).rejects.toThrow(`in use by process ${parent}`);

    // A wrong one: a server that died and whose pid the parent now has.
    writeLock(lockFile, { pid: parent, startTime: String(Number(parentStart) + 1) });
    (await acquirePgliteLock(lockFile))();

    // The right start time but another boot of this machine: nobody from before a reboot is alive.
    writeLock(lockFile, {
      pid: parent,
      startTime: parentStart,
      bootId: '00000000-0000-4000-8000-000000000000',
    });
    (await acquirePgliteLock(lockFile))();
  });

  it('takes over a lock left by this pid in an earlier life (this process does not hold it)', async () => {
    const lockFile = freshLockFile();
    writeLock(lockFile, { startTime: hasProc ? '1' : null });
    (await acquirePgliteLock(lockFile))();
  });

  it.runIf(hasProc)(
    'reads the former format (a bare pid) as held only by a process older than the file',
    async () => {
      const lockFile = freshLockFile();
      // The parent started before this file was written: it could be an older server, so it blocks.
      writeLock(lockFile, String(process.ppid));
      await expect(acquirePgliteLock(lockFile)).rejects.toThrow(`in use by process ${process.ppid}`);

      // PID 1 started after a file dated 2001: the container restarted, PID 1 did not write it.
      writeLock(lockFile, '1');
      const longAgo = new Date('2001-01-01T00:00:00Z');
      utimesSync(lockFile, longAgo, longAgo);
      (await acquirePgliteLock(lockFile))();

      // A dead pid, and our own pid (this version never writes a bare pid).
      writeLock(lockFile, '99999999');
      (await acquirePgliteLock(lockFile))();
      writeLock(lockFile, String(process.pid));
      (await acquirePgliteLock(lockFile))();
    },
  );

  it('takes over an unreadable lock file', async () => {
    const lockFile = freshLockFile();
    writeLock(lockFile, 'not a lock');
    (await acquirePgliteLock(lockFile))();
  });

  it.runIf(hasProc)(
    'takes over at once a lock from this container before it restarted (another pid namespace)',
    async () => {
      const lockFile = freshLockFile();
      // Alive here, but the lock was written in the pid namespace of the container's previous start.
      writeLock(lockFile, {
        pid: process.ppid,
        startTime: readStartTime(process.ppid),
        pidNamespace: 'pid:[1]',
      });
      const started = Date.now();
      (await acquirePgliteLock(lockFile))();
      expect(Date.now() - started).toBeLessThan(1000);
    },
  );

  describe('a lock it cannot check (another container or machine sharing the folder)', () => {
    const foreign = { pid: 1, pidNamespace: 'pid:[1]', hostname: 'another-container' };

    it('waits until it is no longer refreshed, then takes it over', async () => {
      const lockFile = freshLockFile();
      writeLock(lockFile, foreign);
      const started = Date.now();
      const release = await acquirePgliteLock(lockFile, { refreshEveryMs: 200, staleAfterMs: 1500 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      release();
    });

    it('takes over at once a lock not refreshed for longer than that', async () => {
      const lockFile = freshLockFile();
      writeLock(lockFile, foreign);
      const old = new Date(Date.now() - 60_000);
      utimesSync(lockFile, old, old);
      const started = Date.now();
      (await acquirePgliteLock(lockFile, { staleAfterMs: 30_000 }))();
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it('refuses as soon as it sees a refresh (its holder is alive)', async () => {
      const lockFile = freshLockFile();
      writeLock(lockFile, foreign);
      const toucher = setInterval(() => {
        const now = new Date();
        utimesSync(lockFile, now, now);
      }, 100);
      try {
        await expect(
          acquirePgliteLock(lockFile, { refreshEveryMs: 200, staleAfterMs: 5000 }),
        ).rejects.toThrow(/in use by process 1 on another-container .*refreshed/);
      } finally {
        clearInterval(toucher);
      }
    });
  });

  it('is refreshed by its holder', async () => {
    const lockFile = freshLockFile();
    const release = await acquirePgliteLock(lockFile, { refreshEveryMs: 100 });
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile, old, old);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(Date.now() - statSync(lockFile).mtimeMs).toBeLessThan(2000);
    release();
  });

  describe('without /proc (macOS, for one)', () => {
    const me: LockRecord = {
      marker: 'oja-pglite-lock/2',
      pid: 500,
      startTime: null,
      bootId: null,
      pidNamespace: null,
      hostname: 'laptop',
    };
    const probes = (alive: boolean): LockProbes => ({
      heldHere: false,
      isAlive: () => alive,
      startTimeOf: () => null,
      startedAtMs: () => null,
    });
    const lock = (record: Partial<LockRecord>) => JSON.stringify({ ...me, ...record });

    it('takes over a dead pid at once, and watches the refreshes of a live one', () => {
      expect(judgeLock(lock({ pid: 600 }), Date.now(), me, probes(false))).toBe('stale');
      expect(judgeLock(lock({ pid: 600 }), Date.now(), me, probes(true))).toBe('unverifiable');
      expect(judgeLock(lock({ pid: 600, hostname: 'server' }), Date.now(), me, probes(false))).toBe(
        'unverifiable',
      );
    });

    it('holds its own lock only while this process has it', () => {
      expect(judgeLock(lock({}), Date.now(), me, { ...probes(true), heldHere: true })).toBe('held');
      expect(judgeLock(lock({}), Date.now(), me, probes(true))).toBe('stale');
    });
  });
});
