import fs, { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pRetry from 'p-retry';
import pg from 'pg';
import { databaseUnavailable, isDatabaseUnavailable } from '../database-errors.ts';
import { logger } from '../ops/log.ts';
import { watchPool } from '../ops/metrics.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
/**
 * The one database type the repositories use, whichever driver is underneath. A transaction (the `tx` of
 * `db.transaction(async (tx) => …)`) is one too, so every repository function also runs inside a transaction.
 */
import type { Database } from './database.ts';
import { acquirePgliteLock } from './pglite-lock.ts';
import * as schema from './schema.ts';

export type { Database };

export interface OpenDatabase {
  db: Database;
  /** 'pglite' (embedded, a data folder) or 'postgres' (a server at DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Folder that holds the PGlite database (created with its parents). */
  dataDir: string;
  /**
   * PGlite only: commits survive a power loss or an OS crash, not only a killed process (PGlite's default runs
   * with fsync off, and its file system cannot fsync at all). See DURABLE_START_PARAMS and SyncingNodeFS. A
   * PostgreSQL server's durability is the server's own configuration.
   */
  durable?: boolean | undefined;
}

/**
 * Every session's settings. synchronize_seqscans off: with it on (PostgreSQL's default), a scan of a table
 * larger than a quarter of shared_buffers starts where the last one stopped, so search's candidates (the first
 * SEARCH_CANDIDATES matches a scan finds, db/search-repository.ts) were another 500 products on each request
 * for a common word at 1,000,000 products, and its page 2 did not follow its page 1. Off, every scan starts at
 * the table's first block, as a bitmap scan reads it, and the same query finds the same candidates.
 */
const SESSION_OPTIONS = '-c synchronize_seqscans=off';

/** How long a new connection to a PostgreSQL server (or a wait for a free one in the pool) may take. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * openDatabase, tried again while the database cannot be reached (database-errors.ts: a server still starting,
 * a wrong port or password, a database not created yet), with back-off from 0.5 s doubling up to 5 s, for at
 * most `waitMs`; each failed attempt is one log line (its code and the driver's message: never the URL, which
 * holds the password). Anything else (a migration that fails) is thrown at once, as is the last failure.
 */
export async function openDatabaseWhenReachable(
  options: DatabaseOptions,
  { waitMs }: { waitMs: number },
): Promise<OpenDatabase> {
  return pRetry(() => openDatabase(options), {
    retries: Number.POSITIVE_INFINITY,
    minTimeout: 500,
    factor: 2,
    maxTimeout: 5_000,
    maxRetryTime: waitMs,
    shouldRetry: ({ error }) => isDatabaseUnavailable(error),
    onFailedAttempt: ({ error, attemptNumber, retryDelay }) => {
      const unavailable = databaseUnavailable(error);
      if (!unavailable) return;
      const next = retryDelay > 0 ? `trying again in ${retryDelay} ms` : `no time left of ${waitMs} ms`;
      logger.warn(
        {
          attempt: attemptNumber,
          failure: unavailable.code,
          detail: unavailable.message,
          retryInMs: retryDelay,
        },
        `The database does not answer (${unavailable.code}, attempt ${attemptNumber}): ${next}`,
      );
    },
  });
}

/** Opens the database and brings its schema up to date with the one migration history. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  durable,
}: DatabaseOptions): Promise<OpenDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      options: SESSION_OPTIONS,
      // A server that stops answering (a dropped network, a host gone) fails a request after 10 s, as a 503
      // (app.ts), instead of holding it until the operating system gives up on the socket, minutes later.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection the server ends (a restart, a failover, a dropped database) emits an error on the
    // pool; unhandled, it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      logger.error(`PostgreSQL closed an idle connection (${error.code ?? 'no code'}): ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    const forgetPool = watchPool(pool);
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      forgetPool();
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => {
        forgetPool();
        return pool.end();
      },
    };
  }

  mkdirSync(dataDir, { recursive: true });
  const release = await acquirePgliteLock(join(dataDir, 'pglite.lock'));
  try {
    const folder = join(dataDir, 'pglite');
    // pg_trgm, which search's typo correction needs (PostgreSQL servers ship it in their contrib package).
    const extensions = { pg_trgm };
    const client = durable
      ? await PGlite.create({ fs: new SyncingNodeFS(folder), startParams: DURABLE_START_PARAMS, extensions })
      : await PGlite.create(folder, { extensions });
    // As SESSION_OPTIONS for a server: PGlite is one session, so once is for good.
    await client.exec('set synchronize_seqscans = off');
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite (0.5.11, PostgreSQL 18 in single-user mode) starts PostgreSQL with `-F`, that is fsync=off:
 * PostgreSQL never asks for a flush, so a commit is only in the OS page cache (it survives a killed process,
 * not a power loss). These are PGlite's own parameters without `-F`, plus:
 * - fsync=on: PostgreSQL flushes the WAL at each commit and the data files at each checkpoint;
 * - synchronous_commit=on (PGlite's default already): a commit waits for that WAL flush before it answers;
 * - wal_sync_method=fsync: the WAL is flushed with fsync(). The default, fdatasync, is a no-op in PGlite's
 *   Emscripten runtime (its fdatasync syscall returns 0 without doing anything), so it must not be used.
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  ...['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'wal_sync_method=fsync'],
];

interface EmscriptenNodefs {
  realPath: (node: unknown) => string;
  stream_ops: { fsync?: (stream: { nfd?: number; node: unknown }) => number };
}

/**
 * PGlite's NodeFS whose fsync() reaches the disk. Emscripten's NODEFS (the file system under PGlite's NodeFS)
 * has no fsync operation, so every fsync PostgreSQL asks for silently does nothing; this adds one that calls
 * fs.fsyncSync on the file (or the directory, which NODEFS opens without a descriptor). A failed fsync answers
 * EIO, on which PostgreSQL stops (PANIC) rather than carrying on with data it cannot trust.
 */
class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const { emscriptenOpts } = result;
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod) => {
        const nodefs = mod.FS.filesystems.NODEFS as unknown as Partial<EmscriptenNodefs> | undefined;
        if (!nodefs?.stream_ops || typeof nodefs.realPath !== 'function') {
          throw new Error('PGlite changed its file system: the durable option cannot make it fsync');
        }
        if (nodefs.stream_ops.fsync) return; // a later PGlite that syncs by itself
        const { realPath } = nodefs;
        const ErrnoError = (mod.FS as unknown as { ErrnoError: new (errno: number) => Error }).ErrnoError;
        nodefs.stream_ops.fsync = (stream) => {
          try {
            if (stream.nfd !== undefined) {
              fs.fsyncSync(stream.nfd);
            } else {
              const fd = fs.openSync(realPath(stream.node), 'r');
              try {
                fs.fsyncSync(fd);
              } finally {
                fs.closeSync(fd);
              }
            }
            return 0;
          } catch (error) {
            // Emscripten's EINVAL (some file systems cannot fsync a directory; PostgreSQL allows that), else EIO.
            throw new ErrnoError((error as NodeJS.ErrnoException).code === 'EINVAL' ? 28 : 29);
          }
        };
      },
    ];
    return result;
  }
}

/** The advisory lock that serialises schema migrations of processes starting on one PostgreSQL server. */
const MIGRATION_LOCK = 724_201;

/**
 * Migrates on one connection that holds an advisory lock, so that two processes starting together on one
 * server (scaled out) never apply the same migration twice: the second waits, then finds nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
