/**
 * The Dockerfile's runtime stage, performed without a container engine (this machine has none), and the server
 * it makes started and asked for the shop:
 *
 *   npm run check:production-build      (CI runs it after npm test; about a minute)
 *
 * 1. The build stage's result is this repository, built (`turbo run build`, cached after npm test).
 * 2. A temporary folder gets the files the runtime stage's `COPY` lines copy from the build context, then its
 *    `RUN npm ci --omit=dev …` (always with --ignore-scripts), then its `COPY --from=build` lines, from this
 *    repository. Nothing else: the lines are read from the Dockerfile, so the check follows it.
 * 3. No development package may be there (vite, vitest, typescript, tsup, turbo, the `node` package…).
 * 4. Its `CMD` starts the server with the stage's `ENV`, in production mode with fake providers on 127.0.0.1
 *    (nothing leaves the machine), on a fresh PGlite folder, with a bare PATH. The Node.js 24 is the binary of
 *    this repository's dev install (node_modules/node/bin/node), standing in for the node:24 image's: it is the
 *    only Node 24 here. The shop's home page must come back as HTML, with its script, the console and /readyz,
 *    and the Dockerfile's `HEALTHCHECK` command must pass.
 * 5. The machine's own Node, when it is not 24, must be refused with the message of apps/api/src/node-version.ts.
 *
 * `--keep` leaves the temporary folder for a look.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NODE_24 = join(ROOT, 'node_modules/node/bin/node');
/** Packages only development needs: none may reach the image. */
const DEVELOPMENT_PACKAGES = [
  'vite',
  'vitest',
  'typescript',
  'tsup',
  'turbo',
  'node',
  '@biomejs/biome',
  'storybook',
];
const keep = process.argv.includes('--keep');
const started = Date.now();

