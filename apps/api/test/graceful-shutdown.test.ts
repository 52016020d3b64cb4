import { once } from 'node:events';
import { request } from 'node:http';
import { connect } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/connect.ts';
import { cartItems, carts, sandboxCardTransactions, users } from '../src/db/schema.ts';
import { type RunningServer, startServer } from './process/server.ts';
import { createServerData, createTestDatabase } from './test-database.ts';

/**
 * Issue 41: at a deploy (SIGTERM) a sign-up in flight got an empty reply and no account, and the process was
 * gone 0.5 s later. The real server (`node src/main.ts`) has read the headers of 50 requests (sign-ups, guest
 * carts, card payments on the sandbox's card page; `Expect: 100-continue`, so that it has them for sure) when
 * SIGTERM comes; their bodies follow. Each is answered, with `Connection: close`; each account, cart line and
 * payment is in the database afterwards; a new connection is refused; the process exits 0 within the grace.
 * PGlite by default, PostgreSQL with DATABASE_URL.
 */
const serverUrl = process.env.DATABASE_URL;
const PASSWORD = 'Sup3r-secret!';
const FAN = 'OJA-HAP-005'; // full payment only
const SUCCESS_CARD = '4084084084084081';
const PAYERS = 10;
// One sign-up hash at a time, 20 waiting at most (routes/auth-account.ts): more at once would be refused 429.
const SIGN_UPS = 20;
const CARTS = 20;
const GRACE_MS = 25_000; // the default of SHUTDOWN_GRACE_MS

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request on a connection of its own (node:http, no keep-alive pool): `answer` resolves with the answer,
 * or rejects when the connection dies without one. With `holdBody`, the request goes with `Expect:
 * 100-continue` and only its headers are sent: `parsed` resolves once the server has read them (its 100
 * Continue), and `sendBody()` sends the body.
 */
function send(
  server: RunningServer,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
  { holdBody = false } = {},
): { parsed: Promise<void>; sendBody: () => void; answer: Promise<Answer> } {
  const outgoing = request({
    host: '127.0.0.1',
    port: server.port,
    method,
    path,
    headers: holdBody ? { ...headers, expect: '100-continue' } : headers,
    agent: false,
  });
  const parsed = holdBody ? once(outgoing, 'continue').then(() => undefined) : Promise.resolve();
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
      response.on('error', reject);
    });
  });
  // A connection the server cuts (past the grace) rejects `answer` while the test is still awaiting the stop:
  // marked handled here so vitest does not count it as an unhandled rejection; a caller awaiting it still sees it.
  answer.catch(() => {});
  const sendBody = () => outgoing.end(body);
  if (holdBody) outgoing.flushHeaders();
  else sendBody();
  return { parsed, sendBody, answer };
}

async function json(server: RunningServer, method: string, path: string, body?: unknown, token?: string) {
  // Each setup call from an address of its own (TRUST_PROXY=1): sign-ups are limited to 30 an address.
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const { status, body: text } = await send(
    server,
    method,
    `/api/v1${path}`,
    body === undefined ? undefined : JSON.stringify(body),
    headers,
  ).answer;
  // biome-ignore lint/suspicious/noExplicitAny: the fields these setup calls read are checked by their own tests
  return { status, body: JSON.parse(text) as any };
}

