import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connect.ts';
import { seedCatalogue } from '../src/db/seed.ts';

/**
 * Runs once per `vitest run`, before any test file: migrates two template databases, one empty and one with
 * the catalogue seeded, that test/test-database.ts copies for each file (a PGlite data folder copied with
 * cpSync, or `CREATE DATABASE … TEMPLATE …` on a PostgreSQL server). Migrating and seeding take seconds; a
 * copy takes a fraction of one. Removes the templates at the end.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'oja-api-templates-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const empty = join(root, 'empty');
    const migrated = await openDatabase({ dataDir: empty });
    await migrated.close();
    const catalogue = join(root, 'catalogue');
    cpSync(join(empty, 'pglite'), join(catalogue, 'pglite'), { recursive: true });
    const seeded = await openDatabase({ dataDir: catalogue });
    await seedCatalogue(seeded.db);
    await seeded.close();
    project.provide('testDatabaseTemplates', {
      empty: join(empty, 'pglite'),
      catalogue: join(catalogue, 'pglite'),
    });
    return () => rmSync(root, { recursive: true, force: true });
  }

  const stamp = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const names = { empty: `oja_template_${stamp}`, catalogue: `oja_template_${stamp}_catalogue` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    await admin.query(`CREATE DATABASE ${names.empty}`);
    const migrated = await openDatabase({ databaseUrl: urlOf(names.empty), dataDir: root });
    await migrated.close();
    // A template must have no connection while it is copied; the pool above has ended.
    await admin.query(`CREATE DATABASE ${names.catalogue} TEMPLATE ${names.empty}`);
    const seeded = await openDatabase({ databaseUrl: urlOf(names.catalogue), dataDir: root });
    await seedCatalogue(seeded.db);
    await seeded.close();
  } finally {
    await admin.end();
  }
  project.provide('testDatabaseTemplates', names);
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    for (const name of Object.values(names))
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    rmSync(root, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the template data folders; PostgreSQL: the template databases' names. */
    testDatabaseTemplates: { empty: string; catalogue: string };
  }
}
