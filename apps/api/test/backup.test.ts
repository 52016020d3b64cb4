import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { messages } from '../src/db/schema.ts';
import { createServerDatabase } from './process/server.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The backup procedure of docs/run/production.md ("Backups"), run as written: `pg_dump --format=custom` of a seeded
 * database, `pg_restore --no-owner` into an empty one, and the restored database opens, needs no migration
 * and holds the same rows. PostgreSQL only (vitest.config.ts): PGlite's backup is its data folder.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('backup.test.ts needs DATABASE_URL (see vitest.config.ts)');

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'oja-backup-'));
let source: Awaited<ReturnType<typeof createTestDatabase>>;
let target: Awaited<ReturnType<typeof createServerDatabase>>;

beforeAll(async () => {
  source = await createTestDatabase({ catalogue: true });
  target = await createServerDatabase(serverUrl);
}, 120_000);

afterAll(async () => {
  await source?.dispose();
  await target?.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** What must survive a restore: the catalogue, the queued messages and the migrations already applied. */
const tally = async (db: typeof source.db) => {
  const result = (await db.execute(
    sql`select (select count(*)::int from products) as products, (select count(*)::int from properties) as properties, (select count(*)::int from messages) as messages, (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
  )) as unknown as { rows: Array<Record<string, number>> };
  return result.rows[0];
};

it('pg_dump and pg_restore give back a database that opens as it was', async () => {
  const at = new Date();
  await source.db.insert(messages).values({
    channel: 'email',
    recipient: 'ada@example.com',
    subject: 'Queued before the backup',
    body: 'Still queued after the restore',
    idempotencyKey: 'backup-test',
    status: 'queued',
    nextAttemptAt: at,
    createdAt: at,
  });
  const before = await tally(source.db);
  expect(before?.products).toBeGreaterThan(0);

  const dump = join(folder, 'oja.dump');
  if (!source.url) throw new Error('the test database has no URL');
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${source.url}`]);
  expect(statSync(dump).size).toBeGreaterThan(0);
  await run('pg_restore', ['--no-owner', `--dbname=${target.url}`, dump]);

  const restored = await openDatabase({ databaseUrl: target.url, dataDir: folder });
  try {
    expect(await tally(restored.db)).toEqual(before);
    const [queued] = await restored.db.select({ n: count() }).from(messages);
    expect(queued?.n).toBe(1);
  } finally {
    await restored.close();
  }
});
