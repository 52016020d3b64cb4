import { lagosCalendarDate } from '@oja/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sandboxClock } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a process trusts the offset it read before it reads it again (another process may have moved it). */
const FRESH_FOR_MS = 1_000;

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
   * stale moment cost one read, not fifty (they wait for the read under way).
   */
  async refreshIfStale(): Promise<void> {
    if (Date.now() - this.#readAt < FRESH_FOR_MS) return;
    this.#reading ??= this.refresh().finally(() => {
      this.#reading = null;
    });
    await this.#reading;
  }

  /** Moves the shop's time forward by `days` whole days for every process (one atomic upsert). */
  async advance(days: number): Promise<void> {
    const by = Math.max(0, Math.trunc(days)) * DAY_MS;
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
