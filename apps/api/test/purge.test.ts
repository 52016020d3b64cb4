import { kobo } from '@oja/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeExpired, startPurgeSchedule } from '../src/db/purge.ts';
import {
  cartItems,
  carts,
  categories,
  messages,
  otpCodes,
  outbox,
  passwordResets,
  products,
  rateLimits,
  sessions,
  users,
} from '../src/db/schema.ts';
import { logger } from '../src/ops/log.ts';
import { createTestDatabase } from './test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.dispose());

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const NOW = Date.parse('2030-06-01T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms);

let next = 0;
async function newUser(): Promise<number> {
  next++;
  const [row] = await database.db
    .insert(users)
    .values({
      userId: `purge-user-${next}`,
      email: `purge${next}@example.com`,
      phoneNumber: `+23480${String(next).padStart(8, '0')}`,
      passwordHash: 'not-a-hash',
      createdAt: at(-60 * DAY),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

async function newProduct(): Promise<number> {
  next++;
  const [category] = await database.db
    .insert(categories)
    .values({ name: `Purge ${next}`, slug: `purge-${next}`, position: next })
    .returning({ id: categories.id });
  const [product] = await database.db
    .insert(products)
    .values({
      productId: `PURGE-${next}`,
      name: `Purge product ${next}`,
      slug: `purge-product-${next}`,
      brand: 'Oja',
      vendorBrandName: 'Oja',
      priceKobo: kobo(100_000),
      minimumDownPaymentPercentage: 35,
      inStock: true,
      categoryId: category?.id as number,
      imageFileName: 'purge.webp',
      createdAt: at(-60 * DAY),
    })
    .returning({ id: products.id });
  return product?.id as number;
}

/** A cart with one line, changed last at `updatedAt`. */
async function newCart(owner: { sessionId?: string; userId?: string }, updatedAt: Date, productId: number) {
  const [cart] = await database.db
    .insert(carts)
    .values({ ...owner, createdAt: updatedAt, updatedAt })
    .returning({ id: carts.id });
  const cartId = cart?.id as number;
  await database.db.insert(cartItems).values({ cartId, productId, quantity: 1, selectedPaymentPlan: 'full' });
  return cartId;
}

/** Whether a row is still there, by its key. */
const lookups = {
  sessions: (key: string | number) =>
    database.db
      .select({ k: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.tokenHash, String(key))),
  otp: (key: string | number) =>
    database.db
      .select({ k: otpCodes.id })
      .from(otpCodes)
      .where(eq(otpCodes.id, Number(key))),
  resets: (key: string | number) =>
    database.db
      .select({ k: passwordResets.tokenHash })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, String(key))),
  limits: (key: string | number) =>
    database.db
      .select({ k: rateLimits.key })
      .from(rateLimits)
      .where(eq(rateLimits.key, String(key))),
  outbox: (key: string | number) =>
    database.db
      .select({ k: outbox.id })
      .from(outbox)
      .where(eq(outbox.id, Number(key))),
  carts: (key: string | number) =>
    database.db
      .select({ k: carts.id })
      .from(carts)
      .where(eq(carts.id, Number(key))),
};
async function exists(table: keyof typeof lookups, key: string | number): Promise<boolean> {
  return (await lookups[table](key)).length === 1;
}

async function linesOf(cartId: number): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.n ?? 0;
}

describe('purgeExpired', () => {
  it('deletes what is just outside each window and keeps what is just inside', async () => {
    const userId = await newUser();
    const productId = await newProduct();
    const db = database.db;

    // Sessions: dead from their expiry on (auth/sessions.ts accepts expires_at > now only).
    await db.insert(sessions).values([
      { tokenHash: 'session-expired', userId, expiresAt: at(-SECOND), createdAt: at(-7 * DAY) },
      { tokenHash: 'session-expiring-now', userId, expiresAt: at(0), createdAt: at(-7 * DAY) },
      { tokenHash: 'session-live', userId, expiresAt: at(SECOND), createdAt: at(-7 * DAY) },
    ]);

    // One-time codes: used or expired, and created more than a day ago.
    const code = (createdAt: Date, more: Partial<typeof otpCodes.$inferInsert> = {}) => ({
      userId,
      purpose: 'verify-email',
      codeHash: 'hash',
      salt: 'salt',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 10 * MINUTE),
      ...more,
    });
    const otpIds = await db
      .insert(otpCodes)
      .values([
        code(at(-DAY - SECOND)), // expired, a day and a second old: deleted
        code(at(-DAY + SECOND)), // expired, a second under a day old: kept
        code(at(-DAY - SECOND), { consumedAt: at(-DAY) }), // used, over a day old: deleted
        code(at(-DAY + SECOND), { consumedAt: at(-DAY + 2 * SECOND) }), // used, under a day: kept
        code(at(-2 * DAY), { expiresAt: at(MINUTE) }), // old but neither used nor expired: kept
      ])
      .returning({ id: otpCodes.id });

    await db.insert(passwordResets).values([
      { tokenHash: 'reset-expired', userId, expiresAt: at(-SECOND), createdAt: at(-DAY) },
      { tokenHash: 'reset-live', userId, expiresAt: at(SECOND), createdAt: at(-MINUTE) },
    ]);

    // Rate-limit counters: a counter whose window has ended counts as none (auth/rate-limit.ts).
    await db.insert(rateLimits).values([
      { key: 'purge:ended', count: 5, windowEndsAt: at(-SECOND), lastAt: at(-MINUTE) },
      { key: 'purge:ending-now', count: 5, windowEndsAt: at(0), lastAt: at(-MINUTE) },
      { key: 'purge:open', count: 5, windowEndsAt: at(SECOND), lastAt: at(-MINUTE) },
    ]);

    const outboxIds = await db
      .insert(outbox)
      .values([
        { to: 'purge@example.com', subject: 's', text: 'old', createdAt: at(-7 * DAY - SECOND) },
        { to: 'purge@example.com', subject: 's', text: 'recent', createdAt: at(-7 * DAY + SECOND) },
      ])
      .returning({ id: outbox.id });

    const oldGuest = await newCart({ sessionId: crypto.randomUUID() }, at(-30 * DAY - SECOND), productId);
    const recentGuest = await newCart({ sessionId: crypto.randomUUID() }, at(-30 * DAY + SECOND), productId);
    const oldShopper = await newCart({ userId: 'purge-user-a' }, at(-90 * DAY), productId);
    const oldShopperWithSession = await newCart(
      { sessionId: crypto.randomUUID(), userId: 'purge-user-b' },
      at(-90 * DAY),
      productId,
    );

    const message = (key: string, status: 'sent' | 'failed', sentAt: Date | null) => ({
      channel: 'email' as const,
      recipient: 'purge@example.com',
      subject: 's',
      body: key,
      idempotencyKey: key,
      status,
      nextAttemptAt: at(-8 * DAY),
      createdAt: at(-8 * DAY),
      sentAt,
    });
    await db
      .insert(messages)
      .values([
        message('sent-long-ago', 'sent', at(-7 * DAY - SECOND)),
        message('sent-recently', 'sent', at(-7 * DAY + SECOND)),
        message('failed-long-ago', 'failed', null),
      ]);

    const purged = await purgeExpired(db, NOW);
    expect(purged).toEqual({
      sessions: 2,
      otpCodes: 2,
      passwordResets: 1,
      rateLimits: 2,
      outbox: 1,
      sentMessages: 1,
      guestCarts: 1,
    });
    const left = await db.select({ key: messages.idempotencyKey }).from(messages);
    expect(left.map((row) => row.key).sort()).toEqual(['failed-long-ago', 'sent-recently']);

    expect(await exists('sessions', 'session-expired')).toBe(false);
    expect(await exists('sessions', 'session-expiring-now')).toBe(false);
    expect(await exists('sessions', 'session-live')).toBe(true);

    const otpKept = await Promise.all(otpIds.map(({ id }) => exists('otp', id)));
    expect(otpKept).toEqual([false, true, false, true, true]);

    expect(await exists('resets', 'reset-expired')).toBe(false);
    expect(await exists('resets', 'reset-live')).toBe(true);

    expect(await exists('limits', 'purge:ended')).toBe(false);
    expect(await exists('limits', 'purge:ending-now')).toBe(false);
    expect(await exists('limits', 'purge:open')).toBe(true);

    expect(await exists('outbox', outboxIds[0]?.id as number)).toBe(false);
    expect(await exists('outbox', outboxIds[1]?.id as number)).toBe(true);

    // The old guest cart goes with its lines; a shopper's cart stays however old.
    expect(await exists('carts', oldGuest)).toBe(false);
    expect(await linesOf(oldGuest)).toBe(0);
    expect(await exists('carts', recentGuest)).toBe(true);
    expect(await linesOf(recentGuest)).toBe(1);
    expect(await exists('carts', oldShopper)).toBe(true);
    expect(await exists('carts', oldShopperWithSession)).toBe(true);

    // A second run finds nothing more.
    expect(Object.values(await purgeExpired(db, NOW)).every((n) => n === 0)).toBe(true);
  });
});

