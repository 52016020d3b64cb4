import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { outbox } from '../src/db/schema.ts';

/**
 * openDatabase({ durable: true }), what production mode uses for PGlite: fsync on, and a file system that
 * really flushes. PGlite only (a PostgreSQL server's durability is its own configuration), so
 * vitest.config.ts leaves this file out of the PostgreSQL pass.
 */
describe('a durable PGlite database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-durable-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const settings = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => {
    const read = async (name: string) => {
      const result = (await db.execute(sql.raw(`show ${name}`))) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return result.rows[0]?.[name];
    };
    return {
      fsync: await read('fsync'),
      synchronous_commit: await read('synchronous_commit'),
      wal_sync_method: await read('wal_sync_method'),
    };
  };

  it('runs with fsync on and really flushes each commit to the disk', async () => {
    const durable = await openDatabase({ dataDir: join(dataDir, 'durable'), durable: true });
    const fsyncs = vi.spyOn(fs, 'fsyncSync');
    try {
      expect(await settings(durable.db)).toEqual({
        fsync: 'on',
        synchronous_commit: 'on',
        wal_sync_method: 'fsync',
      });
      fsyncs.mockClear();
      await durable.db
        .insert(outbox)
        .values({ to: 'a@example.com', subject: 's', text: 't', createdAt: new Date() });
      // The WAL flush of the commit reached fs.fsyncSync (PGlite's own file system would have dropped it).
      expect(fsyncs.mock.calls.length).toBeGreaterThanOrEqual(1);
    } finally {
      fsyncs.mockRestore();
      await durable.close();
    }
  });

  it('is not durable by default (fsync off: a commit survives a killed process, not a power loss)', async () => {
    const quick = await openDatabase({ dataDir: join(dataDir, 'quick') });
    const fsyncs = vi.spyOn(fs, 'fsyncSync');
    try {
      expect(await settings(quick.db)).toMatchObject({ fsync: 'off' });
      fsyncs.mockClear();
      await quick.db
        .insert(outbox)
        .values({ to: 'a@example.com', subject: 's', text: 't', createdAt: new Date() });
      expect(fsyncs).not.toHaveBeenCalled();
    } finally {
      fsyncs.mockRestore();
      await quick.close();
    }
  });

  it('opens a folder written without durability, and the other way round', async () => {
    const folder = join(dataDir, 'switch');
    const plain = await openDatabase({ dataDir: folder });
    await plain.db
      .insert(outbox)
      .values({ to: 'b@example.com', subject: 's', text: 't', createdAt: new Date() });
    await plain.close();
    const durable = await openDatabase({ dataDir: folder, durable: true });
    const rows = await durable.db.select({ to: outbox.to }).from(outbox);
    expect(rows).toEqual([{ to: 'b@example.com' }]);
    await durable.close();
  });
});
