/**
 * `npm run seed:scale -- --products=N [--database-url=URL]`: fills a shop's catalogue up to N products with
 * believable generated ones (src/db/scale-seed.ts). On PostgreSQL at --database-url (or DATABASE_URL), else on
 * PGlite in OJA_DATA_DIR (default .data at the repository root). It migrates and seeds the shop's own catalogue
 * first, as the shop's first start would, so an empty database works.
 */
import { openDatabase } from '../src/db/connect.ts';
import { seedScale } from '../src/db/scale-seed.ts';
import { seedCatalogue } from '../src/db/seed.ts';
import { DEFAULT_DATA_DIR } from '../src/paths.ts';

const args = new Map<string, string>();
for (const arg of process.argv.slice(2)) {
  const match = /^--(products|database-url)=(.+)$/.exec(arg);
  if (!match?.[1] || !match[2]) {
    console.error(`unknown argument '${arg}': use --products=N [--database-url=postgres://…]`);
    process.exit(2);
  }
  args.set(match[1], match[2]);
}
const total = Number(args.get('products'));
if (!Number.isInteger(total) || total < 1 || total > 10_000_000) {
  console.error('--products=N is required: a whole number of products from 1 to 10,000,000');
  process.exit(2);
}
const databaseUrl = args.get('database-url') ?? (process.env.DATABASE_URL || undefined);
const dataDir = process.env.OJA_DATA_DIR ?? DEFAULT_DATA_DIR;

const started = Date.now();
const database = await openDatabase({ databaseUrl, dataDir });
try {
  await seedCatalogue(database.db);
  let shown = 0;
  const added = await seedScale(database.db, total, (done, toAdd) => {
    if (done - shown >= 50_000 || done === toAdd) {
      shown = done;
      process.stderr.write(`${done.toLocaleString('en')} of ${toAdd.toLocaleString('en')} products added\n`);
    }
  });
  const where = database.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL';
  console.log(
    added === 0
      ? `The catalogue already holds ${total.toLocaleString('en')} products or more (${where}): nothing added.`
      : `Added ${added.toLocaleString('en')} products (${where}) in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
} finally {
  await database.close();
}
