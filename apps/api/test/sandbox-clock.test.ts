import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxClock } from '../src/collector/clock.ts';
import { createTestDatabase } from './test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A sandbox clock that counts its reads of the database, on a hand-moved real clock. */
class CountedClock extends SandboxClock {
  reads = 0;
  override async refresh() {
    this.reads++;
    await super.refresh();
  }
}

describe('the sandbox clock under load', () => {
  it('reads its offset once for fifty requests that find it stale together, then not again for a second', async () => {
    let realNow = 1_000_000;
    const originalNow = Date.now;
    Date.now = () => realNow;
    try {
      const clock = new CountedClock(database.db, () => realNow);
      await Promise.all(Array.from({ length: 50 }, () => clock.refreshIfStale()));
      expect(clock.reads).toBe(1);
      realNow += 999;
      await Promise.all(Array.from({ length: 50 }, () => clock.refreshIfStale()));
      expect(clock.reads).toBe(1);
      // Another process moved it: a second later every request sees the new day after one more read.
      await new SandboxClock(database.db).advance(2);
      realNow += 1;
      await Promise.all(Array.from({ length: 50 }, () => clock.refreshIfStale()));
      expect(clock.reads).toBe(2);
      expect(clock.offsetMs).toBe(2 * 24 * 60 * 60 * 1000);
    } finally {
      Date.now = originalNow;
    }
  });
});
