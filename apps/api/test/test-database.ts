import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type OpenDatabase, openDatabase } from '../src/db/connect.ts';
import { createServerDatabase } from './process/server.ts';

/**
 * A real database for one test file, migrated, copied from a template test/global-setup.ts made once per run:
 * PGlite in a fresh folder (the template's data folder copied) by default, or, when DATABASE_URL is set, a fresh
 * database created on that PostgreSQL server from the template database (dropped afterwards), so files never
 * share state. `catalogue: true` copies the template with the catalogue already seeded (what seedCatalogue
 * writes; it then finds the products and does nothing); otherwise the database is empty.
 */
export async function createTestDatabase({
  catalogue = false,
}: {
  catalogue?: boolean;
} = {}): Promise<OpenDatabase & { dataDir: string; url?: string; dispose: () => Promise<void> }> {
  const templates = inject('testDatabaseTemplates');
  const template = catalogue ? templates.catalogue : templates.empty;
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-api-test-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    cpSync(template, join(dataDir, 'pglite'), { recursive: true });
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
  const server = await createServerDatabase(serverUrl, template);
  const database = await openDatabase({ databaseUrl: server.url, dataDir });
  return {
    ...database,
    dataDir,
    url: server.url,
    dispose: async () => {
      await database.close();
      await server.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Data of its own for a server a test spawns (`node src/main.ts`), copied from the run's seeded template, so the
 * server starts on a migrated catalogue instead of migrating and seeding one (seconds per start on a 2-core
 * machine): the environment to start it with (OJA_DATA_DIR, and DATABASE_URL on a PostgreSQL server) and how
 * to remove it.
 */
export async function createServerData(prefix: string): Promise<{
  dataDir: string;
  env: { OJA_DATA_DIR: string; DATABASE_URL?: string };
  dispose: () => Promise<void>;
}> {
  const template = inject('testDatabaseTemplates').catalogue;
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    return { dataDir, env: { OJA_DATA_DIR: dataDir }, dispose: async () => removeFolder() };
  }
  const server = await createServerDatabase(serverUrl, template);
  return {
    dataDir,
    env: { OJA_DATA_DIR: dataDir, DATABASE_URL: server.url },
    dispose: async () => {
      await server.drop();
      removeFolder();
    },
  };
}
