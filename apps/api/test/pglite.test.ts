import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { products as seedProducts } from '@oja/catalogue';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { products } from '../src/db/schema.ts';
import { seedCatalogue } from '../src/db/seed.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oja-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// About the embedded database's folder: vitest.config.ts leaves this file out of the PostgreSQL pass.
describe('the PGlite data folder', () => {
  // Migrating and seeding the whole catalogue (over 1,000 products and their search words) from nothing takes
  // about 20 s on a 2-core machine, more when other tests share it: more time than the default 30 s allows.
  it('keeps the catalogue across a restart and does not seed it again', { timeout: 90_000 }, async () => {
    const nested = join(dataDir, 'a', 'b');
    const first = await openDatabase({ dataDir: nested });
    expect(await seedCatalogue(first.db)).toBe(seedProducts.length);
    await first.close();

    const second = await openDatabase({ dataDir: nested });
    expect(await seedCatalogue(second.db)).toBe(0);
    const [row] = await second.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(seedProducts.length);
    await second.close();
  });

  it('refuses a second opening of a folder that is in use', async () => {
    const folder = join(dataDir, 'busy');
    const first = await openDatabase({ dataDir: folder });
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(/in use by process \d+/);
    await first.close();
    const again = await openDatabase({ dataDir: folder });
    await again.close();
  });

  it('takes over the lock a killed process left behind', async () => {
    const folder = join(dataDir, 'stale');
    const first = await openDatabase({ dataDir: folder });
    await first.close();
    // A pid that cannot be alive (above Linux's pid_max).
    writeFileSync(join(folder, 'pglite.lock'), '99999999');
    const reopened = await openDatabase({ dataDir: folder });
    await reopened.close();
  });
});