/** A verified shopper with an order placed for the fan: the card page of its payment. */
async function payer(server: RunningServer, n: number): Promise<{ reference: string; page: string }> {
  const email = `payer${n}@example.com`;
  expect(
    (
      await json(server, 'POST', '/auth/register', {
        email,
        phoneNumber: `0805${String(n).padStart(7, '0')}`,
        password: PASSWORD,
      })
    ).status,
  ).toBe(201);
  let code: string | undefined;
  for (let tries = 0; !code && tries < 100; tries++) {
    const { body } = await json(server, 'GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
    code = /Your Oja code is (\d{4})/.exec(body.data?.messages?.[0]?.text ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await json(server, 'POST', '/auth/verify-email', { email, otp: code })).status).toBe(200);
  const token = (await json(server, 'POST', '/auth/login', { email, password: PASSWORD })).body.data
    .token as string;
  const address = await json(
    server,
    'POST',
    '/user/add-delivery-address',
    { streetAddress: `${n} Awolowo Road, Ikoyi`, state: 'Lagos state' },
    token,
  );
  expect(
    (await json(server, 'POST', '/cart/add-to-cart', { productID: FAN, quantity: 1 }, token)).status,
  ).toBe(200);
  const placed = await json(
    server,
    'POST',
    '/orders/create-paystack-order',
    { deliveryAddressId: address.body.data.addressData.id, shippingOption: 'standard' },
    token,
  );
  expect(placed.status).toBe(201);
  const { reference, authorization_url } = placed.body.data.paystack_config;
  return { reference, page: new URL(authorization_url).pathname };
}

describe(`SIGTERM with 50 requests in flight (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers every one, keeps every account and payment, takes no new connection, and exits 0 within the grace', async () => {
    const data = await createServerData('oja-shutdown-');
    cleanups.push(data.dispose);
    const server = await startServer({ ...data.env, TRUST_PROXY: '1' });
    cleanups.push(server.kill);
    const payers = [];
    const setupStarted = performance.now();
    for (let n = 0; n < PAYERS; n++) payers.push(await payer(server, n));
    console.log(`${PAYERS} orders placed in ${Math.round(performance.now() - setupStarted)} ms`);

    const emails = Array.from({ length: SIGN_UPS }, (_, i) => `deploy${i}@example.com`);
    const cartSessions = Array.from({ length: CARTS }, () => crypto.randomUUID());
    const hold = { holdBody: true };
    const inFlight = [
      ...emails.map((email, i) =>
        send(
          server,
          'POST',
          '/api/v1/auth/register',
          JSON.stringify({ email, phoneNumber: `0804${String(i).padStart(7, '0')}`, password: PASSWORD }),
          { 'content-type': 'application/json', 'x-forwarded-for': `10.41.0.${i}` },
          hold,
        ),
      ),
      ...cartSessions.map((cartSessionID) =>
        send(
          server,
          'POST',
          '/api/v1/cart/add-to-cart',
          JSON.stringify({ cartSessionID, productID: FAN, quantity: 1 }),
          { 'content-type': 'application/json' },
          hold,
        ),
      ),
      ...payers.map(({ page }) =>
        send(
          server,
          'POST',
          page,
          new URLSearchParams({ cardNumber: SUCCESS_CARD, expiry: '12/30', cvv: '408' }).toString(),
          { 'content-type': 'application/x-www-form-urlencoded' },
          hold,
        ),
      ),
    ];
    const answers = inFlight.map(({ answer }) =>
      answer.catch(
        (error: Error) => ({ status: 0, headers: {}, body: `no answer: ${error.message}` }) as Answer,
      ),
    );
    // The server has read every request's headers (its 100 Continue): all 50 are its, in flight, bodies still
    // to come. SIGTERM now; the bodies follow once it is closing.
    await Promise.all(inFlight.map(({ parsed }) => parsed));
    const signalled = performance.now();
    const exited = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));

    // From the signal on, a new connection is refused: the load balancer sends it to another process.
    const late = connect({ host: '127.0.0.1', port: server.port });
    // events.once rejects on 'error': the refusal arrives as the rejection.
    const lateOutcome = await once(late, 'connect').then(
      () => 'connected',
      (error: NodeJS.ErrnoException) => error.code,
    );
    late.destroy();
    expect(lateOutcome).toBe('ECONNREFUSED');

    for (const { sendBody } of inFlight) sendBody();
    const all = await Promise.all(answers);
    const code = await exited;
    const stoppedMs = performance.now() - signalled;
    console.log(
      `SIGTERM with ${inFlight.length} requests in flight: ${all.filter((a) => a.status !== 0).length} answered; ` +
        `exit ${code} ${Math.round(stoppedMs)} ms after the signal` +
        `${all.some((a) => a.status === 0) ? `; ${all.find((a) => a.status === 0)?.body}` : ''}`,
    );
    const signUps = all.slice(0, SIGN_UPS);
    const cartAdds = all.slice(SIGN_UPS, SIGN_UPS + CARTS);
    const payments = all.slice(SIGN_UPS + CARTS);
    expect(signUps.map((a) => a.status)).toEqual(signUps.map(() => 201));
    expect(cartAdds.map((a) => a.status)).toEqual(cartAdds.map(() => 200));
    // The card page answers a redirect back to the shop once the card is taken.
    expect(payments.map((a) => a.status)).toEqual(payments.map(() => 303));
    // Each answer closed its connection: none is left waiting for a next request on a closing server.
    for (const a of all) expect(a.headers.connection).toBe('close');
    expect(code).toBe(0);
    expect(stoppedMs).toBeLessThan(GRACE_MS);
    expect(server.output()).toMatch(/"msg":"SIGTERM: closed"/);

    // Every account and every payment is in the database the process left.
    const database = await openDatabase({ databaseUrl: data.env.DATABASE_URL, dataDir: data.dataDir });
    try {
      const accounts = await database.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, emails));
      expect(accounts.map((a) => a.email).sort()).toEqual([...emails].sort());
      const charges = await database.db
        .select({ status: sandboxCardTransactions.status })
        .from(sandboxCardTransactions)
        .where(
          inArray(
            sandboxCardTransactions.reference,
            payers.map((p) => p.reference),
          ),
        );
      expect(charges.map((c) => c.status)).toEqual(payers.map(() => 'success'));
      const filled = await database.db
        .select({ session: carts.sessionId })
        .from(carts)
        .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
        .where(inArray(carts.sessionId, cartSessions));
      expect(filled.map((c) => c.session).sort()).toEqual([...cartSessions].sort());
    } finally {
      await database.close();
    }
  }, 180_000);
});

describe('SHUTDOWN_GRACE_MS', () => {
  it('cuts an answer still unfinished after the grace, and exits 0 then', async () => {
    const data = await createServerData('oja-shutdown-grace-');
    cleanups.push(data.dispose);
    const server = await startServer({ ...data.env, SHUTDOWN_GRACE_MS: '2000' });
    cleanups.push(server.kill);
    // A sign-up whose body never comes: in flight for as long as the server lets it be.
    const stuck = send(
      server,
      'POST',
      '/api/v1/auth/register',
      '{}',
      { 'content-type': 'application/json' },
      {
        holdBody: true,
      },
    );
    await stuck.parsed;
    const signalled = performance.now();
    const code = await server.stop();
    const stoppedMs = performance.now() - signalled;
    await expect(stuck.answer).rejects.toThrow();
    expect(code).toBe(0);
    expect(stoppedMs).toBeGreaterThanOrEqual(2_000);
    expect(stoppedMs).toBeLessThan(2_000 + 5_000);
    expect(server.output()).toContain('SIGTERM: closing (answers in flight have up to 2000 ms)');
  }, 90_000);
});

describe('GET /readyz while the process stops', () => {
  it('answers 503 "stopping" at once once the shutdown has begun, asking the database nothing', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.dispose);
    let stopping = false;
    const app = createApp({ db: database.db, imagesDir: '/nonexistent', stopping: () => stopping });
    expect((await app.request('/readyz')).status).toBe(200);
    stopping = true;
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ status: 'stopping' });
  });
});
