import { once } from 'node:events';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { runServerUntilExit, startServer } from './process/server.ts';
import { jsonLines } from './support/json-lines.ts';
import { createServerData } from './test-database.ts';

/**
 * Issue 41: a database that stopped answering made every request a 500 'Something went wrong.'. The real
 * server (`node src/main.ts`) reaches its PostgreSQL server through a TCP proxy of the test's, which the test
 * cuts (every connection closed, new ones refused) and restores: meanwhile requests answer 503 with
 * Retry-After and their request id; once it is back they succeed again within 5 s, the same process. Also a
 * start with a wrong password: a JSON line per attempt, then exit 1 with one clear line. PostgreSQL only
 * (vitest.config.ts): PGlite is inside the process, it has no server to lose.
 */
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('database-outage.test.ts needs DATABASE_URL (see vitest.config.ts)');

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A TCP proxy to the PostgreSQL server that can be cut (connections closed, new ones refused) and restored. */
class DatabaseProxy {
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  port = 0;

  constructor(url: string) {
    const { hostname, port } = new URL(url);
    this.#target = { host: hostname, port: Number(port || 5432) };
  }

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = tcpConnect(this.#target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as { port: number }).port;
    this.#server = server;
  }

  async cut(): Promise<void> {
    const closed = this.#server ? once(this.#server.close(), 'close') : Promise.resolve();
    for (const socket of this.#sockets) socket.destroy();
    await closed;
    this.#server = undefined;
  }
}

/** DATABASE_URL with another port (and password, if given), on 127.0.0.1. */
function databaseUrlVia(url: string, port: number, password?: string): string {
  const changed = new URL(url);
  changed.hostname = '127.0.0.1';
  changed.port = String(port);
  if (password !== undefined) changed.password = password;
  return changed.toString();
}

it('answers 503 with Retry-After while the database is gone, and serves again within 5 s of its return', async () => {
  const data = await createServerData('oja-outage-');
  cleanups.push(data.dispose);
  const proxy = new DatabaseProxy(data.env.DATABASE_URL as string);
  await proxy.open();
  cleanups.push(() => proxy.cut());
  const server = await startServer({
    ...data.env,
    DATABASE_URL: databaseUrlVia(data.env.DATABASE_URL as string, proxy.port),
  });
  cleanups.push(server.kill);
  const origin = `http://127.0.0.1:${server.port}`;
  let n = 0;
  // A guest's cart line: a write that reads and writes the database on every call, never cached.
  const addToCart = () =>
    fetch(`${server.api}/cart/add-to-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': `outage-${++n}` },
      body: JSON.stringify({ cartSessionID: crypto.randomUUID(), productID: 'OJA-HAP-005', quantity: 1 }),
    });
  expect((await addToCart()).status).toBe(200);

  await proxy.cut();
  const refused = await addToCart();
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('5');
  expect(await refused.json()).toEqual({
    success: false,
    message: 'The shop cannot reach its database just now. Please try again in a few seconds.',
    requestId: `outage-${n}`,
  });
  const ready = await fetch(`${origin}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ checks: { database: 'failed' } });
  // The process itself is alive (no crash, no restart): only what needs the database waits for it.
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);

  await proxy.open();
  const back = performance.now();
  let status = 0;
  while (status !== 200 && performance.now() - back < 10_000) {
    status = (await addToCart()).status;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const backMs = performance.now() - back;
  console.log(`database back: the first answer again ${Math.round(backMs)} ms after its return`);
  expect(status).toBe(200);
  expect(backMs).toBeLessThan(5_000);
  expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  // The same process all along, and it logged the outage as one JSON line a request, no stack trace.
  expect(server.child.exitCode).toBeNull();
  const outageLines = jsonLines(server.output()).filter((line) => line.msg === 'database unavailable');
  expect(outageLines.length).toBeGreaterThanOrEqual(1);
  expect(outageLines[0]).toMatchObject({ level: 'error', path: '/api/v1/cart/add-to-cart' });
  expect(JSON.stringify(outageLines)).not.toContain('"stack"');
}, 90_000);

it('start-up with a wrong database password: a JSON line per attempt, then one clear line and exit 1', async () => {
  const wrong = 'wrong-password-not-printed';
  const run = await runServerUntilExit({
    DATABASE_URL: databaseUrlVia(serverUrl, Number(new URL(serverUrl).port || 5432), wrong),
    DATABASE_WAIT_MS: '2000',
  });
  expect(run.code).toBe(1);
  const lines = jsonLines(run.output);
  const attempts = lines.filter((line) => String(line.msg).startsWith('The database does not answer'));
  expect(attempts.length).toBeGreaterThanOrEqual(2);
  for (const line of attempts) expect(line).toMatchObject({ level: 'warn', failure: '28P01' });
  const last = lines.at(-1);
  expect(last).toMatchObject({ level: 'fatal', failure: '28P01' });
  expect(String(last?.msg)).toMatch(
    /^Oja cannot start: the PostgreSQL server at DATABASE_URL did not answer for 2000 ms \(28P01: password authentication failed/,
  );
  expect(run.output).not.toContain(wrong);
  expect(run.output).not.toMatch(/\n\s+at /);
}, 60_000);
