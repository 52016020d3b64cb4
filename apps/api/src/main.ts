// First: on the wrong Node.js, stop with a message before anything else runs (node-version.ts).
import './node-version.ts';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { SandboxClock } from './collector/clock.ts';
import { startCollector } from './collector/collector.ts';
import { startComplaintEscalation } from './complaints/escalation.ts';
import { readConfig } from './config.ts';
import { databaseUnavailable } from './database-errors.ts';
import { listenForCatalogueChanges } from './db/catalogue-notices.ts';
import { openDatabaseWhenReachable } from './db/connect.ts';
import { startPurgeSchedule } from './db/purge.ts';
import {
  recountProductReviews,
  seedCatalogue,
  seedCategories,
  seedMissingProducts,
  seedProperties,
  writeNoPictureImage,
  writeProductImages,
  writePropertyImages,
} from './db/seed.ts';
import { AnswerCache } from './http-cache.ts';
import { pictureStoreFrom } from './media/picture-store.ts';
import { startMessageWorker } from './messages/deliver.ts';
import { OutboxEmailSender } from './messages/outbox.ts';
import { SmtpEmailTransport } from './messages/smtp-transport.ts';
import { SandboxEmailTransport } from './messages/transport.ts';
import { gracefulCloser } from './ops/graceful-close.ts';
import { WorkerHeartbeats } from './ops/heartbeat.ts';
import { createLogger, logger } from './ops/log.ts';
import { createOpsApp } from './ops/ops-app.ts';
import { startPaymentSweep } from './orders/sweep.ts';
import { ADMIN_DIST_DIR, DEFAULT_DATA_DIR, WEB_DIST_DIR, WEB_RENDERER_FILE } from './paths.ts';
import { DIRECT_DEBIT_WEBHOOK_PATH, SandboxDirectDebit } from './payments/direct-debit-sandbox.ts';
import { PaystackPayouts } from './payments/payouts/paystack-payouts.ts';
import { SandboxPayouts } from './payments/payouts/sandbox-payouts.ts';
import { PaystackCardPayments } from './payments/paystack.ts';
import { PaystackDirectDebit } from './payments/paystack-direct-debit.ts';
import { PaystackSettlementReports } from './payments/paystack-settlements.ts';
import { SandboxCardPayments, WEBHOOK_PATH } from './payments/sandbox.ts';
import { httpWebhookDelivery } from './payments/sandbox-webhooks.ts';
import { SandboxSettlementReports } from './payments/settlement-reports.ts';
import { PaystackTransferPayments } from './payments/transfers/paystack-transfers.ts';
import { SandboxTransferPayments } from './payments/transfers/sandbox-transfers.ts';
import { startRefundJob } from './refunds/refund-job.ts';
import { TRANSFER_WEBHOOK_PATH } from './routes/transfer-webhook.ts';
import { TermiiSmsTransport } from './sms/termii-transport.ts';
import { SandboxSmsTransport } from './sms/transport.ts';
import { seedSandboxOwner } from './staff/sandbox-owner.ts';
import { startAddressCheckPoll } from './verification/address-checks.ts';
import { SandboxAddressVerifier } from './verification/address-verifier.ts';
import { SandboxCreditBureau } from './verification/credit-bureau.ts';
import { PremblyCreditBureau } from './verification/prembly-credit-bureau.ts';
import { QoreIdAddressVerifier } from './verification/qoreid-address-verifier.ts';
import { cachedRenderer, loadWebRenderer } from './web-ssr.ts';

const read = readConfig(process.env, DEFAULT_DATA_DIR);
if (!read.ok) {
  // On stderr, every problem at once.
  createLogger({ destination: process.stderr }).fatal(
    { problems: read.problems },
    `Oja cannot start: ${read.problems.join(' ')} See docs/run/modes.md.`,
  );
  process.exit(1);
}
const config = read.config;
logger.level = config.logLevel;
const imagesDir = join(config.dataDir, 'media', 'products');
const propertyImagesDir = join(config.dataDir, 'media', 'properties');
// The console's uploaded pictures: OJA_DATA_DIR/media/uploads, or the S3-compatible bucket the settings name.
const pictureStore = pictureStoreFrom(process.env, join(config.dataDir, 'media', 'uploads'));

