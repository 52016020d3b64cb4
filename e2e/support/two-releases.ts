import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = join(ROOT, 'apps/web');
/** The repository's Node 24 (plain `node` may be the machine's older one). */
const NODE_24 = join(ROOT, 'node_modules/node/bin/node');

/** A hashed build file's name: Vite's `name-HASH.ext`, with its 8-character content hash. */
const HASHED = /^(.+)-([\w-]{8})\.(\w+)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile());
}

/**
 * Two releases of the web app, each a folder holding dist/ and dist-ssr/ as apps/web does (served through
 * OJA_WEB_BUILD_DIR). The first is this repository's build as it is. The second is the same build with every
 * hashed file renamed (a new hash, as Vite gives a file whose content changed) and every reference to it
 * rewritten: the HTML's, the chunks' imports, Vite's manifest, which the server reads, and the service
 * worker's precache list, so its sw.js differs and the browser installs it as a new release.
 *
 * Why not `vite build` twice: three builds (browser, server, worker) again would add minutes to CI's e2e run,
 * and what a release change does to a browser depends only on this: new file names, a new sw.js, the old
 * names gone from the server. Returns the folders and each release's hashed file names.
 */
export function makeTwoReleases(into: string) {
  const first = join(into, 'release-1');
  const second = join(into, 'release-2');
  for (const release of [first, second]) {
    mkdirSync(release, { recursive: true });
    cpSync(join(WEB, 'dist'), join(release, 'dist'), { recursive: true });
    cpSync(join(WEB, 'dist-ssr'), join(release, 'dist-ssr'), { recursive: true });
  }
  const firstNames = readdirSync(join(first, 'dist/assets')).filter((name) => HASHED.test(name));
  const renamed = new Map<string, string>();
  for (const name of firstNames) {
    const [, base, hash, extension] = HASHED.exec(name) ?? [];
    const newHash = createHash('sha256').update(`${hash} release-2`).digest('base64url').slice(0, 8);
    renamed.set(name, `${base}-${newHash}.${extension}`);
  }
  for (const [from, to] of renamed)
    renameSync(join(second, 'dist/assets', from), join(second, 'dist/assets', to));
  const escaped = [...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const reference = new RegExp(escaped.join('|'), 'g');
  for (const file of filesUnder(second)) {
    if (!/\.(js|mjs|css|html|json|webmanifest)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(reference, (name) => renamed.get(name) ?? name);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  const assetNames = (names: Iterable<string>) =>
    new Set([...names].filter((name) => !name.endsWith('.map')));
  return {
    first: { folder: first, files: assetNames(firstNames) },
    second: { folder: second, files: assetNames(renamed.values()) },
  };
}

/**
 * Production mode's settings, every provider a closed port on this machine, as scripts/check-production-build.ts
 * starts the shop: a production shop starts with no demo goods, so in seconds (a sandbox seeds a thousand
 * products and draws their pictures first), and a release change is a production event.
 */
function productionSettings(port: number): Record<string, string> {
  const nowhere = 'http://127.0.0.1:9';
  return {
    OJA_MODE: 'production',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    SMTP_URL: 'smtps://oja:not-a-secret@127.0.0.1:9',
    PAYSTACK_SECRET_KEY: 'sk_test_release_change',
    PAYSTACK_PUBLIC_KEY: 'pk_test_release_change',
    PAYSTACK_BASE_URL: nowhere,
    CREDIT_BUREAU_APP_ID: 'release-change',
    CREDIT_BUREAU_SECRET_KEY: 'release-change',
    CREDIT_BUREAU_URL: nowhere,
    BVN_HASH_KEY: 'b'.repeat(32),
    ADDRESS_VERIFICATION_CLIENT_ID: 'release-change',
    ADDRESS_VERIFICATION_SECRET_KEY: 'release-change',
    ADDRESS_VERIFICATION_WEBHOOK_SECRET: 'release-change',
    ADDRESS_VERIFICATION_URL: nowhere,
    TERMII_API_KEY: 'release-change',
    TERMII_SENDER_ID: 'Oja',
    TERMII_INBOUND_SECRET: 'i'.repeat(24),
    TERMII_URL: nowhere,
    METRICS_TOKEN: 'm'.repeat(16),
  };
}

/** The shop in production mode, serving the web build in `webBuildDir`, as a deploy starts it. */
export async function startShop(options: { port: number; dataDir: string; webBuildDir: string }) {
  const shop = spawn(NODE_24, ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...productionSettings(options.port),
      PORT: String(options.port),
      HOST: '',
      OJA_DATA_DIR: options.dataDir,
      OJA_WEB_BUILD_DIR: options.webBuildDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its log (warnings and errors only), to say why it did not start.
  let log = '';
  for (const stream of [shop.stdout, shop.stderr]) stream?.on('data', (chunk) => (log += String(chunk)));
  const ready = `http://localhost:${options.port}/readyz`;
  // A fresh PGlite folder takes its migrations first: about a minute on a loaded 2-core machine.
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(ready).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (shop.exitCode !== null) throw new Error(`the shop stopped at start:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the shop did not start in 3 minutes:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return shop;
}

/** Stops a shop started above and waits until its port is free. */
export async function stopShop(shop: ChildProcess) {
  if (shop.exitCode !== null) return;
  const exited = once(shop, 'exit');
  shop.kill('SIGTERM');
  await exited;
}
