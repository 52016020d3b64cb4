import { lagosCalendarDate } from '@oja/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sandboxClock } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a process trusts the offset it read before it reads it again (another process may have moved it). */
const FRESH_FOR_MS = 1_000;
/**
 * From this age on the offset is read again ahead of time, in the background: under steady traffic the next
 * read is done before the offset goes stale, so no request waits for it.
 */
const READ_AHEAD_AFTER_MS = FRESH_FOR_MS / 2;

/**
 * The sandbox clock (sandbox mode only, never production): the shop's time is the real clock (or a test's)
 * plus an offset kept in the one-row table `sandbox_clock`, so every process on the database agrees on the
 * day. POST /dev/clock moves it forward by whole days; it never goes back. `now()` is synchronous (every
 * handler reads it), so each process keeps the offset it last read and reads it again when it is more than a
 * second old (the API's middleware) and before each collector tick.
 */
export class SandboxClock {
  readonly #db: Database;
  readonly #base: () => number;
  #offsetMs = 0;
  #readAt = Number.NEGATIVE_INFINITY;
  /** The read under way, which requests that find the offset stale at the same moment share. */
  #reading: Promise<void> | null = null;

  constructor(db: Database, base: () => number = Date.now) {
    this.#db = db;
    this.#base = base;
  }

  /** The shop's time, ms since the epoch. */
  readonly now = (): number => this.#base() + this.#offsetMs;

  /** How far ahead of the real clock the shop runs, in ms (as last read). */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Reads the offset from the database. */
  async refresh(): Promise<void> {
    const [row] = await this.#db
      .select({ offsetMs: sandboxClock.offsetMs })
      .from(sandboxClock)
      .where(eq(sandboxClock.id, 1));
    this.#offsetMs = row?.offsetMs ?? 0;
    this.#readAt = Date.now();
  }

  /**
   * Reads the offset again unless it was read within the last second. Fifty requests arriving in the same
   * stale moment cost one read, not fifty (they wait for the read under way). Past half a second the first
   * request starts that read without waiting for it (its offset is still fresh): a request that waited for the
   * read waited behind every query queued for the database's connections, 11 ms on average under load.
   */
  async refreshIfStale(): Promise<void> {
    const age = Date.now() - this.#readAt;
    if (age < READ_AHEAD_AFTER_MS) return;
    if (!this.#reading) {
      this.#reading = this.refresh().finally(() => {
        this.#reading = null;
      });
      // A read ahead that fails is nobody's error: a request that finds the offset stale reads it again.
      this.#reading.catch(() => {});
    }
    if (age >= FRESH_FOR_MS) await this.#reading;
  }

  /** Moves the shop's time forward by `days` whole days for every process (one atomic upsert). */
  async advance(days: number): Promise<void> {
    await this.advanceMs(Math.max(0, Math.trunc(days)) * DAY_MS);
  }

  /** Moves the shop's time forward by `ms` for every process (one atomic upsert); never back. */
  async advanceMs(ms: number): Promise<void> {
    const by = Math.max(0, Math.trunc(ms));
    const [row] = await this.#db
      .insert(sandboxClock)
      .values({ id: 1, offsetMs: by, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: sandboxClock.id,
        set: { offsetMs: sql`${sandboxClock.offsetMs} + ${by}`, updatedAt: new Date() },
      })
      .returning({ offsetMs: sandboxClock.offsetMs });
    this.#offsetMs = row?.offsetMs ?? this.#offsetMs;
    this.#readAt = Date.now();
  }

  /** What GET /dev/clock answers. */
  describe() {
    const now = this.now();
    return {
      now: new Date(now).toISOString(),
      today: lagosCalendarDate(now),
      offsetDays: Math.round((this.#offsetMs / DAY_MS) * 1000) / 1000,
    };
  }
}
