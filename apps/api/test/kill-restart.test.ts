import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { readStartTime } from '../src/db/pglite-lock.ts';
import { cartItems, carts, deliveryAddresses, users } from '../src/db/schema.ts';
import { type RunningServer, startServer } from './process/server.ts';
import { createServerData } from './test-database.ts';

/**
 * The real server (`node src/main.ts`, sandbox mode) on its own data: PGlite in a temporary folder, or, when
 * DATABASE_URL is set, a fresh database on that PostgreSQL server. It takes 1,000 writes over HTTP, is
 * killed with SIGKILL in the middle of them, and starts again on the same data: every write it acknowledged
 * (2xx) must be there.
 */
const serverUrl = process.env.DATABASE_URL;
const onPglite = !serverUrl;
const PASSWORD = 'Sup3r-secret!';
const PHONE_PRODUCT = 'OJA-PHN-001';
const SHOPPERS = 12;
const ADDRESSES_EACH = 10; // the most a shopper may have
const SIGN_UPS = 150;
const WRITES = 1000;
const IN_FLIGHT = 16;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; message?: string } & Record<string, unknown>;
}

async function call(
  server: RunningServer,
  method: 'GET' | 'POST',
  path: string,
  { body, token, address }: { body?: unknown; token?: string; address?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (address) headers['x-forwarded-for'] = address;
  const response = await fetch(`${server.api}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A signed-up, verified, logged-in shopper (the code read from the sandbox outbox). */
async function shopper(server: RunningServer, n: number) {
  const email = `setup${n}@example.com`;
  const address = `192.0.2.${n + 1}`;
  const registered = await call(server, 'POST', '/auth/register', {
    body: { email, phoneNumber: `0809${String(n).padStart(7, '0')}`, password: PASSWORD },
    address,
  });
  expect(registered.status).toBe(201);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 100; tries++) {
    const { body } = await call(server, 'GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
    const messages = (body.data?.messages ?? []) as Array<{ text: string }>;
    code = /Your Oja code is (\d{4})/.exec(messages[0]?.text ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(code).toBeDefined();
  const verified = await call(server, 'POST', '/auth/verify-email', { body: { email, otp: code }, address });
  expect(verified.status).toBe(200);
  const login = await call(server, 'POST', '/auth/login', { body: { email, password: PASSWORD }, address });
  expect(login.status).toBe(200);
  return login.body.data?.token as string;
}

type Write =
  | { kind: 'cart'; session: string }
  | { kind: 'sign-up'; email: string; phoneNumber: string; address: string }
  | { kind: 'address'; token: string; street: string };

/** The 1,000 writes, interleaved the same way on every run. */
function plan(tokens: string[]): Write[] {
  const writes: Write[] = [];
  tokens.forEach((token, s) => {
    for (let a = 0; a < ADDRESSES_EACH; a++)
      writes.push({ kind: 'address', token, street: `${s}-${a} Allen Avenue` });
  });
  for (let i = 0; i < SIGN_UPS; i++) {
    writes.push({
      kind: 'sign-up',
      email: `load${i}@example.com`,
      phoneNumber: `0807${String(i).padStart(7, '0')}`,
      address: `10.9.${i >> 8}.${i & 255}`,
    });
  }
  while (writes.length < WRITES) writes.push({ kind: 'cart', session: crypto.randomUUID() });
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = writes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [writes[i], writes[j]] = [writes[j] as Write, writes[i] as Write];
  }
  return writes;
}

async function send(
  server: RunningServer,
  write: Write,
): Promise<{ ok: boolean; id?: string; status: number }> {
  if (write.kind === 'cart') {
    const { status } = await call(server, 'POST', '/cart/add-to-cart', {
      body: { cartSessionID: write.session, productID: PHONE_PRODUCT, quantity: 1 },
    });
    return { ok: status === 200, status };
  }
  if (write.kind === 'sign-up') {
    const { status } = await call(server, 'POST', '/auth/register', {
      body: { email: write.email, phoneNumber: write.phoneNumber, password: PASSWORD },
      address: write.address,
    });
    return { ok: status === 201, status };
  }
  const { status, body } = await call(server, 'POST', '/user/add-delivery-address', {
    body: { streetAddress: write.street, state: 'Lagos state' },
    token: write.token,
  });
  const id = (body.data?.addressData as { id?: string } | undefined)?.id;
  return { ok: status === 201, status, ...(id ? { id } : {}) };
}

interface LoadResult {
  acknowledged: Array<{ write: Write; id?: string }>;
  /** Answers that were not 2xx (before the kill there should be none). */
  refused: Array<{ write: Write; status: number }>;
  /** Requests that got no answer: the connection died with the server. */
  unanswered: number;
  inFlightAtKill: number;
}

/** Sends the writes, IN_FLIGHT at a time, and kills the server once `killAfter` of them are acknowledged. */
async function load(server: RunningServer, writes: Write[], killAfter: number): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: [], refused: [], unanswered: 0, inFlightAtKill: 0 };
  let next = 0;
  let inFlight = 0;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (next < writes.length) {
      const write = writes[next++] as Write;
      inFlight++;
      try {
        const answer = await send(server, write);
        if (answer.ok) result.acknowledged.push({ write, ...(answer.id ? { id: answer.id } : {}) });
        else result.refused.push({ write, status: answer.status });
      } catch {
        result.unanswered++;
      } finally {
        inFlight--;
      }
      if (!killing && result.acknowledged.length >= killAfter) {
        result.inFlightAtKill = inFlight;
        killing = server.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await killing;
  return result;
}

describe(`a server killed with SIGKILL in the middle of ${WRITES} writes (${onPglite ? 'PGlite' : 'PostgreSQL'})`, () => {
  it('has every write it acknowledged after a restart, and a stale lock never blocks the start', async () => {
    const data = await createServerData('oja-kill-');
    cleanups.push(data.dispose);
    const { dataDir } = data;
    const env = { ...data.env, TRUST_PROXY: '1' };
    const lockFile = join(dataDir, 'pglite.lock');

    const first = await startServer(env);
    cleanups.push(first.kill);
    const tokens = await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(first, n)));
    const writes = plan(tokens);
    const result = await load(first, writes, WRITES / 2);

    const acknowledgedBefore = result.acknowledged.length;
    // Nothing was refused: every write that was not acknowledged died with the connection.
    expect(result.refused).toEqual([]);
    expect(acknowledgedBefore + result.unanswered).toBe(WRITES);
    if (onPglite) expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.pid);

    // Again on the same data, over the lock file the killed process left.
    const second = await startServer(env);
    cleanups.push(second.kill);
    const cartSessions = result.acknowledged.flatMap(({ write }) =>
      write.kind === 'cart' ? [write.session] : [],
    );
    const missingCarts: string[] = [];
    for (const session of cartSessions) {
      const { status, body } = await call(second, 'GET', `/cart/view-cart?cartSessionID=${session}`);
      const items = ((body.data?.cart as { items?: Array<{ productID: string }> })?.items ?? []).map(
        (item) => item.productID,
      );
      if (status !== 200 || !items.includes(PHONE_PRODUCT)) missingCarts.push(session);
    }
    const addressIds = result.acknowledged.flatMap(({ write, id }) =>
      write.kind === 'address' && id ? [id] : [],
    );
    const listed = new Set<string>();
    for (const token of tokens) {
      const { status, body } = await call(second, 'GET', '/user/all-delivery-address', { token });
      expect(status).toBe(200);
      for (const address of (body.data?.data ?? []) as Array<{ id: string }>) listed.add(address.id);
    }
    const missingAddresses = addressIds.filter((id) => !listed.has(id));

    let final = second;
    if (onPglite) {
      // Killed again, and its lock now names a live process that is not a server (PID 1) with the dead
      // server's start time: as after a container restart, where the new PID 1 is alive. It must start.
      await second.kill();
      const stale = JSON.parse(readFileSync(lockFile, 'utf8'));
      expect(stale.pid).toBe(second.pid);
      if (readStartTime(1) !== null) writeFileSync(lockFile, JSON.stringify({ ...stale, pid: 1 }));
      final = await startServer(env);
      cleanups.push(final.kill);
    }
    // A clean stop exits 0; any other end says how (a signal) and shows the server's last lines.
    const code = await final.stop();
    expect({ code, signal: final.child.signalCode }, final.output().slice(-3000)).toEqual({
      code: 0,
      signal: null,
    });

    // The sign-ups (and everything else) read from the database itself, once the server is stopped.
    const emails = result.acknowledged.flatMap(({ write }) =>
      write.kind === 'sign-up' ? [write.email] : [],
    );
    const direct = await openForReading(dataDir, data.env.DATABASE_URL);
    let found: { users: number; carts: number; addresses: number };
    let unacknowledgedFound: number;
    try {
      const attemptedEmails = writes.flatMap((write) => (write.kind === 'sign-up' ? [write.email] : []));
      const [userRows, cartRows, addressRows, allUsers] = await Promise.all([
        direct.db.select({ email: users.email }).from(users).where(inArray(users.email, emails)),
        direct.db
          .select({ session: carts.sessionId })
          .from(carts)
          .innerJoin(cartItems, sql`${cartItems.cartId} = ${carts.id}`)
          .where(inArray(carts.sessionId, cartSessions.length ? cartSessions : ['none'])),
        direct.db
          .select({ id: deliveryAddresses.publicId })
          .from(deliveryAddresses)
          .where(inArray(deliveryAddresses.publicId, addressIds.length ? addressIds : ['none'])),
        direct.db.select({ email: users.email }).from(users).where(inArray(users.email, attemptedEmails)),
      ]);
      found = { users: userRows.length, carts: cartRows.length, addresses: addressRows.length };
      unacknowledgedFound = allUsers.length - userRows.length;
    } finally {
      await direct.close();
    }

    const figures = {
      database: onPglite ? 'PGlite' : 'PostgreSQL',
      fired: WRITES,
      acknowledged: acknowledgedBefore,
      unanswered: result.unanswered,
      inFlightAtKill: result.inFlightAtKill,
      acknowledgedFoundAfterRestart:
        cartSessions.length -
        missingCarts.length +
        (addressIds.length - missingAddresses.length) +
        found.users,
      byKind: {
        cart: `${cartSessions.length - missingCarts.length}/${cartSessions.length} (API) ${found.carts}/${cartSessions.length} (database)`,
        address: `${addressIds.length - missingAddresses.length}/${addressIds.length} (API) ${found.addresses}/${addressIds.length} (database)`,
        signUp: `${found.users}/${emails.length} (database), plus ${unacknowledgedFound} unacknowledged that were committed`,
      },
    };
    console.log(`[kill -9] ${JSON.stringify(figures)}`);
    expect(missingCarts).toEqual([]);
    expect(missingAddresses).toEqual([]);
    expect(found).toEqual({ users: emails.length, carts: cartSessions.length, addresses: addressIds.length });
    expect(acknowledgedBefore).toBeGreaterThanOrEqual(WRITES / 2);
  }, 170_000);
});

/** The database the server used, opened directly (PGlite only once the server has let go of the folder). */
async function openForReading(dataDir: string, databaseUrl: string | undefined) {
  return openDatabase({ databaseUrl, dataDir });
}
