import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHALLENGE_NOT_SOLVED } from '../src/auth/challenge.ts';
import { openDatabase } from '../src/db/connect.ts';
import { expectEveryLimitHolds, Targets } from './concurrency/scenarios.ts';
import { createServerDatabase, type RunningServer, startServer } from './process/server.ts';
import { solveChallenge } from './support/solve-challenge.ts';

/**
 * Scaling out: two server processes (`node src/main.ts`, started together) on one PostgreSQL database serve
 * the shop side by side. Sessions, carts and every attempt limit live in the database, so the review's
 * concurrency attacks, spread over both processes, are held as they are by one. Needs DATABASE_URL (a
 * PostgreSQL server: PGlite is one process by design), so vitest.config.ts runs it only then.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('two-processes.test.ts needs DATABASE_URL (see vitest.config.ts)');

let database: Awaited<ReturnType<typeof createServerDatabase>>;
const folders = ['a', 'b'].map((name) => mkdtempSync(join(tmpdir(), `oja-proc-${name}-`)));
let servers: RunningServer[] = [];
/** Each server's origin (its `api` without /api/v1). */
const origins = () => servers.map((s) => s.api.replace(/\/api\/v1$/, ''));

beforeAll(async () => {
  database = await createServerDatabase(serverUrl);
  // Started together: migrations and the seed take turns under advisory locks.
  servers = await Promise.all(
    folders.map((folder) =>
      startServer({ DATABASE_URL: database.url, OJA_DATA_DIR: folder, TRUST_PROXY: '1' }),
    ),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it('share one catalogue, seeded once', async () => {
  const counts = await Promise.all(
    servers.map(async (s) => {
      const answer = await fetch(`${s.api}/products/get-products?type=new&page=1&limit=1`);
      return (await answer.json()).data.totalProducts as number;
    }),
  );
  expect(counts[0]).toBeGreaterThan(0);
  expect(counts[1]).toBe(counts[0]);
});

it('share sessions and carts: a login on one is a session on the other', async () => {
  const targets = new Targets(origins());
  const { email, address } = await targets.shopper();
  const token = await targets.logIn(email, address);
  for (const server of servers) {
    const user = await fetch(`${server.api}/users/get-user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(200);
  }
  const cartSessionID = randomUUID();
  const product = (
    await (await fetch(`${servers[0]?.api}/products/get-products?type=new&page=1&limit=1`)).json()
  ).data.products[0];
  const added = await fetch(`${servers[0]?.api}/cart/add-to-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      productID: product.productID,
      quantity: 1,
      cartSessionID,
      selectedPaymentPlan: 'full',
    }),
  });
  expect(added.status).toBe(200);
  const viewed = await fetch(`${servers[1]?.api}/cart/view-cart?cartSessionID=${cartSessionID}`);
  expect((await viewed.json()).data.cart.items).toHaveLength(1);
});

it('hold every attempt limit across both processes', async () => {
  // The test reads the codes' counters through a connection of its own to the same database.
  const reader = await openDatabase({ databaseUrl: database.url, dataDir: folders[0] ?? '' });
  try {
    await expectEveryLimitHolds(new Targets(origins()), reader.db, 'two processes on PostgreSQL');
  } finally {
    await reader.close();
  }
}, 120_000);

it('share proof-of-work answers: a challenge from one is answered on the other, and only once', async () => {
  const [first, second] = servers.map((s) => s.api);
  const address = `198.19.${process.pid % 250}.7`;
  const login = (api: string | undefined, altcha?: string) =>
    fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(altcha ? { 'x-altcha': altcha } : {}),
      },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wr0ng-pass1' }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  // Five wrong passwords for one account from one address: the sixth is asked to solve a challenge.
  for (let i = 0; i < 5; i++) expect((await login(first)).status).toBe(401);
  const asked = await login(first);
  expect(asked.status).toBe(429);
  const answer = solveChallenge(asked.body.challenge);
  expect((await login(second, answer)).status).toBe(401);
  const reused = await login(first, answer);
  expect([reused.status, reused.body.message]).toEqual([429, CHALLENGE_NOT_SOLVED]);
});
