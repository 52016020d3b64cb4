/**
 * What both measurements share: a free port in 3301–3399, and the production shop (apps/api serving
 * apps/web's build, as `npm start` runs it) in sandbox mode on a throw-away data folder. It builds nothing:
 * it refuses to start when a build it needs is missing.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIR = join(ROOT, 'apps/api');
/** What `node apps/api/src/main.ts` needs built: the web app it serves and the packages it imports. */
const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'packages/catalogue/dist/index.js',
  'packages/domain/dist',
];

/** The first port from `from` to `to` nobody listens on. */
export async function freePort(from = 3301, to = 3399): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)));
      probe.listen(port);
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from} to ${to}`);
}

/** Reads `--name=value` options; `--name` alone is 'true'. */
export function readOptions(argv: string[], known: string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1] || !known.includes(match[1])) {
      throw new Error(`unknown argument '${arg}' (known: ${known.map((k) => `--${k}`).join(', ')})`);
    }
    options.set(match[1], match[2] ?? 'true');
  }
  return options;
}

/** Where the measurement came from: the commit, whether the tree had changes, when the web app was built. */
export function provenance(): { commit: string; dirty: boolean; webBuiltAt: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  return {
    commit: git('rev-parse', 'HEAD'),
    dirty: git('status', '--porcelain').length > 0,
    webBuiltAt: statSync(join(ROOT, 'apps/web/dist/index.html')).mtime.toISOString(),
  };
}

export interface Shop {
  /** The shop's origin, without a trailing slash. */
  origin: string;
  role: 'all' | 'web' | 'worker';
  database: 'PGlite' | 'PostgreSQL';
  stop: () => Promise<void>;
}

export interface ShopOptions {
  /** A PostgreSQL database (the first process on it seeds it when empty); a fresh PGlite folder when absent. */
  databaseUrl?: string | undefined;
  /**
   * OJA_ROLE (apps/api/src/config.ts): 'all' (the default, as `npm start`) serves the shop and runs the
   * background workers, 'web' only serves, 'worker' only runs them (and serves /healthz, /readyz, /metrics).
   */
  role?: 'all' | 'web' | 'worker';
  /** More settings for this process (PUBLIC_URL, say), over the bench's own. */
  env?: Record<string, string>;
}

/**
 * Starts `node src/main.ts` in apps/api with NODE_ENV=production (so it serves the web build) and
 * OJA_MODE=sandbox, on a free port and a fresh PGlite folder, or on `databaseUrl` when given (it seeds an
 * empty database). Resolves once the catalogue answers (a worker: once /healthz does). The server's log is
 * shown only if it fails. Start processes one after the other: the port is free until the last one listens.
 */
export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const role = options.role ?? 'all';
  const missing = BUILD_OUTPUTS.filter((path) => !existsSync(join(ROOT, path)));
  if (missing.length > 0) {
    throw new Error(
      `missing build output (${missing.join(', ')}): run \`npm run build\` first ` +
        '(or `npx turbo run build --filter=@oja/api... --filter=@oja/web`); this command builds nothing',
    );
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    OJA_MODE: 'sandbox',
    PORT: String(port),
    OJA_DATA_DIR: dataDir,
    OJA_ROLE: role,
  };
  // Sandbox adapters only, on this machine's loopback addresses (no HOST: `localhost` below reaches them), and
  // the database asked for, whatever this shell has set.
  for (const name of ['DATABASE_URL', 'PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY', 'SMTP_URL', 'HOST'])
    delete env[name];
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  // process.execPath: the Node that runs this script (24, under `npm run`), as `npm start` would use.
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // Its tail only, past 400 kB: under load a process logs a line for each request, hundreds of MB in a run.
  const keep = (chunk: string) => {
    log += chunk;
    if (log.length > 400_000) log = log.slice(-200_000);
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    process.off('SIGINT', interrupted);
  };
  // Ctrl-C: the server goes too, and its data folder with it.
  const interrupted = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', interrupted);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const failure =
      child.exitCode !== null || child.signalCode !== null
        ? 'stopped before it answered'
        : Date.now() > deadline
          ? 'did not answer within 120 s'
          : undefined;
    if (failure) {
      await stop();
      throw new Error(`the shop (OJA_ROLE=${role}) ${failure}; its log:\n${log}`);
    }
    // Its own line first: another bench's shop may hold the same port, and would answer the request.
    const listening = log.includes(`is running at ${origin}`);
    const ok =
      listening &&
      // A worker serves no shop, only the operator's endpoints.
      (await fetch(`${origin}${role === 'worker' ? '/healthz' : '/api/v1/products/categories'}`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return { origin, role, database: options.databaseUrl ? 'PostgreSQL' : 'PGlite', stop };
}

/** Real paths from the running shop's catalogue: the newest product (home's first card) and its categories. */
export async function shopPaths(origin: string): Promise<{
  product: { id: string; path: string };
  category: string;
  subcategory: string;
}> {
  const answer = (await fetch(`${origin}/api/v1/products/get-products?type=new&limit=1`).then((r) =>
    r.json(),
  )) as {
    data: {
      products: Array<{
        productID: string;
        slug: string;
        produtCategory: { slug: string; parent_category: { slug: string } };
      }>;
    };
  };
  const product = answer.data.products[0];
  if (!product) throw new Error('the catalogue is empty');
  const category = `/${product.produtCategory.parent_category.slug}`;
  const subcategory = `${category}/${product.produtCategory.slug}`;
  return {
    product: { id: product.productID, path: `${subcategory}/${product.productID}/${product.slug}` },
    category,
    subcategory,
  };
}
