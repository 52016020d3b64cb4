import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OpenDatabase, openDatabase } from '../src/db/connect.ts';
import { createServerDatabase } from './process/server.ts';

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
  const server = await createServerDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: server.url, dataDir });
  return {
    ...database,
    dataDir,
    dispose: async () => {
      await database.close();
      await server.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
