import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // With DATABASE_URL the tests run against that PostgreSQL server; the PGlite folder and durability tests
    // do not apply.
    // Two server processes on one database need a PostgreSQL server: PGlite is one process by design.
    exclude: process.env.DATABASE_URL
      ? ['test/pglite.test.ts', 'test/pglite-durable.test.ts']
      : [
          'test/two-processes.test.ts',
          'test/catalogue-notices.test.ts',
          'test/postgres-connection.test.ts',
          'test/database-outage.test.ts',
          'test/message-worker-kill.test.ts',
          'test/backup.test.ts',
        ],
    // Migrates (and seeds) template databases once per run; each file copies one (test/test-database.ts).
    globalSetup: ['test/global-setup.ts'],
    // Cheap password hashes (src/auth/passwords.ts; test/passwords.test.ts proves the full cost by default).
    // Servers the tests start inherit it. Cheap proof-of-work challenges too (src/auth/challenge.ts).
    env: { OJA_TEST_CHEAP_PASSWORDS: '1', OJA_TEST_CHEAP_CHALLENGES: '1' },
    // On a PostgreSQL server, two files at once: most of a test's time there is spent waiting on the server,
    // spawned server processes and timers, not on this process's CPU (measured: 95 s of CPU in 457 s of a run of
    // 8 files). On PGlite the database runs in the test's own process and its start-up tests are CPU-bound, so
    // one file at a time (Vitest's default on a 2-core machine; two at once on a loaded machine timed out its start-up tests).
    maxWorkers: process.env.DATABASE_URL ? 2 : 1,
    // Files share a worker's module cache instead of importing the whole app again for each of ~130 files:
    // imports were 14% of a 2,017 s PGlite run. Each file still opens its own database (test/test-database.ts)
    // and its own app, so no state is shared through the database; measured: 126 of 127 files passed on a
    // machine loaded 30-fold, the one failure a kill test's time-out, and imports fell to 1%.
    isolate: false,
    // PGlite start-up and seeding take a few seconds on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