function step(text: string): void {
  console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${text}`);
}

/** A failed check: thrown, so that the `finally` below stops the server and removes the folder. */
class CheckFailed extends Error {}

function fail(text: string): never {
  throw new CheckFailed(text);
}

interface RuntimeStage {
  /** [sources, destination] of each `COPY` from the build context. */
  copies: Array<[string[], string]>;
  /** [source, destination] of each `COPY --from=build`, the source relative to the build stage's /app. */
  fromBuild: Array<[string, string]>;
  install: string[];
  env: Record<string, string>;
  healthcheck: string[];
  cmd: string[];
}

/** The runtime stage of the Dockerfile: its last `FROM`, its lines joined across `\` line ends. */
function readRuntimeStage(dockerfile: string): RuntimeStage {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stage = lines.slice(lines.findLastIndex((line) => line.startsWith('FROM ')) + 1);
  const runtime: RuntimeStage = { copies: [], fromBuild: [], install: [], env: {}, healthcheck: [], cmd: [] };
  for (const line of stage) {
    const [instruction = '', ...words] = line.split(/\s+/);
    if (instruction === 'COPY' && words[0] === '--from=build') {
      const [source = '', destination = ''] = words.slice(1);
      runtime.fromBuild.push([source.replace(/^\/app\//, ''), destination]);
    } else if (instruction === 'COPY') {
      runtime.copies.push([words.slice(0, -1), words.at(-1) ?? '']);
    } else if (instruction === 'RUN' && words[0] === 'npm' && words[1] === 'ci') {
      runtime.install = words.slice(0, words.indexOf('&&') === -1 ? undefined : words.indexOf('&&'));
    } else if (instruction === 'ENV') {
      const [name = '', value = ''] = (words[0] ?? '').split('=');
      runtime.env[name] = value;
    } else if (instruction === 'HEALTHCHECK') {
      runtime.healthcheck = JSON.parse(line.slice(line.indexOf('CMD ') + 4));
    } else if (instruction === 'CMD') {
      runtime.cmd = JSON.parse(line.slice(4));
    }
  }
  if (runtime.install.length === 0 || runtime.cmd[0] !== 'node' || runtime.healthcheck[0] !== 'node')
    fail('the Dockerfile\'s runtime stage has no "RUN npm ci", exec-form CMD or HEALTHCHECK on node.');
  return runtime;
}

/**
 * `source` (relative to the repository) copied into `folder` as Docker's COPY does: a folder's contents into
 * `destination`; a file into `destination` when it ends with '/', else as `destination`.
 */
function copyInto(folder: string, source: string, destination: string): void {
  const from = join(ROOT, source);
  if (!existsSync(from)) fail(`${source} is missing: build first (npm run build).`);
  const to =
    statSync(from).isDirectory() || !destination.endsWith('/')
      ? join(folder, destination)
      : join(folder, destination, basename(source));
  mkdirSync(dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true });
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') fail('no free port');
  return address.port;
}

async function get(url: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

if (!existsSync(NODE_24)) {
  console.error(`check-production-build: no Node 24 at ${NODE_24}: run npm ci first.`);
  process.exit(1);
}
step("build (turbo run build: the Dockerfile's build stage, cached after npm test)");
execFileSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@oja/api...',
    '--filter=@oja/web',
    '--filter=@oja/admin',
    '--output-logs=errors-only',
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);

const folder = mkdtempSync(join(tmpdir(), 'oja-image-'));
let server: ReturnType<typeof spawn> | undefined;
try {
  const stage = readRuntimeStage(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  step(`the runtime stage in ${folder}`);
  for (const [sources, destination] of stage.copies) {
    for (const source of sources) copyInto(folder, source, destination);
  }
  const install = stage.install.includes('--ignore-scripts')
    ? stage.install
    : [...stage.install, '--ignore-scripts'];
  step(install.join(' '));
  execFileSync(install[0] as string, install.slice(1), { cwd: folder, stdio: 'inherit' });
  for (const [source, destination] of stage.fromBuild) copyInto(folder, source, destination);

  const present = DEVELOPMENT_PACKAGES.filter((name) => existsSync(join(folder, 'node_modules', name)));
  if (present.length > 0) fail(`development packages in the production install: ${present.join(', ')}.`);
  step(`no development package installed (${DEVELOPMENT_PACKAGES.join(', ')} absent)`);

  const port = await freePort();
  const dataDir = join(folder, 'data');
  // Production mode's settings, every provider a closed port on this machine: the server starts, and a call
  // it made to one would fail here rather than reach a real provider.
  const nowhere = 'http://127.0.0.1:9';
  const env: Record<string, string> = {
    PATH: '/usr/bin:/bin',
    ...stage.env,
    PORT: String(port),
    OJA_DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    SMTP_URL: 'smtps://oja:not-a-secret@127.0.0.1:9',
    PAYSTACK_SECRET_KEY: 'sk_test_check_production_build',
    PAYSTACK_PUBLIC_KEY: 'pk_test_check_production_build',
    PAYSTACK_BASE_URL: nowhere,
    CREDIT_BUREAU_APP_ID: 'check-production-build',
    CREDIT_BUREAU_SECRET_KEY: 'check-production-build',
    CREDIT_BUREAU_URL: nowhere,
    BVN_HASH_KEY: 'b'.repeat(32),
    ADDRESS_VERIFICATION_CLIENT_ID: 'check-production-build',
    ADDRESS_VERIFICATION_SECRET_KEY: 'check-production-build',
    ADDRESS_VERIFICATION_WEBHOOK_SECRET: 'check-production-build',
    ADDRESS_VERIFICATION_URL: nowhere,
    TERMII_API_KEY: 'check-production-build',
    TERMII_SENDER_ID: 'Oja',
    TERMII_INBOUND_SECRET: 'i'.repeat(24),
    TERMII_URL: nowhere,
    METRICS_TOKEN: 'm'.repeat(16),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
  if (env.OJA_MODE !== 'production' || env.NODE_ENV !== 'production')
    fail('the runtime stage must set ENV NODE_ENV=production and OJA_MODE=production.');
  step(`${stage.cmd.join(' ')} (node: ${NODE_24}, standing in for the node:24 image's)`);
  let output = '';
  server = spawn(NODE_24, stage.cmd.slice(1), { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) fail(`the server stopped (${server.exitCode}):\n${output}`);
    const ready = await get(`${origin}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) fail(`no 200 from /readyz in 120 s (last: ${ready?.status}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  step('/readyz 200');

  const home = await get(`${origin}/`);
  if (
    home.status !== 200 ||
    !home.type.startsWith('text/html') ||
    !home.body.includes('data-oja-mode="production"')
  )
    fail(`the home page: ${home.status} ${home.type}\n${home.body.slice(0, 500)}`);
  // Rendered on the server: the page links to the shop's departments before any script runs (production starts
  // with the departments and no demo products).
  if (!home.body.includes('href="/electronics"'))
    fail('the home page has no link to the Electronics department: not rendered on the server?');
  // The app's script, which a small inline boot script loads (apps/web/src/boot.ts), from the web build.
  const script = /data-app-src="([^"]+)"/.exec(home.body)?.[1];
  const asset = script ? await get(`${origin}${script}`) : undefined;
  if (asset?.status !== 200 || !asset.type.includes('javascript'))
    fail(`the home page's script ${script}: ${asset?.status}`);
  step(`home page: HTML rendered in production mode, its script ${script} served`);
  const admin = await get(`${origin}/admin/`);
  if (admin.status !== 200 || !admin.type.startsWith('text/html')) fail(`/admin/: ${admin.status}`);
  step('console: /admin/ HTML');

  const health = spawnSync(NODE_24, stage.healthcheck.slice(1), { env, timeout: 10_000 });
  if (health.status !== 0) fail(`the Dockerfile's HEALTHCHECK failed (${health.status}).`);
  step("the Dockerfile's HEALTHCHECK passes");

  // The machine's Node (Node 20 on the machines we build on) must be refused, with what to do.
  const machineNode = spawnSync('/usr/bin/node', ['--version'], { encoding: 'utf8' });
  if (machineNode.status === 0 && !machineNode.stdout.startsWith('v24.')) {
    const refused = spawnSync('/usr/bin/node', stage.cmd.slice(1), {
      cwd: folder,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    if (refused.status !== 1 || !refused.stderr.includes('Oja cannot start: it needs Node.js 24'))
      fail(`Node ${machineNode.stdout.trim()} was not refused: ${refused.status}\n${refused.stderr}`);
    step(`Node ${machineNode.stdout.trim()} (/usr/bin/node) refused: ${refused.stderr.trim().slice(0, 90)}…`);
  }
  server.kill('SIGTERM');
  await once(server, 'exit');
  server = undefined;
  step('done');
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(`check-production-build: ${error.message}`);
  process.exitCode = 1;
} finally {
  server?.kill('SIGKILL');
  if (keep) console.log(`kept ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
}
