import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** apps/api, where `node src/main.ts` runs. */
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningServer {
  child: ChildProcess;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port>/api/v1 */
  api: string;
  /** Everything it printed so far. */
  output: () => string;
  /** SIGKILL, then waits until it is gone. */
  kill: () => Promise<void>;
  /** SIGTERM (a clean stop), then waits until it is gone; answers the exit code. */
  stop: () => Promise<number | null>;
}

/**
 * Starts the real server (`node src/main.ts`, this Node) with only `env` on top of a clean environment: no
 * NODE_ENV or OJA_MODE (the sandbox mode), no SMTP, no DATABASE_URL, no HOST (loopback only) unless given.
 * Resolves once it listens.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> {
  const port = await freePort();
  const child = spawnServer(env, port);
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      if (/Oja is running at/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it listened:\n${output}`));
    });
  });
  return {
    child,
    pid: child.pid as number,
    port,
    api: `http://127.0.0.1:${port}/api/v1`,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** `node src/main.ts` (this Node) with only `env` on top of a clean environment (see startServer). */
function spawnServer(env: Record<string, string>, port: number): ChildProcess {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of [
    'NODE_ENV',
    'OJA_MODE',
    'SMTP_URL',
    'DATABASE_URL',
    'PORT',
    'OJA_DATA_DIR',
    'TRUST_PROXY',
    'HOST',
    'OJA_ROLE',
    'LOG_LEVEL',
    'METRICS_TOKEN',
  ]) {
    delete base[name];
  }
  return spawn(process.execPath, ['src/main.ts'], {
    cwd: API_DIR,
    env: { ...base, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Starts the real server as startServer does, for a start that is meant to fail: resolves with its exit code,
 * what it printed and how long it ran, once it exits (or rejects after `timeoutMs`).
 */
export async function runServerUntilExit(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  const child = spawnServer(env, await freePort());
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  // 'close', not 'exit': by then everything it printed has been read.
  const [code] = (await once(child, 'close')) as [number | null];
  clearTimeout(timer);
  return { code, output, ms: performance.now() - started };
}

/** A fresh database on the PostgreSQL server at `serverUrl` (as in test-database.ts), and how to drop it. */
export async function createServerDatabase(
  serverUrl: string,
  /** A database to copy (CREATE DATABASE … TEMPLATE …); otherwise the new one is empty. */
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `oja_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
