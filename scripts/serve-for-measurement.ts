/**
 * Starts the production shop (apps/api serving apps/web's build) on a throw-away PGlite folder and resolves
 * once it answers. Used by the Lighthouse script; the caller stops it with `stop()`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startShop(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-measure-'));
  const child: ChildProcess = spawn('npm', ['run', 'serve', '-w', '@oja/api'], {
    env: { ...process.env, PORT: String(port), OJA_DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}/`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the shop stopped before it answered');
    const ok = await fetch(`${url}api/v1/products/categories`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the shop did not answer at ${url} within 120 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