// A database that does not answer yet (a server still starting, a port or a password being fixed) is tried
// again for DATABASE_WAIT_MS, a log line an attempt; then one line says why Oja stops (no stack trace).
const database = await openDatabaseWhenReachable(
  { databaseUrl: config.databaseUrl, dataDir: config.dataDir, durable: config.mode === 'production' },
  { waitMs: config.databaseWaitMs },
).catch((error: unknown) => {
  const unavailable = databaseUnavailable(error);
  const where = config.databaseUrl ? 'the PostgreSQL server at DATABASE_URL' : `PGlite in ${config.dataDir}`;
  logger.fatal(
    unavailable
      ? { failure: unavailable.code, detail: unavailable.message }
      : { detail: error instanceof Error ? error.message : String(error) },
    unavailable
      ? `Oja cannot start: ${where} did not answer for ${config.databaseWaitMs} ms (${unavailable.code}: ` +
          `${unavailable.message}). Check its host, port, user and password, and that it is running.`
      : `Oja cannot start: opening ${where} failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  // The logger writes synchronously (ops/log.ts), so every line is out, in order, before the exit.
  process.exit(1);
});
// Every mode starts with the spec's departments and subcategories. Only a sandbox gets the demo goods (its
// products, rental listings and console owner): a production shop starts with no product and no property, and
// what its operator deletes stays deleted.
const sandbox = config.mode === 'sandbox';
const seededCategories = await seedCategories(database.db);
const seeded = sandbox ? (await seedCatalogue(database.db)) || (await seedMissingProducts(database.db)) : 0;
const seededProperties = sandbox ? await seedProperties(database.db) : 0;
const recounted = await recountProductReviews(database.db);
const seededOwner = sandbox && (await seedSandboxOwner(database.db, Date.now()));
const images = sandbox
  ? writeProductImages(imagesDir) + writePropertyImages(propertyImagesDir)
  : writeNoPictureImage(imagesDir);
logger.info(
  `Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL'}` +
    `${seededCategories ? `, added the shop's ${seededCategories} categories` : ''}` +
    `${seeded ? `, seeded ${seeded} demo products` : ''}${seededProperties ? `, seeded ${seededProperties} demo properties` : ''}` +
    `${images ? `, wrote ${images} images` : ''}, uploaded pictures in the ${pictureStore.description}` +
    `${recounted ? `, recounted the reviews of ${recounted} products` : ''}` +
    `${seededOwner ? ', created the sandbox owner of the console (docs/api/sandbox.md)' : ''}`,
);

// The shop's time: in sandbox mode the sandbox clock (the real clock plus an offset kept in the database, moved
// by POST /api/v1/dev/clock, the same for every process); in production the real clock alone.
const clock = config.mode === 'sandbox' ? new SandboxClock(database.db) : undefined;
await clock?.refresh();
const now = clock?.now ?? Date.now;

const webDistDir = config.serveWeb && existsSync(join(WEB_DIST_DIR, 'index.html')) ? WEB_DIST_DIR : undefined;
if (config.serveWeb && !webDistDir) logger.warn(`No web build in ${WEB_DIST_DIR}: serving the API only.`);
const adminDistDir =
  config.serveWeb && existsSync(join(ADMIN_DIST_DIR, 'index.html')) ? ADMIN_DIST_DIR : undefined;
if (config.serveWeb && !adminDistDir) logger.warn(`No console build in ${ADMIN_DIST_DIR}: no /admin.`);
// Public pages are rendered here, in the API's process, by the web app's server build.
const loadedRenderer = webDistDir ? await loadWebRenderer(WEB_RENDERER_FILE, WEB_DIST_DIR) : undefined;
const webRenderer = loadedRenderer && cachedRenderer(loadedRenderer);
if (webDistDir && !webRenderer)
  logger.warn(`No server renderer at ${WEB_RENDERER_FILE}: pages render in the browser.`);

// Every email is written to the messages table first and delivered by the message worker (src/messages/):
// over SMTP when SMTP_URL is set, else into the sandbox outbox (GET /api/v1/dev/outbox?email=). A crash or a
// deploy loses none, and no answer waits for a mail server.
const emailTransport = config.smtp
  ? new SmtpEmailTransport({
      url: config.smtp.url,
      from: config.smtp.from,
      allowPlaintext: config.smtp.allowPlaintext,
    })
  : new SandboxEmailTransport(database.db, now);
logger.info(
  `Mode: ${config.mode}${config.mode === 'sandbox' ? ' (OJA_MODE=production for the live shop)' : ''}`,
);
logger.info(
  emailTransport.kind === 'smtp'
    ? 'Email: SMTP at SMTP_URL, through the messages table'
    : 'Email: sandbox (outbox table, GET /api/v1/dev/outbox?email=), through the messages table',
);
const emailSender = new OutboxEmailSender(database.db, emailTransport.kind, now);

// The sandboxes' webhooks come back to this server over HTTP, like a provider's; a worker (OJA_ROLE=worker)
// serves no webhook endpoint, so it sends them to the shop's web processes at PUBLIC_URL.
const webhookBase =
  config.role === 'worker' && config.publicUrl
    ? config.publicUrl
    : `http://${config.selfHost}:${config.port}`;
// Card payments: Paystack with PAYSTACK_SECRET_KEY, else the sandbox.
const cardPayments =
  config.card.kind === 'paystack'
    ? new PaystackCardPayments(config.card)
    : new SandboxCardPayments({
        db: database.db,
        now,
        deliver: httpWebhookDelivery(`${webhookBase}${WEBHOOK_PATH}`),
      });
logger.info(
  cardPayments.kind === 'paystack'
    ? 'Card payments: Paystack'
    : 'Card payments: sandbox (test cards in docs/api/payments.md, page at /sandbox/card/{reference})',
);
// Direct debit: Paystack with PAYSTACK_SECRET_KEY, else the sandbox (bank consent page at
// /sandbox/mandate/{reference}), its webhooks over HTTP too.
const directDebit =
  config.directDebit.kind === 'paystack'
    ? new PaystackDirectDebit(config.directDebit)
    : new SandboxDirectDebit({
        db: database.db,
        now,
        deliver: httpWebhookDelivery(`${webhookBase}${DIRECT_DEBIT_WEBHOOK_PATH}`),
      });
logger.info(
  directDebit.kind === 'paystack'
    ? 'Direct debit: Paystack'
    : 'Direct debit: sandbox (test accounts in docs/api/payments.md, page at /sandbox/mandate/{reference})',
);
// The settlement report the console reconciles: Paystack's settlements API with the card provider's key.
const settlementReports =
  config.card.kind === 'paystack'
    ? new PaystackSettlementReports(config.card)
    : new SandboxSettlementReports(database.db);
// Bank transfers and USSD: Paystack with PAYSTACK_SECRET_KEY, else the sandbox bank ('send a transfer' page
// at /sandbox/bank), its notices over HTTP too.
const transfers =
  config.transfers.kind === 'paystack'
    ? new PaystackTransferPayments(config.transfers)
    : new SandboxTransferPayments({
        now,
        deliver: httpWebhookDelivery(`${webhookBase}${TRANSFER_WEBHOOK_PATH}`),
      });
logger.info(
  transfers.kind === 'paystack' ? 'Transfers and USSD: Paystack' : 'Transfers and USSD: sandbox bank',
);
// Refunds paid out to bank accounts (transfer money, an operator's bank refund): Paystack's Transfers API with
// the same key, else the payout sandbox, its notices over HTTP to the card webhook (Paystack's one endpoint).
const payouts =
  config.transfers.kind === 'paystack'
    ? new PaystackPayouts(config.transfers)
    : new SandboxPayouts({
        db: database.db,
        now,
        deliver: httpWebhookDelivery(`${webhookBase}${WEBHOOK_PATH}`),
      });
// Credit bureau: Prembly (CRC and FirstCentral) with CREDIT_BUREAU_SECRET_KEY, else the sandbox.
const creditBureau =
  config.creditBureau.kind === 'prembly'
    ? new PremblyCreditBureau(config.creditBureau)
    : new SandboxCreditBureau();
logger.info(
  creditBureau.kind === 'prembly'
    ? 'Credit bureau: Prembly (CRC and FirstCentral)'
    : 'Credit bureau: sandbox (test BVNs in docs/api/verification.md)',
);
// Address verification: QoreID's field agents with ADDRESS_VERIFICATION_SECRET_KEY, else the sandbox.
const addressVerifier =
  config.addressVerification.kind === 'qoreid'
    ? new QoreIdAddressVerifier(config.addressVerification)
    : new SandboxAddressVerifier();
logger.info(
  addressVerifier.kind === 'qoreid'
    ? 'Address verification: QoreID (field agents; results by callback and polling)'
    : 'Address verification: sandbox (test streets in docs/api/verification.md)',
);
// SMS: Termii with TERMII_API_KEY, else the sandbox (sms_outbox table, GET /api/v1/dev/sms-outbox?phone=).
// Texts are queued in the messages table like emails and delivered by the same worker, with the same retries.
const smsTransport =
  config.sms.kind === 'termii'
    ? new TermiiSmsTransport(config.sms)
    : new SandboxSmsTransport(database.db, now);
logger.info(
  smsTransport.kind === 'termii'
    ? `SMS: Termii, through the messages table${config.sms.inboundSecret ? ' (STOP webhook on)' : ''}`
    : 'SMS: sandbox (sms_outbox table, GET /api/v1/dev/sms-outbox?phone=), through the messages table',
);
// OJA_ROLE (config.ts): 'all' serves the shop and runs the background workers, 'web' only serves the shop,
// 'worker' only runs the workers (and serves /healthz, /readyz and /metrics).
const runsWorkers = config.role !== 'web';
// Each background worker beats after every finished tick: GET /readyz fails when one stops.
const heartbeats = runsWorkers ? new WorkerHeartbeats() : undefined;
const noWorker = async () => undefined;
// The public answers and rendered pages this process keeps (http-cache.ts, web-ssr.ts). On PostgreSQL every
// change to what shoppers see, by any process, NOTIFYs on commit and this process empties both at once
// (db/catalogue-notices.ts); on PGlite (one process) a change behind the API's back shows within their TTL.
const answerCache = new AnswerCache();
const emptyCaches = () => {
  answerCache.clear();
  webRenderer?.clear?.();
};
const catalogueListener =
  config.databaseUrl && config.role !== 'worker'
    ? listenForCatalogueChanges({ databaseUrl: config.databaseUrl, onChange: emptyCaches })
    : undefined;
await catalogueListener?.ready;
// Set on SIGTERM (stop(), below): GET /readyz answers 503 from then on, asking nothing.
const shutdown = { started: false };
const isStopping = () => shutdown.started;
const shop = () =>
  createApp({
    db: database.db,
    mode: config.mode,
    sandboxExposed: config.sandboxExposed,
    imagesDir,
    propertyImagesDir,
    pictureStore,
    webDistDir,
    adminDistDir,
    webRenderer,
    answerCache,
    email: emailSender,
    trustProxy: config.trustProxy,
    cardPayments,
    directDebit,
    settlementReports,
    transfers,
    payouts,
    creditBureau,
    addressVerifier,
    publicUrl: config.publicUrl,
    bvnHashKey: config.bvnHashKey,
    now,
    clock,
    heartbeats,
    stopping: isStopping,
    metricsToken: config.metricsToken,
    runsWorkers,
    sms: { kind: smsTransport.kind, inboundSecret: config.sms.inboundSecret },
  });
const app =
  config.role === 'worker'
    ? createOpsApp({
        db: database.db,
        mode: config.mode,
        heartbeats,
        metricsToken: config.metricsToken,
        logger,
        stopping: isStopping,
      })
    : shop();
logger.info(
  `Role: ${config.role}${runsWorkers ? ' (runs the background workers)' : ' (no background workers)'}`,
);

// Expired sessions, codes, reset tokens, counters, outbox rows and old guest carts are deleted every hour.
const stopPurging = heartbeats ? startPurgeSchedule(database.db, { now, everyMs: 60 * 60 * 1000 }) : noWorker;

// Every 5 minutes: complaints past their 48-hour promise are escalated, once, and the members who work the
// complaints desk are emailed (complaints/escalation.ts); safe with any number of processes.
const stopEscalating = heartbeats
  ? startComplaintEscalation(
      { db: database.db, email: emailSender, publicUrl: config.publicUrl, now },
      { everyMs: 5 * 60 * 1000 },
    )
  : noWorker;

// At start, then every 5 minutes: pending card payments are verified with the provider (what a killed
// process left in flight, or a lost webhook), unpaid orders past their 30 minutes expire and give their
// stock back, order emails not sent yet are sent, and direct-debit consents whose bank answer never
// arrived are verified (the answer, active or refused, is emailed once), and shoppers paying in instalments
// without a standing account yet get one (a provider failure waits for the next sweep).
const stopSweeping = !heartbeats
  ? noWorker
  : startPaymentSweep(
      {
        db: database.db,
        cardPayments,
        directDebit,
        transfers,
        email: emailSender,
        now,
        publicUrl: config.publicUrl,
      },
      { everyMs: 5 * 60 * 1000, onTick: heartbeats.expect('payment sweep', 5 * 60 * 1000) },
    );

// The instalment collector (src/collector/): at start and every 30 seconds (and, in sandbox mode, whenever
// POST /dev/clock moves the clock), due instalments are debited through the direct-debit provider, failures
// retried, reminders and receipts emailed. Safe with any number of processes on one PostgreSQL server.
const stopCollecting = !heartbeats
  ? noWorker
  : startCollector(
      { db: database.db, directDebit, email: emailSender, now },
      {
        everyMs: 30_000,
        onTick: heartbeats.expect('collector', 30_000),
        ...(clock ? { before: () => clock.refresh() } : {}),
      },
    );

/**
 * How long an idle keep-alive connection stays open: longer than the idle time of the clients and proxies in
 * front (60 s for most load balancers), so the server never closes a socket at the moment a client reuses it.
 * Node's default of 5 s lost such races: a request sent as the server closed its socket failed with
 * ECONNRESET (seen in CI between two calls of one Playwright request context, 5 s apart).
 */
const KEEP_ALIVE_MS = 65_000;

function keepConnectionsAlive(server: ServerType): void {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node asks headersTimeout to be longer than keepAliveTimeout, or a slow request's headers race it.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

/** Each server's graceful close (ops/graceful-close.ts), made with it. */
const closeServers: Array<() => Promise<void>> = [];

/**
 * One HTTP server for each of `addresses` (every interface when undefined), all on one port (with PORT=0 the
 * one the first got). On a machine without IPv6, ::1 beside 127.0.0.1 is left out with a line in the log.
 */
async function listen(addresses: string[] | undefined, port: number): Promise<ServerType[]> {
  const servers: ServerType[] = [];
  let onPort = port;
  for (const address of addresses ?? [undefined]) {
    const server = createAdaptorServer({ fetch: app.fetch });
    keepConnectionsAlive(server);
    // createAdaptorServer makes an http.Server (no TLS here: a load balancer in front terminates it).
    closeServers.push(gracefulCloser(server as Server, config.shutdownGraceMs));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(onPort, address, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (address === '::1' && servers.length > 0 && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT')) {
        logger.warn(`No IPv6 on this machine (${code}): listening on 127.0.0.1 only, not ::1.`);
        continue;
      }
      for (const open of servers) open.close();
      throw new Error(
        `Oja cannot listen on ${address ?? 'every interface'}, port ${onPort}: ${code ?? error}`,
      );
    }
    servers.push(server);
    onPort = (server.address() as AddressInfo).port;
  }
  return servers;
}

// The refund job (src/refunds/): at start and every 30 seconds (and whenever POST /dev/clock moves the clock),
// refunds owed are sent to the card provider once each, answers recorded and shoppers emailed once.
const stopRefunding = !heartbeats
  ? noWorker
  : startRefundJob(
      { db: database.db, cardPayments, payouts, email: emailSender, now },
      {
        everyMs: 30_000,
        onTick: heartbeats.expect('refund job', 30_000),
        ...(clock ? { before: () => clock.refresh() } : {}),
      },
    );

// Address checks waiting for a field visit (src/verification/address-checks.ts): every 15 seconds the pending
// ones not asked lately are asked about (a lost callback; the sandbox sends none), decided once and emailed.
const stopCheckingAddresses = !heartbeats
  ? noWorker
  : startAddressCheckPoll(
      { db: database.db, addressVerifier, email: emailSender, now },
      {
        everyMs: 15_000,
        onTick: heartbeats.expect('address checks', 15 * 60 * 1000),
        ...(clock ? { before: () => clock.refresh() } : {}),
      },
    );

// The message worker: queued emails and texts delivered every second, failures retried, none lost to a crash.
const stopMessaging = !heartbeats
  ? noWorker
  : startMessageWorker(
      { db: database.db, email: emailTransport, sms: smsTransport, now },
      {
        everyMs: 1_000,
        onTick: heartbeats.expect('message worker', 60_000),
        ...(clock ? { before: () => clock.refresh() } : {}),
      },
    );

// Where it listens (config.ts): in sandbox mode this machine's loopback addresses only, unless HOST says
// otherwise; in production where HOST says, every interface by default.
if (config.sandboxExposed) {
  logger.warn(
    `WARNING: sandbox mode on HOST=${config.host}, beyond this machine: anyone who can reach it can read every ` +
      "email in the outbox, sign-in codes included (GET /api/v1/dev/outbox), and move the shop's clock " +
      '(POST /api/v1/dev/clock). Unset HOST to listen on this machine only.',
  );
}
let servers: ServerType[] = [];
/**
 * Past the grace, this long is left for the workers' ticks and the pool to finish before the process goes
 * anyway: an orchestrator should wait SHUTDOWN_GRACE_MS plus this before it kills (Kubernetes' default 30 s is
 * the default 25 s plus these 5).
 */
const STOP_MARGIN_MS = 5_000;

/**
 * A clean stop (SIGTERM on a deploy, SIGINT): GET /readyz answers 503 at once; every server stops listening
 * and its answers in flight finish (up to SHUTDOWN_GRACE_MS), while each background worker finishes its tick in
 * progress and starts no other (what a tick had claimed is done, or left to its lease); then the catalogue
 * listener and the database close, and the process exits. Issue 41: a sign-up in flight at a deploy got no
 * answer and no account, since the servers and the pool closed under it.
 */
async function stop(reason: string, exitCode = 0) {
  if (shutdown.started) return;
  shutdown.started = true;
  logger.info(`${reason}: closing (answers in flight have up to ${config.shutdownGraceMs} ms)`);
  setTimeout(() => {
    logger.error(`${reason}: not closed after ${config.shutdownGraceMs + STOP_MARGIN_MS} ms, exiting anyway`);
    process.exit(1);
  }, config.shutdownGraceMs + STOP_MARGIN_MS).unref();
  await Promise.all([
    ...closeServers.map((close) => close()),
    stopPurging(),
    stopEscalating(),
    stopSweeping(),
    stopCollecting(),
    stopRefunding(),
    stopCheckingAddresses(),
    stopMessaging(),
  ]);
  try {
    await catalogueListener?.stop();
    await database.close();
  } catch (error) {
    // One line, as every other: not an unhandled rejection's stack trace.
    logger.error(
      `${reason}: the database did not close cleanly: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
  logger.info(`${reason}: closed`);
  process.exit(exitCode);
}
try {
  servers = await listen(config.listenAddresses, config.port);
} catch (error) {
  logger.error(error instanceof Error ? error.message : String(error));
  await stop('Not listening', 1);
}
// Before 'Oja is running' is written: whoever waits for that line (a process manager, a test) may send
// SIGTERM the moment it reads it, and the logger writes synchronously, so without a handler by then the
// signal would end the process outright (kill-restart.test.ts saw an exit with no code, under load).
// A second signal while stopping (Ctrl-C twice) does not wait for the grace.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!shutdown.started) return void stop(signal);
    logger.warn(`${signal} again: exiting without waiting`);
    process.exit(1);
  });
}
const port = (servers[0]?.address() as AddressInfo | null)?.port ?? config.port;
// The loopback addresses and every interface are reached at localhost; one other address at itself.
const shownHost =
  config.selfHost === '127.0.0.1' || config.selfHost === '[::1]' ? 'localhost' : config.selfHost;
logger.info(
  `Oja is running at http://${shownHost}:${port}${webDistDir ? '' : ' (API only, under /api/v1)'}, listening on ` +
    servers.map((server) => addressOf(server.address() as AddressInfo)).join(' and '),
);

/** 127.0.0.1:3000, [::1]:3000, [::]:3000 (every interface): where one server listens. */
function addressOf({ address, family, port }: AddressInfo): string {
  return family === 'IPv6' ? `[${address}]:${port}` : `${address}:${port}`;
}
