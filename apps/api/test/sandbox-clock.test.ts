import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SandboxClock } from '../src/collector/clock.ts';
import { createTestDatabase } from './test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A sandbox clock that counts its reads of the database; a read waits for `gate` when one is set. */
class CountedClock extends SandboxClock {
  reads = 0;
  gate: Promise<void> | undefined;
  override async refresh() {
    this.reads++;
    await this.gate;
    await super.refresh();
  }
}

/** Fifty requests at once, as the API's middleware asks. */
const fiftyRequests = (clock: SandboxClock) =>
  Promise.all(Array.from({ length: 50 }, () => clock.refreshIfStale()));

describe('the sandbox clock under load', () => {
  let realNow = 1_000_000;
  const originalNow = Date.now;
  beforeEach(() => {
    Date.now = () => realNow;
  });
  afterEach(() => {
    Date.now = originalNow;
  });

  it('reads its offset once for fifty requests that find it stale together, then not again for half a second', async () => {
    const clock = new CountedClock(database.db, () => realNow);
    await fiftyRequests(clock);
    expect(clock.reads).toBe(1);
    realNow += 499;
    await fiftyRequests(clock);
    expect(clock.reads).toBe(1);
  });

  it('past half a second reads it again ahead of time, and no request waits for that read', async () => {
    const clock = new CountedClock(database.db, () => realNow);
    await clock.refreshIfStale();
    const before = clock.offsetMs;
    // Another process moves the clock.
    await new SandboxClock(database.db).advance(2);
    realNow += 500;
    let release: () => void = () => {};
    clock.gate = new Promise((resolve) => {
      release = resolve;
    });
    // The read has not finished (its gate is shut), yet the fifty requests go on with the offset they have.
    await fiftyRequests(clock);
    expect(clock.reads).toBe(2);
    expect(clock.offsetMs).toBe(before);
    release();
    await vi.waitFor(() => expect(clock.offsetMs).toBe(before + 2 * DAY_MS));
  });

  it('a second after its last read every request waits for one more read and sees the new day', async () => {
    const clock = new CountedClock(database.db, () => realNow);
    await clock.refreshIfStale();
    const before = clock.offsetMs;
    await new SandboxClock(database.db).advance(1);
    realNow += 1_000;
    await fiftyRequests(clock);
    expect(clock.reads).toBe(2);
    expect(clock.offsetMs).toBe(before + DAY_MS);
  });

  it('a read ahead that fails fails no request, and the next stale request reads again', async () => {
    const clock = new CountedClock(database.db, () => realNow);
    await clock.refreshIfStale();
    realNow += 600;
    clock.gate = Promise.reject(new Error('the database is away'));
    await fiftyRequests(clock);
    expect(clock.reads).toBe(2);
    clock.gate = undefined;
    realNow += 1_000;
    await fiftyRequests(clock);
    expect(clock.reads).toBe(3);
  });
});
