import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import { SandboxCreditBureau } from '../src/verification/credit-bureau.ts';
import { expectEveryLimitHolds, Targets } from './concurrency/scenarios.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The review's concurrency attacks against one server over real HTTP, on PGlite, or on PostgreSQL when
 * DATABASE_URL is set (the pool then runs up to 10 statements at once). two-processes.test.ts runs the
 * same scenarios across two server processes.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ReturnType<typeof serve>;
let targets: Targets;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  const app = createApp({
    db: database.db,
    imagesDir: database.dataDir,
    trustProxy: true,
    email: new SandboxEmailSender(database.db, Date.now, () => undefined),
    creditBureau: new SandboxCreditBureau(() => undefined),
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  targets = new Targets([`http://127.0.0.1:${(server.address() as AddressInfo).port}`]);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.dispose();
});

it('holds every attempt limit under bursts of parallel requests', async () => {
  await expectEveryLimitHolds(targets, database.db, process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');
}, 120_000);