describe('startPurgeSchedule', () => {
  it('purges at once and then on every tick until stopped', async () => {
    const userId = await newUser();
    const db = database.db;
    let clock = NOW;
    await db
      .insert(sessions)
      .values({ tokenHash: 'tick-1', userId, expiresAt: at(SECOND), createdAt: at(-DAY) });
    await db
      .insert(sessions)
      .values({ tokenHash: 'tick-2', userId, expiresAt: at(MINUTE), createdAt: at(-DAY) });
    const logged: string[] = [];
    const info = vi.spyOn(logger, 'info').mockImplementation(((line: string) => {
      logged.push(line);
    }) as never);
    try {
      clock = NOW + 2 * SECOND; // tick-1 has expired
      const stop = startPurgeSchedule(db, { now: () => clock, everyMs: 50 });
      await expect.poll(() => exists('sessions', 'tick-1')).toBe(false);
      expect(await exists('sessions', 'tick-2')).toBe(true);

      clock = NOW + 2 * MINUTE; // tick-2 has expired: the next tick deletes it
      await expect.poll(() => exists('sessions', 'tick-2')).toBe(false);

      await stop();
      await db
        .insert(sessions)
        .values({ tokenHash: 'tick-3', userId, expiresAt: at(0), createdAt: at(-DAY) });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await exists('sessions', 'tick-3')).toBe(true);
      expect(logged.some((line) => /^Purged 1 sessions/.test(line))).toBe(true);
    } finally {
      info.mockRestore();
    }
  });
});
