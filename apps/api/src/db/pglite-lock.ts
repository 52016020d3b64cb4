import { linkSync, readFileSync, readlinkSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../ops/log.ts';

/**
 * One PGlite folder must never be opened by two processes (it can corrupt). A lock file names the process
 * that has the folder, precisely enough to tell it from another process that later got the same pid (after a
 * crash and a container restart, the new container's PID 1 is alive but is not the old server):
 *
 * - `pid` and its start time (field 22 of /proc/<pid>/stat, clock ticks after boot), the boot id and the pid
 *   namespace. On the same machine and in the same pid namespace, the lock is held only while that pid is
 *   alive with that start time (or, in this process, while this process holds it); anything else is taken
 *   over at once.
 * - The same host name with another boot id or pid namespace is a rebooted machine or a restarted container:
 *   taken over at once.
 * - The holder also touches the file every few seconds. When the lock cannot be checked from here (another
 *   container or machine sharing the folder, or no /proc on this system and a live pid), the lock is held
 *   while those touches go on: a start waits up to `staleAfterMs` and takes the lock over if it stops being
 *   touched, or refuses as soon as it sees a touch.
 * - A bare pid (the format before this one) is held while that pid is alive and started before the file was
 *   written.
 */
const MARKER = 'oja-pglite-lock/2';
/** How often the holder touches the lock file. */
const LOCK_REFRESH_MS = 5_000;
/** A lock that cannot be checked is dead once it has not been touched for this long. */
const LOCK_STALE_AFTER_MS = 30_000;

export interface LockRecord {
  marker: typeof MARKER;
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot); null without /proc. */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id; null without /proc. */
  bootId: string | null;
  /** The link target of /proc/self/ns/pid, e.g. 'pid:[4026531836]'; null without /proc. */
  pidNamespace: string | null;
  hostname: string;
}

export interface LockOptions {
  refreshEveryMs?: number;
  staleAfterMs?: number;
}

/** The lock files this process holds (a second opening in the same process must be refused too). */
const heldHere = new Set<string>();

/** Takes the lock or throws when a live process has it; returns the release function. */
export async function acquirePgliteLock(
  lockFile: string,
  { refreshEveryMs = LOCK_REFRESH_MS, staleAfterMs = LOCK_STALE_AFTER_MS }: LockOptions = {},
): Promise<() => void> {
  const path = resolve(lockFile);
  const me = describeThisProcess();
  const mine = `${JSON.stringify(me)}\n`;
  for (;;) {
    if (createExclusive(path, mine)) return holdLock(path, mine, refreshEveryMs);
    const seen = readLock(path);
    if (!seen) continue; // removed meanwhile: try again
    const verdict = judgeLock(seen.text, seen.mtimeMs, me, {
      heldHere: heldHere.has(path),
      isAlive,
      startTimeOf: readStartTime,
      startedAtMs: processStartedAtMs,
    });
    if (verdict === 'held') throw inUse(path, seen.text);
    if (verdict === 'unverifiable' && Date.now() - seen.mtimeMs < staleAfterMs) {
      logger.warn(
        `The PGlite lock ${path} is held by ${describeHolder(seen.text)}, which cannot be checked from here ` +
          `(another pid namespace or machine): waiting up to ${staleAfterMs / 1000} s for a sign of life.`,
      );
    }
    if (verdict === 'unverifiable' && !(await outlives(path, seen, refreshEveryMs, staleAfterMs))) {
      throw inUse(
        path,
        seen.text,
        `it is being refreshed; it expires ${staleAfterMs / 1000} s after the last`,
      );
    }
    // Stale: remove it unless it changed since it was judged (another process may have taken it over).
    const again = readLock(path);
    if (again && again.text === seen.text) rmSync(path, { force: true });
  }
}

export interface LockProbes {
  /** Whether this process already holds this lock file. */
  heldHere: boolean;
  isAlive: (pid: number) => boolean;
  startTimeOf: (pid: number) => string | null;
  /** When the process started (ms since the epoch); null without /proc. */
  startedAtMs: (pid: number) => number | null;
}

/**
 * Whether the lock in `text` (written at `mtimeMs`) is held by a live process: 'held', 'stale', or
 * 'unverifiable' (only its refreshes can tell).
 */
export function judgeLock(
  text: string,
  mtimeMs: number,
  me: LockRecord,
  probes: LockProbes,
): 'held' | 'stale' | 'unverifiable' {
  const record = parseLock(text);
  if (record === null) return 'stale';
  if (typeof record === 'number') {
    // The former format: a bare pid, never written by this version (so never by this process).
    if (record === me.pid || !probes.isAlive(record)) return 'stale';
    const started = probes.startedAtMs(record);
    // A process that started after the file was written did not write it (1 s for clock granularity).
    return started !== null && started > mtimeMs + 1000 ? 'stale' : 'held';
  }
  const bothHaveProc = record.bootId !== null && me.bootId !== null;
  if (bothHaveProc && record.hostname === me.hostname) {
    // Same host name, another boot: the machine (or the container's host) restarted since.
    if (record.bootId !== me.bootId) return 'stale';
    // Same host name and boot, another pid namespace: this container restarted (it keeps its host name and
    // gets a new pid namespace), so its previous process is gone. Two live containers sharing the folder
    // have different host names unless both were given the same one.
    if (record.pidNamespace !== me.pidNamespace) return 'stale';
  }
  const samePidSpace = bothHaveProc
    ? record.bootId === me.bootId && record.pidNamespace !== null && record.pidNamespace === me.pidNamespace
    : record.bootId === null && me.bootId === null && record.hostname === me.hostname;
  if (!samePidSpace) return 'unverifiable';
  if (record.pid === me.pid) {
    // This very process if the start time matches (or cannot be known); else one that had our pid before.
    return probes.heldHere && (record.startTime === null || record.startTime === me.startTime)
      ? 'held'
      : 'stale';
  }
  if (!probes.isAlive(record.pid)) return 'stale';
  if (record.startTime === null) return 'unverifiable';
  const now = probes.startTimeOf(record.pid);
  if (now === null) return 'unverifiable';
  return now === record.startTime ? 'held' : 'stale';
}

