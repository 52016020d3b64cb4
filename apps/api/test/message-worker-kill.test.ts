import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { messages, outbox, sandboxClock, smsOutbox } from '../src/db/schema.ts';
import { createServerDatabase, type RunningServer, startServer } from './process/server.ts';

/**
 * The message worker killed with SIGKILL while 1,000 messages are queued, emails and texts half and half: after
 * a restart every message is delivered, and exactly once, as the sandbox providers (the email outbox and the
 * SMS outbox, which keep one copy per idempotency key, like a provider with idempotency keys) prove. A worker process (OJA_ROLE=worker) on PostgreSQL: the test reads
 * the same database while the worker runs, which PGlite (one process) cannot, so vitest.config.ts runs it
 * only with DATABASE_URL.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('message-worker-kill.test.ts needs DATABASE_URL (see vitest.config.ts)');

const MESSAGES = 1000;
let database: Awaited<ReturnType<typeof createServerDatabase>>;
let reader: Awaited<ReturnType<typeof openDatabase>>;
const folder = mkdtempSync(join(tmpdir(), 'oja-worker-'));
let worker: RunningServer | undefined;

beforeAll(async () => {
  database = await createServerDatabase(serverUrl);
  reader = await openDatabase({ databaseUrl: database.url, dataDir: folder });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await reader?.close();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

const delivered = async () =>
  ((await reader.db.select({ n: count() }).from(outbox))[0]?.n ?? 0) +
  ((await reader.db.select({ n: count() }).from(smsOutbox))[0]?.n ?? 0);
const sent = async () =>
  (await reader.db.select({ n: count() }).from(messages).where(eq(messages.status, 'sent')))[0]?.n ?? 0;

it('delivers each of 1,000 queued emails and texts exactly once across a kill -9 and a restart', async () => {
  const env = { DATABASE_URL: database.url, OJA_DATA_DIR: folder, OJA_ROLE: 'worker' };
  worker = await startServer(env);
  const at = new Date();
  await reader.db.insert(messages).values(
    Array.from({ length: MESSAGES }, (_, i) => ({
      // Every other message a text, to the shopper's phone.
      channel: i % 2 === 0 ? ('email' as const) : ('sms' as const),
      recipient: i % 2 === 0 ? `shopper${i}@example.com` : `+2348${String(i).padStart(9, '0')}`,
      subject: 'Your instalment is due on Tuesday',
      body: `Instalment reminder ${i}`,
      idempotencyKey: `kill-test-${i}`,
      status: 'queued' as const,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
  // Killed in the middle: some delivered, some claimed and in flight, the rest still queued.
  while ((await delivered()) < 100) await new Promise((resolve) => setTimeout(resolve, 10));
  await worker.kill();
  expect(await delivered()).toBeLessThan(MESSAGES);
  const inFlight = await reader.db
    .select({ key: messages.idempotencyKey })
    .from(messages)
    .where(eq(messages.status, 'sending'));

  // The dead worker's claims hold for 2 minutes: the sandbox clock (shared through the database) moves on 3,
  // as the wall clock would, so the restarted worker takes them over.
  await reader.db
    .insert(sandboxClock)
    .values({ id: 1, offsetMs: 3 * 60_000, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: sandboxClock.id,
      set: { offsetMs: sql`${sandboxClock.offsetMs} + ${3 * 60_000}`, updatedAt: new Date() },
    });
  worker = await startServer(env);
  const deadline = Date.now() + 60_000;
  while ((await sent()) < MESSAGES && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await sent()).toBe(MESSAGES);
  const [emails] = await reader.db
    .select({ n: count(), keys: countDistinct(outbox.idempotencyKey) })
    .from(outbox);
  expect(emails).toEqual({ n: MESSAGES / 2, keys: MESSAGES / 2 });
  const [texts] = await reader.db
    .select({ n: count(), keys: countDistinct(smsOutbox.idempotencyKey) })
    .from(smsOutbox);
  expect(texts).toEqual({ n: MESSAGES / 2, keys: MESSAGES / 2 });
  // The messages in flight at the kill (some may have reached the provider already) went a second time, under
  // the same key: the provider kept one copy of each.
  const retried = await reader.db
    .select({ key: messages.idempotencyKey })
    .from(messages)
    .where(sql`${messages.attempts} > 1`);
  expect(retried.map((row) => row.key).sort()).toEqual(inFlight.map((row) => row.key).sort());
}, 240_000);
