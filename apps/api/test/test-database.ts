import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type OpenDatabase, openDatabase } from '../src/db/connect.ts';

/**
 * A real, empty database for one test file: PGlite in a fresh folder by default, or, when DATABASE_URL is
 * set, a fresh database created on that PostgreSQL server (dropped afterwards), so files never share state.
 */
export async function createTestDatabase(): Promise<
  OpenDatabase & { dataDir: string; dispose: () => Promise<void> }
> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-api-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      dataDir,
      dispose: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `oja_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    ...database,
    dataDir,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
