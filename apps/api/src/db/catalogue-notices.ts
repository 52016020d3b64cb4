import { sql } from 'drizzle-orm';
import pg from 'pg';
import { logger } from '../ops/log.ts';
import type { Database } from './connect.ts';

/**
 * Cache invalidation across processes (issue 30): every write that changes what shoppers see (the console's
 * catalogue writes, stock moves, an unpaid order expiring and giving its stock back, a review's rating)
 * calls `noticeCatalogueChange` in its own transaction, and every API process on the same PostgreSQL server
 * LISTENs on CATALOGUE_CHANNEL and empties its answer and page caches when a notice arrives. NOTIFY is
 * transactional: the notice is delivered when the change commits, never for one rolled back, and never
 * before the change is visible to the reader that refills the cache.
 *
 * On PGlite (one process) nobody listens: the caches' 10 s TTL is the bound (docs/api/http-caching.md).
 */
export const CATALOGUE_CHANNEL = 'oja_catalogue';

/**
 * Tells every listening process that what shoppers see has changed: one NOTIFY in the caller's transaction
 * (delivered on commit; PostgreSQL folds identical notices of one transaction into one).
 */
export async function noticeCatalogueChange(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/** The first wait before connecting again after the listening connection is lost; doubled up to the cap. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

interface CatalogueListener {
  /** Resolves once the first LISTEN is in place (or failed: it keeps trying in the background). */
  ready: Promise<void>;
  /** Stops listening and closes the connection. */
  stop: () => Promise<void>;
}

/**
 * Listens for catalogue notices on a connection of its own (not the pool's: a pooled connection is shared,
 * and LISTEN belongs to one session), calling `onChange` for each. When the connection is lost (a server
 * restart, a failover, a network cut) it connects again with a growing wait, and calls `onChange` once it
 * listens again: notices sent while it was away are lost, so whatever the caches hold may be stale.
 */
export function listenForCatalogueChanges({
  databaseUrl,
  onChange,
  log = logger,
}: {
  databaseUrl: string;
  onChange: () => void;
  log?: Pick<typeof logger, 'info' | 'warn'>;
}): CatalogueListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  /** A connection was lost or refused since the last LISTEN: notices may have been missed. */
  let missed = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const reconnectLater = (why: string) => {
    missed = true;
    if (stopped || timer) return;
    log.warn(`Catalogue notices: ${why}; listening again in ${retryMs} ms`);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString: databaseUrl });
    client = current;
    // A lost connection emits 'error' (unhandled, it would end the process) and then 'end'.
    current.on('error', (error: Error) => {
      if (client === current) reconnectLater(`connection lost (${error.message})`);
    });
    current.on('end', () => {
      if (client === current) reconnectLater('connection ended');
    });
    current.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) onChange();
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      await current.end().catch(() => undefined);
      if (client === current) client = undefined;
      reconnectLater(`cannot listen (${(error as Error).message})`);
      markReady();
      return;
    }
    if (stopped) {
      await current.end().catch(() => undefined);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    // Whatever changed while nobody listened was not heard: what the caches hold may be stale.
    if (missed) {
      missed = false;
      log.info('Catalogue notices: listening again; caches emptied');
      onChange();
    }
    markReady();
  };

  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