/** The lock record of this process. */
export function describeThisProcess(): LockRecord {
  return {
    marker: MARKER,
    pid: process.pid,
    startTime: readStartTime(process.pid),
    bootId: readProc('/proc/sys/kernel/random/boot_id'),
    pidNamespace: readPidNamespace(),
    hostname: hostname(),
  };
}

/** Field 22 (starttime) of /proc/<pid>/stat; the fields are counted after the ')' that ends the name. */
export function readStartTime(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (stat === null) return null;
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .trim()
    .split(' ');
  // fields[0] is field 3 (state), so field 22 is fields[19].
  const startTime = fields[19];
  return startTime && /^\d+$/.test(startTime) ? startTime : null;
}

function parseLock(text: string): LockRecord | number | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const pid = Number(trimmed);
    return pid > 0 ? pid : null;
  }
  try {
    const value = JSON.parse(trimmed) as Partial<LockRecord>;
    return value.marker === MARKER && Number.isInteger(value.pid) && (value.pid ?? 0) > 0
      ? {
          marker: MARKER,
          pid: value.pid as number,
          startTime: typeof value.startTime === 'string' ? value.startTime : null,
          bootId: typeof value.bootId === 'string' ? value.bootId : null,
          pidNamespace: typeof value.pidNamespace === 'string' ? value.pidNamespace : null,
          hostname: typeof value.hostname === 'string' ? value.hostname : '',
        }
      : null;
  } catch {
    return null;
  }
}

/** Creates the file with its whole content at once (a reader never sees it empty), or false if it exists. */
function createExclusive(path: string, content: string): boolean {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temporary, content, { flag: 'wx' });
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function holdLock(path: string, mine: string, refreshEveryMs: number): () => void {
  heldHere.add(path);
  const refresh = setInterval(() => {
    try {
      if (readFileSync(path, 'utf8') !== mine) {
        clearInterval(refresh);
        logger.error(`The PGlite lock ${path} was replaced by another process: stop one of them now.`);
        return;
      }
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Gone (released, or removed by hand): nothing to refresh.
    }
  }, refreshEveryMs);
  refresh.unref();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearInterval(refresh);
    heldHere.delete(path);
    const current = readLock(path);
    if (current?.text === mine) rmSync(path, { force: true });
  };
}

/**
 * Watches a lock that cannot be checked: true once it has gone `staleAfterMs` without a refresh (or changed
 * or vanished: the caller looks again), false as soon as it is refreshed (its holder is alive).
 */
async function outlives(
  path: string,
  seen: { text: string; mtimeMs: number },
  refreshEveryMs: number,
  staleAfterMs: number,
): Promise<boolean> {
  for (;;) {
    const age = Date.now() - seen.mtimeMs;
    if (age >= staleAfterMs) return true;
    await sleep(Math.min(refreshEveryMs, staleAfterMs - age) + 10);
    const now = readLock(path);
    if (!now || now.text !== seen.text) return true;
    if (now.mtimeMs > seen.mtimeMs) return false;
  }
}

function readLock(path: string): { text: string; mtimeMs: number } | null {
  try {
    const { mtimeMs } = statSync(path);
    return { text: readFileSync(path, 'utf8'), mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** 'process 42' (and 'on <host>' when it names another host). */
function describeHolder(text: string): string {
  const record = parseLock(text);
  const pid = typeof record === 'number' ? record : record?.pid;
  const where =
    typeof record === 'object' && record && record.hostname !== hostname() ? ` on ${record.hostname}` : '';
  return `process ${pid}${where}`;
}

function inUse(path: string, text: string, detail?: string): Error {
  return new Error(
    `The database folder is in use by ${describeHolder(text)} ` +
      `(lock file ${path}${detail ? `; ${detail}` : ''}). ` +
      'Stop that process first: a PGlite folder must never be opened by two processes.',
  );
}

/** True when a process with this pid exists (EPERM: it exists, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When the process started, from its start time and the boot time (USER_HZ is 100 on Linux). */
function processStartedAtMs(pid: number): number | null {
  const ticks = readStartTime(pid);
  const btime = readProc('/proc/stat')?.match(/^btime (\d+)$/m)?.[1];
  return ticks === null || btime === undefined ? null : Number(btime) * 1000 + Number(ticks) * 10;
}

function readPidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}
