import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/connect.ts';
import { seedCatalogue, writeProductImages } from './db/seed.ts';
import { SmtpEmailSender } from './email/smtp.ts';
import { DEFAULT_DATA_DIR, WEB_DIST_DIR } from './paths.ts';

const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.OJA_DATA_DIR ?? DEFAULT_DATA_DIR;
const production = process.env.NODE_ENV === 'production';
const imagesDir = join(dataDir, 'media', 'products');

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dataDir });
const seeded = await seedCatalogue(database.db);
const images = writeProductImages(imagesDir);
console.log(
  `Database: ${database.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL at DATABASE_URL'}` +
    `${seeded ? `, seeded ${seeded} products` : ''}${images ? `, wrote ${images} images` : ''}`,
);

const webDistDir = production && existsSync(join(WEB_DIST_DIR, 'index.html')) ? WEB_DIST_DIR : undefined;
if (production && !webDistDir) console.warn(`No web build in ${WEB_DIST_DIR}: serving the API only.`);

// Emails go to SMTP when SMTP_URL is set, else to the sandbox outbox (GET /api/v1/dev/outbox?email=).
const email = process.env.SMTP_URL
  ? new SmtpEmailSender(process.env.SMTP_URL, process.env.SMTP_FROM)
  : undefined;
console.log(
  email ? 'Email: SMTP at SMTP_URL' : 'Email: sandbox (outbox table, GET /api/v1/dev/outbox?email=)',
);
const trustProxy = process.env.TRUST_PROXY === '1';
const app = createApp({ db: database.db, imagesDir, webDistDir, email, trustProxy });

const server = serve({ fetch: app.fetch, port }, () => {
  console.log(`Oja is running at http://localhost:${port}${webDistDir ? '' : ' (API only, under /api/v1)'}`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
