import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './process/server.ts';
import { createServerData } from './test-database.ts';

/**
 * Where the real server (`node src/main.ts`, sandbox mode) listens. Without HOST: on 127.0.0.1 and ::1 only,
 * because its outbox (every email, sign-in codes included) and its clock are open to whoever reaches it. With
 * HOST=0.0.0.0: on every IPv4 interface, with a warning in its log. Nothing is ever sent to an address that is
 * not this machine's own: its loopback addresses and the addresses of its own interfaces.
 */

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The server on data of its own (PGlite in a temporary folder, or a fresh database with DATABASE_URL). */
async function start(env: Record<string, string> = {}): Promise<RunningServer> {
  const data = await createServerData('oja-listening-');
  cleanups.push(data.dispose);
  const server = await startServer({ ...data.env, ...env });
  cleanups.push(server.kill);
  return server;
}

/**
 * This machine's own addresses other than loopback (its network interfaces'): IPv4, and IPv6 but link-local
 * (fe80::, which needs an interface to be reached). A connection to one of them stays on this machine.
 */
const OWN_OUTSIDE_ADDRESSES = Object.values(networkInterfaces())
  .flat()
  .filter((info) => info !== undefined && !info.internal && !/^fe80:/i.test(info.address))
  .map((info) => info?.address as string);
const OWN_OUTSIDE_IPV4 = OWN_OUTSIDE_ADDRESSES.filter((address) => !address.includes(':'));

/** Connects to this machine's `address` and hangs up: 'connected', or the error's code (ECONNREFUSED). */
function tryConnecting(address: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 5_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timed out');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** The catalogue's categories at `host` (as a URL writes it): the status, or the error's cause. */
async function categoriesAt(host: string, port: number): Promise<number | string> {
  try {
    const answer = await fetch(`http://${host}:${port}/api/v1/products/categories`, {
      signal: AbortSignal.timeout(10_000),
    });
    await answer.body?.cancel();
    return answer.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? String(error);
  }
}

/**
 * The addresses sockets listen on at `port`, read from Linux's socket tables (/proc/net/tcp and tcp6), whoever
 * asks: the kernel's own account of where the server can be reached.
 */
function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table: string;
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue; // no tcp6 on a machine without IPv6
    }
    for (const line of table.trim().split('\n').slice(1)) {
      const [, local = '', , state] = line.trim().split(/\s+/);
      const [hexAddress = '', hexPort = ''] = local.split(':');
      // 0A: LISTEN.
      if (state !== '0A' || Number.parseInt(hexPort, 16) !== port) continue;
      // Each 32-bit word of the address is written in the machine's byte order (little-endian on x86 and Arm).
      const bytes = Buffer.concat(
        (hexAddress.match(/.{8}/g) ?? []).map((word) => Buffer.from(word, 'hex').reverse()),
      );
      if (bytes.length === 4) found.push(bytes.join('.'));
      else {
        const groups = (bytes.toString('hex').match(/.{4}/g) ?? []).join(':');
        found.push(new URL(`http://[${groups}]/`).hostname.slice(1, -1)); // the short form: ::1
      }
    }
  }
  return found.sort();
}

describe('the sandbox without HOST', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  }, 120_000);

  it('answers on 127.0.0.1, ::1 and localhost', async () => {
    expect(await categoriesAt('127.0.0.1', server.port)).toBe(200);
    expect(await categoriesAt('[::1]', server.port)).toBe(200);
    expect(await categoriesAt('localhost', server.port)).toBe(200);
  });

  it('keeps an idle keep-alive connection open past 5 s, so a client reusing it is never reset', async () => {
    const socket = connect(server.port, '127.0.0.1');
    cleanups.push(() => socket.destroy());
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const ask = () =>
      new Promise<string>((resolve) => {
        socket.once('data', (chunk) => resolve(chunk.toString().split('\r\n')[0] ?? ''));
        socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
      });
    expect(await ask()).toBe('HTTP/1.1 200 OK');
    let closed = false;
    socket.once('close', () => {
      closed = true;
    });
    // Node's default keepAliveTimeout (5 s) closed it here.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    expect(await ask()).toBe('HTTP/1.1 200 OK');
  }, 20_000);

  it('says where it listens, and warns of nothing', () => {
    expect(server.output()).toContain(
      `Oja is running at http://localhost:${server.port} (API only, under /api/v1), listening on ` +
        `127.0.0.1:${server.port} and [::1]:${server.port}`,
    );
    expect(server.output()).not.toMatch(/WARNING/);
  });

  it.skipIf(process.platform !== 'linux')(
    "listens on the loopback addresses only, by the kernel's socket tables (Linux)",
    () => {
      expect(listeningAddresses(server.port)).toEqual(['127.0.0.1', '::1']);
    },
  );

  it(`refuses a connection to this machine's own other addresses (${OWN_OUTSIDE_ADDRESSES.join(', ') || 'none found'})`, async (context) => {
    if (OWN_OUTSIDE_ADDRESSES.length === 0) {
      // Said, not passed: the socket tables above still show that it listens on loopback only.
      context.skip('this machine has no address but loopback (os.networkInterfaces()): nothing to refuse');
    }
    for (const address of OWN_OUTSIDE_ADDRESSES) {
      expect({ address, result: await tryConnecting(address, server.port) }).toEqual({
        address,
        result: 'ECONNREFUSED',
      });
    }
  });
});

describe('the sandbox with HOST=0.0.0.0', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start({ HOST: '0.0.0.0' });
  }, 120_000);

  it('warns in its log that anyone who reaches it can read the outbox and move the clock', () => {
    expect(server.output()).toContain(
      'WARNING: sandbox mode on HOST=0.0.0.0, beyond this machine: anyone who can reach it can read every ' +
        "email in the outbox, sign-in codes included (GET /api/v1/dev/outbox), and move the shop's clock " +
        '(POST /api/v1/dev/clock). Unset HOST to listen on this machine only.',
    );
    expect(server.output()).toContain(`listening on 0.0.0.0:${server.port}`);
  });

  it("answers on 127.0.0.1 and on this machine's own IPv4 addresses", async (context) => {
    expect(await categoriesAt('127.0.0.1', server.port)).toBe(200);
    if (OWN_OUTSIDE_IPV4.length === 0)
      context.skip('this machine has no IPv4 address but loopback (os.networkInterfaces())');
    for (const address of OWN_OUTSIDE_IPV4) {
      expect({ address, status: await categoriesAt(address, server.port) }).toEqual({ address, status: 200 });
    }
  });

  it.skipIf(process.platform !== 'linux')(
    "listens on every IPv4 interface, by the kernel's socket tables (Linux)",
    () => {
      expect(listeningAddresses(server.port)).toEqual(['0.0.0.0']);
    },
  );
});
